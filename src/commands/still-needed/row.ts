/**
 * still-needed's row in the command table: what it does, addresses, reads and sets, how it reads
 * its own inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { DEFAULT_GITHUB_API_URL } from '../../ports/github/pull-request-lookup.js'
import { parseTestBranch, type RunContext } from '../../ports/run-context.js'
import { inputRef } from '../../ports/text.js'
import { Inputs, Outputs } from '../../inputs/constants.js'
import { InputError } from '../../inputs/errors.js'
import {
  parseBoolean,
  parseBranch,
  parseTestRunId,
  type InputGetter,
} from '../../inputs/parsers.js'
import { readInteger } from '../../inputs/values.js'
import { defineCommand } from '../common/types.js'
import type { StillNeededSettings } from './run.js'

export const stillNeededCommand = defineCommand({
  description:
    'Says whether this merge-queue test run can still matter (and cancels it if asked); on a push to the target branch, whether its tree was already verified.',
  v2: {
    operations: [
      'mergeQueueVerificationRuns.get',
      'pullRequests.resolveByCoordinates',
      'pullRequests.get',
      'pullRequests.queueEntryHistory',
    ],
    needs: [],
  },
  target: 'queue',
  defaultBranchOk: true,
  inputs: [
    Inputs.TestBranch,
    Inputs.TestRunId,
    Inputs.CancelRun,
    Inputs.Watch,
    Inputs.PollIntervalSeconds,
    Inputs.MaxPollIntervalSeconds,
    Inputs.TimeoutSeconds,
    Inputs.CommitSha,
  ],
  outputs: [
    Outputs.Needed,
    Outputs.Reason,
    Outputs.TestBranch,
    Outputs.TestedPrs,
    Outputs.TestingStatus,
    Outputs.RunCancelled,
    Outputs.AlreadyVerified,
    Outputs.VerifiedByUrl,
  ],
  read: readStillNeededSettings,
  prNumberOf: (own) => own.branchPr,
  load: () => import('./run.js'),
})

/** A branch name from a ref (`refs/heads/x` → `x`); undefined for another kind of ref. */
function branchOf(ref: string | undefined): string | undefined {
  if (!ref) return undefined
  if (ref.startsWith('refs/heads/')) return ref.slice('refs/heads/'.length)
  return ref.startsWith('refs/') ? undefined : ref
}

/** A merge-queue test branch: v1's `trunk-merge/pr-N/<uuid>`, or any other `trunk-merge/…` name. */
function isTestBranch(branch: string | undefined): branch is string {
  return !!branch && (branch.startsWith('trunk-merge/') || !!parseTestBranch(branch))
}

/** The test-branch input: a branch name by git's rules (refs/heads/ taken off), or ''. */
function readTestBranch(get: InputGetter): string {
  const raw = get(Inputs.TestBranch).trim()
  if (!raw) return ''
  try {
    return parseBranch(raw)
  } catch (e) {
    if (!(e instanceof InputError)) throw e
    throw new InputError(
      Inputs.TestBranch,
      `${JSON.stringify(raw.slice(0, 80))} is not a valid branch name`,
      'a test branch such as trunk-merge/pr-12/<uuid>',
    )
  }
}

function readStillNeededSettings(get: InputGetter, ctx: RunContext): StillNeededSettings {
  const given = readTestBranch(get)
  const runBranch = branchOf(ctx.ref)
  // The queue's draft PR runs on pull_request: its head branch is the test branch.
  const own = [ctx.pr?.headRef, runBranch].find(isTestBranch)
  const testBranch = given || own
  const idInput = get(Inputs.TestRunId).trim()
  const parsed = parseTestBranch(testBranch)
  const testRunId = idInput ? parseTestRunId(idInput) : parsed?.testRunId
  const cancelRun = parseBoolean(get, Inputs.CancelRun)
  const watch = parseBoolean(get, Inputs.Watch)
  for (const name of [Inputs.CancelRun, Inputs.Watch] as const) {
    if ((name === Inputs.CancelRun ? cancelRun : watch) && !ctx.runId) {
      throw new InputError(
        name,
        'acts on a GitHub Actions workflow run, and this run has none (GITHUB_RUN_ID is unset)',
        `false outside GitHub Actions: act on the needed output instead (docs/still-needed.md)`,
      )
    }
  }
  const pollIntervalSeconds = readInteger(get, Inputs.PollIntervalSeconds)
  const maxPollIntervalSeconds = readInteger(get, Inputs.MaxPollIntervalSeconds)
  if (maxPollIntervalSeconds < pollIntervalSeconds) {
    throw new InputError(
      Inputs.MaxPollIntervalSeconds,
      `${maxPollIntervalSeconds} is less than ${inputRef(Inputs.PollIntervalSeconds)} (${pollIntervalSeconds})`,
      `a value at least ${inputRef(Inputs.PollIntervalSeconds)}`,
    )
  }
  const shaInput = get(Inputs.CommitSha).trim()
  if (shaInput && !/^([0-9a-f]{40}|[0-9a-f]{64})$/i.test(shaInput)) {
    throw new InputError(
      Inputs.CommitSha,
      `${JSON.stringify(shaInput.slice(0, 80))} is not a full commit sha`,
      '40 (or 64) hexadecimal characters',
    )
  }
  const commitSha = shaInput ? shaInput.toLowerCase() : ctx.sha
  const token = get(Inputs.GithubToken) || ctx.githubToken
  return {
    ...(testBranch ? { testBranch } : {}),
    ...(testRunId ? { testRunId } : {}),
    ...(parsed ? { branchPr: parsed.prNumber } : {}),
    ...(runBranch && !ctx.pr ? { pushBranch: runBranch } : {}),
    ...(commitSha ? { commitSha } : {}),
    cancelRun,
    watch,
    pollIntervalSeconds,
    maxPollIntervalSeconds,
    timeoutSeconds: readInteger(get, Inputs.TimeoutSeconds),
    ...(ctx.runId ? { runId: ctx.runId } : {}),
    github: {
      ...(token ? { token } : {}),
      apiUrl: (ctx.apiUrl || DEFAULT_GITHUB_API_URL).replace(/\/+$/, ''),
    },
  }
}
