/**
 * Where a run's repository, queue branch, PR number and PR head commit come from, decided for
 * every event a workflow runs on: from the inputs, from the event payload, or from one GitHub API
 * lookup of the PR. Pure: the lookup itself is `lookUpPullRequest` (./pull-request-lookup.ts),
 * and its answer is merged in by {@link applyPullRequestFacts}. Nothing here guesses: a value the
 * command needs that no input, payload or lookup gives ends in an error naming the input to set.
 * The rules, as a table, are in ./README.md.
 */
import { parseTestBranch } from '../workflow-context.js'
import { int, obj, str, type Json } from '../payload-values.js'

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

/** Facts of the run from its environment (see `readWorkflowContext`). */
export interface RunFacts {
  /** `owner/name` of the workflow's repository (GITHUB_REPOSITORY). */
  repository?: string
  /** Host of the GitHub server the run is on (from GITHUB_SERVER_URL), e.g. `github.com`. */
  serverHost: string
  /** GITHUB_REF, e.g. `refs/heads/trunk-merge/pr-12/<uuid>` or `refs/pull/12/merge`. */
  ref?: string
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
  /** GITHUB_EVENT_NAME. */
  eventName: string | undefined
  /** The event payload (GITHUB_EVENT_PATH's content); `{}` when there is none. */
  payload: unknown
  facts: RunFacts
  given: GivenContextInputs
  needs: ContextNeeds
}

/** Where a value came from, for the log. */
export type ValueSource =
  'input' | 'event' | 'test-branch' | 'github-api' | 'default-branch' | 'environment'

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
  /** True when the PR's head lives in another repository; undefined when unknown. */
  headIsFork?: boolean
  /** True when this run tests a merge-queue test branch (`trunk-merge/pr-N/<uuid>`). */
  isMergeQueueRun: boolean
  /** The test run id of that branch. */
  testRunId?: string
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

/** What the lookup should fetch: `GET /repos/{owner}/{repo}/pulls/{number}`. */
export interface PullRequestLookup {
  owner: string
  repo: string
  number: number
  /** The values it is made for (it returns all of them anyway). */
  wants: Array<'target-branch' | 'head-sha'>
  /** The event, for the error message if the lookup fails. */
  eventName?: string
}

/** A value the command needs that nothing gives: maps onto `InputError(input, message, expected)`. */
export interface ContextError {
  /** The input to set, as in action.yml. */
  input: 'repository' | 'target-branch' | 'pr-number' | 'pr-sha'
  /** What is missing and why. */
  message: string
  /** What to set, with an expression that exists for this event. */
  expected: string
}

/** The resolution: resolved (perhaps with one lookup still to make), or an error. */
export type ContextResolution =
  | { resolved: ResolvedContext; lookup?: PullRequestLookup; error?: never }
  | { error: ContextError; resolved?: never; lookup?: never }

/** What the lookup learnt of the PR (the GitHub API's pull request object, cut down). */
export interface PullRequestFacts {
  number: number
  /** `open`, `closed`. */
  state: string
  merged: boolean
  baseBranch: string
  headSha: string
  headIsFork: boolean
}

const SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i
const sameName = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/** The PR an event's payload carries, as far as it carries it. */
interface EventPullRequest {
  number: number
  baseBranch?: string
  headSha?: string
  headIsFork?: boolean
}

/** The payload's PR: the whole of it on the pull_request family, the number on a PR comment. */
export function eventPullRequest(payload: unknown): EventPullRequest | undefined {
  const p = obj(payload)
  const pull = obj(p?.pull_request)
  if (pull && int(pull.number)) {
    const head = obj(pull.head)
    const base = obj(pull.base)
    const sha = str(head?.sha)
    return {
      number: int(pull.number) as number,
      baseBranch: str(base?.ref),
      headSha: sha && SHA.test(sha) ? sha.toLowerCase() : undefined,
      headIsFork: headIsFork(head, base),
    }
  }
  const issue = obj(p?.issue)
  if (issue && obj(issue.pull_request) && int(issue.number)) {
    return { number: int(issue.number) as number }
  }
  return undefined
}

/**
 * Whether a PR's head is in another repository than its base. A head repository that is gone
 * (`null`: the fork was deleted) is another one; `repo.fork` alone says nothing, since a PR
 * inside a forked repository is not a fork PR.
 */
export function headIsFork(head: Json | undefined, base: Json | undefined): boolean | undefined {
  if (!head || !base || !('repo' in head)) return undefined
  const headRepo = obj(head.repo)
  if (!headRepo) return true
  const headName = str(headRepo.full_name)
  const baseName = str(obj(base.repo)?.full_name)
  return headName && baseName ? !sameName(headName, baseName) : undefined
}

