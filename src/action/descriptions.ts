/**
 * What each input and output is, once: its description (in the words of no door: the generator
 * adds "wait:"-style prefixes to the root action.yml), its default, and for an input that a
 * command may require, what a value looks like. action.yml, every sub-action's action.yml, the
 * README tables and the CLI's --help are generated from this and the command table
 * (`npm run generate`). Adding an input: its name in constants.ts, an entry here, and its name in
 * the `inputs` of the commands that read it.
 */
import { DEFAULT_BASE_URL, MAX_REQUEST_BODY_BYTES } from '../client/index.js'
import { V2_DEFAULT_BASE_URL } from '../client/v2/index.js'
import {
  Inputs,
  MAX_LIST_OUTPUT_BYTES,
  Outputs,
  binarySize,
  type InputName,
  type OutputName,
} from './constants.js'

/** An input's description and default. */
export interface InputDescription {
  /** What it is and what it takes (a sentence or two; Markdown-free). */
  description: string
  /** Its default, as action.yml declares it. A runner expression (`${{ … }}`) is the action's only. */
  default?: string
  /** What a value looks like, for the message when a command requires it and it is empty. */
  expected?: string
}

const LIST_OUTPUT = binarySize(MAX_LIST_OUTPUT_BYTES)
const BODY_LIMIT = binarySize(MAX_REQUEST_BODY_BYTES)

