/**
 * v2's Flaky Tests endpoints over the same data set as v1's (flaky/store.ts): the test
 * collections (one, holding every test of the set), the tests of it with their metrics (`GET
 * /v2/tests`, `GET /v2/tests/{testId}`), and the CI quarantine lookups (`POST
 * …/quarantine-status`, ≤2,000 tests; `POST …/all-quarantined-tests`, pages of ≤25,000), in the
 * shapes of notes §9 and §9a. Where the docs leave a shape open the emulator answers as
 * docs/api-v2.md decides: quarantine-status' items are `{testId, quarantined, status, name,
 * parentName, url}` (`testId` null for a test the collection does not have), and v2's test id is
 * UUIDv5(URL, `testCollectionUuid#repositoryId#<the uploader's id>`).
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import {
  NIL_UUID,
  QuarantineStatusRequestSchema,
  TEST_METRIC_PERIODS,
  V2_MAX_QUARANTINED_PAGE,
  type TestMetricPeriod,
} from '../../wire/v2/index.js'
import { uuidV5Url } from '../../wire/test-id.js'
import type { FlakyTest, FlakyTestStore } from '../flaky/store.js'
import { iso } from '../simulation/clock.js'
import { jsonReply, type Reply } from '../http/reply.js'
import type { Repo } from '../simulation/requests.js'
import { repositoryIdOf } from './ids.js'
import {
  P,
  V2Error,
  bad,
  none,
  pageOf,
  validate,
  type V2Context,
  type V2Request,
  type V2Route,
} from './route-kit.js'

/** The emulator's one test collection (the docs' example id). */
export const EMULATOR_TEST_COLLECTION = { id: 'aB3xY9kQ', name: 'default' } as const
/** Its uuid (`testCollectionUuid`), for computing test ids. */
export const EMULATOR_TEST_COLLECTION_UUID = uuidV5Url(
  `test-collection:${EMULATOR_TEST_COLLECTION.id}`,
)

const DAY = 86_400_000
const PERIOD_MS: Record<TestMetricPeriod, number> = {
  '1d': DAY,
  '7d': 7 * DAY,
  '14d': 14 * DAY,
  '30d': 30 * DAY,
}

/** A test's v2 id in a repository (nil UUID: uploaded without one). */
export function v2TestId(repositoryId: string, uploaderId: string): string {
  return uuidV5Url(`${EMULATOR_TEST_COLLECTION_UUID}#${repositoryId}#${uploaderId}`)
}

function collectionBody(store: FlakyTestStore) {
  return {
    ...EMULATOR_TEST_COLLECTION,
    description: null,
    testCount: store.size,
    quarantineEnabled: store.quarantineEnabled,
    autoQuarantineEnabled: false,
    createdAt: '2026-10-06T00:00:00.000Z',
    updatedAt: '2026-10-06T00:00:00.000Z',
  }
}

function collectionOf(req: V2Request, index = 0): void {
  if (req.params[index] !== EMULATOR_TEST_COLLECTION.id)
    throw new V2Error(
      404,
      'TEST_COLLECTION_NOT_FOUND',
      `no test collection with id ${JSON.stringify(req.params[index])}`,
    )
}

/** A test's repository: its own, else (a test of every repository) none. */
function repositoryIdOfTest(t: FlakyTest): string {
  if (!t.repo) return NIL_UUID
  const [host, owner, name] = t.repo.split('/') as [string, string, string]
  return repositoryIdOf({ host, owner, name })
}

/** The tests by v2 id, rebuilt when the data set changes (the store replaces its list). */
let index: { of: readonly FlakyTest[]; byV2Id: Map<string, FlakyTest> } | undefined
export function byV2Id(store: FlakyTestStore): Map<string, FlakyTest> {
  const all = store.all()
  if (index?.of !== all) {
    index = { of: all, byV2Id: new Map(all.map((t) => [v2TestId(repositoryIdOfTest(t), t.id), t])) }
  }
  return index.byV2Id
}

/** The last failure in [now - period, now], ms. */
function lastFailureWithin(t: FlakyTest, now: number, period: number): number | undefined {
  const last = t.failures.filter((f) => f <= now && f >= now - period).at(-1)
  return last
}

/**
 * A test's body; with the data set (`s`), its quarantine override and a quarantine state that
 * honours it (alwaysQuarantine: quarantined, neverQuarantine: not, whatever its status).
 */
