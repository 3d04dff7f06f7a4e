/**
 * The entry point the runner starts (dist/index.js). A cancelled job gets SIGINT, then SIGTERM
 * 7.5 s later: the first signal stops the work at once (requests and waits are aborted) and the
 * step still reports its outputs; a second signal, or 5 s without finishing, exits at once.
 */
import { run } from './main.js'

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

await run({ signal: controller.signal })
if (controller.signal.aborted) process.exit(1)
