/**
 * One function per command: turn settings into client calls, and results into outputs, a summary
 * and (on failure) the message the step fails with. Nothing here calls core.setFailed.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import {
  ConflictError,
  MAX_REQUEST_BODY_BYTES,
  NotFoundError,
  isTerminalState,
  parsePrometheusText,
  sumSamples,
  type Clock,
  type PullRequestRef,
  type Queue,
  type QueueConfig,
  type SubmittedPullRequest,
  type TestCase,
  type TrunkClient,
} from '../client/index.js'
import {
  Inputs,
  MAX_FAILING_TESTS_OUTPUT_BYTES,
  NOT_SUBMITTED,
  Outputs,
  type Command,
  type Outcome,
  type OutputName,
} from './constants.js'
import { InputError } from './input-error.js'
import type { Settings } from './settings.js'
import * as summary from './summary.js'
import { judge, positionIn, readinessReasons, shaMatches, waitForPullRequestState } from './wait.js'

/** What a command produced. */
export interface CommandResult {
  outcome: Outcome
  outputs: Partial<Record<OutputName, string>>
  /** Markdown for the job summary (below the heading). */
  summary: string
  /** Set when the step must fail: the message it fails with. */
  failure?: string
}

/** A logger whose every line is already made safe by the caller. */
export interface Log {
  info(m: string): void
  warning(m: string): void
  notice(m: string): void
  debug(m: string): void
  group<T>(name: string, fn: () => Promise<T>): Promise<T>
}

/** What a command runs with. */
export interface CommandContext {
  s: Settings
  client: TrunkClient
  clock: Clock
  signal?: AbortSignal
  log: Log
}

type Handler = (c: CommandContext) => Promise<CommandResult>

/** The handler of each command. */
export const COMMAND_HANDLERS: Record<Command, Handler> = {
  submit,
  cancel,
  'restart-tests': restartTests,
  status,
  wait,
  'upload-targets': uploadTargets,
  'testing-details': testingDetails,
  'failing-tests': failingTests,
  'test-details': testDetails,
  'get-queue': getQueue,
  'create-queue': createQueue,
  'update-queue': updateQueue,
  'delete-queue': deleteQueue,
  metrics,
}

/** The title of a command's summary and log group. */
export function describeCommand(s: Settings): string {
  const where = `${s.repo.owner}/${s.repo.name}${s.targetBranch ? `:${s.targetBranch}` : ''}`
  return s.prNumber !== undefined
    ? `${s.command} PR #${s.prNumber} (${where})`
    : `${s.command} (${where})`
}

// ---- Pull requests ------------------------------------------------------------------------------

function prRef(s: Settings): PullRequestRef {
  return {
    repo: s.repo,
    targetBranch: s.targetBranch as string,
    pr: { number: s.prNumber as number },
  }
}

/** Outputs that describe the PR as the queue holds it. */
export function prOutputs(pr: SubmittedPullRequest | null): CommandResult['outputs'] {
  if (!pr) return { [Outputs.State]: NOT_SUBMITTED, [Outputs.IsSubmitted]: 'false' }
  return {
    [Outputs.State]: pr.state.toUpperCase(),
    [Outputs.IsSubmitted]: String(pr.isCurrentlySubmittedToQueue && !isTerminalState(pr.state)),
    [Outputs.PriorityName]: pr.priorityName,
    [Outputs.PriorityValue]: String(pr.priorityValue),
    [Outputs.PrSha]: pr.prSha,
  }
}

function queueOutputs(
  q: Queue | QueueConfig | undefined,
  prNumber?: number,
): CommandResult['outputs'] {
  if (!q) return {}
  const out: CommandResult['outputs'] = { [Outputs.QueueState]: q.state.toLowerCase() }
  if ('enqueuedPullRequests' in q) {
    out[Outputs.QueueDepth] = String(q.enqueuedPullRequests.length)
    const position = prNumber === undefined ? undefined : positionIn(q, prNumber)
    if (position !== undefined) out[Outputs.QueuePosition] = String(position)
  }
  return out
}