export function testBody(
  t: FlakyTest,
  now: number,
  period: TestMetricPeriod | undefined,
  s?: FlakyTestStore,
) {
  const last = t.failures.filter((f) => f <= now).at(-1)
  const lastInPeriod = period ? lastFailureWithin(t, now, PERIOD_MS[period]) : undefined
  const repoId = repositoryIdOfTest(t)
  const override = s?.overrideOf(v2TestId(repoId, t.id))
  const quarantined = override ? override.mode === 'alwaysQuarantine' : t.quarantined
  return {
    id: v2TestId(repoId, t.id),
    testCollectionId: EMULATOR_TEST_COLLECTION.id,
    repoId,
    name: t.name,
    parentName: t.parent ?? '',
    className: t.classname ?? '',
    file: t.file_path ?? '',
    target: '',
    variant: t.variant,
    crossVariantId: null,
    codeowners: t.codeowners,
    status: t.status.value,
    statusSince: iso(t.status.timestamp),
    quarantineState: quarantined ? 'quarantined' : 'notQuarantined',
    labels: [],
    url: `https://app.trunk.io/trunk/flaky-tests/test/${v2TestId(repoId, t.id)}`,
    quarantineOverride: override
      ? { mode: override.mode, reason: override.reason, createdAt: iso(override.createdAt) }
      : null,
    activeMonitors: [],
    firstSeenAt: t.failures[0] !== undefined ? iso(t.failures[0]) : null,
    lastFailureAt: last !== undefined ? iso(last) : null,
    metrics: period
      ? {
          failureRate: period === '1d' ? t.failure_rate_last_24h : t.failure_rate_last_7d,
          prsImpacted: t.pull_requests_impacted_last_7d,
          runCount: 0,
          failureCount: t.failures.filter((f) => f <= now && f >= now - PERIOD_MS[period]).length,
          durationP95Ms: null,
          lastRunAt: lastInPeriod !== undefined ? iso(lastInPeriod) : null,
          lastFailureAt: lastInPeriod !== undefined ? iso(lastInPeriod) : null,
        }
      : null,
  }
}

function periodOf(req: V2Request): TestMetricPeriod | undefined {
  const include = req.query.get('include')
  const period = req.query.get('period')
  if (include !== null && include !== 'metrics')
    throw bad(`include must be metrics (given ${JSON.stringify(include)})`)
  if (period !== null && !(TEST_METRIC_PERIODS as readonly string[]).includes(period))
    throw bad(
      `period must be one of ${TEST_METRIC_PERIODS.join(', ')} (given ${JSON.stringify(period)})`,
    )
  if (include === 'metrics' && period === null) throw bad('period is required with include=metrics')
  return include === 'metrics' ? (period as TestMetricPeriod) : undefined
}