/** Every input of the action. */
export const INPUTS: { readonly [N in InputName]: InputDescription } = {
  [Inputs.Command]: {
    description: 'What to do (the root action only; each sub-action has its command fixed).',
  },
  [Inputs.ApiToken]: {
    description:
      "The token, which also picks the API: a Trunk API key (trunk_v2_…, sent as Bearer) runs the merge-queue commands over the v2 API with the key's permissions; anything else is the organization's v1 API token (x-api-token). E.g. secrets.TRUNK_API_TOKEN. failing-tests, test-details and check-test-results need the v1 token. Required, except for upload-targets from a fork PR, where the run id is sent instead (fork runs get no secrets; always v1).",
  },
  [Inputs.ApiUrl]: {
    description: `Base URL of the API. Default (empty): ${DEFAULT_BASE_URL} for a v1 token, ${V2_DEFAULT_BASE_URL} for a v2 key (whose paths carry /v2). A v1 URL ends in /v1; a v2 URL is the host root. http: is accepted only for loopback addresses (the local emulator).`,
  },
  [Inputs.Repository]: {
    description: "The repository, owner/name. Default: the workflow's repository.",
  },
  [Inputs.RepositoryHost]: {
    description:
      'Host of the repository. Default: the host of the server the workflow runs on (github.com).',
  },
  [Inputs.TargetBranch]: {
    description:
      "Branch of the merge queue. Default: the PR's base branch, from the event or (comments, dispatches, test branches) one lookup of the PR on GitHub; never guessed for a PR. get-queue alone falls back to the repository's default branch.",
  },
  [Inputs.PrNumber]: {
    description:
      'The PR. Default: the PR of the triggering event (a PR comment, a trunk-merge/pr-N/<uuid> test branch).',
  },
  [Inputs.PrSha]: {
    description:
      "The PR's head commit. Default: the head sha of the event's PR (not the merge commit), else from the lookup of the PR. Used to detect stale queue entries; required by upload-targets.",
  },
  [Inputs.GithubToken]: {
    description:
      "Token for the one GitHub API lookup of a PR (GET /repos/{owner}/{repo}/pulls/{number}) when the event lacks its base branch or head commit; needs permission pull-requests: read. Not used when target-branch and pr-sha are given or the event is the PR's own.",
    default: '${{ github.token }}',
  },
  [Inputs.Priority]: {
    description:
      "low, medium, high, urgent, or 0 (highest) to 255. Default: the queue's default (medium).",
  },
  [Inputs.NoBatch]: {
    description: 'Test this PR alone, outside batches (true or false).',
    default: 'false',
  },
  [Inputs.ImpactedTargets]: {
    description: 'Targets one per line, a JSON array, or ALL. [] is an empty list.',
    expected:
      'targets one per line, a JSON array, or ALL (or a file of them in impacted-targets-file); an empty list must be given as []',
  },
  [Inputs.ImpactedTargetsFile]: {
    description: 'A file of targets in either form, for lists too large for an input.',
  },
  [Inputs.WaitFor]: {
    description: 'PR states that end the wait successfully, comma-separated (either case).',
    default: 'merged',
  },
  [Inputs.FailOn]: {
    description: 'PR states that end the wait as a failure, comma-separated.',
    default: 'failed,cancelled',
  },
  [Inputs.TimeoutSeconds]: {
    description: 'How long to wait in all before failing with outcome=timeout.',
    default: '3600',
  },
  [Inputs.PollIntervalSeconds]: {
    description:
      'The poll interval; it backs off (with jitter) while nothing changes and resets on a change.',
    default: '15',
  },
  [Inputs.MaxPollIntervalSeconds]: {
    description: 'The longest poll interval the back-off reaches.',
    default: '60',
  },
  [Inputs.NotSubmittedTimeoutSeconds]: {
    description:
      'How long a PR that is not in the queue may take to appear (0: fail at once with outcome=not-submitted).',
    default: '0',
  },
  [Inputs.OrgUrlSlug]: {
    description: "Your Trunk organization's URL slug.",
    expected: "your Trunk organization's URL slug",
  },
  [Inputs.WindowHours]: {
    description: 'The window to list failures in, ending now (1 to 168).',
    default: '24',
  },
  [Inputs.TestId]: {
    description: 'The test case id (a UUID).',
    expected: 'a UUID, e.g. 01234567-0123-0123-0123-0123456789ab',
  },
  [Inputs.TestRunId]: {
    description: 'The test run id. Default: read from a trunk-merge/pr-N/<uuid> branch.',
  },
  [Inputs.QueueSettings]: {
    description: 'A JSON object of the settings to set, e.g. {"mode":"parallel","concurrency":4}.',
    expected: 'a JSON object of settings, e.g. {"state":"paused"}',
  },
  [Inputs.MetricsFile]: {
    description: 'Where to write the Prometheus text.',
  },
  [Inputs.MetricsScope]: {
    description: "repository (this repository's queues) or organization (every repository).",
    default: 'repository',
  },
  [Inputs.RequestTimeoutSeconds]: {
    description: 'Deadline of each API call, retries included.',
    default: '120',
  },
  [Inputs.JunitPaths]: {
    description:
      'JUnit XML reports, one glob per line, relative to the workspace (a leading ! excludes), e.g. reports/**/*.xml.',
    expected: 'one glob per line of JUnit XML reports, e.g. reports/**/*.xml',
  },
  [Inputs.AllowFailures]: {
    description:
      'The classes of failures that do not fail the gate, comma-separated: quarantined, flaky, or none.',
    default: 'quarantined',
  },
  [Inputs.TestOutcome]: {
    description:
      "The test step's own outcome, ${{ steps.<id>.outcome }}: success, failure, cancelled or skipped. With failure and no failing test in the reports the gate fails (the failure lies outside them); cancelled or skipped end in outcome=error. Empty: not checked.",
  },
  [Inputs.Comment]: {
    description:
      'Keep one comment on the PR with its queue state, the cause and the failing checks: never, on-failure (FAILED, PENDING_FAILURE, CANCELLED; once written it is kept up to date) or always. Needs github-token with pull-requests: write; a token that may not write only warns.',
    default: 'never',
    expected: 'never, on-failure or always',
  },
  [Inputs.RerunMode]: {
    description:
      'now (stops jobs of those workflows still running, then re-runs the failed ones) or wait (lets them finish first).',
    default: 'wait',
    expected: 'now or wait',
  },
  [Inputs.Variant]: {
    description:
      "The variant the tests were uploaded to Trunk with (part of Trunk's test id), empty for none.",
  },
}

