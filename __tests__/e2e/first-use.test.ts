/**
 * What a new user tripped on, end to end (dist/index.js as the runner runs it, against the
 * emulator): a metrics file under /proc, a repository with a slash too many, targets files of NUL
 * bytes or control characters, and queue-depth from metrics against get-queue.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { failureMessage, sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { openPr } from './helpers.js'

let t: E2E
let dir: string
beforeAll(async () => {
  t = await startE2E()
  dir = mkdtempSync(join(tmpdir(), 'mqa-first-use-'))
})
afterAll(async () => {
  await t.stop()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(async () => {
  await t.emu.control('/requests/reset', {})
})

/** Fails within this long: a run that hangs is a failed test, not a stuck suite. */
const BOUNDED = { timeoutMs: 20_000 }

describe('metrics-file in a kernel file system', () => {
  it.each([
    ['/proc/nope/x.prom', '/proc'],
    ['/sys/nope/x.prom', '/sys'],
    ['/dev/nope/x.prom', '/dev'],
  ])('%s is refused before any request, in well under the time limit', async (path, root) => {
    // It used to send the request, then spin in mkdir for ever, deaf to SIGTERM.
    const run = await t.act('metrics', { 'metrics-file': path }, BOUNDED)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(failureMessage(run)).toBe(
      `Input 'metrics-file': ${JSON.stringify(path)} cannot be written: ${path} is under ${root}, a file system of the kernel, not of a disk; expected a file path on a disk, e.g. metrics/mq.prom in the workspace.`,
    )
    expect(await t.requestCount()).toBe(0)
  })

  it('a path that reaches /proc through a symbolic link or .. is refused the same way', async () => {
    symlinkSync('/proc/self', join(dir, 'proc-link'))
    for (const path of [
      join(dir, 'proc-link', 'nope', 'x.prom'),
      `${'../'.repeat(30)}proc/nope/x.prom`,
    ]) {
      const run = await t.act('metrics', { 'metrics-file': path }, BOUNDED)
      expect({ path, code: run.code, kind: run.outputs['error-kind'] }).toEqual({
        path,
        code: 1,
        kind: 'input',
      })
      expect(failureMessage(run)).toMatch(/is under \/proc, a file system of the kernel/)
    }
    expect(await t.requestCount()).toBe(0)
  })
})

describe('repository', () => {
  it('acme/app/extra is refused as an input error naming repository, before any request', async () => {
    const run = await t.act('status', { repository: 'acme/app/extra', 'pr-number': '5' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(failureMessage(run)).toBe(
      `Input 'repository': "acme/app/extra" is not a repository on github.com: it has 3 parts separated by /; expected owner/name, e.g. acme/app (exactly one /).`,
    )
    expect(await t.requestCount()).toBe(0)
  })
})

describe('impacted targets with control characters', () => {
  it('a file of NUL bytes is refused, naming the input, the file and the line', async () => {
    const head = sha()
    await t.submit(71, head)
    await t.emu.control('/requests/reset', {})
    const file = join(dir, 'nul.txt')
    writeFileSync(file, Buffer.alloc(4096))
    const run = await t.act(
      'upload-targets',
      { 'impacted-targets-file': file },
      { pr: { number: 71, sha: head } },
    )
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(failureMessage(run)).toBe(
      `Input 'impacted-targets-file': the file ${JSON.stringify(file)} holds a NUL byte on line 1 (byte 0); expected a text file of targets (is it the right file?).`,
    )
    expect(await t.requestCount()).toBe(0)
  })

  it('a target with \\x01 in the input is refused, naming the line', async () => {
    const head = sha()
    await t.submit(72, head)
    await t.emu.control('/requests/reset', {})
    const run = await t.act(
      'upload-targets',
      { 'impacted-targets': '//a:b\n//c\u0001d' },
      { pr: { number: 72, sha: head } },
    )
    expect(run.code).toBe(1)
    expect(failureMessage(run)).toMatch(
      /^Input 'impacted-targets': line 2 of the value holds the control character U\+0001/,
    )
    expect(await t.requestCount()).toBe(0)
  })
})

describe('queue-depth', () => {
  it('metrics and get-queue agree for a queue with one not-ready PR', async () => {
    await t.emu.client.createQueue({
      repo: { host: 'github.com', owner: 'acme', name: 'app' },
      targetBranch: 'depth/1',
    })
    await openPr(t, 73, sha(), { mergeable: false, baseBranch: 'depth/1' })
    await t.emu.client.submitPullRequest({
      repo: { host: 'github.com', owner: 'acme', name: 'app' },
      targetBranch: 'depth/1',
      pr: { number: 73 },
    })
    const queue = await t.act('get-queue', { 'target-branch': 'depth/1' })
    const metrics = await t.act('metrics', { 'target-branch': 'depth/1' })
    expect(queue.outputs['queue-depth']).toBe('1')
    expect(metrics.outputs['queue-depth']).toBe(queue.outputs['queue-depth'])
  })
})
