/**
 * sync-quarantine's run: reads the repository's quarantine file, the collection's tests and the
 * overrides on the tests that matter, plans with src/quarantine/sync.ts, and applies the plan in
 * bulk (clears first, then sets), each test's outcome kept. Nothing is written when anything could
 * not be read, or with dry-run.
 */
import { resolve } from 'node:path'
import { FileReadProblem, readBoundedFileSync } from '../../files/read-file.js'
import {
  CancelledError,
  TrunkApiError,
  type FlakyTests,
  type OverrideWriteResult,
} from '../../queue/index.js'
import { Outputs } from '../../inputs/constants.js'
import { readQuarantineFile, type QuarantineEntry } from '../../quarantine/file.js'
import { syncPlan, writeRounds, type SyncStep, type TrunkOverride } from '../../quarantine/sync.js'
import type { CommandContext, CommandResult, SettingsFor } from '../common/types.js'
import {
  countsOf,
  idsToMap,
  resolveEntries,
  secondRound,
  stepResults,
  testsToRead,
  type StepResult,
  type SyncCounts,
} from './decide.js'
import {
  fileProblemsText,
  fileUnreadText,
  headline,
  noFileText,
  partialFailureText,
  stepLine,
  stepTest,
  summaryOf,
  unreadText,
} from './words.js'

/** The most bytes read of a quarantine file (a list of tests, reviewed by people). */
export const MAX_QUARANTINE_FILE_BYTES = 1024 * 1024

/** sync-quarantine's own settings. */
export interface SyncQuarantineSettings {
  /** The run's workspace (the file's path is relative to it). */
  workspace: string
  /** The quarantine file's path, relative to the workspace. */
  quarantineFile: string
  /** How many days ahead an entry may expire. */
  quarantineMaxDays: number
  /** The v2 test collection (id or name); undefined: the organization's only one. */
  testCollection?: string
  /** Read and plan only: no write is sent. */
  dryRun: boolean
}

type Ctx = CommandContext<SettingsFor<'repository', SyncQuarantineSettings>, FlakyTests>

/** The file's entries, or why there are none to use. */
function readEntries(s: SyncQuarantineSettings, nowMs: number): QuarantineEntry[] | string {
  let text: string
  try {
    const read = readBoundedFileSync(resolve(s.workspace, s.quarantineFile), {
      maxBytes: MAX_QUARANTINE_FILE_BYTES,
    })
    if (!read.complete)
      return fileUnreadText(
        s.quarantineFile,
        `it is larger than ${MAX_QUARANTINE_FILE_BYTES} bytes`,
      )
    text = read.bytes.toString('utf8')
  } catch (e) {
    if (!(e instanceof FileReadProblem)) throw e
    if (e.code === 'ENOENT') return noFileText(s.quarantineFile)
    return fileUnreadText(s.quarantineFile, e.message)
  }
  const read = readQuarantineFile(text, nowMs, s.quarantineMaxDays)
  return read.ok ? read.entries : fileProblemsText(s.quarantineFile, read.problems)
}

/** An error result: nothing was written. */
function errorResult(failure: string, errorKind: CommandResult['errorKind']): CommandResult {
  return {
    outcome: 'error',
    outputs: {},
    summary: failure,
    failure,
    ...(errorKind ? { errorKind } : {}),
  }
}

function outputsOf(c: SyncCounts): CommandResult['outputs'] {
  return {
    [Outputs.SetCount]: String(c.set),
    [Outputs.ClearedCount]: String(c.cleared),
    [Outputs.UnchangedCount]: String(c.unchanged),
    [Outputs.LeftAloneCount]: String(c.leftAlone),
    [Outputs.UnresolvedCount]: String(c.unresolved),
    [Outputs.FailedCount]: String(c.failed),
  }
}

