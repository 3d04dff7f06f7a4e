/**
 * The tool's exit codes: one per kind of outcome, so a pipeline can tell a failed gate from a
 * wrong flag, an unreachable API, a timeout and a cancelled job.
 */

/** The exit codes, as documented in `merge-queue --help` and the README. */
export const ExitCode = {
  /** The command did what was asked (a status read, a PR submitted, a gate passed). */
  Success: 0,
  /** The command ran and failed: a gate or wait failed, a PR is not in the queue, a file could not be written. */
  Failed: 1,
  /** A flag, the environment or the context is wrong or missing: refused before any request. */
  InputError: 2,
  /** The API or the GitHub lookup refused the request, answered with an error, or could not be reached. */
  ApiError: 3,
  /** `wait` gave up after --timeout-seconds. */
  TimedOut: 4,
  /** SIGINT or SIGTERM stopped the run. */
  Cancelled: 130,
} as const

/** The help text's table of exit codes. */
export const EXIT_CODES_HELP = [
  `  ${ExitCode.Success}    success`,
  `  ${ExitCode.Failed}    the command failed (a wait or gate failed, the PR is not in the queue, ...)`,
  `  ${ExitCode.InputError}    a flag or the environment is wrong or missing (no request was made)`,
  `  ${ExitCode.ApiError}    the API or the GitHub lookup answered with an error or could not be reached`,
  `  ${ExitCode.TimedOut}    wait timed out`,
  `  ${ExitCode.Cancelled}  cancelled (SIGINT or SIGTERM)`,
].join('\n')

/** error-kind values of the API client and the GitHub lookup: the service's answer, or none. */
const API_KINDS = new Set([
  'invalid-request',
  'request-too-large',
  'config',
  'bad-request',
  'auth',
  'not-found',
  'conflict',
  'too-large',
  'rate-limited',
  'server',
  'unexpected-status',
  'redirect',
  'network',
  'timeout',
  'response-shape',
  'pagination',
  'github-lookup',
])

/** The exit code of a run, from its `outcome` and `error-kind` outputs and whether it failed. */
export function exitCodeOf(
  outputs: { outcome?: string; 'error-kind'?: string },
  failed: boolean,
): number {
  const kind = outputs['error-kind'] ?? ''
  if (kind === 'cancelled') return ExitCode.Cancelled
  if (outputs.outcome === 'timeout') return ExitCode.TimedOut
  if (kind === 'input') return ExitCode.InputError
  if (API_KINDS.has(kind)) return ExitCode.ApiError
  if (failed || outputs.outcome === 'error') return ExitCode.Failed
  return ExitCode.Success
}