/** Reads the queue for context; a failure here never fails the command. */
async function tryGetQueue(c: CommandContext): Promise<Queue | undefined> {
  try {
    return await c.client.getQueue(
      { repo: c.s.repo, targetBranch: c.s.targetBranch as string },
      { signal: c.signal },
    )
  } catch (e) {
    c.log.debug(`Could not read the queue: ${(e as Error).message}`)
    return undefined
  }
}

function staleNote(c: CommandContext, pr: SubmittedPullRequest | null): string | undefined {
  if (!pr || !c.s.prSha || shaMatches(pr.prSha, c.s.prSha)) return undefined
  return `The queue's entry is for commit ${pr.prSha.slice(0, 12)}, not the PR's head ${c.s.prSha.slice(0, 12)}.`
}

async function submit(c: CommandContext): Promise<CommandResult> {
  const ref = prRef(c.s)
  const before = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  const wasQueued = !!before && before.isCurrentlySubmittedToQueue && !isTerminalState(before.state)
  try {
    const r = await c.client.submitPullRequest(
      { ...ref, priority: c.s.priority, noBatch: c.s.noBatch },
      { signal: c.signal },
    )
    if (r.reconciled)
      c.log.info(
        'The first submit failed in a way that left its outcome unknown; the PR was read back to settle it.',
      )
  } catch (e) {
    // A v2-style service refuses a PR that is already queued: that is the state asked for.
    if (!(e instanceof ConflictError)) throw e
    c.log.notice(`PR #${ref.pr.number} is already in the queue (the service answered 409).`)
  }
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  const q = await tryGetQueue(c)
  const outputs = { ...prOutputs(pr), ...queueOutputs(q, ref.pr.number) }
  const intro = wasQueued
    ? `PR #${ref.pr.number} was already in the queue; its submission was renewed${c.s.priority !== undefined ? ` with priority ${c.s.priority}` : ''}.`
    : `PR #${ref.pr.number} was submitted to the queue.`
  c.log.info(intro)
  const stale = staleNote(c, pr)
  if (stale) c.log.warning(stale)
  if (pr && isTerminalState(pr.state)) {
    const failure = `PR #${ref.pr.number} was submitted, but the queue now shows it as ${pr.state.toUpperCase()}.`
    return { outcome: 'failure', outputs, summary: summary.prSection(pr), failure }
  }
  return {
    outcome: 'success',
    outputs,
    summary: `${intro}${stale ? ` ${stale}` : ''}\n\n${summary.prSection(pr, positionOf(q, ref.pr.number))}`,
  }
}

async function cancel(c: CommandContext): Promise<CommandResult> {
  const ref = prRef(c.s)
  try {
    const r = await c.client.cancelPullRequest(ref, { signal: c.signal })
    if (r.reconciled && r.status === 404)
      c.log.info(
        'The first cancel failed with an unknown outcome; the retry found the PR already out of the queue.',
      )
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e
    const text = `PR #${ref.pr.number} is not in the queue; there was nothing to cancel.`
    c.log.info(text)
    const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
    return {
      outcome: 'not-submitted',
      outputs: { ...prOutputs(pr), [Outputs.IsSubmitted]: 'false' },
      summary: `${text}\n`,
    }
  }
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  c.log.info(`PR #${ref.pr.number} was removed from the queue.`)
  return {
    outcome: 'success',
    outputs: prOutputs(pr),
    summary: `PR #${ref.pr.number} was removed from the queue.\n\n${summary.prSection(pr)}`,
  }
}

async function restartTests(c: CommandContext): Promise<CommandResult> {
  const ref = prRef(c.s)
  try {
    await c.client.restartTestsOnPullRequest(ref, { signal: c.signal })
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e
    const failure = `PR #${ref.pr.number} is not in the queue, so its tests cannot be restarted (submit it first).`
    return { outcome: 'not-submitted', outputs: prOutputs(null), summary: `${failure}\n`, failure }
  }
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  const text = `Tests of PR #${ref.pr.number} were restarted; it keeps its place in the queue.`
  c.log.info(text)
  return {
    outcome: 'success',
    outputs: prOutputs(pr),
    summary: `${text}\n\n${summary.prSection(pr)}`,
  }
}

