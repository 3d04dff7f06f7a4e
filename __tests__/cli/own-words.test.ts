/**
 * Every door in its own words (issue 33): each command's failure paths run through the command
 * line (runCli, in process) — every refused input of the bad-input table, a missing token, a
 * missing context, a service that is not there, a refused token, a queue that is not there — and
 * nothing it prints names the action's inputs or a workflow expression. The CLI names flags
 * (`--target-branch`) and variables (TRUNK_API_TOKEN, GITHUB_TOKEN).
 */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { runCli } from '../../src/cli/run.js'
import { COMMANDS } from '../../src/runner/command-table.js'
import { Inputs } from '../../src/inputs/constants.js'
import { startTestEmulator, type TestEmulator } from '../../__fixtures__/emulator.js'
import {
  badInputCases,
  caseInputs,
  makeFiles,
  type BadInputCase,
  type Files,
} from '../../reliability/bad-inputs.js'

let emu: TestEmulator
let files: Files
beforeAll(async () => {
  emu = await startTestEmulator({ token: 'tok_ownWordsToken1234' })
  await emu.client.createQueue({
    repo: { host: 'github.com', owner: 'acme', name: 'app' },
    targetBranch: 'main',
  })
  files = makeFiles()
})
afterAll(async () => {
  await emu.stop()
  rmSync(files.dir, { recursive: true, force: true })
})

