/**
 * The one bundle's doors (codeql-action's pattern): scripts/build.mjs bundles this module once
 * (dist/bundle/index.js), and every file a user starts is a line that calls one of these:
 *
 * - `runAction()`: dist/index.js, the root action (action.yml's `main`);
 * - `runAction('<command>')`: dist/commands/<command>.js, a sub-action (`wait/action.yml` runs
 *   `../dist/commands/wait.js`), the command fixed by the entry;
 * - `runCli()`: dist/cli/index.js, the `merge-queue` command line (package.json bin);
 * - `runEmulator()`: dist/emulator/index.js, `merge-queue-emulator` and `npm run emulator`.
 *
 * Each door's code is a dynamic import(), which ncc splits into chunks: a door loads only its own
 * code (the emulator never loads the action's, the action never the emulator's).
 */
import * as nodeModule from 'node:module'

/**
 * Runs the action once (root action, or the sub-action of `command`). A cancelled job gets
 * SIGINT, then SIGTERM 7.5 s later: the first signal stops the work at once (requests and waits
 * are aborted) and the step still reports its outputs; a second signal, or 5 s without
 * finishing, exits at once.
 */
export async function runAction(command?: string): Promise<void> {
  const controller = new AbortController()
  let signals = 0
  const onSignal = (signal: NodeJS.Signals): void => {
    signals++
    if (signals > 1) process.exit(130)
    controller.abort(new Error(`the job was cancelled (${signal})`))
    setTimeout(() => process.exit(1), 5000).unref()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  const { run } = await import('./action/main.js')
  await run({ signal: controller.signal, command })
  if (controller.signal.aborted) process.exit(1)
}

/**
 * Runs the `merge-queue` command line. It first turns on Node's compile cache (node:module's
 * enableCompileCache, Node 22.1 and later; a no-op on Node 20) before the tool's code loads, so a
 * CI agent that runs the tool again starts from compiled code instead of parsing the bundle anew.
 * The cache lives in the OS temporary folder (NODE_COMPILE_CACHE names another;
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off); a cache that cannot be written changes nothing but
 * the speed.
 */
export async function runCli(): Promise<void> {
  const enable = (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache
  try {
    enable?.()
  } catch {
    // Only the speed depends on it.
  }
  await import('./cli/main.js')
}

/** Runs the emulator's command line (`merge-queue-emulator --port 8080 ...`). */
export async function runEmulator(): Promise<void> {
  const { runEmulatorCommand } = await import('./emulator/cli.js')
  runEmulatorCommand(process.argv.slice(2))
}