async function status(c: CommandContext): Promise<CommandResult> {
  const ref = prRef(c.s)
  const pr = await c.client.findSubmittedPullRequest(ref, { signal: c.signal })
  const q = pr && !isTerminalState(pr.state) ? await tryGetQueue(c) : undefined
  const outputs = { ...prOutputs(pr), ...queueOutputs(q, ref.pr.number) }
  const verdict = judge(pr, { waitFor: [], failOn: [], expectedSha: c.s.prSha })
  const outcome: Outcome =
    verdict.done && (verdict.outcome === 'not-submitted' || verdict.outcome === 'stale')
      ? verdict.outcome
      : 'success'
  const line = pr
    ? `PR #${ref.pr.number} is ${pr.state.toUpperCase()}.`
    : `PR #${ref.pr.number} is not in the queue.`
  c.log.info(line)
  const stale = staleNote(c, pr)
  if (stale) c.log.warning(stale)
  let md = `${summary.prSection(pr, positionOf(q, ref.pr.number))}${stale ? `\n${stale}\n` : ''}`
  if (pr?.state.toLowerCase() === 'not_ready') {
    const reasons = readinessReasons(pr.readiness, c.s.prSha)
    c.log.info(`Not ready: ${reasons.join('; ')}.`)
    md += summary.notReadySection(reasons)
  }
  return { outcome, outputs, summary: md }
}

async function wait(c: CommandContext): Promise<CommandResult> {
  const s = c.s
  const ref = prRef(s)
  c.log.info(
    `Waiting up to ${s.timeoutSeconds} s for ${s.waitFor.map((x) => x.toUpperCase()).join('/')}` +
      (s.failOn.length ? ` (failing on ${s.failOn.map((x) => x.toUpperCase()).join('/')})` : '') +
      `, polling every ${s.pollIntervalSeconds} s (backing off to ${s.maxPollIntervalSeconds} s while nothing changes).`,
  )
  const r = await waitForPullRequestState(
    { client: c.client, clock: c.clock, signal: c.signal, log: c.log },
    {
      ref,
      waitFor: s.waitFor,
      failOn: s.failOn,
      expectedSha: s.prSha,
      timeoutMs: s.timeoutSeconds * 1000,
      pollIntervalMs: s.pollIntervalSeconds * 1000,
      maxPollIntervalMs: s.maxPollIntervalSeconds * 1000,
      notSubmittedTimeoutMs: s.notSubmittedTimeoutSeconds * 1000,
      requestTimeoutMs: s.requestTimeoutSeconds * 1000,
    },
  )
  const outputs = {
    ...prOutputs(r.pr),
    ...queueOutputs(r.queue, ref.pr.number),
    [Outputs.TimedOut]: String(r.timedOut),
  }
  if (r.position !== undefined) outputs[Outputs.QueuePosition] = String(r.position)
  const message = `PR #${ref.pr.number}: ${r.reason}.`
  const md =
    `${message}\n\n` +
    summary.prSection(r.pr, {
      position: r.position,
      depth: r.queue?.enqueuedPullRequests.length,
      queueState: r.queue?.state,
    }) +
    summary.notReadySection(r.notReadyReasons) +
    summary.timelineSection(r.timeline, c.clock.now()) +
    `\n_${r.polls} status poll(s)._\n`
  if (r.outcome === 'success') {
    c.log.info(message)
    return { outcome: 'success', outputs, summary: md }
  }
  return { outcome: r.outcome, outputs, summary: md, failure: message }
}

