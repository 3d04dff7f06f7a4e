/**
 * still-needed's run. On a merge-queue test branch: reads the test run and each PR it tests, says
 * whether the run can still matter, and cancels the workflow run through GitHub when asked and
 * only when it is surely not needed; as a watcher, checks again (backing off) until then, until
 * the run's other jobs end, or until its time runs out. On a push to the target branch: says
 * whether the pushed tree is the tree the queue tested and passed. Every read that fails keeps the
 * run (needed, not verified), with a warning.
 */
import {
  NotFoundError,
  failureOf,
  isCancellation,
  type QueuedPullRequest,
  type QueueTransition,
  type Reading,
  type TestRun,
} from '../../queue/index.js'
import {
  workflowRunUrl,
  workflowRuns,
  type WorkflowRuns,
} from '../../ports/github/workflow-runs.js'
import { Outputs, type OutputName } from '../../inputs/constants.js'
import * as summary from '../common/summary.js'
import type { CommandContext, CommandResult, SettingsFor } from '../common/types.js'
import {
  needsHistory,
  onlyWatcherLeft,
  standingOf,
  verdictOf,
  verifiedVerdictOf,
  type NeededVerdict,
  type PushFacts,
} from './decide.js'
import * as words from './words.js'

/** still-needed's own settings. */
export interface StillNeededSettings {
  /** The test branch to check: the input, else the run's own (push, or the draft PR's head). */
  testBranch?: string
  /** Its test run id: the input, else the uuid of the branch's name. */
  testRunId?: string
  /** The PR the branch's name gives (`trunk-merge/pr-N/…`). */
  branchPr?: number
  /** The branch a push run is on (no PR event): an already-verified check when it is the queue's. */
  pushBranch?: string
  /** The pushed commit (input, else GITHUB_SHA). */
  commitSha?: string
  /** Cancel this workflow run once surely not needed. */
  cancelRun: boolean
  /** Keep checking until not needed, the run's other jobs end, or the time runs out. */
  watch: boolean
  pollIntervalSeconds: number
  maxPollIntervalSeconds: number
  timeoutSeconds: number
  /** This workflow run's id (GITHUB_RUN_ID). */
  runId?: string
  /** GitHub's API and the token for the cancel and the reads of commits and jobs. */
  github: { token?: string; apiUrl: string }
}

type Ctx = CommandContext<SettingsFor<'queue', StillNeededSettings>>
type Outs = Partial<Record<OutputName, string>>

/** Runs still-needed with its settings. */
export async function run(c: Ctx): Promise<CommandResult> {
  if (c.s.testBranch) return onTestBranch(c, c.s.testBranch)
  if (c.s.pushBranch !== undefined && c.s.pushBranch === c.s.targetBranch) return onPush(c)
  const text = words.notATestRun(c.s.pushBranch)
  c.log.info(text)
  return {
    outcome: 'success',
    outputs: { [Outputs.Needed]: 'true', [Outputs.Reason]: 'not-a-test-run' },
    summary: `${text}\n`,
  }
}

// ---- A test branch -------------------------------------------------------------------------------

/** One check of the test branch: the verdict, and the run when it was read. */
interface Check {
  verdict: NeededVerdict
  run?: TestRun
  /** Why it is unknown before any PR was read (no id, the run unread). */
  unread?: string
}

async function checkOnce(c: Ctx, testBranch: string): Promise<Check> {
  const call = { signal: c.signal }
  const unknown = (unread: string): Check => ({
    verdict: { needed: true, reason: 'unknown', prs: [] },
    unread,
  })
  if (!c.s.testRunId) return unknown(words.noTestRunId(testBranch))
  let testRun: TestRun
  try {
    testRun = await c.client.getTestRun(
      { repo: c.s.repo, targetBranch: c.s.targetBranch, testRunId: c.s.testRunId },
      call,
    )
  } catch (e) {
    if (isCancellation(e, c.signal)) throw e
    return unknown(
      e instanceof NotFoundError ? words.runNotFound(c.s.testRunId) : failureOf(e).message,
    )
  }
  const numbers = testRun.testedPullRequests.map((p) => p.number)
  if (numbers.length === 0 && c.s.branchPr !== undefined) numbers.push(c.s.branchPr)
  const prs = []
  for (const number of numbers) {
    const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch, pr: { number } }
    const pr = await reading(c, () => c.client.findPullRequest(ref, call))
    let history: Reading<QueueTransition[]> | undefined
    if (needsHistory(pr)) history = await c.client.readHistory(ref, call)
    prs.push(standingOf(number, c.s.testRunId, pr, history))
  }
  return { verdict: verdictOf(prs), run: testRun }
}

