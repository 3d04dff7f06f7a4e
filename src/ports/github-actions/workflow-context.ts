/**
 * The GitHub Actions door's {@link RunContext}: read from the runner's environment and the event
 * payload file it names. This is the one reader of the event payload; everything after it reads
 * the record.
 */
import { FileReadProblem, readBoundedFileSync } from '../../files/read-file.js'
import type { EventHints, RunContext, RunPullRequest } from '../run-context.js'
import { int, obj, str, type Json } from './payload-values.js'

const SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i

/**
 * The event payload is read no further than this: GitHub caps a webhook payload at 25 MB, and the
 * runner writes the event it got. A longer file is not an event payload.
 */
export const MAX_EVENT_PAYLOAD_BYTES = 25 * 1024 * 1024

/**
 * Reads the run's context from the runner's environment and its event payload file. A payload
 * that cannot be read (missing, not a regular file, a NUL byte, longer than
 * {@link MAX_EVENT_PAYLOAD_BYTES}, not JSON) is left out, and `problem` says why (logged as a
 * warning): the run goes on with what the environment says, and a value only the payload had is
 * asked for as an input.
 */
export function readWorkflowContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  let payload: unknown = {}
  let problem: string | undefined
  const path = env.GITHUB_EVENT_PATH
  if (path) {
    const why = (text: string) =>
      `the event payload ${path} (GITHUB_EVENT_PATH) could not be read: ${text}; it was ignored`
    try {
      const read = readBoundedFileSync(path, { maxBytes: MAX_EVENT_PAYLOAD_BYTES })
      if (read.complete) payload = JSON.parse(read.bytes.toString('utf8'))
      else problem = why(`it is longer than ${MAX_EVENT_PAYLOAD_BYTES} bytes (25 MiB)`)
    } catch (e) {
      problem = why(
        e instanceof FileReadProblem ? `it ${e.message}` : `not JSON (${(e as Error).message})`,
      )
    }
  }
  return { ...runContextFromEvent(payload, env), ...(problem ? { problem } : {}) }
}

/** The run's context from an event payload (already parsed) and the runner's environment. */
export function runContextFromEvent(payload: unknown, env: NodeJS.ProcessEnv): RunContext {
  const p = obj(payload) ?? {}
  const eventName = env.GITHUB_EVENT_NAME || undefined
  const repository = env.GITHUB_REPOSITORY || str(obj(p.repository)?.full_name)
  const pr = pullRequestOf(p, repository)
  const defaultBranch = str(obj(p.repository)?.default_branch)
  const ref = env.GITHUB_REF || (eventName === 'push' ? str(p.ref) : undefined)
  const eventHints = hintsOf(eventName, p)
  return {
    ...(repository ? { repository } : {}),
    serverHost: serverHostOf(env.GITHUB_SERVER_URL),
    ...(eventName ? { eventName } : {}),
    ...(pr ? { pr } : {}),
    ...(defaultBranch ? { defaultBranch } : {}),
    ...(ref ? { ref } : {}),
    ...(env.GITHUB_SHA && SHA.test(env.GITHUB_SHA) ? { sha: env.GITHUB_SHA.toLowerCase() } : {}),
    ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
    ...(env.GITHUB_ACTOR ? { actor: env.GITHUB_ACTOR } : {}),
    ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
    ...(Object.keys(eventHints).length ? { eventHints } : {}),
    ...(env.GITHUB_WORKSPACE ? { workspace: env.GITHUB_WORKSPACE } : {}),
    ...(env.RUNNER_TEMP ? { tempFolder: env.RUNNER_TEMP } : {}),
  }
}

/** The host of GITHUB_SERVER_URL; github.com when it is unset or not a URL. */
function serverHostOf(serverUrl: string | undefined): string {
  try {
    return (serverUrl && new URL(serverUrl).host) || 'github.com'
  } catch {
    return 'github.com'
  }
}

/** The payload's PR: the whole of it on the pull_request family, the number on a PR comment. */
function pullRequestOf(p: Json, repository: string | undefined): RunPullRequest | undefined {
  const pull = obj(p.pull_request)
  const number = int(pull?.number)
  if (pull && number) {
    const head = obj(pull.head)
    const sha = str(head?.sha)
    const baseBranch = str(obj(pull.base)?.ref)
    const headRef = str(head?.ref)
    return {
      number,
      ...(sha && SHA.test(sha) ? { headSha: sha.toLowerCase() } : {}),
      ...(baseBranch ? { baseBranch } : {}),
      ...(headRef ? { headRef } : {}),
      fromFork: headIsFork(head, obj(pull.base), repository),
      runIsPrCheck: true,
    }
  }
  const issue = obj(p.issue)
  const issueNumber = int(issue?.number)
  if (issue && obj(issue.pull_request) && issueNumber) {
    // A comment on a PR: the payload has its number but not its head sha or base branch.
    return { number: issueNumber, fromFork: false, runIsPrCheck: false }
  }
  return undefined
}

/**
 * GitHub's rule for a fork PR: the head repository is not the base repository
 * (`head.repo.full_name != base.repo.full_name`, the base being the workflow's repository), or
 * it is gone (`head.repo` null: the fork was deleted). `repo.fork` says nothing: a PR between two
 * branches of a repository that is itself a fork is not a fork PR.
 */
function headIsFork(
  head: Json | undefined,
  base: Json | undefined,
  repository: string | undefined,
): boolean {
  if (!head || !('repo' in head)) return false
  const headRepo = obj(head.repo)
  if (!headRepo) return true
  const headName = str(headRepo.full_name)
  const baseName = str(obj(base?.repo)?.full_name) ?? repository
  return !!headName && !!baseName && headName.toLowerCase() !== baseName.toLowerCase()
}

/** What the missing-input messages name for this event. */
function hintsOf(eventName: string | undefined, p: Json): EventHints {
  const hints: EventHints = {}
  const issue = obj(p.issue)
  const issueNumber = int(issue?.number)
  if (issue && !obj(issue.pull_request) && issueNumber) hints.issueNumber = issueNumber
  const dispatchValues =
    eventName === 'workflow_dispatch'
      ? obj(p.inputs)
      : eventName === 'repository_dispatch'
        ? obj(p.client_payload)
        : undefined
  const key = prLikeKey(dispatchValues)
  if (key) hints.dispatchPrKey = key
  const runs = obj(p.workflow_run)?.pull_requests
  if (Array.isArray(runs) && runs.length) hints.workflowRunHasPullRequests = true
  const base = str(obj(p.merge_group)?.base_ref)
  if (base) hints.mergeGroupBaseRef = base
  return hints
}

/** A key of a dispatch's inputs that plausibly holds a PR number (`pr`, `pr-number`, `pull_request`...). */
function prLikeKey(values: Json | undefined): string | undefined {
  if (!values) return undefined
  return Object.keys(values).find((k) =>
    /^(pr|pull|pull[-_]?request)([-_]?(number|num|id))?$/i.test(k),
  )
}