/**
 * Decides where each value comes from. Inputs always win; the payload's PR facts apply only to
 * the payload's own PR in the workflow's own repository; a lookup is asked for only when a value
 * the command needs is still missing and a PR number is known.
 */
export function resolveRunContext(input: ContextResolutionInput): ContextResolution {
  const { eventName, facts, given, needs } = input
  const payload = obj(input.payload) ?? {}
  const eventRepository = facts.repository ?? str(obj(payload.repository)?.full_name)
  const repository = given.repository ?? eventRepository
  if (!repository) {
    return fail(
      'repository',
      'is empty and GITHUB_REPOSITORY is not set',
      'owner/name, e.g. acme/app (or ${{ github.repository }})',
    )
  }
  const repositoryHost = (given.repositoryHost ?? facts.serverHost).toLowerCase()
  const onRunServer = repositoryHost === facts.serverHost.toLowerCase()
  // The event's PR and test branch are the workflow repository's; another repository's PR
  // numbers mean other PRs.
  const ownRepository = onRunServer && sameName(repository, eventRepository)

  const ref = facts.ref ?? (eventName === 'push' ? str(payload.ref) : undefined)
  const testBranch = ownRepository ? parseTestBranch(ref) : undefined
  const eventPr = ownRepository ? eventPullRequest(payload) : undefined

  const resolved: ResolvedContext = {
    repository,
    repositoryHost,
    isMergeQueueRun: !!parseTestBranch(ref),
    testRunId: testBranch?.testRunId,
    sources: { repository: given.repository ? 'input' : 'environment' },
    warnings: [],
  }

  if (given.prNumber !== undefined) {
    resolved.prNumber = given.prNumber
    resolved.sources.prNumber = 'input'
  } else if (eventPr) {
    resolved.prNumber = eventPr.number
    resolved.sources.prNumber = 'event'
  } else if (testBranch) {
    resolved.prNumber = testBranch.prNumber
    resolved.sources.prNumber = 'test-branch'
  }
  if (needs.prNumber && resolved.prNumber === undefined) {
    return { error: missingPrNumber(eventName, payload, ownRepository) }
  }

  // The payload's base and head belong to the payload's PR only.
  const fromPayload = eventPr && eventPr.number === resolved.prNumber ? eventPr : undefined
  if (given.targetBranch) {
    resolved.targetBranch = given.targetBranch
    resolved.sources.targetBranch = 'input'
  } else if (needs.targetBranch !== 'none' && fromPayload?.baseBranch) {
    resolved.targetBranch = fromPayload.baseBranch
    resolved.sources.targetBranch = 'event'
  }
  if (given.prSha) {
    resolved.headSha = given.prSha.toLowerCase()
    resolved.sources.headSha = 'input'
  } else if (resolved.prNumber !== undefined && fromPayload?.headSha) {
    resolved.headSha = fromPayload.headSha
    resolved.sources.headSha = 'event'
  }
  if (resolved.prNumber !== undefined && fromPayload) resolved.headIsFork = fromPayload.headIsFork

  const wants: PullRequestLookup['wants'] = []
  if (needs.targetBranch !== 'none' && !resolved.targetBranch) {
    if (resolved.prNumber !== undefined) {
      wants.push('target-branch')
    } else {
      const defaultBranch = str(obj(payload.repository)?.default_branch)
      if (needs.targetBranch === 'default-branch-ok' && defaultBranch && ownRepository) {
        resolved.targetBranch = defaultBranch
        resolved.sources.targetBranch = 'default-branch'
      } else {
        return { error: missingTargetBranch(eventName, payload) }
      }
    }
  }
  if (
    needs.prNumber &&
    !resolved.headSha &&
    (needs.headSha === 'required' || needs.headSha === 'wanted')
  ) {
    wants.push('head-sha')
  }
  if (!wants.length) return { resolved }

  const number = resolved.prNumber as number
  if (!onRunServer) {
    // The run's GITHUB_TOKEN and API are for its own server only. A head commit that is only
    // worth having (stale checks) is done without; what the command needs is asked for.
    if (needs.headSha !== 'required' && !wants.includes('target-branch')) {
      resolved.warnings.push(
        `The head commit of PR #${number} is not known (${repositoryHost} is not this run's GitHub server, so it is not looked up): the queue's entry is not checked against it. Set pr-sha to check it.`,
      )
      return { resolved }
    }
    const input = wants.includes('target-branch') ? 'target-branch' : 'pr-sha'
    return fail(
      input,
      `is empty, and PR #${number} of ${repositoryHost}/${repository} is not on this run's GitHub server (${facts.serverHost}), so it cannot be looked up`,
      input === 'target-branch'
        ? "the PR's base branch, e.g. main (and pr-sha, the PR's head commit)"
        : "the PR's head commit sha (40 hexadecimal characters)",
    )
  }
  const cut = repository.lastIndexOf('/')
  return {
    resolved,
    lookup: {
      owner: repository.slice(0, cut),
      repo: repository.slice(cut + 1),
      number,
      wants,
      eventName,
    },
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
      `target-branch is ${out.targetBranch}, but PR #${pull.number}'s base branch is ${pull.baseBranch}: the queue of ${out.targetBranch} is used, as given.`,
    )
  }
  if (!out.headSha) {
    out.headSha = pull.headSha.toLowerCase()
    out.sources.headSha = 'github-api'
  }
  out.headIsFork ??= pull.headIsFork
  return out
}

