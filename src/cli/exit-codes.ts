/**
 * The tool's exit codes: one per kind of outcome, so a pipeline can tell a failed gate from a
 * wrong flag, an unreachable API, a timeout and a cancelled job. Each error kind has its code in
 * {@link EXIT_CODE_OF_KIND}, a table over every kind: a new kind does not compile until it has one.
 */
import type { ErrorKind } from '../client/index.js'
import type { Outcome } from '../inputs/constants.js'

/** The exit codes, as documented in `merge-queue --help` and docs/reference.md. */
export const ExitCode = {
  /** The command did what was asked (a status read, a PR submitted, a gate passed). */
  Success: 0,
  /** The command ran and failed: a gate or wait failed, a PR is stale or not in the queue, a file could not be written. */
  Failed: 1,
  /** A flag, the environment or the context is wrong or missing: refused before any request. */
  InputError: 2,
  /** The API or the GitHub lookup refused the request, answered with an error, or could not be reached. */
  ApiError: 3,
  /** `wait` gave up after --timeout-seconds. */
  TimedOut: 4,
  /** The command could not tell (doctor: a setting or file it could not read), and nothing it could tell failed. */
  Unknown: 5,
  /** SIGINT or SIGTERM stopped the run. */
  Cancelled: 130,
} as const

/** One of the tool's exit codes. */
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode]

/** What each exit code means (the help text and the reference). */
export const EXIT_CODE_MEANINGS: Record<ExitCodeValue, string> = {
  [ExitCode.Success]:
    'success (also a status that finds the PR not in the queue, and a cancel or restart-tests of a PR already merged: nothing to do)',
  [ExitCode.Failed]:
    'the command failed: a wait or gate failed, the PR was stale or not in the queue, a file could not be written',
  [ExitCode.InputError]:
    'a flag, the environment or the context is wrong or missing: refused before any request',
  [ExitCode.ApiError]:
    'the API or the GitHub lookup answered with an error (auth, permission, not-found, rate-limited, ...) or could not be reached',
  [ExitCode.TimedOut]: 'wait timed out',
  [ExitCode.Unknown]:
    'the command could not tell (outcome unknown: doctor could not read or decide something it needs), and nothing it could tell failed',
  [ExitCode.Cancelled]: 'cancelled (SIGINT or SIGTERM); the outputs are still printed',
}

/** The exit code of a run that ended with `error-kind` = kind. */
export const EXIT_CODE_OF_KIND: Record<ErrorKind, ExitCodeValue> = {
  'invalid-request': ExitCode.ApiError,
  'request-too-large': ExitCode.ApiError,
  config: ExitCode.ApiError,
  'bad-request': ExitCode.ApiError,
  auth: ExitCode.ApiError,
  permission: ExitCode.ApiError,
  'not-found': ExitCode.ApiError,
  conflict: ExitCode.ApiError,
  'too-large': ExitCode.ApiError,
  'rate-limited': ExitCode.ApiError,
  server: ExitCode.ApiError,
  'unexpected-status': ExitCode.ApiError,
  redirect: ExitCode.ApiError,
  network: ExitCode.ApiError,
  timeout: ExitCode.ApiError,
  'response-shape': ExitCode.ApiError,
  pagination: ExitCode.ApiError,
  'github-lookup': ExitCode.ApiError,
  cancelled: ExitCode.Cancelled,
  input: ExitCode.InputError,
  'test-reports': ExitCode.Failed,
  'output-file': ExitCode.Failed,
  internal: ExitCode.Failed,
}

/**
 * The exit code of a run that ended in `outcome` without an error kind: `stale` is a failure on
 * every command (the queue's entry is for another commit); `not-submitted` fails only when the
 * command failed (restart-tests, wait), not for status or cancel.
 */
export const EXIT_CODE_OF_OUTCOME: Record<Outcome, ExitCodeValue | 'failed-or-success'> = {
  success: ExitCode.Success,
  failure: ExitCode.Failed,
  unknown: ExitCode.Unknown,
  timeout: ExitCode.TimedOut,
  stale: ExitCode.Failed,
  'not-submitted': 'failed-or-success',
  error: ExitCode.Failed,
}

/** The help text's table of exit codes. */
export const EXIT_CODES_HELP = (Object.keys(EXIT_CODE_MEANINGS) as `${ExitCodeValue}`[])
  .map((code) => `  ${code.padEnd(5)}${EXIT_CODE_MEANINGS[Number(code) as ExitCodeValue]}`)
  .join('\n')

/** The exit code of a run, from its `outcome` and `error-kind` outputs and whether it failed. */
export function exitCodeOf(
  outputs: { outcome?: string; 'error-kind'?: string },
  failed: boolean,
): ExitCodeValue {
  const kind = outputs['error-kind'] ?? ''
  const outcome = outputs.outcome ?? ''
  if (kind === 'cancelled') return ExitCode.Cancelled
  if (outcome === 'timeout') return ExitCode.TimedOut
  if (kind !== '') {
    return Object.hasOwn(EXIT_CODE_OF_KIND, kind)
      ? EXIT_CODE_OF_KIND[kind as ErrorKind]
      : ExitCode.Failed
  }
  const code = Object.hasOwn(EXIT_CODE_OF_OUTCOME, outcome)
    ? EXIT_CODE_OF_OUTCOME[outcome as Outcome]
    : 'failed-or-success'
  if (code === 'failed-or-success' || code === ExitCode.Success)
    return failed ? ExitCode.Failed : ExitCode.Success
  return code
}
