/**
 * Where a run's repository, queue branch, PR number and PR head commit come from, decided for
 * every event a workflow runs on: from the inputs, from the run's context (the event's PR, its
 * test branch), or from one GitHub API lookup of the PR. Pure: the lookup itself is
 * `lookUpPullRequest` (./pull-request-lookup.ts), and its answer is merged in by
 * {@link applyPullRequestFacts}. Nothing here guesses: a value the command needs that no input,
 * context or lookup gives ends in an error naming the input to set. The rules, as a table, are in
 * ./README.md.
 */
import { parseTestBranch, type RunContext, type RunPullRequest } from '../../ports/run-context.js'
import type { PullRequestFacts, PullRequestLookup } from '../../ports/github/pull-request-lookup.js'

import { inputRef, type Door } from '../../ports/text.js'
import {
  ciNotes,
  exampleOf,
  missingPrNumber,
  missingTargetBranch,
  notGiven,
  type ContextError,
} from './words.js'

export type { PullRequestFacts, PullRequestLookup }
export { ciNotes, exampleOf, factsSource, notGiven, type ContextError } from './words.js'

/**
 * What a command needs of the context.
 * - `targetBranch`: `pr-base` - an input or the PR's base branch, never the default branch;
 *   `default-branch-ok` - the PR's base when a PR is known, else the repository's default branch;
 *   `none` - the command addresses no queue (a given `target-branch` is still passed through).
 * - `prNumber`: the command acts on one PR.
 * - `headSha`: `required` - the command cannot run without it (upload-targets); `wanted` - worth a
 *   lookup of its own (stale detection of status and wait); `if-known` - taken from the payload, an
 *   input or a lookup made anyway for the branch, never the reason for one.
 */
export interface ContextNeeds {
  targetBranch: 'pr-base' | 'default-branch-ok' | 'none'
  prNumber: boolean
  headSha: 'required' | 'wanted' | 'if-known'
}

/** The inputs as given, already checked; undefined when not set. */
export interface GivenContextInputs {
  /** `repository`, `owner/name`. */
  repository?: string
  /** `repository-host`. */
  repositoryHost?: string
  targetBranch?: string
  prNumber?: number
  /** `pr-sha`, lowercase. */
  prSha?: string
}

/** Everything {@link resolveRunContext} reads. */
export interface ContextResolutionInput {
  /** Where the run happens, as its door knows it. */
  context: RunContext
  given: GivenContextInputs
  needs: ContextNeeds
  /** The door the run came through, whose words the hints use (default: the action). */
  door?: Door
}

/**
 * Where a value came from, for the log: a kind of source, or the variable a CI set it in
 * (`BUILDKITE_PULL_REQUEST`), as the door's RunPullRequest.sources names it.
 */
export type ValueSource =
  | 'input'
  | 'event'
  | 'test-branch'
  | 'github-api'
  | 'default-branch'
  | 'environment'
  | Uppercase<string>

/** The resolved context. Values the command does not need may be absent. */
export interface ResolvedContext {
  /** `owner/name` of the queue's repository. */
  repository: string
  /** Its host (`repository-host`, else the run's server). */
  repositoryHost: string
  targetBranch?: string
  prNumber?: number
  /** The PR's head commit (never the merge commit GITHUB_SHA points to), lowercase. */
  headSha?: string
  /** True when this run tests a merge-queue test branch (`trunk-merge/pr-N/<uuid>`). */
  isMergeQueueRun: boolean
  /** That test branch's PR and test run id. */
  testBranch?: { prNumber: number; testRunId: string }
  /** Where each value came from. */
  sources: {
    repository: ValueSource
    targetBranch?: ValueSource
    prNumber?: ValueSource
    headSha?: ValueSource
  }
  /** Things worth a warning in the log (e.g. a given target-branch that is not the PR's base). */
  warnings: string[]
}

/** The resolution: resolved (perhaps with one lookup still to make), or an error. */
export type ContextResolution =
  | { resolved: ResolvedContext; lookup?: PullRequestLookup; error?: never }
  | { error: ContextError; resolved?: never; lookup?: never }

const SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i
const sameName = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/** What the run's own facts say, once the repository is known to be (or not be) the run's. */
interface RunFacts {
  /** The context's PR, when the run is for the queue's repository. */
  pr?: RunPullRequest
  /** The test branch's PR, when the run is on one of the queue's repository. */
  testBranchPr?: number
  /** The repository is the run's own, on the run's server. */
  ownRepository: boolean
  onRunServer: boolean
}

