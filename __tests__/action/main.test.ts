/**
 * run() itself, without dist/: @actions/core is the typed fake of __fixtures__/core.ts and the
 * API is the emulator on 127.0.0.1. What a user sees: outputs, the failure message, the summary,
 * and that the token is masked first.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import * as core from '../../__fixtures__/core.js'
import { pullRequestEvent } from '../../__fixtures__/action-runner.js'
import { REPO, startTestEmulator, type TestEmulator } from '../../__fixtures__/emulator.js'

jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../src/action/main.js')

const HEAD = 'a'.repeat(40)
let emu: TestEmulator
let dir: string
const savedEnv = { ...process.env }

beforeAll(async () => {
  emu = await startTestEmulator({ token: 'tok_main_test_secret' })
  await emu.client.createQueue({ repo: REPO, targetBranch: 'main' })
  dir = mkdtempSync(join(tmpdir(), 'mqa-main-'))
  const event = join(dir, 'event.json')
  writeFileSync(event, JSON.stringify(pullRequestEvent(7, HEAD)))
  Object.assign(process.env, {
    GITHUB_EVENT_PATH: event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REPOSITORY: 'acme/app',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
  })
})

afterAll(async () => {
  process.env = savedEnv
  rmSync(dir, { recursive: true, force: true })
  await emu.stop()
})

beforeEach(async () => {
  core.resetCore()
  await emu.control('/requests/reset', {})
})

const inputs = (values: Record<string, string>) =>
  core.setInputs({ 'api-token': emu.token, 'api-url': emu.url, ...values })

async function requests(): Promise<number> {
  return (await emu.control<{ total: number }>('/requests')).total
}

describe('run()', () => {
  it('submits the PR of the event and sets its outputs, without failing', async () => {
    inputs({ command: 'submit' })
    await run()
    expect(core.setFailed).not.toHaveBeenCalled()
    const outputs = core.outputsSet()
    expect(outputs.outcome).toBe('success')
    expect(outputs['is-submitted']).toBe('true')
    expect(outputs['queue-position']).toBe('1')
    expect(core.summaryWrites.join('')).toContain('PR #7 was submitted to the queue.')
  })

  it('masks the token before anything else is done with the inputs', async () => {
    inputs({ command: 'status' })
    await run()
    expect(core.setSecret).toHaveBeenCalledWith(emu.token)
    const maskedAt = core.setSecret.mock.invocationCallOrder[0] as number
    for (const fn of [core.info, core.debug, core.warning, core.setOutput, core.setFailed]) {
      for (const order of fn.mock.invocationCallOrder) expect(order).toBeGreaterThan(maskedAt)
    }
  })

  it('a wrong input fails the step naming it, sets every output, and sends nothing', async () => {
    inputs({ command: 'status', 'pr-number': 'seven' })
    await run()
    expect(core.setFailed).toHaveBeenCalledTimes(1)
    expect(String(core.setFailed.mock.calls[0]?.[0])).toMatch(
      /^Input 'pr-number': "seven" is not a PR number/,
    )
    const outputs = core.outputsSet()
    expect(outputs.outcome).toBe('error')
    expect(outputs['error-kind']).toBe('input')
    expect(outputs).toHaveProperty('state', '')
    expect(await requests()).toBe(0)
    expect(core.summaryWrites.join('')).toContain("Input 'pr-number'")
  })

  it('a metrics file that cannot be written after the read is an output-file error', async () => {
    const blocker = join(dir, 'a-file')
    writeFileSync(blocker, '')
    // The settings check passes (nothing is there yet); the directory appears as a file later.
    inputs({ command: 'metrics', 'metrics-file': join(dir, 'late', 'mq.prom') })
    const late = join(dir, 'late')
    core.info.mockImplementation((m) => {
      if (m.startsWith('command: metrics')) writeFileSync(late, 'now a file')
    })
    await run()
    core.info.mockReset()
    const outputs = core.outputsSet()
    expect(outputs['error-kind']).toBe('output-file')
    expect(String(core.setFailed.mock.calls[0]?.[0])).toMatch(
      /^The metrics were read, but metrics-file ".*mq\.prom" could not be written/,
    )
    rmSync(late, { force: true })
  })

  it('never throws, even when the outputs cannot be set', async () => {
    inputs({ command: 'status' })
    core.setOutput.mockImplementation(() => {
      throw new Error('GITHUB_OUTPUT is not writable')
    })
    await expect(run()).resolves.toBeUndefined()
    core.setOutput.mockReset()
    // (This status is also stale, which fails the step on its own: both are said.)
    expect(core.setFailed.mock.calls.map((c) => String(c[0]))).toContainEqual(
      expect.stringContaining("Could not set the step's outputs: GITHUB_OUTPUT is not writable"),
    )
    expect(core.summaryWrites.length).toBe(1)
  })
})
