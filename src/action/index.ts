/**
 * The entry point the runner starts: dist/index.js for the root action, or a sub-action's
 * dist/commands/<command>.js, a one-line file that imports this bundle (as codeql-action's
 * `init/action.yml` runs `../lib/init-action.js`): the file the runner started names the command.
 * A cancelled job gets SIGINT, then SIGTERM 7.5 s later: the first signal stops the work at once
 * (requests and waits are aborted) and the step still reports its outputs; a second signal, or 5 s
 * without finishing, exits at once.
 */
import { basename, dirname } from 'node:path'
import { run } from './main.js'

/** The command of a sub-action: the name of the dist/commands/ entry the runner started. */
function commandOfEntry(started: string | undefined): string | undefined {
  if (!started || basename(dirname(started)) !== 'commands') return undefined
  return basename(started).replace(/\.js$/, '')
}

const controller = new AbortController()
let signals = 0
function onSignal(signal: NodeJS.Signals): void {
  signals++
  if (signals > 1) process.exit(130)
  controller.abort(new Error(`the job was cancelled (${signal})`))
  setTimeout(() => process.exit(1), 5000).unref()
}
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)

await run({ signal: controller.signal, command: commandOfEntry(process.argv[1]) })
if (controller.signal.aborted) process.exit(1)
