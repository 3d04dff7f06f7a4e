/**
 * doctor from the command line (dist/cli/index.js, as a CI job runs it) where it cannot check: no
 * GitHub token and a folder without `.github/workflows`. It is never green: outcome unknown, exit
 * 5, and each message names what to set in the command line's words (GITHUB_TOKEN,
 * --checkout-path), with `--json` giving the findings as an array and the counts as numbers.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { REPO, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { runCli } from '../cli/cli-runner.js'

let t: E2E
let dir: string
beforeAll(async () => {
  t = await startE2E()
  dir = mkdtempSync(join(tmpdir(), 'doctor-cli-'))
})
afterAll(async () => {
  await t.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** `merge-queue doctor --json` in the folder, with the Trunk token and no GitHub token. */
function doctorCli() {
  return runCli(
    [
      'doctor',
      '--repository',
      'acme/app',
      '--target-branch',
      'main',
      '--api-url',
      t.emu.url,
      '--json',
    ],
    { cwd: dir, env: { TRUNK_API_TOKEN: t.token } },
  )
}

describe('merge-queue doctor', () => {
  it('with no GitHub token, in a folder that is no checkout: unknown, exit 5, naming GITHUB_TOKEN and --checkout-path', async () => {
    await t.emu.client.updateQueue({
      repo: REPO,
      targetBranch: 'main',
      deleteRequiredStatuses: true,
    })
    const run = await doctorCli()
    expect(run.code).toBe(5)
    const outputs = JSON.parse(run.stdout) as {
      findings: { code: string; severity: string; message: string }[]
    } & Record<string, unknown>
    expect(outputs).toMatchObject({
      outcome: 'unknown',
      'error-kind': '',
      'errors-count': 0,
      'warnings-count': 0,
      'unknowns-count': 1,
    })
    expect(outputs.findings.map((f) => [f.code, f.severity])).toEqual([
      ['github-unreadable', 'unknown'],
    ])
    expect(outputs.findings[0]!.message).toBe(
      'The queue takes its required checks from GitHub, and there is no GitHub token to read them: set GITHUB_TOKEN, with permission `contents: read`.',
    )
    expect(run.stderr).toContain('.github/workflows was not read (absent)')
    expect(run.stderr).toContain(
      'doctor could not tell everything that may stall the queue for main',
    )
    expect(run.stderr).not.toMatch(/github-token|\$\{\{/)

    // The queue's own required checks, and still no workflows: the checks cannot be checked.
    await t.emu.client.updateQueue({ repo: REPO, targetBranch: 'main', requiredStatuses: ['unit'] })
    const second = await doctorCli()
    expect(second.code).toBe(5)
    const findings = (
      JSON.parse(second.stdout) as { findings: { code: string; message: string }[] }
    ).findings
    expect(findings.map((f) => f.code)).toEqual(['not-checked'])
    expect(findings[0]!.message).toBe(
      'There is no .github/workflows in the checkout: is the repository checked out there? Run doctor in the repository, or set --checkout-path to the repository\'s folder. doctor could not tell whether the required checks "unit" report on the queue\'s test runs.',
    )
  })
})
