/**
 * The run's context for the settings step: the pure resolution, then at most one lookup, then the
 * merge. Errors are thrown before any request to the merge queue service.
 */
import { InputError } from '../../inputs/errors.js'
import type { ContextError } from './resolve.js'

export * from '../../ports/github/pull-request-lookup.js'
export * from './resolve.js'

/** A {@link ContextError} as the action's InputError. */
export function contextInputError(error: ContextError): InputError {
  return new InputError(error.input, error.message, error.expected)
}
