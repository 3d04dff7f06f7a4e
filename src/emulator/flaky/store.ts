/**
 * The flaky-tests data set: its tests by id and in name order, and the reads every API's
 * endpoints make of it (the tests of a repository that failed within a window, one test by id).
 * The set is loaded in data.ts or generated in generate.ts (both re-exported here); v1's two
 * endpoints over it are in v1/flaky-tests.ts.
 */
import type { FlakyTest } from './data.js'

export {
  FlakyDataFileSchema,
  FlakyTestInputSchema,
  loadFlakyTestsFile,
  parseDataTime,
  parseFlakyTests,
  toFlakyTest,
  type FlakyTest,
  type FlakyTestInput,
} from './data.js'
export { generateFlakyTests } from './generate.js'

/** The data set and the reads of it. */
export class FlakyTestStore {
  private tests: FlakyTest[] = []
  private byId = new Map<string, FlakyTest>()
  /**
   * The tests matching the last query (repo, window): its pages are read one after another, and
   * filtering the whole data set again for each page made a page cost O(data set).
   */
  private lastQuery?: { key: string; tests: FlakyTest[] }
  /** v2's test collection has quarantining on (`quarantineEnabled`); off, v2 quarantines nothing. */
  quarantineEnabled = true
  /** v2's quarantine overrides, by v2 test id (lower case). */
  private readonly overrides = new Map<string, QuarantineOverrideRecord>()
  /**
   * v2 test ids (lower case) whose override writes fail with INTERNAL_ERROR (set by the control
   * API: a partial failure of a bulk request, per test).
   */
  readonly failingOverrideWrites = new Set<string>()

  constructor(tests: FlakyTest[] = []) {
    this.replaceAll(tests)
  }

  get size(): number {
    return this.tests.length
  }

  all(): readonly FlakyTest[] {
    return this.tests
  }

  /** Replaces the whole data set. */
  replaceAll(tests: FlakyTest[]): void {
    this.byId = new Map()
    this.tests = []
    this.upsert(tests)
  }

  /** Adds tests, replacing those with the same id. */
  upsert(tests: FlakyTest[]): void {
    this.lastQuery = undefined
    for (const t of tests) this.byId.set(t.id, t)
    this.tests = [...this.byId.values()].sort(
      (a, b) =>
        a.name.localeCompare(b.name) ||
        a.variant.localeCompare(b.variant) ||
        a.id.localeCompare(b.id),
    )
  }

  /**
   * The distinct tests of repository `repo` (`host/owner/name`, lower case) with a failure in
   * [start, end), sorted by name, variant and id.
   */
  failingWithin(repo: string, start: number, end: number): readonly FlakyTest[] {
    const key = JSON.stringify([repo, start, end])
    if (this.lastQuery?.key !== key) {
      const tests = this.tests.filter(
        (t) => (t.repo === undefined || t.repo === repo) && failedWithin(t.failures, start, end),
      )
      this.lastQuery = { key, tests }
    }
    return this.lastQuery.tests
  }

  /** The override on the test with v2 id `v2Id`, if any. */
  overrideOf(v2Id: string): QuarantineOverrideRecord | undefined {
    return this.overrides.get(v2Id.toLowerCase())
  }

  /**
   * Sets (or, `clear`, removes) the override on the test with v2 id `v2Id`, as the service does:
   * a test already in the mode asked is `unchanged`, and its reason is not recorded.
   */
  setOverride(
    v2Id: string,
    mode: QuarantineOverrideRecord['mode'] | 'clear',
    reason: string | undefined,
    now: number,
  ): 'succeeded' | 'unchanged' {
    const id = v2Id.toLowerCase()
    const current = this.overrides.get(id)
    if (mode === 'clear') {
      if (!current) return 'unchanged'
      this.overrides.delete(id)
      return 'succeeded'
    }
    if (current?.mode === mode) return 'unchanged'
    this.overrides.set(id, { mode, reason: reason ?? null, createdAt: now })
    return 'succeeded'
  }

  /** Removes every override and every scripted write failure. */
  clearOverrides(): void {
    this.overrides.clear()
    this.failingOverrideWrites.clear()
  }

  /**
   * Whether v2 quarantines the test (v2 id `v2Id`) now: quarantining on, and an alwaysQuarantine
   * override, or no neverQuarantine override and the test quarantined by its status.
   */
  quarantinedInV2(t: FlakyTest, v2Id: string): boolean {
    if (!this.quarantineEnabled) return false
    const o = this.overrideOf(v2Id)
    return o ? o.mode === 'alwaysQuarantine' : t.quarantined
  }

  /** The test with id `id` (lower case) if repository `repo` (`host/owner/name`, lower case) has it. */
  test(id: string, repo: string): FlakyTest | undefined {
    const t = this.byId.get(id)
    return t && (t.repo === undefined || t.repo === repo) ? t : undefined
  }
}

/** A quarantine override as v2 keeps it on a test. */
export interface QuarantineOverrideRecord {
  mode: 'alwaysQuarantine' | 'neverQuarantine'
  /** null: set without a reason. */
  reason: string | null
  createdAt: number
}

/** True when a sorted list of times has one in [start, end). */
export function failedWithin(sorted: number[], start: number, end: number): boolean {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((sorted[mid] as number) < start) lo = mid + 1
    else hi = mid
  }
  return lo < sorted.length && (sorted[lo] as number) < end
}
