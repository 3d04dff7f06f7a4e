/**
 * What each input and output is, once: its description (in the words of no door: the generator
 * adds "wait:"-style prefixes to the root action.yml), its default, and for an input that a
 * command may require, what a value looks like. action.yml, every sub-action's action.yml, the
 * README tables and the CLI's --help are generated from this and the command table
 * (`npm run generate`). Adding an input: its name in constants.ts, an entry here, and its name in
 * the `inputs` of the commands that read it.
 */
import {
  DEFAULT_BASE_URL,
  ERROR_KINDS,
  MAX_REQUEST_BODY_BYTES,
  type ErrorKind,
} from '../client/index.js'
import { V2_DEFAULT_BASE_URL } from '../client/v2/index.js'
import { V2_MAX_IMPACTED_TARGETS } from '../wire/v2/schemas.js'
import { DEFAULT_MAX_QUARANTINE_DAYS, DEFAULT_QUARANTINE_FILE } from '../quarantine/defaults.js'
import {
  Inputs,
  isInputName,
  MAX_LIST_OUTPUT_BYTES,
  NOT_SUBMITTED,
  Outputs,
  binarySize,
  type InputName,
  type Outcome,
  type OutputName,
} from './constants.js'
import { actionOnly, cliOnly, inDoorWords, inputRef, type Door } from '../ports/text.js'

/**
 * What an input's value is, for its parser and its description alike: the limits written once
 * here are the ones read() enforces (readInteger) and the ones the description states.
 */
export type InputValue =
  /** A whole number in [min, max], of `unit` when it has one. */
  | { kind: 'integer'; min: number; max: number; unit?: 'seconds' | 'hours' }
  /** true or false (the CLI: a switch). */
  | { kind: 'boolean' }
  /** One item per line (the CLI: a flag that may be repeated). */
  | { kind: 'list' }
  /** A secret: masked, never a CLI flag (it comes from the environment). */
  | { kind: 'secret' }

/**
 * An input's row: its description, default, value, and how the CLI names it. Adding an input:
 * its name in constants.ts, a row here, and its name in the `inputs` of the commands that read it
 * (with `readInteger(get, name)` for an integer); then `npm run generate`.
 */
export interface InputDescription {
  /** What it is and what it takes (a sentence or two; Markdown-free). */
  description: string
  /** Its default, as action.yml declares it. A runner expression (`${{ … }}`) is the action's only. */
  default?: string
  /** What a value looks like, for the message when a command requires it and it is empty. */
  expected?: string
  /** What a value is: the parser's limits (stated in the description, not retyped there). */
  value?: InputValue
  /**
   * How the CLI names it when it is no flag: the environment variable a token comes from, or the
   * first argument for the command. Else the flag `--<name>`.
   */
  cli?: string
}

