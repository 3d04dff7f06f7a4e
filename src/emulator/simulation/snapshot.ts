/**
 * The JSON form of a {@link Simulation}: what the data file holds. Queues refer to entries by id,
 * so an entry shared by a queue's line and its by-PR index is stored once.
 */
import {
  DEFAULT_QUEUE_SETTINGS,
  repoKey,
  type Entry,
  type EstimateSettings,
  type PrMetadata,
  type Queue,
  type QueueSettings,
  type QueueState,
  type ScriptedOutcome,
  type TargetUpload,
  type TestRun,
} from './model.js'
import type { Repo } from './requests.js'

/** The JSON form of a {@link Simulation}. */
export interface SimulationSnapshot {
  now: number
  seq: number
  testDurationMs: number
  queues: {
    key: string
    repo: Repo
    branch: string
    createdAt: number
    state: QueueState
    switching?: Queue['switching']
    settings: QueueSettings
    /** Written before `requiredStatuses` could be null: `trunk_config` meant no override. */
    requiredStatusesSource?: 'trunk_config' | 'merge_instance'
    line: string[]
    waiting: string[]
    finished: string[]
    byPr: [number, string][]
    activeRuns: string[]
    /** Absent: the default estimate setting. */
    estimates?: EstimateSettings
  }[]
  entries: Entry[]
  runs: TestRun[]
  finishedRunOrder: string[]
  pullRequests: PrMetadata[]
  targetUploads: [string, TargetUpload[]][]
  outcomes: [string, ScriptedOutcome[]][]
}

/** The tables of a simulation that a snapshot holds (the simulation's own maps, shared). */
export interface SimulationTables {
  queues: Map<string, Queue>
  entries: Map<string, Entry>
  runs: Map<string, TestRun>
  finishedRunOrder: string[]
  pullRequests: Map<string, PrMetadata>
  targetUploads: Map<string, TargetUpload[]>
  outcomes: Map<string, ScriptedOutcome[]>
}

/** The JSON form of the tables, with the simulation's clock and counters. */
export function snapshotOf(
  t: SimulationTables,
  counters: { now: number; seq: number; testDurationMs: number },
): SimulationSnapshot {
  return {
    ...counters,
    queues: [...t.queues.values()].map((q) => ({
      ...queueIdentity(q),
      settings: q.settings,
      line: q.line.map((e) => e.id),
      waiting: q.waiting.map((e) => e.id),
      finished: q.finished.map((e) => e.id),
      byPr: [...q.byPr.entries()].map(([n, e]) => [n, e.id] as [number, string]),
      activeRuns: [...q.activeRuns],
      ...(q.estimates ? { estimates: { ...q.estimates } } : {}),
    })),
    entries: [...t.entries.values()],
    runs: [...t.runs.values()],
    finishedRunOrder: [...t.finishedRunOrder],
    pullRequests: [...t.pullRequests.values()],
    targetUploads: [...t.targetUploads.entries()],
    outcomes: [...t.outcomes.entries()],
  }
}

/** Fills empty tables from a snapshot; throws when a queue refers to a missing entry. */
export function restoreTables(t: SimulationTables, snap: SimulationSnapshot): void {
  for (const e of snap.entries) t.entries.set(e.id, e)
  for (const r of snap.runs) t.runs.set(r.id, r)
  t.finishedRunOrder.push(...snap.finishedRunOrder)
  const entry = (id: string) => {
    const e = t.entries.get(id)
    if (!e) throw new Error(`queue entry ${id} is referenced but missing`)
    return e
  }
  for (const q of snap.queues) {
    t.queues.set(q.key, {
      ...queueIdentity(q),
      settings: {
        ...DEFAULT_QUEUE_SETTINGS,
        ...q.settings,
        ...(q.requiredStatusesSource === 'trunk_config' && { requiredStatuses: null }),
      },
      line: q.line.map(entry),
      waiting: q.waiting.map(entry),
      finished: q.finished.map(entry),
      byPr: new Map(q.byPr.map(([n, id]) => [n, entry(id)])),
      activeRuns: new Set(q.activeRuns.filter((id) => t.runs.has(id))),
      ...(q.estimates ? { estimates: { ...q.estimates } } : {}),
      readinessDirty: true,
    })
  }
  for (const m of snap.pullRequests) t.pullRequests.set(`${repoKey(m.repo)}#${m.number}`, m)
  for (const [k, v] of snap.targetUploads) t.targetUploads.set(k, v)
  for (const [k, v] of snap.outcomes) t.outcomes.set(k, v)
}

/** The fields a queue and its snapshot share as they are. */
function queueIdentity(
  q: Pick<Queue, 'key' | 'repo' | 'branch' | 'createdAt' | 'state' | 'switching'>,
) {
  const { key, repo, branch, createdAt, state, switching } = q
  return { key, repo, branch, createdAt, state, switching }
}
