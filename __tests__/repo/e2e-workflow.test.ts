/**
 * .github/workflows/e2e.yml, run on this machine by workflow-runner.ts: its scripts start the
 * emulator, register the PR and check the outputs; its `uses: ./` steps run dist/index.js. The
 * workflow's fixed port 8080 becomes a free loopback port here. Proves the workflow's steps fit
 * together (names, outputs, the emulator's options and clock) before GitHub runs it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { runJob } from './workflow-runner.js'

/** A port free on 127.0.0.1 now. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

/** Stops the emulator the workflow started, if its own stop step did not. */
function stopEmulator(temp: string): void {
  const pidFile = join(temp, 'emulator.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').trim())
  try {
    process.kill(pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

const temp = mkdtempSync(join(tmpdir(), 'e2e-workflow-'))
afterAll(() => {
  stopEmulator(temp)
  rmSync(temp, { recursive: true, force: true })
})

describe('e2e.yml', () => {
  it('runs every step to success against the emulator', async () => {
    const port = await freePort()
    const run = await runJob(readFileSync('.github/workflows/e2e.yml', 'utf8'), 'e2e', {
      rewrite: (s) =>
        s
          .replaceAll('127.0.0.1:8080', `127.0.0.1:${port}`)
          .replace('--port 8080', `--port ${port}`),
      runnerTemp: temp,
    })
    const outcomes = Object.fromEntries(run.steps.map((s) => [s.id, s.outcome]))
    if (Object.values(outcomes).includes('failure')) console.log(run.log)
    expect(outcomes).toEqual({
      checkout: 'skipped',
      'setup-node': 'skipped',
      emulator: 'success',
      register: 'success',
      'create-queue': 'success',
      submit: 'success',
      'upload-targets': 'success',
      status: 'success',
      clock: 'success',
      wait: 'success',
      'get-queue': 'success',
      junit: 'success',
      'check-test-results': 'success',
      check: 'success',
      'emulator-log': 'success',
      stop: 'success',
    })
    // The clock is held until status has read the PR: it is in the queue, whatever the load.
    expect(run.steps.find((s) => s.id === 'status')?.outputs).toMatchObject({
      'is-submitted': 'true',
      state: 'TESTING',
    })
    const wait = run.steps.find((s) => s.id === 'wait')
    expect(wait?.outputs).toMatchObject({ outcome: 'success', state: 'MERGED' })
    expect(run.log).toContain('ok   get-queue.queue-depth = 0')
  }, 180_000)
})
