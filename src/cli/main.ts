/**
 * The command's process: signals, stdout kept for the outputs, the run and its exit code. The first SIGINT or SIGTERM
 * stops the work at once (requests and waits are aborted) and the run still prints its outputs,
 * exiting 130; a second signal, or 5 s without finishing, exits at once.
 */
import { runCli } from './run.js'
import { guardStdout } from './stdout-guard.js'

const controller = new AbortController()
let signals = 0
function onSignal(signal: NodeJS.Signals): void {
  signals++
  if (signals > 1) process.exit(130)
  controller.abort(new Error(`cancelled (${signal})`))
  setTimeout(() => process.exit(130), 5000).unref()
}
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)

const argv = process.argv.slice(2)
// stdout is the outputs' alone: whatever else writes there goes to the log (see stdout-guard.ts).
const writeOutputs = guardStdout(process.stdout, process.stderr, argv.includes('--debug'))
process.exitCode = await runCli({
  argv,
  env: process.env,
  stdout: { write: writeOutputs, isTTY: process.stdout.isTTY, columns: process.stdout.columns },
  stderr: process.stderr,
  signal: controller.signal,
})
