/**
 * Hostile files end to end, through the bundle as the runner starts it (dist/index.js and the
 * upload-targets sub-action's entry) and through the command line (dist/cli/index.js): a device
 * that never ends, NUL bytes, a FIFO, a directory, a giant single line, and an event payload that
 * is a device. Each is refused at once naming the input (or, over the body limit, sent as ALL),
 * and never makes the step hang; and SIGTERM cancels a run as SIGINT does.
 */
import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { runCli, type CliRun } from '../cli/cli-runner.js'

let t: E2E
const dir = mkdtempSync(join(tmpdir(), 'mqa-hostile-'))
const fifo = join(dir, 'fifo')
const directory = join(dir, 'a-directory')
const nul = join(dir, 'nul.txt')
beforeAll(async () => {
  t = await startE2E({ mode: 'parallel' })
  execFileSync('mkfifo', [fifo])
  mkdirSync(directory)
  writeFileSync(nul, Buffer.concat([Buffer.from('//a\n//b\n'), Buffer.alloc(16)]))
})
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await t.stop()
})
beforeEach(async () => {
  await t.emu.control('/requests/reset', {})
})

const SUB_ACTION = resolve('dist/commands/upload-targets.js')

/** Requests the emulator saw since the last reset. */
async function requests(): Promise<number> {
  return t.requestCount()
}

/** The CLI's upload-targets for PR `number` with a targets file, as a CI job runs it. */
function cliUpload(number: number, head: string, file: string): Promise<CliRun> {
  return runCli(
    [
      'upload-targets',
      '--repository',
      'acme/app',
      '--target-branch',
      'main',
      '--pr-number',
      String(number),
      '--pr-sha',
      head,
      '--impacted-targets-file',
      file,
      '--api-url',
      t.emu.url,
      '--json',
    ],
    { env: { TRUNK_API_TOKEN: t.token }, timeoutMs: 30_000 },
  )
}

const refusals: [string, string, RegExp][] = [
  [
    '/dev/zero (a device that never ends)',
    '/dev/zero',
    /is a character device, not a regular file/,
  ],
  ['a file with NUL bytes', nul, /holds a NUL byte on line 3 \(byte 8\)/],
  ['a FIFO no one writes to', fifo, /is a FIFO \(named pipe\), not a regular file/],
  ['a directory', directory, /is a directory, not a regular file/],
]

describe.each(refusals)('impacted-targets-file: %s', (_name, file, why) => {
  it('the action refuses it at once, naming the input, before any request', async () => {
    const head = sha()
    const run = await t.act(
      'upload-targets',
      { 'impacted-targets-file': file },
      // On the old code /dev/zero was read until the OOM killer came: the guard fails the test.
      { pr: { number: 71, sha: head }, timeoutMs: 30_000 },
    )
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(run.stdout).toMatch(
      new RegExp(
        `::error::Input 'impacted-targets-file': the file ${JSON.stringify(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${why.source}`,
      ),
    )
    expect(await requests()).toBe(0)
  })

  it('the upload-targets sub-action refuses it the same way', async () => {
    const run = await t.act(
      'upload-targets',
      { 'impacted-targets-file': file },
      {
        pr: { number: 72, sha: sha() },
        entry: SUB_ACTION,
        timeoutMs: 30_000,
      },
    )
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(run.stdout).toMatch(why)
    expect(await requests()).toBe(0)
  })

  it('the command line refuses it, exit 2, naming the flag', async () => {
    const run = await cliUpload(73, sha(), file)
    expect(run.code).toBe(2)
    expect(JSON.parse(run.stdout.trim())).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(run.stderr).toMatch(/error: --impacted-targets-file: the file /)
    expect(run.stderr).toMatch(why)
    expect(await requests()).toBe(0)
  })
})

