/**
 * What the workflow run tells us without any request: the repository, the server, the event's
 * PR (its number, head sha, base branch) and whether it comes from a fork. Read from the runner's
 * environment and the event payload file.
 */
import { readFileSync } from 'node:fs'
import { int, obj, str, type Json } from './payload-values.js'

/** Facts about the run that give inputs their defaults. */
export interface WorkflowContext {
  /** `owner/name` of the workflow's repository (GITHUB_REPOSITORY). */
  repository?: string
  /** Host of the GitHub server the workflow runs on, e.g. `github.com`. */
  serverHost: string
  eventName?: string
  /** The PR of the triggering event, when there is one. */
  pr?: {
    number: number
    /** The PR's head commit (not the merge commit GITHUB_SHA points to). */
    headSha?: string
    baseBranch?: string
    /** True when the head branch lives in another repository (a fork). */
    fromFork: boolean
  }
  /** The repository's default branch, from the payload. */
  defaultBranch?: string
  /** GITHUB_RUN_ID. */
  runId?: string
  /** GITHUB_ACTOR, e.g. `dependabot[bot]`. */
  actor?: string
  /** A merge-queue test branch (`trunk-merge/pr-N/<uuid>`) this run is on, if any. */
  testBranch?: { prNumber: number; testRunId: string }
  /** Set when the payload file could not be read: said in the log, never fatal by itself. */
  payloadProblem?: string
  /** GITHUB_REF, e.g. `refs/heads/trunk-merge/pr-12/<uuid>`, `refs/pull/12/merge`. */
  ref?: string
  /** The event payload as read (`{}` when there is none), for the context's resolution. */
  payload?: Record<string, unknown>
  /** GITHUB_API_URL: the REST API of the run's server (GHES: `https://HOST/api/v3`). */
  apiUrl?: string
}

/** The test-branch pattern of the merge queue: `trunk-merge/pr-<N>/<uuid>[-bisection…]`. */
const TEST_BRANCH =
  /(?:^|\/)trunk-merge\/pr-(\d+)\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?:-bisection[\w-]*)?)$/

/** Finds the PR number and test run id in a merge-queue test branch name. */
export function parseTestBranch(ref: string | undefined): WorkflowContext['testBranch'] {
  const m = ref ? TEST_BRANCH.exec(ref) : null
  return m ? { prNumber: Number(m[1]), testRunId: m[2] as string } : undefined
}

/** Reads the workflow context from the environment (and the event payload file it names). */
export function readWorkflowContext(env: NodeJS.ProcessEnv = process.env): WorkflowContext {
  let payload: Json = {}
  let payloadProblem: string | undefined
  const path = env.GITHUB_EVENT_PATH
  if (path) {
    try {
      payload = obj(JSON.parse(readFileSync(path, 'utf8'))) ?? {}
    } catch (e) {
      payloadProblem = `the event payload ${path} could not be read (${(e as Error).message})`
    }
  }
  let serverHost = 'github.com'
  try {
    if (env.GITHUB_SERVER_URL) serverHost = new URL(env.GITHUB_SERVER_URL).host || serverHost
  } catch {
    // keep github.com
  }

  const repository = obj(payload.repository)
  const pull = obj(payload.pull_request)
  const issue = obj(payload.issue)
  let pr: WorkflowContext['pr']
  if (pull && int(pull.number)) {
    const head = obj(pull.head)
    const base = obj(pull.base)
    const headRepo = obj(head?.repo)
    const baseRepo = obj(base?.repo)
    const headName = str(headRepo?.full_name)
    const baseName = str(baseRepo?.full_name) ?? str(repository?.full_name)
    pr = {
      number: int(pull.number) as number,
      headSha: str(head?.sha),
      baseBranch: str(base?.ref),
      // Another repository, or one that is gone (`head.repo` null: the fork was deleted). A PR
      // between two branches of a repository that is itself a fork is not a fork PR.
      fromFork:
        (head !== undefined && head.repo === null) ||
        (headName && baseName
          ? headName.toLowerCase() !== baseName.toLowerCase()
          : headRepo?.fork === true),
    }
  } else if (issue && obj(issue.pull_request) && int(issue.number)) {
    // A comment on a PR: the payload has its number but not its head sha or base branch.
    pr = { number: int(issue.number) as number, fromFork: false }
  }

  const refName = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME || env.GITHUB_REF
  return {
    repository: env.GITHUB_REPOSITORY || str(repository?.full_name),
    serverHost,
    eventName: env.GITHUB_EVENT_NAME,
    pr,
    defaultBranch: str(repository?.default_branch),
    runId: env.GITHUB_RUN_ID,
    actor: env.GITHUB_ACTOR,
    testBranch: parseTestBranch(refName),
    payloadProblem,
    ref: env.GITHUB_REF || undefined,
    payload,
    apiUrl: env.GITHUB_API_URL || undefined,
  }
}