/**
 * Decides where each value comes from. Inputs always win; the context's PR facts apply only to
 * its own PR in its own repository; a lookup is asked for only when a value the command needs is
 * still missing and a PR number is known.
 */
export function resolveRunContext(input: ContextResolutionInput): ContextResolution {
  const { context, given, needs } = input
  const door = input.door ?? 'action'
  const repository = given.repository ?? context.repository
  if (!repository) {
    if (context.ci) {
      return fail(
        'repository',
        `${notGiven(door)}, and ${context.ci.label} gives no repository ` +
          `(${context.ci.repositoryVariable})${ciNotes(context)}`,
        `owner/name, e.g. ${exampleOf(door, 'repository', 'acme/app')}`,
      )
    }
    return fail(
      'repository',
      `${notGiven(door)} and the run does not say which repository it is for (GITHUB_REPOSITORY is not set)`,
      door === 'cli'
        ? `owner/name, e.g. ${exampleOf(door, 'repository', 'acme/app')}`
        : 'owner/name, e.g. acme/app (or ${{ github.repository }})',
    )
  }
  const repositoryHost = (given.repositoryHost ?? context.serverHost).toLowerCase()
  const facts = runFacts(context, repository, repositoryHost)
  const resolved: ResolvedContext = {
    repository,
    repositoryHost,
    isMergeQueueRun: !!parseTestBranch(context.ref),
    ...(parseTestBranch(context.ref) ? { testBranch: parseTestBranch(context.ref) } : {}),
    sources: { repository: given.repository ? 'input' : 'environment' },
    warnings: [],
  }
  resolvePrNumber(resolved, given, facts)
  if (needs.prNumber && resolved.prNumber === undefined) {
    return { error: missingPrNumber(context, facts.ownRepository, repository, door) }
  }
  // The context's base and head belong to its own PR only.
  const ownPr = facts.pr && facts.pr.number === resolved.prNumber ? facts.pr : undefined
  resolveTargetBranch(resolved, given, needs, ownPr)
  resolveHeadSha(resolved, given, ownPr)
  const wants = lookupWants(resolved, needs)
  if (wants.length && resolved.prNumber === undefined) {
    // Only the queue is missing and no PR names it: the default branch where that is allowed.
    if (
      needs.targetBranch === 'default-branch-ok' &&
      context.defaultBranch &&
      facts.ownRepository
    ) {
      resolved.targetBranch = context.defaultBranch
      resolved.sources.targetBranch = 'default-branch'
      return { resolved }
    }
    return { error: missingTargetBranch(context, door) }
  }
  if (!wants.length) return { resolved }
  if (!facts.onRunServer) return withoutLookup(resolved, needs, wants, context.serverHost, door)
  return { resolved, lookup: lookupOf(repository, resolved.prNumber as number, wants, context) }
}

/** Whether the run's PR and test branch apply to the queue's repository, and what they say. */
function runFacts(context: RunContext, repository: string, repositoryHost: string): RunFacts {
  const onRunServer = repositoryHost === context.serverHost.toLowerCase()
  // The run's PR and test branch are its own repository's; another repository's PR numbers mean
  // other PRs.
  const ownRepository = onRunServer && sameName(repository, context.repository)
  if (!ownRepository) return { ownRepository, onRunServer }
  return {
    ownRepository,
    onRunServer,
    pr: context.pr,
    testBranchPr: parseTestBranch(context.ref)?.prNumber,
  }
}

/** The PR: the input, else the context's PR, else the test branch's. */
function resolvePrNumber(
  resolved: ResolvedContext,
  given: GivenContextInputs,
  facts: RunFacts,
): void {
  if (given.prNumber !== undefined) {
    resolved.prNumber = given.prNumber
    resolved.sources.prNumber = 'input'
  } else if (facts.pr) {
    resolved.prNumber = facts.pr.number
    resolved.sources.prNumber = facts.pr.sources?.number ?? 'event'
  } else if (facts.testBranchPr !== undefined) {
    resolved.prNumber = facts.testBranchPr
    resolved.sources.prNumber = 'test-branch'
  }
}

/** The queue: the input, else the base branch of the context's own PR (when the command has one). */
function resolveTargetBranch(
  resolved: ResolvedContext,
  given: GivenContextInputs,
  needs: ContextNeeds,
  ownPr: RunPullRequest | undefined,
): void {
  if (given.targetBranch) {
    resolved.targetBranch = given.targetBranch
    resolved.sources.targetBranch = 'input'
  } else if (needs.targetBranch !== 'none' && ownPr?.baseBranch) {
    resolved.targetBranch = ownPr.baseBranch
    resolved.sources.targetBranch = ownPr.sources?.baseBranch ?? 'event'
  }
}