async function uploadTargets(c: CommandContext): Promise<CommandResult> {
  const s = c.s
  const parsed = s.targets!
  const given = parsed.kind === 'ALL' ? 0 : parsed.targets.length
  c.log.info(
    parsed.kind === 'ALL'
      ? 'Uploading ALL: the PR impacts every target.'
      : `Uploading ${given} target(s) (${parsed.format === 'json' ? 'JSON array' : 'one per line'}; repeats dropped) for commit ${s.prSha!.slice(0, 12)}${s.forkedWorkflowRunId ? ', as a fork run (no token)' : ''}.`,
  )
  const r = await c.client.uploadImpactedTargets(
    { repo: s.repo, targetBranch: s.targetBranch!, pr: { number: s.prNumber!, sha: s.prSha! } },
    parsed.kind === 'ALL' ? 'ALL' : parsed.targets,
    { signal: c.signal },
  )
  if (r.reason === 'oversize') {
    c.log.warning(
      `The list of ${given} targets would make a request body over ${r.listBytes} bytes, past the 20 MiB limit; sent ALL instead (every target counts as impacted).`,
    )
  } else if (r.reason === 'server-413') {
    c.log.warning(
      'The service refused the list as too large (HTTP 413); sent ALL instead (every target counts as impacted).',
    )
  } else {
    c.log.info(
      `Uploaded ${r.mode === 'ALL' ? 'ALL' : `${r.count} distinct target(s)`} in ${r.requestBytes} bytes.`,
    )
  }
  return {
    outcome: 'success',
    outputs: {
      [Outputs.ImpactedTargetsMode]: r.mode,
      [Outputs.ImpactedTargetsCount]: String(r.count),
      [Outputs.RequestBytes]: String(r.requestBytes),
      [Outputs.PrSha]: s.prSha!,
    },
    summary: summary.uploadSection({ ...r, given, limit: MAX_REQUEST_BODY_BYTES }),
  }
}

async function testingDetails(c: CommandContext): Promise<CommandResult> {
  const d = await c.client.getMergeQueueTestingDetails(
    { repo: c.s.repo, targetBranch: c.s.targetBranch!, testRunId: c.s.testRunId! },
    { signal: c.signal },
  )
  c.log.info(
    `Test run ${c.s.testRunId} on ${d.testBranch} is ${d.status ?? 'of unknown status'}; it tests ${d.testedPullRequests.map((p) => `#${p.prNumber}`).join(', ') || 'no PR'}.`,
  )
  return {
    outcome: 'success',
    outputs: { [Outputs.TestingStatus]: d.status ?? '' },
    summary: summary.testingDetailsSection(d),
  }
}

// ---- Flaky tests --------------------------------------------------------------------------------

/** The failing-tests output: compact JSON, most failing first, cut to fit the output budget. */
export function failingTestsOutput(
  tests: TestCase[],
  maxBytes = MAX_FAILING_TESTS_OUTPUT_BYTES,
): string {
  const items = summary.sortByFailureRate(tests).map((t) => ({
    id: t.id,
    name: t.name,
    ...(t.parent ? { parent: t.parent } : {}),
    ...(t.file_path ? { file: t.file_path } : {}),
    status: t.status.value ?? '',
    quarantined: t.quarantined,
    failureRate7d: t.failure_rate_last_7d,
    failureRate24h: t.failure_rate_last_24h,
    url: t.html_url,
  }))
  let json = JSON.stringify(items)
  if (Buffer.byteLength(json) <= maxBytes) return json
  // Keep the most failing tests that fit.
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (Buffer.byteLength(JSON.stringify(items.slice(0, mid))) <= maxBytes) lo = mid
    else hi = mid - 1
  }
  json = JSON.stringify(items.slice(0, lo))
  return json
}

function testCounts(tests: TestCase[]): CommandResult['outputs'] {
  return {
    [Outputs.FailingTestsCount]: String(tests.length),
    [Outputs.FlakyTestsCount]: String(tests.filter(summary.isFlaky).length),
    [Outputs.QuarantinedTestsCount]: String(tests.filter((t) => t.quarantined).length),
    [Outputs.FailingTests]: failingTestsOutput(tests),
  }
}

