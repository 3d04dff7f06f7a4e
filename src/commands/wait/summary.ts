/** wait's job summary: the verdict, the PR as last seen, the timeline as a diagram and a table. */
import { isTerminalState, type Queue, type QueuedPullRequest, type Why } from '../../queue/index.js'
import { absoluteTime, humanDuration, md, mdTable, parseTime, withTitle } from '../../ports/text.js'

/** One observed state, for the timeline. */
export interface Transition {
  state: string
  /** When this run first saw it (ms since epoch). */
  seenAt: number
  /** When the service says the state began (ISO), if it said. */
  since?: string
}

/** What a wait has seen so far: all of it at its end, or up to a cancellation. */
export interface WaitProgress {
  /** The PR as last read (null: not in the queue). */
  pr: QueuedPullRequest | null
  /** The states seen, in order. */
  timeline: Transition[]
  /** Status polls made. */
  polls: number
  /** The queue as last read. */
  queue?: Queue
  /** The PR's 1-based position in it. */
  position?: number
  /** Why the PR was not ready, when it was last seen in NOT_READY. */
  notReadyReasons?: string[]
}

/**
 * A wait's summary: the PR as last seen, why it is not ready, its states as a gantt chart and a
 * table, and the polls made. `headline` is the verdict to print first (leave it out when the
 * step fails: the failure alert above says it). `cancelled`: the job was cancelled mid-wait and
 * this is what the wait had seen until then.
 */
export function waitSection(
  w: WaitProgress,
  ctx: SummaryContext,
  opts: { headline?: string; cancelled?: boolean; why?: Why; prSha?: string } = {},
): string {
  const started = w.timeline[0]?.seenAt
  const spent = started === undefined ? '' : ` over ${humanDuration(ctx.now - started)}`
  return (
    (opts.headline ? `${md(opts.headline, 2000)}\n\n` : '') +
    (opts.cancelled
      ? `The job was cancelled while waiting${spent}; this is what the wait had seen until then.\n\n`
      : '') +
    prSection(w.pr, ctx, {
      position: w.position,
      depth: w.queue?.pullRequests.length,
      queueState: w.queue?.state,
    }) +
    notReadySection(w.notReadyReasons) +
    whySection(opts.why, opts.prSha) +
    timelineSection(w.timeline, ctx.now, w.pr ? Number(w.pr.number) : undefined) +
    `\n_${plural(w.polls, 'status poll')}${spent}._\n`
  )
}

/**
 * The states this run saw, with when each began and how long it lasted: a mermaid gantt chart
 * (one bar per state; a final state is a milestone), then the same as a table for screen readers
 * and for places that do not draw mermaid.
 */
export function timelineSection(
  timeline: Transition[],
  endedAt: number,
  prNumber?: number,
): string {
  if (!timeline.length) return ''
  const start = timeline[0]!.seenAt
  const spans = timeline.map((t, i) => {
    const end = timeline[i + 1]?.seenAt ?? endedAt
    const last = i === timeline.length - 1
    return { ...t, end, last, final: last && isTerminalState(t.state) }
  })
  const rows = spans.map((s, i) => {
    const since = parseTime(s.since)
    const before = i === 0 && since !== undefined && s.seenAt - since >= 1000
    const seen = withTitle(
      i === 0 ? 'at the start' : `after ${humanDuration(s.seenAt - start)}`,
      `${absoluteTime(s.seenAt)}${since !== undefined ? `; the service says it began ${absoluteTime(since)}` : ''}`,
    )
    const lasted = s.final
      ? '—'
      : `${humanDuration(s.end - s.seenAt)}${s.last ? ' so far' : ''}` +
        (before ? ` (${humanDuration(s.end - since!)} in all)` : '')
    return [stateCode(s.state, true), seen, lasted]
  })
  return (
    '\n**Timeline** (as this run saw it)\n\n' +
    (endedAt - start >= 1000 ? ganttChart(spans, endedAt - start, prNumber) + '\n' : '') +
    mdTable(['State', 'Seen', 'Lasted'], rows) +
    '\n'
  )
}

/** A name mermaid's gantt syntax takes as a task or section name: no `:`, `#` or `;`. */
export function ganttName(text: string, max = 60): string {
  return text.replace(/[^A-Za-z0-9_ ().,+-]/g, '?').slice(0, max)
}

/**
 * The job summary of each command, as GitHub-flavoured Markdown built by small pure functions.
 * Facts about one thing are a list; many things of a kind are a table with a header; times are
 * durations with the absolute time on hover; PRs, commits and tests are links; the wait's states
 * and the queue are also drawn as mermaid diagrams, each followed by a table that says the same.
 */
import {
  notReadySection,
  plural,
  prSection,
  stateCode,
  whySection,
  type SummaryContext,
} from '../common/summary.js'

/** States that end a PR's time in the queue badly, drawn in red. */
const BAD_STATES = new Set(['failed', 'cancelled', 'pending_failure'])

function ganttChart(
  spans: (Transition & { end: number; last: boolean; final: boolean })[],
  totalMs: number,
  prNumber: number | undefined,
): string {
  const who = prNumber === undefined ? 'the PR' : `PR ${prNumber}`
  const axis = totalMs < 10 * 60_000 ? '%H:%M:%S' : totalMs < 24 * 3600_000 ? '%H:%M' : '%d %H:%M'
  const lines = [
    '```mermaid',
    'gantt',
    `  accTitle: ${ganttName(`States of ${who} in the merge queue`, 200)}`,
    `  accDescr: ${ganttName('One bar per state, as this run saw it. The table below lists the same.', 200)}`,
    '  dateFormat x',
    `  axisFormat ${axis}`,
    '  todayMarker off',
    `  section ${ganttName(who)}`,
  ]
  spans.forEach((s, i) => {
    const state = s.state.toUpperCase()
    const tags = [
      BAD_STATES.has(s.state.toLowerCase()) ? 'crit' : '',
      // A state still held at the end is `active` (lighter); earlier ones keep the plain colour.
      s.final ? 'milestone' : s.last ? 'active' : '',
    ].filter(Boolean)
    // Whole seconds, the unit every mermaid release GitHub has used understands; each bar starts
    // on the second the one before ends, so rounding never makes two overlap.
    const from = Math.round(s.seenAt / 1000)
    const seconds = s.final ? 0 : Math.max(1, Math.round(s.end / 1000) - from)
    const name = s.final ? state : `${state} (${humanDuration(s.end - s.seenAt)})`
    const data = [...tags, `s${i}`, String(from * 1000), `${seconds}s`]
    lines.push(`  ${ganttName(name)} :${data.join(', ')}`)
  })
  lines.push('```')
  return lines.join('\n') + '\n'
}