/** A read that may fail, as a reading (a cancelled job still throws). */
async function reading(
  c: Ctx,
  read: () => Promise<QueuedPullRequest | null>,
): Promise<Reading<QueuedPullRequest | null>> {
  try {
    return { status: 'read', value: await read() }
  } catch (e) {
    if (isCancellation(e, c.signal)) throw e
    return { status: 'unknown', failure: failureOf(e) }
  }
}

/** Logs a check: each PR's standing, the verdict, and a warning when it could not tell. */
function report(c: Ctx, testBranch: string, check: Check): string[] {
  const lines = [
    ...check.verdict.prs.map(words.standingLine),
    words.verdictLine(check.verdict, testBranch),
  ]
  for (const l of lines) c.log.info(l)
  if (check.verdict.reason === 'unknown') {
    const why =
      check.unread ??
      check.verdict.prs.find((p) => p.reason === 'unknown')?.failure ??
      'nothing was read'
    c.log.warning(words.unknownWarning(testBranch, why))
    lines.push(words.unknownWarning(testBranch, why))
  }
  return lines
}

function checkOutputs(testBranch: string, check: Check): Outs {
  const v = check.verdict
  const prs = v.prs.map((p) => p.number)
  return {
    [Outputs.Needed]: String(v.needed),
    [Outputs.Reason]: v.reason,
    [Outputs.TestBranch]: testBranch,
    [Outputs.TestedPrs]: prs.join(','),
    [Outputs.TestingStatus]: check.run?.status ?? '',
    [Outputs.RunCancelled]: 'false',
    ...(prs[0] !== undefined ? { [Outputs.PrNumber]: String(prs[0]) } : {}),
  }
}

async function onTestBranch(c: Ctx, testBranch: string): Promise<CommandResult> {
  let check = await checkOnce(c, testBranch)
  const lines = report(c, testBranch, check)
  if (!check.verdict.needed) return notNeeded(c, testBranch, check, lines)
  if (!c.s.watch) return done(testBranch, check, lines)

  // The watcher: check again, backing off while nothing changes, until one of its ends.
  const gh = await github(c)
  const started = c.clock.now()
  const deadline = started + c.s.timeoutSeconds * 1000
  let interval = c.s.pollIntervalSeconds
  let jobsWarned = false
  for (;;) {
    if (gh && c.s.runId) {
      try {
        if (onlyWatcherLeft(await gh.jobs(c.s.runId))) {
          c.log.info(words.OTHER_JOBS_ENDED)
          return done(testBranch, check, [...lines, words.OTHER_JOBS_ENDED])
        }
      } catch (e) {
        if (isCancellation(e, c.signal)) throw e
        if (!jobsWarned) c.log.warning(words.jobsUnknown(githubFailure(e)))
        jobsWarned = true
      }
    }
    const left = deadline - c.clock.now()
    if (left <= 0) {
      const text = words.watchTimedOut(c.s.timeoutSeconds)
      c.log.info(text)
      return done(testBranch, check, [...lines, text])
    }
    c.log.debug(words.watching(interval))
    const jittered = interval * 1000 * (0.8 + 0.4 * c.clock.random())
    await c.clock.sleep(Math.min(jittered, left), c.signal)
    const next = await checkOnce(c, testBranch)
    const changed = next.verdict.reason !== check.verdict.reason
    check = next
    if (!check.verdict.needed) {
      return notNeeded(c, testBranch, check, [...lines, ...report(c, testBranch, check)])
    }
    if (changed) report(c, testBranch, check)
    interval = changed
      ? c.s.pollIntervalSeconds
      : Math.min(c.s.maxPollIntervalSeconds, interval * 2)
  }
}

function done(testBranch: string, check: Check, lines: string[]): CommandResult {
  return {
    outcome: 'success',
    outputs: checkOutputs(testBranch, check),
    summary: `${lines.join('\n\n')}\n`,
  }
}

/** GitHub's workflow runs for this repository, when a token is there. */
async function github(c: Ctx): Promise<WorkflowRuns | undefined> {
  if (!c.s.github.token) return undefined
  return workflowRuns({
    token: c.s.github.token,
    apiUrl: c.s.github.apiUrl,
    owner: c.s.repo.owner,
    repo: c.s.repo.name,
    ...(c.signal ? { signal: c.signal } : {}),
  })
}

function githubFailure(e: unknown): string {
  const status = (e as { status?: number }).status
  const message = e instanceof Error ? e.message : String(e)
  return status ? `HTTP ${status}: ${message}` : message
}