/** The head commit: the input, else the context's own PR's (never a merge commit). */
function resolveHeadSha(
  resolved: ResolvedContext,
  given: GivenContextInputs,
  ownPr: RunPullRequest | undefined,
): void {
  if (given.prSha) {
    resolved.headSha = given.prSha.toLowerCase()
    resolved.sources.headSha = 'input'
  } else if (ownPr?.headSha && SHA.test(ownPr.headSha)) {
    resolved.headSha = ownPr.headSha.toLowerCase()
    resolved.sources.headSha = ownPr.sources?.headSha ?? 'event'
  }
}

/** What is still missing that a lookup of the PR would give. */
function lookupWants(resolved: ResolvedContext, needs: ContextNeeds): PullRequestLookup['wants'] {
  const wants: PullRequestLookup['wants'] = []
  if (needs.targetBranch !== 'none' && !resolved.targetBranch) wants.push('target-branch')
  const shaWorthALookup = needs.headSha === 'required' || needs.headSha === 'wanted'
  if (needs.prNumber && !resolved.headSha && shaWorthALookup) wants.push('head-sha')
  return wants
}

/**
 * The run's GITHUB_TOKEN and API are for its own server only. A head commit that is only worth
 * having (stale checks) is done without; what the command needs is asked for.
 */
function withoutLookup(
  resolved: ResolvedContext,
  needs: ContextNeeds,
  wants: PullRequestLookup['wants'],
  serverHost: string,
  door: Door,
): ContextResolution {
  const number = resolved.prNumber as number
  const where = `${resolved.repositoryHost}/${resolved.repository}`
  if (needs.headSha !== 'required' && !wants.includes('target-branch')) {
    resolved.warnings.push(
      `The head commit of PR #${number} is not known (${resolved.repositoryHost} is not this ` +
        "run's GitHub server, so it is not looked up): the queue's entry is not checked against " +
        `it. Set ${inputRef('pr-sha')} to check it.`,
    )
    return { resolved }
  }
  const input = wants.includes('target-branch') ? 'target-branch' : 'pr-sha'
  return fail(
    input,
    `${notGiven(door)}, and PR #${number} of ${where} is not on this run's GitHub server ` +
      `(${serverHost}), so it cannot be looked up`,
    input === 'target-branch'
      ? `the PR's base branch, e.g. ${door === 'cli' ? exampleOf(door, 'target-branch', 'main') : 'main'} ` +
          `(and ${inputRef('pr-sha')}, the PR's head commit)`
      : "the PR's head commit sha (40 hexadecimal characters)",
  )
}

/** The lookup of PR `number` of `repository`. */
function lookupOf(
  repository: string,
  number: number,
  wants: PullRequestLookup['wants'],
  context: RunContext,
): PullRequestLookup {
  const cut = repository.lastIndexOf('/')
  return {
    owner: repository.slice(0, cut),
    repo: repository.slice(cut + 1),
    number,
    wants,
    eventName: context.eventName,
    ...(context.ci ? { source: context.ci.label } : {}),
  }
}

/**
 * Merges the lookup's answer into the resolution: it fills only what is still missing (inputs
 * and the payload always win) and warns when a given target-branch is not the PR's base.
 */
export function applyPullRequestFacts(
  resolved: ResolvedContext,
  pull: PullRequestFacts,
): ResolvedContext {
  const out: ResolvedContext = {
    ...resolved,
    sources: { ...resolved.sources },
    warnings: [...resolved.warnings],
  }
  if (!out.targetBranch) {
    out.targetBranch = pull.baseBranch
    out.sources.targetBranch = 'github-api'
  } else if (out.sources.targetBranch === 'input' && out.targetBranch !== pull.baseBranch) {
    out.warnings.push(
      `${inputRef('target-branch')} is ${out.targetBranch}, but PR #${pull.number}'s base branch ` +
        `is ${pull.baseBranch}: the queue of ${out.targetBranch} is used, as given.`,
    )
  }
  if (!out.headSha) {
    out.headSha = pull.headSha.toLowerCase()
    out.sources.headSha = 'github-api'
  }
  return out
}

function fail(input: ContextError['input'], message: string, expected: string): ContextResolution {
  return { error: { input, message, expected } }
}