describe('impacted-targets-file: a giant single line (60 MB, no line break)', () => {
  let giant: string
  beforeAll(() => {
    giant = join(dir, 'giant.txt')
    const fd = openSync(giant, 'w')
    const chunk = Buffer.alloc(1024 * 1024, 'x')
    for (let i = 0; i < 60; i++) writeSync(fd, chunk)
    closeSync(fd)
  })
  afterAll(() => rmSync(giant, { force: true }))

  it('the action sends ALL, saying the file is over the limit and where reading stopped', async () => {
    const head = sha()
    await t.submit(74, head)
    const run = await t.act(
      'upload-targets',
      { 'impacted-targets-file': giant },
      { pr: { number: 74, sha: head }, timeoutMs: 30_000 },
    )
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'impacted-targets-mode': 'ALL',
      'impacted-targets-count': '0',
    })
    // Read to the limit and one byte, never to the end of the 60 MB.
    const warning =
      'The file of targets is longer than the request body limit of 20,971,520 bytes (20 MiB) (reading stopped after 20,971,521 bytes), so its list cannot fit; sent ALL instead'
    expect(run.stdout).toContain(`::warning::${warning}`)
    expect(run.summary).toContain(warning)
    const state = t.emu.state() as {
      queues: { entries: { prNumber: number; targets: unknown }[] }[]
    }
    expect(state.queues[0]!.entries.find((e) => e.prNumber === 74)?.targets).toBe('ALL')
  })

  it('the command line sends ALL too', async () => {
    const head = sha()
    await t.submit(75, head)
    const run = await cliUpload(75, head, giant)
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout.trim())).toMatchObject({
      outcome: 'success',
      'impacted-targets-mode': 'ALL',
    })
    expect(run.stderr).toContain('reading stopped after 20,971,521 bytes')
  })
})

describe('the event payload (GITHUB_EVENT_PATH) is a device', () => {
  it('the action says so and goes on without it: the inputs name the PR', async () => {
    const head = sha()
    await t.submit(76, head)
    const run = await t.act(
      'upload-targets',
      { 'impacted-targets': '//a', 'pr-number': '76', 'pr-sha': head, 'target-branch': 'main' },
      { env: { GITHUB_EVENT_PATH: '/dev/zero' }, timeoutMs: 30_000 },
    )
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      '::warning::the event payload /dev/zero (GITHUB_EVENT_PATH) could not be read: it is a character device, not a regular file; it was ignored',
    )
    expect(run.outputs).toMatchObject({ outcome: 'success', 'impacted-targets-count': '1' })
  })

  it('so does the command line in a GitHub Actions job', async () => {
    const head = sha()
    await t.submit(77, head)
    const run = await runCli(
      [
        'upload-targets',
        '--impacted-targets',
        '//a',
        '--pr-number',
        '77',
        '--pr-sha',
        head,
        '--target-branch',
        'main',
        '--api-url',
        t.emu.url,
      ],
      {
        env: {
          TRUNK_API_TOKEN: t.token,
          GITHUB_ACTIONS: 'true',
          GITHUB_REPOSITORY: 'acme/app',
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: '/dev/zero',
        },
        timeoutMs: 30_000,
      },
    )
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('is a character device, not a regular file; it was ignored')
  })
})

describe('SIGTERM (a cancelled job, `timeout`)', () => {
  it('stops the action in a wait: outcome cancelled, outputs written', async () => {
    const head = sha()
    await t.submit(78, head)
    const run = await t.act(
      'wait',
      { 'poll-interval-seconds': '30' },
      {
        pr: { number: 78, sha: head },
        kill: { signal: 'SIGTERM', when: /PR #78/ },
        timeoutMs: 30_000,
      },
    )
    expect(run.signalledAtMs).toBeDefined()
    expect(run.signal).toBeNull()
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'cancelled' })
    expect(run.stdout).toMatch(/::error::Cancelled: the job was cancelled \(SIGTERM\)/)
  })

  it('stops the command line in a wait: exit 130, outputs printed', async () => {
    const head = sha()
    await t.submit(79, head)
    let sent = false
    const run = await runCli(
      [
        'wait',
        '--repository',
        'acme/app',
        '--target-branch',
        'main',
        '--pr-number',
        '79',
        '--poll-interval-seconds',
        '1',
        '--max-poll-interval-seconds',
        '1',
        '--api-url',
        t.emu.url,
        '--json',
      ],
      {
        env: { TRUNK_API_TOKEN: t.token },
        timeoutMs: 30_000,
        onStderr: (stderr, kill) => {
          if (!sent && /PR #79 is/.test(stderr)) {
            sent = true
            kill('SIGTERM')
          }
        },
      },
    )
    expect(sent).toBe(true)
    expect(run.code).toBe(130)
    expect(JSON.parse(run.stdout.trim())).toMatchObject({
      outcome: 'error',
      'error-kind': 'cancelled',
    })
  })
})