/** Words only the action may say, each with why the CLI must not. */
const ACTION_ONLY: [RegExp, string][] = [
  [/\$\{\{/, 'a workflow expression'],
  [/github\.token|runner\.temp|secrets\./, "a workflow context's name"],
  [/\bInput '/, "the action's way of naming an input"],
  [/INPUT_/, "the runner's input variables"],
  [/the workflow's|this workflow|in a workflow/, 'a workflow'],
  [/event does not carry|the event payload/, "a GitHub event's payload"],
  // An input named bare: the CLI says --name, or TRUNK_API_TOKEN / GITHUB_TOKEN for the tokens.
  ...(Object.values(Inputs) as string[])
    .filter((n) => n.includes('-'))
    .map((n): [RegExp, string] => [new RegExp(`(?<![-\\w/.])${n}(?![-\\w])`), `the input ${n}`]),
]

function actionWords(raw: string): string[] {
  // Help text wraps: a phrase may run over two lines.
  const text = raw.replace(/\s+/g, ' ')
  return ACTION_ONLY.filter(([re]) => re.test(text)).map(
    ([re, why]) => `${why}: ${re.exec(text)?.[0]} in ${JSON.stringify(text.slice(0, 400))}`,
  )
}

interface Run {
  code: number
  stdout: string
  stderr: string
}

async function cli(argv: string[], env: Record<string, string> = {}): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const code = await runCli({
    argv,
    env: { HOME: '/nonexistent', ...env },
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
  })
  return { code, stdout, stderr }
}

/** A bad-input case as the command line gives it: flags, and the tokens in the environment. */
function argvOf(c: BadInputCase): { argv: string[]; env: Record<string, string> } {
  const inputs = caseInputs(c, { url: emu.url, token: emu.token, files })
  const argv = [inputs.command ?? c.command]
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(inputs)) {
    if (name === 'command') continue
    if (name === 'api-token') env.TRUNK_API_TOKEN = value
    else if (name === 'github-token') env.GITHUB_TOKEN = value
    else argv.push(`--${name}`, value)
  }
  return { argv, env }
}

describe('the command line in its own words', () => {
  const refused = badInputCases({ root: false }).filter(
    (c) => c.expect === 'refused' && !c.skip && c.input !== 'command' && c.kind !== 'extra',
  )

  it(`no refused input of the bad-input table (${refused.length} cases) is worded for the action`, async () => {
    const found: string[] = []
    for (const c of refused) {
      const { argv, env } = argvOf(c)
      const run = await cli(argv, env)
      if (run.code === 0) continue // a value the CLI cannot pass as the action does (a switch)
      for (const w of actionWords(run.stderr)) found.push(`${c.input} ${c.label}: ${w}`)
    }
    expect(found).toEqual([])
  })

  it.each(COMMANDS)('%s: no token, no context: in its own words', async (command) => {
    const found: string[] = []
    const runs = [
      // No token at all.
      await cli([command, '--api-url', emu.url]),
      // A token, and nothing of the context (no CI, no flags).
      await cli([command, '--api-url', emu.url], { TRUNK_API_TOKEN: emu.token }),
    ]
    for (const run of runs) {
      expect(run.code).not.toBe(0)
      found.push(...actionWords(run.stderr))
    }
    expect(found).toEqual([])
  })

  it('a refused token, a v2 key refused, a queue that is not there: in its own words', async () => {
    const pr = ['--repository', 'acme/app', '--pr-number', '7', '--pr-sha', 'a'.repeat(40)]
    const runs = [
      // No service there (the client's words are the same for every command).
      await cli(
        ['status', '--api-url', 'http://127.0.0.1:9/v1', '--request-timeout-seconds', '5'].concat([
          '--target-branch',
          'main',
          ...pr,
        ]),
        { TRUNK_API_TOKEN: emu.token },
      ),
      await cli(['status', '--api-url', emu.url, '--target-branch', 'main', ...pr], {
        TRUNK_API_TOKEN: 'tok_wrongTokenValue1234',
      }),
      await cli(
        ['get-queue', '--api-url', emu.url, '--repository', 'acme/app', '--target-branch', 'nope'],
        {
          TRUNK_API_TOKEN: emu.token,
        },
      ),
      await cli(['failing-tests', '--org-url-slug', 'acme', '--repository', 'acme/app'], {
        TRUNK_API_TOKEN: 'trunk_v2_ownWordsKey1234',
      }),
    ]
    const found: string[] = []
    for (const run of runs) {
      expect(run.code).not.toBe(0)
      found.push(...actionWords(run.stderr))
    }
    expect(found).toEqual([])
  })

  it("the four messages that spoke the action's words (issue 43): the token, the comment, the lookup", async () => {
    const pr = ['--repository', 'acme/app', '--target-branch', 'main', '--pr-number', '31']
    await emu.client.submitPullRequest({
      repo: { host: 'github.com', owner: 'acme', name: 'app' },
      targetBranch: 'main',
      pr: { number: 31 },
    })
    // An --api-url that does not fit the token's API, both ways: named as TRUNK_API_TOKEN.
    const v1ToV2 = await cli(['status', '--api-url', 'https://api.trunk.io', ...pr], {
      TRUNK_API_TOKEN: emu.token,
    })
    const v2ToV1 = await cli(['status', '--api-url', 'https://api.trunk.io/v1', ...pr], {
      TRUNK_API_TOKEN: 'trunk_v2_ownWordsKey1234',
    })
    for (const run of [v1ToV2, v2ToV1]) {
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/--api-url: .*TRUNK_API_TOKEN (is|is not) a Trunk API key/)
    }
    // The comment without a GitHub token: a warning naming GITHUB_TOKEN, and the step succeeds.
    const comment = await cli(['status', '--api-url', emu.url, ...pr, '--comment', 'always'], {
      TRUNK_API_TOKEN: emu.token,
    })
    expect(comment.code).toBe(0)
    expect(comment.stderr).toContain('no GitHub token (set GITHUB_TOKEN)')
    // A PR lookup that fails (no GitHub API there): what gave the facts, and the variable to set.
    const lookup = await cli(
      ['status', '--api-url', emu.url, '--repository', 'acme/app', '--pr-number', '31'],
      {
        TRUNK_API_TOKEN: emu.token,
        GITHUB_TOKEN: 'ghs_ownWordsLookupToken1234',
        GITHUB_API_URL: 'http://127.0.0.1:9',
      },
    )
    expect(lookup.code).not.toBe(0)
    expect(lookup.stderr).toMatch(
      /this environment \(no known CI\) does not give them; nothing is guessed\. Give GITHUB_TOKEN the permission `pull-requests: read`, or set --target-branch and --pr-sha by hand/,
    )
    const found = [v1ToV2, v2ToV1, comment, lookup].flatMap((run) => actionWords(run.stderr))
    expect(found).toEqual([])
  })

  it.each([
    ['an unknown flag', ['status', '--no-such-flag', 'x', '--json']],
    ['a missing value', ['status', '--json', '--pr-number']],
    ['an unknown command', ['statuz', '--json']],
  ])('--json prints a JSON error for %s too, exit 2 (issue 33)', async (_what, argv) => {
    const run = await cli(argv)
    expect(run.code).toBe(2)
    expect(JSON.parse(run.stdout)).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(run.stderr).toMatch(/^merge-queue: /)
  })

  it('--help of every command, from the same rows, is in its own words', async () => {
    const found: string[] = []
    for (const command of ['', ...COMMANDS]) {
      const run = await cli(command ? [command, '--help'] : ['--help'])
      expect(run.code).toBe(0)
      found.push(...actionWords(run.stdout).map((w) => `${command || 'merge-queue'}: ${w}`))
    }
    expect(found).toEqual([])
  })
})