async function failingTests(c: CommandContext): Promise<CommandResult> {
  const end = new Date(c.clock.now())
  const start = new Date(end.getTime() - c.s.windowHours * 3600_000)
  const window = { start: start.toISOString(), end: end.toISOString() }
  const tests = await c.client.listAllFailingTests(
    {
      repo: c.s.repo,
      org_url_slug: c.s.orgUrlSlug!,
      start_time: window.start,
      end_time: window.end,
      page_size: 100,
    },
    { signal: c.signal },
  )
  const outputs = testCounts(tests)
  c.log.info(
    `${tests.length} test(s) failed in the last ${c.s.windowHours} h: ${outputs[Outputs.FlakyTestsCount]} flaky, ${outputs[Outputs.QuarantinedTestsCount]} quarantined.`,
  )
  const kept = (JSON.parse(outputs[Outputs.FailingTests] as string) as unknown[]).length
  if (kept < tests.length)
    c.log.warning(
      `The failing-tests output holds the ${kept} most failing tests of ${tests.length} (outputs are limited in size).`,
    )
  return { outcome: 'success', outputs, summary: summary.failingTestsSection(tests, window) }
}

async function testDetails(c: CommandContext): Promise<CommandResult> {
  const t = await c.client.getTestDetails(
    { repo: c.s.repo, org_url_slug: c.s.orgUrlSlug!, test_id: c.s.testId! },
    { signal: c.signal },
  )
  c.log.info(
    `Test ${t.name}: ${t.status.value ?? 'unknown'}${t.quarantined ? ', quarantined' : ''}, failure rate ${t.failure_rate_last_7d} (7d).`,
  )
  return { outcome: 'success', outputs: testCounts([t]), summary: summary.testDetailsSection(t) }
}

// ---- Queues -------------------------------------------------------------------------------------

async function getQueue(c: CommandContext): Promise<CommandResult> {
  const q = await c.client.getQueue(
    { repo: c.s.repo, targetBranch: c.s.targetBranch! },
    { signal: c.signal },
  )
  c.log.info(
    `The queue for ${c.s.targetBranch} is ${q.state} (${q.mode}), with ${q.enqueuedPullRequests.length} PR(s).`,
  )
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: summary.queueSection(q, c.s.targetBranch!),
  }
}

async function createQueue(c: CommandContext): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch! }
  const settings = c.s.queueSettings ?? {}
  const { mode, concurrency, ...rest } = settings
  let existed = false
  try {
    await c.client.createQueue({ ...ref, mode, concurrency }, { signal: c.signal })
    c.log.info(`Created the queue for ${ref.targetBranch}.`)
  } catch (e) {
    if (!(e instanceof ConflictError)) throw e
    existed = true
    c.log.notice(
      `A queue for ${ref.targetBranch} exists already${Object.keys(settings).length ? '; applying queue-settings to it' : ''}.`,
    )
  }
  // createQueue takes only mode and concurrency; everything else goes through updateQueue.
  const toUpdate = existed ? settings : rest
  if (Object.keys(toUpdate).length)
    await c.client.updateQueue({ ...ref, ...toUpdate }, { signal: c.signal })
  const q = await c.client.getQueue(ref, { signal: c.signal })
  const intro = existed
    ? `The queue for ${ref.targetBranch} existed already.`
    : `Created the queue for ${ref.targetBranch}.`
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: `${intro}\n\n${summary.queueSection(q, ref.targetBranch)}`,
  }
}