/** The repository a CI lookup names: its id (nil for none), and its key for the data set. */
function repositoryOfLookup(repo: Repo | null): { id: string; key?: string } {
  if (!repo) return { id: NIL_UUID }
  return { id: repositoryIdOf(repo), key: `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase() }
}

const LookupRepoSchema = z.object({ repo: QuarantineStatusRequestSchema.shape.repo })

const store = (ctx: V2Context) => ctx.flaky
const now = (ctx: V2Context) => ctx.now()

/** The Flaky Tests routes, over the server's data set. */
export const FLAKY_ROUTES: V2Route[] = [
  {
    operationId: 'testCollections.list',
    method: 'GET',
    pattern: ['test-collections'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const q = req.query.get('q')?.toLowerCase()
      const rows = [collectionBody(store(ctx))].filter(
        (c) => !q || c.name.toLowerCase().includes(q),
      )
      return pageOf(req, 'testCollections.list', rows, q ?? '')
    },
  },
  {
    operationId: 'testCollections.get',
    method: 'GET',
    pattern: ['test-collections', ':id'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      collectionOf(req)
      return jsonReply(200, collectionBody(store(ctx)))
    },
  },
  {
    operationId: 'testCollections.quarantineStatus',
    method: 'POST',
    pattern: ['test-collections', ':id', 'quarantine-status'],
    body: 'json',
    permissions: () => [P.uploadTestResults],
    handle: (ctx, req) => {
      collectionOf(req)
      const body = validate(QuarantineStatusRequestSchema, req.body)
      const s = store(ctx)
      const repository = repositoryOfLookup(body.repo)
      const inRepo = (t: FlakyTest | undefined) =>
        t && (t.repo === undefined || t.repo === repository.key) ? t : undefined
      const tests = body.testIdentifiers.map((ident) => {
        const t =
          'id' in ident
            ? inRepo(s.test(ident.id.toLowerCase(), repository.key ?? ''))
            : s
                .all()
                .find(
                  (x) =>
                    x.name === ident.name && (x.parent ?? '') === ident.parentName && inRepo(x),
                )
        if (!t) return { testId: null, quarantined: false, status: null }
        const b = testBody(t, now(ctx), undefined, s)
        return {
          testId: b.id,
          quarantined: s.quarantineEnabled && b.quarantineState === 'quarantined',
          status: t.status.value,
          name: t.name,
          parentName: t.parent ?? '',
          url: b.url,
        }
      })
      return jsonReply(200, {
        testCollectionUuid: EMULATOR_TEST_COLLECTION_UUID,
        repositoryId: repository.id,
        quarantineEnabled: s.quarantineEnabled,
        tests,
      })
    },
  },
  {
    operationId: 'testCollections.allQuarantinedTests',
    method: 'POST',
    pattern: ['test-collections', ':id', 'all-quarantined-tests'],
    body: 'json',
    permissions: () => [P.uploadTestResults],
    handle: (ctx, req) => allQuarantined(store(ctx), req),
  },
  {
    operationId: 'tests.list',
    method: 'GET',
    pattern: ['tests'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const collection = req.query.get('testCollectionId')
      if (collection === null) throw bad('testCollectionId is required')
      collectionOf({ ...req, params: [collection] })
      const period = periodOf(req)
      const sort = req.query.get('sort')
      const direction = req.query.get('direction') ?? 'desc'
      if (sort !== null && sort !== 'lastFailureAt' && sort !== 'name')
        throw bad(
          `sort ${JSON.stringify(sort)} is not served by the emulator (name, lastFailureAt)`,
        )
      if (direction !== 'asc' && direction !== 'desc') throw bad('direction must be asc or desc')
      if (sort === 'lastFailureAt' && !period)
        throw bad('sort=lastFailureAt needs include=metrics and a period')
      const at = now(ctx)
      let rows = store(ctx)
        .all()
        .map((t) => testBody(t, at, period, store(ctx)))
      if (sort === 'lastFailureAt') {
        // A metric sort leaves out the tests with no failure in the period.
        rows = rows.filter((r) => r.metrics?.lastFailureAt)
        rows.sort(
          (a, b) =>
            (a.metrics!.lastFailureAt as string).localeCompare(
              b.metrics!.lastFailureAt as string,
            ) || a.id.localeCompare(b.id),
        )
        if (direction === 'desc') rows.reverse()
      }
      return pageOf(req, 'tests.list', rows, `${collection}|${period}|${sort}|${direction}`)
    },
  },
  {
    operationId: 'tests.get',
    method: 'GET',
    pattern: ['tests', ':id'],
    body: 'none',
    permissions: none,
    handle: (ctx, req) => {
      const period = periodOf(req)
      const t = byV2Id(store(ctx)).get((req.params[0] ?? '').toLowerCase())
      if (!t)
        throw new V2Error(
          404,
          'TEST_CASE_NOT_FOUND',
          `no test with id ${JSON.stringify(req.params[0])}`,
        )
      return jsonReply(200, testBody(t, now(ctx), period, store(ctx)))
    },
  },
]

// Every quarantined test's id, in id order, pages of 1..25,000 (empty while quarantining is off).
function allQuarantined(store: FlakyTestStore, req: V2Request): Reply {
  collectionOf(req)
  const body = validate(LookupRepoSchema, req.body ?? {})
  const repository = repositoryOfLookup(body.repo)
  const limitText = req.query.get('limit') ?? '25000'
  const limit = Number(limitText)
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > V2_MAX_QUARANTINED_PAGE)
    throw bad(
      `limit must be a whole number from 1 to ${V2_MAX_QUARANTINED_PAGE} (given ${JSON.stringify(limitText)})`,
    )
  const ids = store.quarantineEnabled
    ? store
        .all()
        .filter(
          (t) =>
            store.quarantinedInV2(t, v2TestId(repositoryIdOfTest(t), t.id)) &&
            (t.repo === undefined || t.repo === repository.key),
        )
        .map((t) => v2TestId(repository.id, t.id))
        .sort()
    : []
  const binding = createHash('sha256')
    .update(`allQuarantined|${repository.id}`)
    .digest('hex')
    .slice(0, 12)
  const cursor = req.query.get('cursor')
  let offset = 0
  if (cursor !== null) {
    const m = /^(\d+)\.([0-9a-f]{12})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!m || m[2] !== binding)
      throw new V2Error(400, 'INVALID_CURSOR', 'the cursor is not one this list gave')
    offset = Number(m[1])
  }
  const hasMore = offset + limit < ids.length
  return jsonReply(200, {
    testCollectionUuid: EMULATOR_TEST_COLLECTION_UUID,
    repositoryId: repository.id,
    quarantineEnabled: store.quarantineEnabled,
    data: ids.slice(offset, offset + limit).map((testId) => ({ testId })),
    nextCursor: hasMore
      ? Buffer.from(`${offset + limit}.${binding}`, 'utf8').toString('base64url')
      : null,
    hasMore,
  })
}
