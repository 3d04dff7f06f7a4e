/**
 * The flaky-tests data set: loaded from a JSON file (the shipped example is
 * `data/flaky-tests.example.json`) or generated from a seed and a size, and the two read
 * endpoints over it (list-failing-tests with opaque page tokens, get-test-details).
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { iso } from './clock.js'
import { HttpError } from './errors.js'
import { SeededRandom, sha256Hex } from './random.js'
import type { GetTestDetailsBody, ListFailingTestsBody, Repo } from './wire.js'

/** One test case of the data set: the wire fields plus the emulator's failure times. */
export interface FlakyTest {
  id: string
  name: string
  variant: string
  status: { value: 'healthy' | 'flaky' | 'broken'; reason: string; timestamp: number }
  most_common_failures: { summary: string; occurrence_count: number; last_occurrence?: number }[]
  failure_rate_last_7d: number
  failure_rate_last_24h: number
  file_path?: string
  parent?: string
  classname?: string
  codeowners: string[]
  pull_requests_impacted_last_7d: number
  quarantined: boolean
  ticket?: { html_url: string }
  /** Overrides the derived `repository.html_url`. */
  repository?: { html_url: string }
  /** Overrides the derived `html_url`. */
  html_url?: string
  /** `host/owner/name`: the test belongs to that repository only (default: every repository). */
  repo?: string
  /** When it failed, epoch ms, ascending. */
  failures: number[]
}