async function updateQueue(c: CommandContext): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch! }
  await c.client.updateQueue({ ...ref, ...c.s.queueSettings }, { signal: c.signal })
  const q = await c.client.getQueue(ref, { signal: c.signal })
  c.log.info(
    `Updated ${Object.keys(c.s.queueSettings ?? {}).join(', ')} of the queue for ${ref.targetBranch}; it is ${q.state}.`,
  )
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: `Updated: ${Object.keys(c.s.queueSettings ?? {})
      .map((k) => `\`${k}\``)
      .join(', ')}.\n\n${summary.queueSection(q, ref.targetBranch)}`,
  }
}

async function deleteQueue(c: CommandContext): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch! }
  try {
    await c.client.deleteQueue(ref, { signal: c.signal })
  } catch (e) {
    if (e instanceof NotFoundError) {
      const text = `There is no queue for ${ref.targetBranch}; nothing to delete.`
      c.log.notice(text)
      return { outcome: 'success', outputs: {}, summary: `${text}\n` }
    }
    if ((e as { kind?: string }).kind === 'bad-request') {
      const q = await tryGetQueue(c)
      const n = q?.enqueuedPullRequests.length
      const failure = `The queue for ${ref.targetBranch} was not deleted: a queue can be deleted only when it is empty${n ? ` and it holds ${n} PR(s)` : ''}; cancel or merge them first.`
      return {
        outcome: 'failure',
        outputs: queueOutputs(q),
        summary: q ? summary.queueSection(q, ref.targetBranch) : '',
        failure,
      }
    }
    throw e
  }
  const text = `Deleted the queue for ${ref.targetBranch}.`
  c.log.info(text)
  return { outcome: 'success', outputs: {}, summary: `${text}\n` }
}

// ---- Metrics ------------------------------------------------------------------------------------

async function metrics(c: CommandContext): Promise<CommandResult> {
  const repoName = `${c.s.repo.owner}/${c.s.repo.name}`
  const m = await c.client.getMergeQueueMetrics(
    c.s.metricsScope === 'organization' ? {} : { repo: repoName, repoHost: c.s.repo.host },
    { signal: c.signal },
  )
  const outputs: CommandResult['outputs'] = {}
  if (c.s.metricsFile) {
    const path = resolve(c.s.metricsFile)
    const tmp = `${path}.${process.pid}.tmp`
    try {
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(tmp, m.text)
      renameSync(tmp, path)
    } catch (e) {
      try {
        rmSync(tmp, { force: true })
      } catch {
        // Nothing was written there.
      }
      const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message
      throw new InputError(
        Inputs.MetricsFile,
        `${JSON.stringify(c.s.metricsFile)} could not be written (${code})`,
        'a writable file path',
      )
    }
    outputs[Outputs.MetricsFile] = path
    c.log.info(`Wrote ${Buffer.byteLength(m.text)} bytes of Prometheus text to ${path}.`)
  }
  const parsed = parsePrometheusText(m.text)
  const queues = new Map<string, { repo: string; branch: string }>()
  for (const sm of parsed.samples) {
    if (sm.labels.repo && sm.labels.branch && (sm.labels.queue_type ?? 'main') === 'main') {
      queues.set(`${sm.labels.repo}\u0000${sm.labels.branch}`, {
        repo: sm.labels.repo,
        branch: sm.labels.branch,
      })
    }
  }
  const rows = [...queues.values()].map((q) => {
    const match = { repo: q.repo, branch: q.branch, queue_type: 'main' }
    return {
      ...q,
      depth: sumSamples(parsed, 'mq_depth_current', match),
      testing: sumSamples(parsed, 'mq_testing_slots_active', match),
      waiting: sumSamples(parsed, 'mq_awaiting_mergeability', match),
      merged1h: sumSamples(parsed, 'mq_pr_conclusions_1h_total', {
        ...match,
        conclusion: 'merged',
      }),
      failed1h: sumSamples(parsed, 'mq_pr_conclusions_1h_total', {
        ...match,
        conclusion: 'failed',
      }),
    }
  })
  const depth = sumSamples(parsed, 'mq_depth_current', {
    repo: repoName,
    queue_type: 'main',
    ...(c.s.targetBranch ? { branch: c.s.targetBranch } : {}),
  })
  if (depth !== undefined) outputs[Outputs.QueueDepth] = String(depth)
  c.log.info(`Read ${parsed.samples.length} samples for ${queues.size} queue(s).`)
  return { outcome: 'success', outputs, summary: summary.metricsSection(rows) }
}

function positionOf(q: Queue | undefined, prNumber: number) {
  if (!q) return {}
  return {
    position: positionIn(q, prNumber),
    depth: q.enqueuedPullRequests.length,
    queueState: q.state,
  }
}
