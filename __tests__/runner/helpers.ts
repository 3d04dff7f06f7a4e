/**
 * What the tests of execute() share: an emulator on 127.0.0.1 with a queue on main for the
 * file's tests (its request log cleared before each), the inputs that reach it, and a PR build
 * of acme/app as a CI other than GitHub Actions describes it.
 */
import { afterAll, beforeAll, beforeEach } from '@jest/globals'
import type { RunContext } from '../../src/ports/run-context.js'
import { startTestEmulator, type TestEmulator } from '../../__fixtures__/emulator.js'

export const HEAD = 'b'.repeat(40)

/** A PR build of acme/app (PR 7 at HEAD into main), no GitHub event at all. */
export const prBuild: RunContext = {
  repository: 'acme/app',
  serverHost: 'github.com',
  pr: { number: 7, headSha: HEAD, baseBranch: 'main', fromFork: false, runIsPrCheck: true },
  ref: 'feature/x',
}

/** The file's emulator: set before its first test by {@link useEmulator}. */
export let emu: TestEmulator

/** Starts an emulator taking `token`, with a queue on main, for the file's tests. */
export function useEmulator(token: string): void {
  beforeAll(async () => {
    emu = await startTestEmulator({ token })
    await emu.client.createQueue({
      repo: { host: 'github.com', owner: 'acme', name: 'app' },
      targetBranch: 'main',
    })
  })
  afterAll(() => emu.stop())
  beforeEach(() => emu.control('/requests/reset', {}))
}

/** The inputs that reach the emulator: its token and URL. */
export const base = () => ({ 'api-token': emu.token, 'api-url': emu.url })