/** Runs sync-quarantine with its settings. */
export async function run(c: Ctx): Promise<CommandResult> {
  const nowMs = c.clock.now()
  const entries = readEntries(c.s, nowMs)
  if (typeof entries === 'string') return errorResult(entries, 'config')
  const call = { signal: c.signal }
  const api = c.client.quarantineOverrides()
  const scope = { repo: c.s.repo, orgUrlSlug: '', testCollection: c.s.testCollection }

  // Reads: the tests, then the overrides that matter. Any of them unread: nothing is written.
  let listed: Awaited<ReturnType<typeof api.tests>>
  try {
    listed = await c.log.group('Read the tests of the test collection', () =>
      api.tests(scope, call),
    )
  } catch (e) {
    return unread(e, 'the tests of the test collection')
  }
  const collection = listed.collection.name
    ? `${listed.collection.name} (${listed.collection.id})`
    : listed.collection.id
  // Entries by an id that is no test's here may name a test by its uploader's id (as the gate).
  const toMap = idsToMap(entries, listed.tests)
  let byUploaderId = new Map<string, string | null>()
  try {
    if (toMap.length)
      byUploaderId = await c.log.group(`Look up ${toMap.length} test id(s) of entries`, () =>
        api.testIdsOf(scope, toMap, call),
      )
  } catch (e) {
    return unread(e, "the tests the entries name by their uploader's id")
  }
  const resolved = resolveEntries(entries, listed.tests, byUploaderId)
  const toRead = testsToRead(resolved, listed.tests, listed.collection.quarantineEnabled)
  let current: Map<string, { testId: string; mode: string; reason: string } | null>
  try {
    current = await c.log.group(`Read the overrides of ${toRead.length} test(s)`, () =>
      api.overridesOf(toRead, call),
    )
  } catch (e) {
    return unread(e, 'the quarantine overrides of the tests')
  }
  const overrides: TrunkOverride[] = [...current.values()].filter(
    (o): o is TrunkOverride => o !== null,
  )
  const steps = syncPlan(resolved, overrides, nowMs)
  const names = new Map(listed.tests.map((t) => [t.id.toLowerCase(), t.name]))

  let results: Map<string, StepResult> | undefined
  if (!c.s.dryRun) results = await apply(c, steps, call)
  const counts = countsOf(steps, results)
  for (const s of steps) {
    const r = s.action === 'unresolved' ? undefined : results?.get(s.testId.toLowerCase())
    const line = stepLine(s, r, c.s.dryRun, names)
    if (r?.status === 'failed' || s.action === 'unresolved') c.log.warning(line)
    else c.log.info(line)
  }
  c.log.info(headline(counts, c.s.dryRun, collection))
  const summary = summaryOf(steps, results, counts, {
    dryRun: c.s.dryRun,
    path: c.s.quarantineFile,
    collection,
    names,
  })
  const outputs = outputsOf(counts)
  if (!counts.failed) return { outcome: 'success', outputs, summary }
  const failed = steps.flatMap((s) => {
    if (s.action !== 'set' && s.action !== 'clear') return []
    const r = results?.get(s.testId.toLowerCase())
    return r?.status === 'failed' ? [{ test: stepTest(s, names), why: r.why }] : []
  })
  return {
    outcome: 'failure',
    outputs,
    summary,
    failure: partialFailureText(failed, counts.set + counts.cleared),
  }
}

/** The error result of a read that failed (a cancellation stays a cancellation). */
function unread(e: unknown, what: string): CommandResult {
  if (e instanceof CancelledError || !(e instanceof TrunkApiError)) throw e
  return errorResult(unreadText(what, e.message), e.kind)
}

/** Sends the plan's writes: the clears, then the sets (each after its clear, when it has one). */
async function apply(
  c: Ctx,
  steps: readonly SyncStep[],
  call: { signal?: AbortSignal },
): Promise<Map<string, StepResult>> {
  const api = c.client.quarantineOverrides()
  const rounds = writeRounds(steps)
  return c.log.group(
    `Write ${rounds.clears.length} clear(s) and ${rounds.sets.length} set(s)`,
    async () => {
      const clears: OverrideWriteResult[] = rounds.clears.length
        ? await api.apply(
            rounds.clears.map((w) => ({
              testId: w.testId,
              mode: 'clear' as const,
              reason: w.reason,
            })),
            call,
          )
        : []
      const { send, held } = secondRound(rounds, clears)
      const sets = send.length
        ? await api.apply(
            send.map((w) => ({
              testId: w.testId,
              mode: 'alwaysQuarantine' as const,
              reason: w.reason,
            })),
            call,
          )
        : []
      return stepResults(steps, clears, sets, held)
    },
  )
}
