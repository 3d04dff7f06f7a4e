/**
 * Every `error-kind` a run may end in, once: the client's failure classes first, then the kinds
 * the runner adds (a refused input, a missing permission, the GitHub lookup, the test reports, a
 * file it could not write, a bug). Every table about kinds (exit codes, the reference's rows,
 * summary titles) is a `Record<ErrorKind, ...>`, so a new kind does not compile until each has it.
 */
export const ERROR_KINDS = [
  'invalid-request',
  'request-too-large',
  'config',
  'bad-request',
  'auth',
  'permission',
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
  'cancelled',
  'input',
  'github-lookup',
  'test-reports',
  'output-file',
  'internal',
] as const

/** An `error-kind`: a failure class (see {@link ERROR_KINDS}). */
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** True for a known error kind. */
export function isErrorKind(value: string): value is ErrorKind {
  return (ERROR_KINDS as readonly string[]).includes(value)
}