function fail(input: ContextError['input'], message: string, expected: string): ContextResolution {
  return { error: { input, message, expected } }
}

/** A pr-number hint for this event, naming only expressions that exist for it. */
function missingPrNumber(
  eventName: string | undefined,
  payload: Json,
  ownRepository: boolean,
): ContextError {
  const event = eventName ?? 'triggering'
  const expected = (hint: string) => `the PR number, e.g. ${hint}`
  if (!ownRepository) {
    return {
      input: 'pr-number',
      message: `is empty, and the ${event} event's PR (if any) is not one of the given repository's`,
      expected: expected('pr-number: 123'),
    }
  }
  switch (eventName) {
    case 'issue_comment':
    case 'issues': {
      const number = int(obj(payload.issue)?.number)
      return {
        input: 'pr-number',
        message: `is empty, and this ${event} event is for issue #${number ?? '?'}, which is not a pull request`,
        expected: `a PR: run the job only for comments on a PR (if: \${{ github.event.issue.pull_request }}), or set pr-number`,
      }
    }
    case 'workflow_dispatch': {
      const key = prLikeKey(obj(payload.inputs))
      return {
        input: 'pr-number',
        message: 'is empty, and a workflow_dispatch event has no pull request',
        expected: expected(
          key
            ? `\${{ inputs.${key} }} (this workflow's input ${key})`
            : 'a workflow_dispatch input declared as pr-number and passed as ${{ inputs.pr-number }}',
        ),
      }
    }
    case 'repository_dispatch': {
      const key = prLikeKey(obj(payload.client_payload))
      return {
        input: 'pr-number',
        message: 'is empty, and a repository_dispatch event has no pull request',
        expected: expected(
          `\${{ github.event.client_payload.${key ?? 'pr_number'} }}${key ? '' : ' (sent in the dispatch)'}`,
        ),
      }
    }
    case 'workflow_run': {
      const runs = obj(payload.workflow_run)?.pull_requests
      return {
        input: 'pr-number',
        message: 'is empty, and a workflow_run event has no pull request of its own',
        expected: expected(
          Array.isArray(runs) && runs.length
            ? '${{ github.event.workflow_run.pull_requests[0].number }}'
            : 'pr-number: 123 (this run lists no PR: runs of fork PRs never do)',
        ),
      }
    }
    case 'merge_group':
      return {
        input: 'pr-number',
        message:
          "is empty: a merge_group event comes from GitHub's own merge queue, not Trunk's, and names no single PR",
        expected: expected('pr-number: 123'),
      }
    case 'push':
      return {
        input: 'pr-number',
        message:
          'is empty, and this push is not to a merge-queue test branch (trunk-merge/pr-N/<uuid>), so it has no pull request',
        expected: expected('pr-number: 123'),
      }
    default:
      return {
        input: 'pr-number',
        message: `is empty, and the ${event} event has no pull request`,
        expected: expected('pr-number: 123'),
      }
  }
}

/** A target-branch hint for this event. */
function missingTargetBranch(eventName: string | undefined, payload: Json): ContextError {
  const base = str(obj(payload.merge_group)?.base_ref)
  return {
    input: 'target-branch',
    message: `is empty, and the ${eventName ?? 'triggering'} event has no pull request whose base branch would name the queue`,
    expected:
      eventName === 'merge_group' && base
        ? "the queue's branch, e.g. ${{ github.event.merge_group.base_ref }}"
        : "the queue's branch, e.g. main",
  }
}

/** A key of a dispatch's inputs that plausibly holds a PR number (`pr`, `pr-number`, `pull_request`...). */
function prLikeKey(values: Json | undefined): string | undefined {
  if (!values) return undefined
  return Object.keys(values).find((k) =>
    /^(pr|pull|pull[-_]?request)([-_]?(number|num|id))?$/i.test(k),
  )
}
