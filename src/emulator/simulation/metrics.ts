/**
 * getMergeQueueMetrics: Prometheus text (exposition format 0.0.4) with the service's metric
 * names, labels and histogram buckets (wire notes §2.11), computed from the emulator's own
 * history over the last hour of emulator time.
 */
import type { Entry, Queue } from './model.js'

/** The content type the service answers with, exactly. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'
/** Histogram bucket upper bounds, in seconds (+Inf is added). */
export const HISTOGRAM_BUCKETS = [60, 300, 600, 900, 1800, 3600, 5400, 7200] as const
const HOUR_MS = 3_600_000

/** What one queue's metrics are computed from. */
export interface QueueMetricsSource {
  queue: Queue
  /** Active entries (line and not_ready). */
  active: Entry[]
  /** Every entry that may have events in the window (active and recently finished). */
  recent: Entry[]
}

interface Family {
  name: string
  type: 'gauge' | 'histogram'
  help: string
}

const FAMILIES: Family[] = [
  { name: 'mq_depth_current', type: 'gauge', help: 'PRs currently in the queue' },
  {
    name: 'mq_awaiting_mergeability',
    type: 'gauge',
    help: 'Number of PRs currently awaiting mergeability',
  },
  { name: 'mq_testing_slots_active', type: 'gauge', help: 'PRs currently in TESTING state' },
  { name: 'mq_pr_conclusions_1h_total', type: 'gauge', help: 'PRs exiting the queue in last hour' },
  { name: 'mq_pr_restarts_1h_total', type: 'gauge', help: 'PR restarts in last hour' },
  {
    name: 'mq_pr_wait_duration_1h_seconds',
    type: 'histogram',
    help: 'Time PRs waited in the queue before testing started, for tests started in last hour',
  },
  {
    name: 'mq_pr_test_duration_1h_seconds',
    type: 'histogram',
    help: 'Duration of testing phases that ended in last hour',
  },
  {
    name: 'mq_pr_time_in_queue_1h_seconds',
    type: 'histogram',
    help: 'Time from entering to leaving the queue, for PRs that left in last hour',
  },
]

/** Escapes a label value (backslash, double quote, newline). */
export function escapeLabelValue(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}

function labelText(labels: Record<string, string>): string {
  return `{${Object.entries(labels)
    .map(([k, v]) => `${k}="${escapeLabelValue(v)}"`)
    .join(',')}}`
}

function num(n: number): string {
  if (Number.isInteger(n)) return String(n)
  return String(Math.round(n * 1000) / 1000)
}

/** The observations of one queue over the hour ending at `now`. */
export function observeQueue(src: QueueMetricsSource, now: number) {
  const from = now - HOUR_MS
  const inWindow = (t: number) => t > from && t <= now
  const conclusions = { merged: 0, failed: 0, cancelled: 0 }
  let restarts = 0
  const wait: number[] = []
  const test: number[] = []
  const inQueue: number[] = []
  for (const e of src.recent) {
    let firstTestingSeen = false
    let testingSince: number | undefined
    for (let i = 0; i < e.timeline.length; i++) {
      const t = e.timeline[i] as Entry['timeline'][number]
      const prev = e.timeline[i - 1]
      if (t.state === 'testing') {
        if (!firstTestingSeen && inWindow(t.at)) wait.push((t.at - e.submittedAt) / 1000)
        firstTestingSeen = true
        testingSince = t.at
      } else if (testingSince !== undefined) {
        if (inWindow(t.at)) test.push((t.at - testingSince) / 1000)
        testingSince = undefined
      }
      if (t.state === 'pending' && prev?.state === 'testing' && inWindow(t.at)) restarts++
      if (
        (t.state === 'merged' || t.state === 'failed' || t.state === 'cancelled') &&
        inWindow(t.at)
      ) {
        conclusions[t.state]++
        inQueue.push((t.at - e.submittedAt) / 1000)
      }
    }
  }
  return {
    depth: src.active.filter((e) => e.state !== 'not_ready').length,
    awaitingMergeability: src.active.filter((e) => e.state === 'not_ready').length,
    testing: src.active.filter((e) => e.state === 'testing').length,
    conclusions,
    restarts,
    wait,
    test,
    inQueue,
  }
}

/** Renders every family for the given queues (HELP/TYPE lines always, samples per queue). */
export function renderMetrics(sources: QueueMetricsSource[], now: number): string {
  const sorted = [...sources].sort(
    (a, b) =>
      label(a.queue).repo.localeCompare(label(b.queue).repo) ||
      a.queue.branch.localeCompare(b.queue.branch),
  )
  const observed = sorted.map((s) => ({ labels: label(s.queue), o: observeQueue(s, now) }))
  const lines: string[] = []
  for (const f of FAMILIES) {
    lines.push(`# HELP ${f.name} ${f.help}`, `# TYPE ${f.name} ${f.type}`)
    for (const { labels, o } of observed) {
      switch (f.name) {
        case 'mq_depth_current':
          lines.push(`${f.name}${labelText(labels)} ${o.depth}`)
          break
        case 'mq_awaiting_mergeability':
          lines.push(`${f.name}${labelText(labels)} ${o.awaitingMergeability}`)
          break
        case 'mq_testing_slots_active':
          lines.push(`${f.name}${labelText(labels)} ${o.testing}`)
          break
        case 'mq_pr_conclusions_1h_total':
          for (const c of ['merged', 'failed', 'cancelled'] as const) {
            lines.push(`${f.name}${labelText({ ...labels, conclusion: c })} ${o.conclusions[c]}`)
          }
          break
        case 'mq_pr_restarts_1h_total':
          lines.push(`${f.name}${labelText(labels)} ${o.restarts}`)
          break
        default: {
          const values =
            f.name === 'mq_pr_wait_duration_1h_seconds'
              ? o.wait
              : f.name === 'mq_pr_test_duration_1h_seconds'
                ? o.test
                : o.inQueue
          lines.push(...histogramLines(f.name, labels, values))
        }
      }
    }
  }
  return `${lines.join('\n')}\n`
}

function histogramLines(name: string, labels: Record<string, string>, values: number[]): string[] {
  const out: string[] = []
  for (const le of HISTOGRAM_BUCKETS) {
    const n = values.filter((v) => v <= le).length
    out.push(`${name}_bucket${labelText({ ...labels, le: String(le) })} ${n}`)
  }
  out.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${values.length}`)
  out.push(`${name}_sum${labelText(labels)} ${num(values.reduce((a, b) => a + b, 0))}`)
  out.push(`${name}_count${labelText(labels)} ${values.length}`)
  return out
}

function label(q: Queue): { repo: string; branch: string; queue_type: string } {
  return { repo: `${q.repo.owner}/${q.repo.name}`, branch: q.branch, queue_type: 'main' }
}