/** Every output of the action. */
export const OUTPUTS: { readonly [N in OutputName]: string } = {
  [Outputs.Outcome]: 'success, failure, timeout, not-submitted, stale or error.',
  [Outputs.State]: 'The PR state in upper case (e.g. TESTS_PASSED), or NOT_SUBMITTED.',
  [Outputs.IsSubmitted]: 'true when the PR is in the queue now.',
  [Outputs.PriorityName]: "The PR's priority name (e.g. medium).",
  [Outputs.PriorityValue]: "The PR's priority value (0 highest).",
  [Outputs.TimedOut]: 'true when the wait ended at its timeout.',
  [Outputs.ImpactedTargetsMode]: `list, or ALL (asked for, or the list was over ${BODY_LIMIT}).`,
  [Outputs.ImpactedTargetsCount]: 'Targets in the list sent (0 for ALL).',
  [Outputs.RequestBytes]: 'Bytes of the request body sent.',
  [Outputs.FailingTestsCount]: 'Tests that failed in the window.',
  [Outputs.FlakyTestsCount]: 'Of them, flaky ones.',
  [Outputs.QuarantinedTestsCount]: 'Of them, quarantined ones.',
  [Outputs.FailingTests]: `The tests as compact JSON, most failing first (cut to ${LIST_OUTPUT}).`,
  [Outputs.QueueState]:
    "The queue's state in lower case (running, paused, draining, switching_modes).",
  [Outputs.QueueDepth]: 'PRs in the queue.',
  [Outputs.QueuePosition]: "The PR's 1-based position in the queue.",
  [Outputs.PrSha]: 'The commit the queue entry is for.',
  [Outputs.ErrorKind]:
    'When outcome=error: input, auth, permission (a v2 API key without a permission the command needs), not-found, rate-limited, server, network, timeout, cancelled, output-file, test-reports, ...',
  [Outputs.TestingStatus]: 'in_progress, failed, cancelled or succeeded.',
  [Outputs.MetricsFile]: 'The absolute path of the file written.',
  [Outputs.IsMergeQueueRun]:
    'true when the run is on a merge-queue test branch (trunk-merge/pr-N/<uuid>), else false.',
  [Outputs.PrNumber]:
    'The PR the step was about (on a merge-queue test branch: the PR under test), when known.',
  [Outputs.ApiVersion]:
    'The API the token selects, so the one the step used (or would have used, when an input was refused): v2 for a Trunk API key (trunk_v2_…), else v1.',
  [Outputs.FailedTestsCount]:
    'Failed tests in the reports (every attempt <failure> or <error>; a test retried in one report counts once).',
  [Outputs.QuarantinedFailuresCount]: 'Failures of tests Trunk has quarantined.',
  [Outputs.FlakyFailuresCount]: 'Failures of tests Trunk knows as flaky.',
  [Outputs.UnexplainedFailuresCount]: 'Failures outside allow-failures (they fail the gate).',
  [Outputs.UnexplainedFailures]: `The unexplained failures as compact JSON (name, classname, file, class, link when known), at most ${LIST_OUTPUT}. Text from the PR: pass it to run: through env:.`,
  [Outputs.Reason]:
    'Why the PR is in its state, as a short code (tests-failed, cancelled-by-user, behind-base, ...; the README lists them); empty where the state has no cause (MERGED, TESTING, ...), unknown when the cause could not be read.',
  [Outputs.FailedChecks]:
    "The checks that failed in the queue's test run, as a JSON array of {name, conclusion, url}; [] when none failed. Text from the PR: pass it to run: through env:.",
  [Outputs.PassedOnRetryCount]:
    'Tests that failed and then passed on a retry in the same report (flaky in this run; never counted by the gate).',
}