// A time in a data file: an ISO date-time, or relative to load time like `-3d4h` or `-90m`.
const RELATIVE = /^-(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/

/** Reads an absolute ISO date-time or a relative `-1d2h3m` against `now`. */
export function parseDataTime(value: string, now: number): number {
  const rel = RELATIVE.exec(value.trim())
  if (rel && value.trim() !== '-') {
    const [, d, h, m] = rel
    return now - ((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(m ?? 0)) * 60_000
  }
  const ms = Date.parse(value)
  if (!Number.isFinite(ms))
    throw new Error(`not a date-time or a relative time like -2d3h: ${value}`)
  return ms
}

const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
const TimeText = z.string().min(1)

/** The JSON form of one test in a data file (or the control API's `tests`). */
export const FlakyTestInputSchema = z.object({
  id: z.string().regex(UUID_RE, 'must be a UUID'),
  name: z.string().min(1),
  variant: z.string().default(''),
  status: z
    .object({
      value: z
        .string()
        .transform((v) => v.toLowerCase())
        .pipe(z.enum(['healthy', 'flaky', 'broken'])),
      reason: z.string().default(''),
      timestamp: TimeText.optional(),
    })
    .default({ value: 'flaky', reason: '' }),
  most_common_failures: z
    .array(
      z.object({
        summary: z.string(),
        occurrence_count: z.number().int().min(0),
        last_occurrence: TimeText.optional(),
      }),
    )
    .default([]),
  failure_rate_last_7d: z.number().min(0).max(1).default(0),
  failure_rate_last_24h: z.number().min(0).max(1).default(0),
  file_path: z.string().optional(),
  parent: z.string().optional(),
  classname: z.string().optional(),
  codeowners: z.array(z.string()).default([]),
  pull_requests_impacted_last_7d: z.number().int().min(0).default(0),
  quarantined: z.boolean().default(false),
  ticket: z.object({ html_url: z.string().min(1) }).optional(),
  repository: z.object({ html_url: z.string().min(1) }).optional(),
  html_url: z.string().min(1).optional(),
  repo: z
    .string()
    .regex(/^[^/\s]+\/[^/\s]+\/[^/\s]+$/, 'must be host/owner/name')
    .optional(),
  failures: z.array(TimeText).default([]),
})
export type FlakyTestInput = z.input<typeof FlakyTestInputSchema>

/** A data file: `{ "tests": [...] }` or a bare array. */
export const FlakyDataFileSchema = z.union([
  z.object({ tests: z.array(z.unknown()) }).transform((o) => o.tests),
  z.array(z.unknown()),
])

/** Turns validated input into a data-set test, resolving relative times against `now`. */
export function toFlakyTest(input: z.output<typeof FlakyTestInputSchema>, now: number): FlakyTest {
  const failures = input.failures.map((f) => parseDataTime(f, now)).sort((a, b) => a - b)
  const last = failures.at(-1)
  return {
    id: input.id.toLowerCase(),
    name: input.name,
    variant: input.variant,
    status: {
      value: input.status.value,
      reason: input.status.reason,
      timestamp:
        input.status.timestamp !== undefined
          ? parseDataTime(input.status.timestamp, now)
          : (last ?? now),
    },
    most_common_failures: input.most_common_failures.map((f) => ({
      summary: f.summary,
      occurrence_count: f.occurrence_count,
      last_occurrence:
        f.last_occurrence !== undefined ? parseDataTime(f.last_occurrence, now) : last,
    })),
    failure_rate_last_7d: input.failure_rate_last_7d,
    failure_rate_last_24h: input.failure_rate_last_24h,
    file_path: input.file_path,
    parent: input.parent,
    classname: input.classname,
    codeowners: input.codeowners,
    pull_requests_impacted_last_7d: input.pull_requests_impacted_last_7d,
    quarantined: input.quarantined,
    ticket: input.ticket,
    repository: input.repository,
    html_url: input.html_url,
    repo: input.repo?.toLowerCase(),
    failures,
  }
}

/** Parses a list of test inputs; throws an Error naming the first bad test and field. */
export function parseFlakyTests(raw: unknown[], now: number): FlakyTest[] {
  return raw.map((t, i) => {
    const r = FlakyTestInputSchema.safeParse(t)
    if (!r.success) {
      const issue = r.error.issues[0]
      const field = issue?.path.length ? issue.path.join('.') : '(test)'
      throw new Error(`tests[${i}].${field}: ${issue?.message ?? 'is invalid'}`)
    }
    try {
      return toFlakyTest(r.data, now)
    } catch (e) {
      throw new Error(`tests[${i}]: ${(e as Error).message}`, { cause: e })
    }
  })
}

/** Loads a data file; throws an Error that names the file and what is wrong. */
export function loadFlakyTestsFile(path: string, now: number): FlakyTest[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    throw new Error(`cannot read flaky-tests data file ${path}: ${(e as Error).message}`, {
      cause: e,
    })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new Error(`flaky-tests data file ${path} is not valid JSON: ${(e as Error).message}`, {
      cause: e,
    })
  }
  const list = FlakyDataFileSchema.safeParse(json)
  if (!list.success) {
    throw new Error(`flaky-tests data file ${path} must hold {"tests": [...]} or an array of tests`)
  }
  try {
    return parseFlakyTests(list.data, now)
  } catch (e) {
    throw new Error(`flaky-tests data file ${path}: ${(e as Error).message}`, { cause: e })
  }
}

const AREAS = [
  'payments',
  'checkout',
  'search',
  'auth',
  'billing',
  'inventory',
  'notifications',
  'reporting',
  'gateway',
  'profile',
]
const KINDS = [
  'Service',
  'Controller',
  'Repository',
  'Client',
  'Handler',
  'Worker',
  'Cache',
  'Parser',
]
const ACTIONS = [
  'handles',
  'rejects',
  'retries',
  'returns',
  'rounds',
  'paginates',
  'expires',
  'streams',
  'merges',
  'validates',
]
const OBJECTS = [
  'empty input',
  'expired token',
  'large batch',
  'concurrent writes',
  'unicode names',
  'timeouts',
  'partial refunds',
  'missing fields',
  'stale cache',
  'duplicate events',
]
const VARIANTS = ['', '', '', 'linux-x64', 'macos-arm64', 'windows-x64']
const TEAMS = ['@acme/payments', '@acme/platform', '@acme/search', '@acme/web', '@acme/infra']
const FAILURES = [
  'AssertionError: expected 200 but got 503',
  'TimeoutError: test exceeded 30000 ms',
  'ECONNRESET: socket hang up',
  'Expected value to equal 3, received 2',
  'NullPointerException at line 88',
  'Snapshot mismatch: 1 line changed',
  'Deadlock detected while waiting for lock',
]

/**
 * A deterministic data set of `size` tests from `seed` (same seed and size, same tests; failure
 * times are placed relative to `now` over the last 14 days).
 */
export function generateFlakyTests(seed: number, size: number, now: number): FlakyTest[] {
  const rnd = new SeededRandom(seed)
  const tests: FlakyTest[] = []
  for (let i = 0; i < size; i++) {
    const area = rnd.pick(AREAS)
    const cls = `${area[0]?.toUpperCase()}${area.slice(1)}${rnd.pick(KINDS)}Test`
    const action = rnd.pick(ACTIONS)
    const object = rnd.pick(OBJECTS)
    const language = rnd.int(0, 2)
    const name =
      language === 0
        ? `test_${action}_${object.replace(/ /g, '_')}_${i}`
        : `${action} ${object} #${i}`
    const file =
      language === 0
        ? `tests/${area}/test_${cls.toLowerCase()}.py`
        : language === 1
          ? `src/${area}/__tests__/${cls}.test.ts`
          : `src/test/java/com/acme/${area}/${cls}.java`
    const value = rnd.chance(0.55) ? 'flaky' : rnd.chance(0.3) ? 'broken' : 'healthy'
    const count = value === 'healthy' ? rnd.int(0, 2) : rnd.int(1, 24)
    const failures: number[] = []
    for (let k = 0; k < count; k++) failures.push(now - rnd.int(1, 14 * 24 * 60) * 60_000)
    failures.sort((a, b) => a - b)
    const last = failures.at(-1)
    tests.push({
      id: rnd.uuid(),
      name,
      variant: rnd.pick(VARIANTS),
      status: {
        value,
        reason:
          value === 'flaky'
            ? 'Passed and failed on the same commit'
            : value === 'broken'
              ? 'Failed consistently on the last runs'
              : 'No recent failures',
        timestamp: last ?? now - rnd.int(1, 30) * 86_400_000,
      },
      most_common_failures:
        count === 0
          ? []
          : [{ summary: rnd.pick(FAILURES), occurrence_count: count, last_occurrence: last }],
      failure_rate_last_7d:
        Math.round(rnd.next() * (value === 'healthy' ? 0.02 : 0.4) * 1000) / 1000,
      failure_rate_last_24h:
        Math.round(rnd.next() * (value === 'healthy' ? 0.02 : 0.5) * 1000) / 1000,
      file_path: file,
      parent: language === 2 ? `com.acme.${area}.${cls}` : `${area}/${cls}`,
      classname: language === 2 ? `com.acme.${area}.${cls}` : cls,
      codeowners: [rnd.pick(TEAMS)],
      pull_requests_impacted_last_7d: rnd.int(0, value === 'healthy' ? 1 : 40),
      quarantined: value !== 'healthy' && rnd.chance(0.4),
      ticket: rnd.chance(0.25)
        ? { html_url: `https://acme.atlassian.net/browse/MQ-${1000 + i}` }
        : undefined,
      failures,
    })
  }
  return tests
}

/** The data set and the two endpoints over it. */
export class FlakyTestStore {
  private tests: FlakyTest[] = []
  private byId = new Map<string, FlakyTest>()
  /**
   * The tests matching the last query (repo, window): its pages are read one after another, and
   * filtering the whole data set again for each page made a page cost O(data set).
   */
  private lastQuery?: { key: string; tests: FlakyTest[] }

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

  /** list-failing-tests: the distinct tests with a failure in [start, end), one page. */
  listFailing(body: ListFailingTestsBody) {
    const start = Date.parse(body.start_time)
    const end = Date.parse(body.end_time)
    const size = body.page_query.page_size
    const repo = repoKey(body.repo)
    const query = sha256Hex(JSON.stringify([repo, body.org_url_slug, start, end, size])).slice(
      0,
      16,
    )
    const offset = readPageToken(body.page_query.page_token ?? '', query)
    const key = JSON.stringify([repo, start, end])
    if (this.lastQuery?.key !== key) {
      const tests = this.tests.filter(
        (t) => (t.repo === undefined || t.repo === repo) && failedWithin(t.failures, start, end),
      )
      this.lastQuery = { key, tests }
    }
    const matching = this.lastQuery.tests
    const total = matching.length
    const pages = Math.ceil(total / size)
    if (offset > 0 && offset >= total) {
      throw new HttpError(400, 'page_query.page_token points past the last page of this query')
    }
    const token = (o: number) => pageToken(o, query)
    const pageIndex = Math.floor(offset / size)
    return {
      tests: matching
        .slice(offset, offset + size)
        .map((t) => this.wire(t, body.repo, body.org_url_slug)),
      page: {
        total_rows: total,
        total_pages: pages,
        next_page_token: offset + size < total ? token(offset + size) : '',
        prev_page_token: offset > 0 ? token(Math.max(0, offset - size)) : '',
        last_page_token: pages > 1 ? token((pages - 1) * size) : '',
        page_index: pageIndex,
      },
    }
  }

  /** get-test-details: one test, or a 404. */
  details(body: GetTestDetailsBody) {
    const t = this.byId.get(body.test_id.toLowerCase())
    if (!t || (t.repo !== undefined && t.repo !== repoKey(body.repo))) {
      throw new HttpError(404, `no test case with id ${body.test_id} in this repository`)
    }
    return { test: this.wire(t, body.repo, body.org_url_slug) }
  }

  /** A token that opens the first page of the query of `otherToken`'s page (repeat-page-token fault). */
  static firstPageTokenLike(otherToken: string): string | undefined {
    const parsed = decodeToken(otherToken)
    return parsed ? pageToken(0, parsed.q) : undefined
  }

  /** The wire shape of a test, in the spec's key order. */
  wire(t: FlakyTest, repo: Repo, org: string) {
    const repoUrl = `https://${repo.host}/${repo.owner}/${repo.name}`
    return {
      id: t.id,
      repository: t.repository ?? { html_url: repoUrl },
      html_url:
        t.html_url ??
        `https://app.trunk.io/${encodeURIComponent(org)}/${encodeURIComponent(repo.name)}/tests/${t.id}`,
      name: t.name,
      variant: t.variant,
      status: {
        value: t.status.value,
        reason: t.status.reason,
        timestamp: iso(t.status.timestamp),
      },
      most_common_failures: t.most_common_failures.map((f) => ({
        summary: f.summary,
        occurrence_count: f.occurrence_count,
        ...(f.last_occurrence !== undefined ? { last_occurrence: iso(f.last_occurrence) } : {}),
      })),
      failure_rate_last_7d: t.failure_rate_last_7d,
      failure_rate_last_24h: t.failure_rate_last_24h,
      ...(t.file_path !== undefined ? { file_path: t.file_path } : {}),
      ...(t.parent !== undefined ? { parent: t.parent } : {}),
      ...(t.classname !== undefined ? { classname: t.classname } : {}),
      codeowners: [...t.codeowners],
      pull_requests_impacted_last_7d: t.pull_requests_impacted_last_7d,
      quarantined: t.quarantined,
      ...(t.ticket !== undefined ? { ticket: t.ticket } : {}),
    }
  }
}

function repoKey(repo: Repo): string {
  return `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase()
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

function pageToken(offset: number, query: string): string {
  return Buffer.from(JSON.stringify({ o: offset, q: query }), 'utf8').toString('base64url')
}

function decodeToken(token: string): { o: number; q: string } | undefined {
  try {
    const v = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown
    if (
      v !== null &&
      typeof v === 'object' &&
      Number.isSafeInteger((v as { o: unknown }).o) &&
      (v as { o: number }).o >= 0 &&
      typeof (v as { q: unknown }).q === 'string'
    ) {
      return v as { o: number; q: string }
    }
  } catch {
    // Not a token of ours.
  }
  return undefined
}

/** The offset a page token stands for; 400 for a token that is not one, or is another query's. */
function readPageToken(token: string, query: string): number {
  if (token === '') return 0
  const parsed = decodeToken(token)
  if (!parsed)
    throw new HttpError(400, 'page_query.page_token is not a page token this API gave out')
  if (parsed.q !== query) {
    throw new HttpError(
      400,
      'page_query.page_token belongs to another query (repo, org_url_slug, start_time, end_time and page_size must stay the same between pages)',
    )
  }
  return parsed.o
}
