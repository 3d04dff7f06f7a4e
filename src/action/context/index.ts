/**
 * The run's context for the settings step: the pure resolution, then at most one lookup, then the
 * merge. Errors are thrown before any request to the merge queue service.
 */
import { InputError } from '../input-error.js'
import type { WorkflowContext } from '../workflow-context.js'
import { lookUpPullRequest, type PullRequestLookupOptions } from './pull-request-lookup.js'
import {
  applyPullRequestFacts,
  resolveRunContext,
  type ContextError,
  type ContextNeeds,
  type ContextResolutionInput,
  type GivenContextInputs,
  type ResolvedContext,
} from './resolve.js'

export * from './pull-request-lookup.js'
export * from './resolve.js'

/** The resolution's input from what `readWorkflowContext` read. */
export function contextResolutionInput(
  ctx: WorkflowContext,
  given: GivenContextInputs,
  needs: ContextNeeds,
): ContextResolutionInput {
  return {
    eventName: ctx.eventName,
    payload: ctx.payload ?? {},
    facts: { repository: ctx.repository, serverHost: ctx.serverHost, ref: ctx.ref },
    given,
    needs,
  }
}

/** A {@link ContextError} as the action's InputError. */
export function contextInputError(error: ContextError): InputError {
  return new InputError(error.input, error.message, error.expected)
}

/**
 * Resolves the context, looking the PR up when the resolution asks for it. Throws InputError (a
 * value nothing gives), PullRequestLookupError (the lookup failed) or the client's CancelledError.
 * `lookup.token` must already be masked.
 */
export async function resolveContext(
  input: ContextResolutionInput,
  lookup: PullRequestLookupOptions,
): Promise<ResolvedContext> {
  const r = resolveRunContext(input)
  if (r.error) throw contextInputError(r.error)
  if (!r.lookup) return r.resolved
  return applyPullRequestFacts(r.resolved, await lookUpPullRequest(r.lookup, lookup))
}