/** Surely not needed: cancel the run once when asked, else say it. */
async function notNeeded(
  c: Ctx,
  testBranch: string,
  check: Check,
  lines: string[],
): Promise<CommandResult> {
  const outputs = checkOutputs(testBranch, check)
  if (!c.s.cancelRun) {
    c.log.info(words.notCancelling())
    return {
      outcome: 'success',
      outputs,
      summary: `${[...lines, words.notCancelling()].join('\n\n')}\n`,
    }
  }
  const runId = c.s.runId as string
  const url = workflowRunUrl(c.s.repo.host, `${c.s.repo.owner}/${c.s.repo.name}`, runId)
  const gh = await github(c)
  let text: string
  if (!gh) {
    text = words.cancelFailed(words.NO_GITHUB_TOKEN)
    c.log.warning(text)
  } else {
    try {
      const answer = await gh.cancel(runId)
      if (answer === 'accepted') {
        text = words.cancelAsked(url, check.verdict.reason)
        outputs[Outputs.RunCancelled] = 'true'
        c.log.notice(text)
      } else {
        text = words.cancelTooLate(url)
        c.log.info(text)
      }
    } catch (e) {
      if (isCancellation(e, c.signal)) throw e
      text = words.cancelFailed(githubFailure(e))
      c.log.warning(text)
    }
  }
  return { outcome: 'success', outputs, summary: `${[...lines, text].join('\n\n')}\n` }
}

// ---- A push to the target branch -----------------------------------------------------------------

async function onPush(c: Ctx): Promise<CommandResult> {
  const sha = c.s.commitSha
  const base: Outs = { [Outputs.Needed]: 'true', [Outputs.AlreadyVerified]: 'false' }
  if (!sha) {
    const text = words.noCommit(c.s.targetBranch)
    c.log.warning(text)
    return {
      outcome: 'success',
      outputs: { ...base, [Outputs.Reason]: 'unknown' },
      summary: `${text}\n`,
    }
  }
  const facts = await pushFacts(c, sha)
  const v = verifiedVerdictOf(facts)
  const text = words.verifiedLine(v, sha)
  if (v.reason === 'unknown') c.log.warning(text)
  else c.log.info(text)
  const repoUrl = summary.repoUrl(c.s.repo)
  const url =
    v.alreadyVerified && v.testedSha && repoUrl ? `${repoUrl}/commit/${v.testedSha}` : undefined
  return {
    outcome: 'success',
    outputs: {
      ...base,
      [Outputs.Reason]: v.reason,
      [Outputs.AlreadyVerified]: String(v.alreadyVerified),
      ...(url ? { [Outputs.VerifiedByUrl]: url } : {}),
      ...(v.prNumber !== undefined ? { [Outputs.PrNumber]: String(v.prNumber) } : {}),
    },
    summary: `${url ? `${text}\n\nThe tested commit: ${summary.commitLink(c.s.repo, v.testedSha as string)}` : text}\n`,
  }
}

/** What a push needs read, step by step, stopping at the first step that cannot go on. */
async function pushFacts(c: Ctx, sha: string): Promise<PushFacts> {
  const call = { signal: c.signal }
  const unknown = (e: unknown): { status: 'unknown'; failure: ReturnType<typeof failureOf> } => {
    if (isCancellation(e, c.signal)) throw e
    const f = failureOf(e)
    const status = (e as { status?: number }).status
    return { status: 'unknown', failure: { ...f, ...(status ? { status } : {}) } }
  }
  const gh = await github(c)
  if (!gh) {
    return {
      mergedPrs: {
        status: 'unknown',
        failure: { kind: 'config', message: 'no GitHub token to read the commit with' },
      },
    }
  }
  let merged: number[]
  try {
    merged = (await gh.pullRequestsOf(sha))
      .filter((p) => p.mergedAt && (p.baseRef === undefined || p.baseRef === c.s.targetBranch))
      .map((p) => p.number)
  } catch (e) {
    return { mergedPrs: unknown(e) }
  }
  const facts: PushFacts = {
    mergedPrs: merged.length ? { status: 'read', value: merged } : { status: 'empty' },
  }
  if (!merged.length) return facts
  const ref = {
    repo: c.s.repo,
    targetBranch: c.s.targetBranch,
    pr: { number: merged[0] as number },
  }
  facts.pr = await reading(c, () => c.client.findPullRequest(ref, call))
  const pr = facts.pr.status === 'read' ? facts.pr.value : null
  if (!pr?.verifiedBy || pr.state.toLowerCase() !== 'merged') return facts
  let tested: TestRun
  try {
    tested = await c.client.getTestRun(
      { repo: c.s.repo, targetBranch: c.s.targetBranch, testRunId: pr.verifiedBy },
      call,
    )
    facts.run = {
      status: 'read',
      value: {
        testBranchSha: tested.testBranchSha,
        ...(tested.status ? { status: tested.status } : {}),
      },
    }
  } catch (e) {
    facts.run = unknown(e)
    return facts
  }
  try {
    const [pushed, testedTree] = await Promise.all([
      gh.treeOf(sha),
      gh.treeOf(tested.testBranchSha),
    ])
    facts.trees = { status: 'read', value: { pushed, tested: testedTree } }
  } catch (e) {
    facts.trees = unknown(e)
  }
  return facts
}
