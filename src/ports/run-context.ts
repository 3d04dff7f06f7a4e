/**
 * Where a run happens, as the door that started it knows it: a plain record with no tie to any CI.
 * The GitHub Actions door builds it from the runner's environment and the event payload
 * (`readWorkflowContext` in src/ports/github-actions/workflow-context.ts); a command-line door builds the same
 * record from Buildkite, CircleCI or Jenkins variables, or from flags. Every field is optional but
 * the server host: what a door does not know it leaves out, and nothing is guessed from it later
 * (a command that needs a value no input and no field gives fails naming the input to set).
 */
import { TEST_RUN_ID_PATTERN } from '../wire/test-run-id.js'

/** The pull request the run is for, as its CI or event describes it. */
export interface RunPullRequest {
  /** The PR's number. */
  number: number
  /** The PR's head commit (never a merge commit made for the run, like GITHUB_SHA on a PR). */
  headSha?: string
  /** The PR's base branch: the queue it goes into. */
  baseBranch?: string
  /** The PR's head branch (the queue's draft PR: its test branch). */
  headRef?: string
  /**
   * True when the PR's head branch is in another repository than its base (a fork PR: the run
   * gets no secrets; only upload-targets may run, without a token). A head repository that is
   * gone counts as another; a PR between two branches of a repository that is itself a fork
   * does not.
   */
  fromFork: boolean
  /**
   * True when the run was started by the PR itself (GitHub's pull_request events, a CI's PR
   * build), so the run reports as one of the PR's checks: a wait there may block its own PR.
   * False when the PR is only named (a comment on it).
   */
  runIsPrCheck: boolean
  /**
   * Where the door read each value, for the log (`BUILDKITE_PULL_REQUEST`); absent: the event.
   * Names only: a CI's variable, never its value.
   */
  sources?: {
    number?: Uppercase<string>
    headSha?: Uppercase<string>
    baseBranch?: Uppercase<string>
  }
}

/** What a door knows about where the run happens. */
export interface RunContext {
  /** `owner/name` of the repository the run is for (GITHUB_REPOSITORY, BUILDKITE_REPO, ...). */
  repository?: string
  /** Host of the repository's GitHub server, e.g. `github.com` (GHES: its host). */
  serverHost: string
  /**
   * The GitHub event that started the run (GITHUB_EVENT_NAME), for messages that name the
   * expressions it offers. Other CIs leave it out.
   */
  eventName?: string
  /** The PR the run is for, when the run has one. */
  pr?: RunPullRequest
  /** The repository's default branch, when known (get-queue falls back to it). */
  defaultBranch?: string
  /**
   * The branch or ref the run is on: `refs/heads/<branch>`, `refs/pull/12/merge`, or a bare branch
   * name. A merge-queue test branch (`trunk-merge/pr-N/<uuid>`) here makes the run a merge-queue
   * run for PR N (see {@link parseTestBranch}).
   */
  ref?: string
  /** The commit the run builds (GITHUB_SHA), when the door knows it as a full sha. */
  sha?: string
  /** The CI's id of this run (GITHUB_RUN_ID): a fork's upload-targets sends it instead of a token. */
  runId?: string
  /** Who started the run (GITHUB_ACTOR, e.g. `dependabot[bot]`), for the missing-token message. */
  actor?: string
  /** The GitHub REST API of the repository's server (GHES: `https://HOST/api/v3`) for the lookup. */
  apiUrl?: string
  /**
   * A GitHub token for the one lookup of a PR a command may make (`GET .../pulls/{n}`), used when
   * the `github-token` input is empty (the CLI's GITHUB_TOKEN). Masked before use.
   */
  githubToken?: string
  /** Something the door could not read (e.g. the event payload): said as a warning, never fatal. */
  problem?: string
  /** Facts of the GitHub event that make a missing-input message name the right expression. */
  eventHints?: EventHints
  /**
   * The folder relative paths of inputs are taken from and kept inside (GITHUB_WORKSPACE on
   * GitHub Actions); absent elsewhere, where the working directory stands in.
   */
  workspace?: string
  /** The runner's temporary folder (RUNNER_TEMP), where a relative output path may also lead. */
  tempFolder?: string
  /**
   * The CI a command-line run read this from (Buildkite, CircleCI, Jenkins, or none), for the
   * messages that say what it did not give. Absent for GitHub Actions, whose event says it.
   */
  ci?: RunCi
}

/** A CI as the messages name it, and what it said it could not give. */
export interface RunCi {
  /** Its name for messages, e.g. `Buildkite`. */
  label: string
  /** False when no known CI was detected (then flags give everything). */
  detected: boolean
  /** The variable(s) it names the repository in, e.g. `BUILDKITE_REPO`. */
  repositoryVariable: string
  /** Why something it has was not taken (a branch with two PRs, a commit that is no full sha). */
  notes: string[]
  /** Why it names no PR, when that is simply so (`BUILDKITE_PULL_REQUEST is "false"`). */
  noPr?: string
  /** The branch it builds. */
  branch?: string
}

/** Of a GitHub event, what makes a "pr-number is empty" or "target-branch is empty" hint exact. */
export interface EventHints {
  /** The issue a comment or issues event is about, when it is not a PR. */
  issueNumber?: number
  /** A workflow_dispatch input (or repository_dispatch client_payload key) that looks like a PR number. */
  dispatchPrKey?: string
  /** True when a workflow_run event lists pull requests. */
  workflowRunHasPullRequests?: boolean
  /** A merge_group event's base branch. */
  mergeGroupBaseRef?: string
}

/** A merge-queue test branch: the PR it tests and the test run id (the branch's uuid part). */
export interface TestBranch {
  prNumber: number
  testRunId: string
}

/** The test-branch pattern of the merge queue: `trunk-merge/pr-<N>/<uuid>[-bisection…]`. */
const TEST_BRANCH = new RegExp(`(?:^|/)trunk-merge/pr-(\\d+)/(${TEST_RUN_ID_PATTERN})$`)

/** The PR number and test run id of a merge-queue test branch (a ref or a bare branch name). */
export function parseTestBranch(ref: string | undefined): TestBranch | undefined {
  const m = ref ? TEST_BRANCH.exec(ref) : null
  return m ? { prNumber: Number(m[1]), testRunId: m[2] as string } : undefined
}