const LIST_OUTPUT = binarySize(MAX_LIST_OUTPUT_BYTES)
const BODY_LIMIT = binarySize(MAX_REQUEST_BODY_BYTES)
/** v2's most targets per upload, as people write it (100,000). */
const V2_MAX_TARGETS = String(V2_MAX_IMPACTED_TARGETS).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Every input of the action. */
export const INPUTS: { readonly [N in InputName]: InputDescription } = {
  [Inputs.Command]: {
    description: 'What to do (the root action only; each sub-action has its command fixed).',
    cli: 'The command',
  },
  [Inputs.ApiToken]: {
    value: { kind: 'secret' },
    description:
      "The token, which also picks the API: a Trunk API key (trunk_v2_…, sent as Bearer) runs the merge-queue commands over the v2 API with the key's permissions; anything else is the organization's v1 API token (x-api-token). E.g. secrets.TRUNK_API_TOKEN. failing-tests, test-details and check-test-results need the v1 token. Required, except for upload-targets from a fork PR, where the run id is sent instead (fork runs get no secrets; always v1).",
    cli: 'TRUNK_API_TOKEN',
  },
  [Inputs.ApiUrl]: {
    description: `Base URL of the API. Default (empty): ${DEFAULT_BASE_URL} for a v1 token, ${V2_DEFAULT_BASE_URL} for a v2 key (whose paths carry /v2). A v1 URL ends in /v1; a v2 URL is the host root. http: is accepted only for loopback addresses (the local emulator).`,
  },
  [Inputs.Repository]: {
    description: `The repository, owner/name (as GITHUB_REPOSITORY spells it: no URL, no .git). Default: ${actionOnly("the workflow's repository")}${cliOnly("the CI's (GITHUB_REPOSITORY, BUILDKITE_REPO, CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME or GIT_URL)")}.`,
  },
  [Inputs.RepositoryHost]: {
    description: `Host of the repository. Default: ${actionOnly('the host of the server the workflow runs on')}${cliOnly("the host of the CI's repository URL")} (github.com).`,
  },
  [Inputs.TargetBranch]: {
    description: `Branch of the merge queue. Default: the PR's base branch, from ${actionOnly('the event or (comments, dispatches, test branches)')}${cliOnly("the CI's PR or")} one lookup of the PR on GitHub; never guessed for a PR. get-queue and doctor (which only read) fall back to the repository's default branch${cliOnly(' (on GitHub Actions)')}.`,
  },
  [Inputs.PrNumber]: {
    description: `The PR. Default: the PR of ${actionOnly('the triggering event (a PR comment, a trunk-merge/pr-N/<uuid> test branch)')}${cliOnly("the CI's build (its PR, or a trunk-merge/pr-N/<uuid> test branch)")}.`,
  },
  [Inputs.PrSha]: {
    description: `The PR's head commit. Default: the head sha of ${actionOnly("the event's PR")}${cliOnly("the CI's PR")} (not the merge commit), else from the lookup of the PR. Used to detect stale queue entries; required by upload-targets.`,
  },
  [Inputs.GithubToken]: {
    value: { kind: 'secret' },
    description:
      "Token for the one GitHub API lookup of a PR (GET /repos/{owner}/{repo}/pulls/{number}) when the event lacks its base branch or head commit; needs permission pull-requests: read. Not used when target-branch and pr-sha are given or the event is the PR's own. doctor reads the branch's protection and rulesets (contents: read) and recent workflow runs (actions: read) with it.",
    default: '${{ github.token }}',
    cli: 'GITHUB_TOKEN',
  },
  [Inputs.Priority]: {
    description:
      "low, medium, high, urgent, or 0 (highest) to 255. Default: the queue's default (medium).",
  },
  [Inputs.NoBatch]: {
    value: { kind: 'boolean' },
    description: 'Test this PR alone, outside batches (true or false).',
    default: 'false',
  },
  [Inputs.ImpactedTargets]: {
    value: { kind: 'list' },
    description: 'Targets one per line, a JSON array, or ALL. [] is an empty list.',
    expected: `targets one per line, a JSON array, or ALL (or a file of them in ${inputRef(Inputs.ImpactedTargetsFile)}); an empty list must be given as []`,
  },
  [Inputs.ImpactedTargetsFile]: {
    description:
      'A regular file of UTF-8 text: targets one per line, a JSON array of strings, or ALL (any case); anything else (a JSON object, NUL bytes, a device or pipe) is refused, and a file over 20 MiB is sent as ALL.',
  },
  [Inputs.WaitFor]: {
    description: 'PR states that end the wait successfully, comma-separated (either case).',
    default: 'merged',
  },
  [Inputs.FailOn]: {
    description: `PR states that end the wait as a failure, comma-separated, or none; the default leaves out the states ${inputRef(Inputs.WaitFor)} names.`,
    default: 'failed,cancelled',
  },
  [Inputs.TimeoutSeconds]: {
    value: { kind: 'integer', min: 1, max: 5 * 24 * 3600, unit: 'seconds' },
    description: 'How long to wait in all before failing with outcome=timeout.',
    default: '3600',
  },
  [Inputs.PollIntervalSeconds]: {
    value: { kind: 'integer', min: 1, max: 3600, unit: 'seconds' },
    description:
      'The poll interval; it backs off (with jitter) while nothing changes and resets on a change.',
    default: '15',
  },
  [Inputs.MaxPollIntervalSeconds]: {
    value: { kind: 'integer', min: 1, max: 3600, unit: 'seconds' },
    description: 'The longest poll interval the back-off reaches.',
    default: '60',
  },
  [Inputs.NotSubmittedTimeoutSeconds]: {
    value: { kind: 'integer', min: 0, max: 5 * 24 * 3600, unit: 'seconds' },
    description:
      'How long a PR that is not in the queue may take to appear (0: fail at once with outcome=not-submitted).',
    default: '0',
  },
  [Inputs.OrgUrlSlug]: {
    description: "Your Trunk organization's URL slug.",
    expected: "your Trunk organization's URL slug",
  },
  [Inputs.WindowHours]: {
    value: { kind: 'integer', min: 1, max: 168, unit: 'hours' },
    description: 'The window to list failures in, ending now.',
    default: '24',
  },
  [Inputs.TestId]: {
    description: 'The test case id (a UUID).',
    expected: 'a UUID, e.g. 01234567-0123-0123-0123-0123456789ab',
  },
  [Inputs.TestRunId]: {
    description:
      "The test run id: the uuid of its trunk-merge/pr-N/<uuid> test branch (v1 bisection runs add -bisection…, as their branch does). Default: read from the run's own test branch.",
  },
  [Inputs.QueueSettings]: {
    description:
      'A JSON object of the settings to set, e.g. {"mode":"parallel","concurrency":4}. Numbers in range: concurrency, bisectionConcurrency, batchingMinSize 1 to 1000; pendingFailureDepth 0 to 1000; testingTimeoutMinutes 0 to 10080 (0: no timeout); batchingMaxWaitTimeMinutes 1 to 10080.',
    expected: 'a JSON object of settings, e.g. {"state":"paused"}',
  },
  [Inputs.MetricsFile]: {
    description: `Where to write the Prometheus text. A relative path is taken from the working directory and must stay inside the workspace or the runner's temp folder (RUNNER_TEMP), symbolic links included; an absolute path${actionOnly(' (e.g. ${{ runner.temp }}/mq.prom)')} is written where it says.`,
  },
  [Inputs.MetricsScope]: {
    description: "repository (this repository's queues) or organization (every repository).",
    default: 'repository',
  },
  [Inputs.RequestTimeoutSeconds]: {
    value: { kind: 'integer', min: 5, max: 3600, unit: 'seconds' },
    description: 'Deadline of each API call, retries included.',
    default: '120',
  },
  [Inputs.CheckoutPath]: {
    description:
      "doctor: the repository's checkout, a folder that exists, where .github/workflows/*.yml (and .trunk/trunk.yaml) are read; relative to the working directory.",
    default: '.',
  },
  [Inputs.ExternalChecks]: {
    value: { kind: 'list' },
    description:
      'doctor: required checks another CI posts (Buildkite, CircleCI, Jenkins), one per line: doctor does not look for them in the workflows.',
  },
  [Inputs.JunitPaths]: {
    value: { kind: 'list' },
    description: `The former name of ${inputRef(Inputs.TestReports)} (give one of the two).`,
    expected: 'one glob per line of test reports, e.g. reports/**/*.xml',
  },
  [Inputs.TestReports]: {
    value: { kind: 'list' },
    description:
      'Test reports, one glob per line, relative to the workspace (a leading ! excludes), of any format the gate reads (docs/test-gate.md lists them), each proved by its content. A line "complete: <glob>" says those reports show failures outside test cases.',
    expected: 'one glob per line of test reports, e.g. reports/**/*.xml',
  },
  [Inputs.AllowFailures]: {
    description:
      'The classes of failures that do not fail the gate, comma-separated: quarantined, flaky, or none.',
    default: 'quarantined',
  },
  [Inputs.TestOutcome]: {
    description: `The test step's own outcome${actionOnly(', ${{ steps.<id>.outcome }}')}: success, failure, cancelled or skipped. With failure the gate passes only when its reports account for it (every failure they show is forgiven and each report can show failures outside tests, see docs/test-gate.md); cancelled or skipped end in outcome=error. Empty: not checked.`,
  },
  [Inputs.AllowEmptyTestResults]: {
    value: { kind: 'boolean' },
    description:
      "Reports that hold no test are expected (true or false; Trunk's uploader calls it --allow-empty-test-results). False: a report read as its format but holding no test case and no failure outside tests is an error naming it.",
    default: 'false',
  },
  [Inputs.QuarantineFile]: {
    description:
      "The repository's quarantine file (YAML, relative to the workspace; schema: quarantine.schema.json): tests with an owner, a reason and an expiry, forgiven by the gate while in force, also when Trunk cannot be read, and made Trunk's overrides by sync-quarantine. No file there: nothing is quarantined by the repository (sync-quarantine: an error, docs/quarantine.md). doctor reads it relative to the checkout it checks, and checks it (docs/doctor.md).",
    default: DEFAULT_QUARANTINE_FILE,
  },
  [Inputs.QuarantineMaxDays]: {
    value: { kind: 'integer', min: 1, max: 366 },
    description:
      'How many days ahead an entry of the quarantine file may expire; an entry further ahead is an error naming its line.',
    default: String(DEFAULT_MAX_QUARANTINE_DAYS),
  },
  [Inputs.RetriedTests]: {
    description:
      'What a test that failed and then passed on a retry does to the gate: pass (not counted), warn (an annotation per test) or fail (the gate fails naming each test). The summary keeps its first failure message.',
    default: 'pass',
    expected: 'pass, warn or fail',
  },
  [Inputs.ExpectedReports]: {
    description: `Shards: the number of report files the gate must find, or each-pattern (every line of ${inputRef(Inputs.TestReports)} is one shard and must match a file). A shard whose report is missing fails the gate naming it. Empty: not checked.`,
    expected: 'a number of reports, or each-pattern',
  },
  [Inputs.JudgedReport]: {
    description:
      'A path (relative to the workspace) where the gate writes the failures it judged as JUnit XML: each forgiven failure (quarantined by Trunk or the repository, flaky when allowed, passed on a retry) marked skipped with why and its original message; every real failure stays a failure. Empty: none written.',
  },
  [Inputs.Comment]: {
    description: `Keep one comment on the PR with its queue state, the cause and the failing checks: never, on-failure (FAILED, PENDING_FAILURE, CANCELLED; once written it is kept up to date) or always. Needs ${inputRef(Inputs.GithubToken)} with pull-requests: write; a token that may not write only warns.`,
    default: 'never',
    expected: 'never, on-failure or always',
  },
  [Inputs.Requeue]: {
    description: `wait only: transient puts the PR back in the queue when it left for a cause not its own (a timed-out test run, checks that were cancelled or timed out rather than failed), at most ${inputRef(Inputs.MaxRequeues)} times per head commit; never leaves it out (docs/why.md).`,
    default: 'never',
    expected: 'never or transient',
  },
  [Inputs.MaxRequeues]: {
    value: { kind: 'integer', min: 0, max: 10 },
    description:
      "How many times requeue (or wait's requeue: transient) may put the PR back per head commit, counted from the service's record of the PR, else the comment's hidden data; with neither, none.",
    default: '1',
  },
  [Inputs.TestBranch]: {
    description:
      "the merge-queue test branch this run tests (trunk-merge/pr-N/<uuid>). Default: the run's own (a push to a test branch, or the head branch of the queue's draft PR).",
  },
  [Inputs.CancelRun]: {
    value: { kind: 'boolean' },
    description:
      "cancel the GitHub Actions run it checks, through GitHub's API, once it can no longer matter (needs actions: write); never when it cannot tell. Default false: only the outputs say it.",
    default: 'false',
  },
  [Inputs.DryRun]: {
    value: { kind: 'boolean' },
    description:
      'true: read Trunk and print the plan (what would be set, cleared, left alone), and send no write. Default false.',
    default: 'false',
  },
  [Inputs.Watch]: {
    value: { kind: 'boolean' },
    description: `keep checking (every ${inputRef(Inputs.PollIntervalSeconds)}, backing off to ${inputRef(Inputs.MaxPollIntervalSeconds)}) until the run stops mattering, its other jobs end, or ${inputRef(Inputs.TimeoutSeconds)} pass.`,
    default: 'false',
  },
  [Inputs.CommitSha]: {
    description:
      "on a push to the target branch, the pushed commit whose tree is compared with the tree the queue tested. Default: the run's commit (GITHUB_SHA).",
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
  [Inputs.TestCollection]: {
    description:
      "With a Trunk API key (v2): the test collection holding the repository's tests, by id (8 letters and digits) or exact name. Default: the organization's only collection. Not used with a v1 token.",
  },
}

/** The sentence a value adds to its input's description: `A whole number of hours from 1 to 168.` */
export function describeValue(value: InputValue | undefined): string {
  if (value?.kind !== 'integer') return ''
  const of = value.unit ? ` of ${value.unit}` : ''
  const long =
    value.unit === 'seconds' && value.max >= 48 * 3600 ? ` (${value.max / 86400} days)` : ''
  return `A whole number${of} from ${value.min} to ${value.max}${long}.`
}

/** Input `name`'s description as every door shows it: its text and what its value may be. */
export function describeInput(name: InputName, door: Door = 'action'): string {
  const row = INPUTS[name]
  const value = describeValue(row.value)
  const text = value ? `${row.description} ${value}` : row.description
  return inDoorWords(text, door, (kind, v) =>
    kind === 'command' ? commandNameIn(door, v) : isInputName(v) ? inputNameIn(door, v) : v,
  )
}

/**
 * How each door names input `name`: the action and its sub-actions `pr-sha`, the CLI `--pr-sha`
 * (a token: its environment variable), the runner's environment `INPUT_PR-SHA`.
 */
export function inputNameIn(door: Door | 'env', name: InputName): string {
  if (door === 'env') return `INPUT_${name.toUpperCase()}`
  if (door === 'cli') return INPUTS[name].cli ?? `--${name}`
  return name
}

/** How each door names command `name`: `command: wait` in the action, `merge-queue wait` in the CLI. */
export function commandNameIn(door: Door, name: string): string {
  return door === 'cli' ? `merge-queue ${name}` : `command: ${name}`
}

/** What each outcome means, once (the reference, the outcome output's description). */
export const OUTCOME_DOCS: Record<Outcome, string> = {
  success: 'the command did what was asked',
  failure:
    'the command ran and the answer is no: a wait reached a fail-on state, the gate found unexplained failures, a queue was not deleted',
  unknown:
    'the command could not tell (doctor: something it had to read or decide could not be; see its unknown findings), and nothing it could tell failed (the step fails)',
  timeout: 'wait reached timeout-seconds (timed-out=true)',
  'not-submitted': `the PR is not in the queue (state ${NOT_SUBMITTED}, or MERGED for a cancel or restart-tests of a merged PR, where nothing was done)`,
  stale:
    "the queue's entry is for another commit than the PR's head: its state is an old commit's (the step fails)",
  error: 'something went wrong: error-kind says what',
}

/** Every output of the action. */
export const OUTPUTS: { readonly [N in OutputName]: string } = {
  [Outputs.Outcome]: `${(Object.keys(OUTCOME_DOCS) as Outcome[]).join(', ')} (each explained in docs/reference.md).`,
  [Outputs.State]: 'The PR state in upper case (e.g. TESTS_PASSED), or NOT_SUBMITTED.',
  [Outputs.IsSubmitted]: 'true when the PR is in the queue now.',
  [Outputs.PriorityName]: "The PR's priority name (e.g. medium).",
  [Outputs.PriorityValue]: "The PR's priority value (0 highest).",
  [Outputs.TimedOut]: 'true when the wait ended at its timeout.',
  [Outputs.ImpactedTargetsMode]: `list, or ALL (asked for, or the list was over ${BODY_LIMIT} or, on the v2 API, over ${V2_MAX_TARGETS} targets).`,
  [Outputs.ImpactedTargetsCount]: 'Targets in the list sent (0 for ALL).',
  [Outputs.RequestBytes]: 'Bytes of the request body sent.',
  [Outputs.FailingTestsCount]: 'Tests that failed in the window.',
  [Outputs.FlakyTestsCount]: 'Of them, flaky ones.',
  [Outputs.QuarantinedTestsCount]: 'Of them, quarantined ones.',
  [Outputs.FailingTests]: `The tests as compact JSON, most failing first (cut to ${LIST_OUTPUT}).`,
  [Outputs.TestStatus]:
    "The test's status as the service gives it (healthy, flaky, broken, ...); empty when it gives none.",
  [Outputs.IsQuarantined]: 'true when the test is quarantined, else false.',
  [Outputs.FailureRate]:
    "The test's failure rate over the last 7 days, in percent with one decimal (12.5), as the summary shows it.",
  [Outputs.QueueState]:
    "The queue's state in lower case (running, paused, draining, switching_modes).",
  [Outputs.QueueDepth]: 'PRs in the queue.',
  [Outputs.QueuePosition]: "The PR's 1-based position in the queue.",
  [Outputs.PrSha]: 'The commit the queue entry is for.',
  [Outputs.ErrorKind]: `When outcome=error, what failed: ${ERROR_KINDS.join(', ')} (each explained in docs/reference.md).`,
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
    'Why the PR is in its state, as a short code (tests-failed, cancelled-by-user, behind-base, ...; the README lists them); empty where the state has no cause (MERGED, TESTING, ...), unknown when the cause could not be read. still-needed: why the run is or is not needed (testing, cancelled, failed, restarted, merged, not-in-queue, unknown, ...; docs/still-needed.md).',
  [Outputs.Findings]:
    'doctor: what will or may stall the queue, and what it could not tell, as a JSON array of {code, severity, check, file, line, message} (severity error, warning or unknown); [] when nothing.',
  [Outputs.ErrorsCount]:
    'doctor: findings that will stall the queue (the step fails when there are any).',
  [Outputs.WarningsCount]:
    'doctor: findings that may stall the queue, or that the queue does not really test.',
  [Outputs.UnknownsCount]:
    'doctor: findings it could not tell (a setting or a file it could not read, a condition known only when the run starts); with any, outcome is unknown.',
  [Outputs.FailedChecks]:
    "The checks that failed in the queue's test run, as a JSON array of {name, conclusion, url}; [] when none failed. Text from the PR: pass it to run: through env:.",
  [Outputs.EstimatedMergeAt]:
    'When the queued PR is expected to merge (ISO 8601), as the service estimates it; empty when it gives none (not queued, paused, estimates off, a pending failure).',
  [Outputs.PrsAhead]:
    'How many PRs are ahead of it in the queue (its position less one, the same on v1 and v2); empty when the queue was not read.',
  [Outputs.Requeued]: 'true when this step submitted the PR to the queue again, else false.',
  [Outputs.RequeueDecision]:
    'Why it did or did not requeue, as a code (requeued, not-transient, limit-reached, no-record, back-in-queue, merged, new-commit, ...; docs/why.md lists them).',
  [Outputs.RepoQuarantinedFailuresCount]:
    "Failed tests an entry in force of the repository's quarantine file names (forgiven; some may be quarantined in Trunk too).",
  [Outputs.Needed]:
    'false when this run can no longer matter to the queue (the reason says why), else true (also when it could not tell).',
  [Outputs.TestBranch]: 'the test branch it read.',
  [Outputs.TestedPrs]: 'the PRs the test branch tests (one, or a batch), comma-separated.',
  [Outputs.RunCancelled]:
    'true when this step asked GitHub to cancel the run it checks (accepted), else false.',
  [Outputs.AlreadyVerified]:
    "on a push to the target branch, true when the pushed commit's tree is exactly the tree the queue tested and passed for the PR it merged, else false (the reason says why).",
  [Outputs.VerifiedByUrl]:
    'with already-verified true, the link to the tested commit (its checks) of the verification run.',
  [Outputs.PassedOnRetryCount]:
    'Tests that failed and then passed on a retry in the same report (flaky in this run; never counted by the gate).',
  [Outputs.RetrySeconds]:
    'Seconds the failed attempts of the tests that passed on a retry took (as the reports give them), summed.',
  [Outputs.RequiredChecks]:
    "get-queue: the checks the queue's settings require, as a JSON array of names; unknown when the queue sets none of its own (GitHub's branch protection or .trunk/trunk.yaml decides: doctor reads them).",
  [Outputs.DraftPrs]:
    'get-queue: true when the queue opens a draft PR for each test branch (its checks run on pull_request too), false when it only pushes the branch (never guessed: a queue read without the setting fails as a bad response).',
  [Outputs.SetCount]:
    'Tests whose quarantine override this step set to alwaysQuarantine (with dry-run: would set).',
  [Outputs.ClearedCount]:
    'Tests whose override this step cleared: its own overrides of entries removed or expired (with dry-run: would clear).',
  [Outputs.UnchangedCount]: 'Tests whose override already said what the file says.',
  [Outputs.LeftAloneCount]:
    'Tests an entry names that carry an override a person set (its reason lacks the marker): never changed.',
  [Outputs.UnresolvedCount]: 'Entries in force that no test in Trunk matches (nothing can be set).',
  [Outputs.FailedCount]:
    'Tests whose write failed or was not sent (each named in the log and the summary); the step then fails.',
}

/**
 * How `--json` prints an output that is not text: a number, or the JSON it holds (a list). Every
 * other output is a string, as the action sets it; a typed output that was not set is null.
 */
export const OUTPUT_JSON_TYPES: Partial<Record<OutputName, 'number' | 'json'>> = {
  [Outputs.Findings]: 'json',
  [Outputs.ErrorsCount]: 'number',
  [Outputs.WarningsCount]: 'number',
  [Outputs.UnknownsCount]: 'number',
}

/** What each error kind means, and the title of a failed step's summary, once per kind. */
export const ERROR_KIND_DOCS: Record<ErrorKind, { title: string; meaning: string }> = {
  'invalid-request': {
    title: 'Request refused before sending',
    meaning: 'the client refused to build the request (a value the API cannot take)',
  },
  'request-too-large': {
    title: 'Request too large',
    meaning: `a request body over the API's ${BODY_LIMIT} limit that cannot fall back to ALL`,
  },
  config: { title: 'Configuration error', meaning: 'the client was set up wrongly (e.g. api-url)' },
  'bad-request': {
    title: 'Request refused by the API',
    meaning: 'HTTP 400: the API refused a value',
  },
  auth: {
    title: 'Not authorized',
    meaning: 'HTTP 401/403: the token is wrong, expired or revoked',
  },
  permission: {
    title: 'Missing permission',
    meaning: 'HTTP 403 on v2: the API key lacks a permission the command needs',
  },
  'not-found': {
    title: 'Not found',
    meaning:
      'HTTP 404: no merge queue for the target branch (or the repository, the test, the run)',
  },
  conflict: {
    title: 'Conflict',
    meaning: 'HTTP 409: the request conflicts with the current state',
  },
  'too-large': { title: 'Request too large', meaning: 'HTTP 413: the API refused the body size' },
  'rate-limited': {
    title: 'Rate limited',
    meaning: 'HTTP 429 until the deadline: the API kept asking to slow down',
  },
  server: { title: 'Server error', meaning: 'HTTP 5xx until the deadline' },
  'unexpected-status': {
    title: 'Unexpected answer',
    meaning: 'an HTTP status the API does not document',
  },
  redirect: {
    title: 'Redirected',
    meaning: 'the API answered with a redirect, which is not followed',
  },
  network: {
    title: 'Network error',
    meaning: 'the API could not be reached (DNS, reset, refused)',
  },
  timeout: {
    title: 'Request timed out',
    meaning: 'an API call took longer than request-timeout-seconds, retries included',
  },
  'response-shape': {
    title: 'Unexpected response',
    meaning: "the API's answer did not have the documented shape",
  },
  pagination: { title: 'Pagination error', meaning: 'a paged list did not end or repeated itself' },
  cancelled: { title: 'Cancelled', meaning: 'the job was cancelled (SIGINT or SIGTERM)' },
  input: {
    title: 'Input refused',
    meaning: 'an input (a flag) or the context is wrong or missing: refused before any request',
  },
  'github-lookup': {
    title: 'GitHub lookup failed',
    meaning: "the one GitHub API lookup of the PR's base branch or head commit failed",
  },
  'test-reports': {
    title: 'Test reports unusable',
    meaning: 'check-test-results could not read or trust the JUnit reports or the test outcome',
  },
  'output-file': {
    title: 'File not written',
    meaning: 'a file the command was asked to write (metrics-file) could not be written',
  },
  internal: { title: 'Internal error', meaning: 'a bug: please report it with the debug log' },
}

/** The title of a failed step's error section, by kind. */
export const ERROR_KIND_TITLES: Record<ErrorKind, string> = Object.fromEntries(
  ERROR_KINDS.map((k) => [k, ERROR_KIND_DOCS[k].title]),
) as Record<ErrorKind, string>
