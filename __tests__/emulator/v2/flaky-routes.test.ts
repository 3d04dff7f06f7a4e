/**
 * The emulator's v2 Flaky Tests routes against the notes' shapes (spec/v2/trunk-v2-notes.md §9a):
 * quarantine-status `{testCollectionUuid, repositoryId, quarantineEnabled, tests}` with one answer
 * per test asked, in order, at most 2,000 a request; all-quarantined-tests as the documented POST,
 * `{testCollectionUuid, repositoryId, quarantineEnabled, data[{testId}], nextCursor, hasMore}`,
 * pages of 1..25,000; both need Upload test results (403 INSUFFICIENT_PERMISSIONS naming it).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { request } from 'undici'
import { startEmulator, type RunningEmulator } from '../../../src/emulator/index.js'
import {
  AllQuarantinedTestsPageSchema,
  QuarantineStatusResponseSchema,
  V2TestPageSchema,
  V2_PERMISSION_IDS,
} from '../../../src/wire/v2/index.js'

const KEY = 'trunk_v2_flaky_routes'
const READ_KEY = 'trunk_v2_flaky_read'
const ID = '11111111-0000-4000-8000-000000000001'
let emu: RunningEmulator

beforeAll(async () => {
  emu = await startEmulator({
    clock: { mode: 'manual', startAt: '2026-11-20T12:00:00Z' },
    flakyTests: false,
    apiKeys: [
      { key: KEY, permissions: V2_PERMISSION_IDS },
      { key: READ_KEY, permissions: [] },
    ],
  })
  const res = await request(`${emu.origin}/_control/flaky-tests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-token': emu.token },
    body: JSON.stringify({
      tests: [
        { id: ID, name: 'test_a', parent: 'pytest', quarantined: true, failures: ['-1h'] },
        { id: '11111111-0000-4000-8000-000000000002', name: 'test_b', failures: ['-2d'] },
      ],
    }),
  })
  expect(res.statusCode).toBe(200)
  await res.body.text()
})

afterAll(async () => {
  await emu.close()
})

async function call(method: 'GET' | 'POST', path: string, body?: unknown, key = KEY) {
  const res = await request(`${emu.v2Url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.statusCode, json: (await res.body.json()) as Record<string, unknown> }
}

const REPO = { host: 'github.com', owner: 'acme', name: 'app' }
const STATUS = '/v2/test-collections/aB3xY9kQ/quarantine-status'
const ALL = '/v2/test-collections/aB3xY9kQ/all-quarantined-tests'

describe('v2 Flaky Tests routes', () => {
  it('quarantine-status: one answer per test asked, in order; 2,001 tests are refused', async () => {
    const r = await call('POST', STATUS, {
      repo: REPO,
      testIdentifiers: [{ id: 'not-known' }, { id: ID }, { name: 'test_a', parentName: 'pytest' }],
    })
    expect(r.status).toBe(200)
    const body = QuarantineStatusResponseSchema.parse(r.json)
    expect(Object.keys(r.json).sort()).toEqual(
      ['quarantineEnabled', 'repositoryId', 'testCollectionUuid', 'tests'].sort(),
    )
    expect(body.quarantineEnabled).toBe(true)
    expect(body.tests.map((t) => [t.testId ?? null, t.quarantined])).toEqual([
      [null, false],
      [body.tests[1]!.testId, true],
      [body.tests[1]!.testId, true],
    ])
    const nil = await call('POST', STATUS, { repo: null, testIdentifiers: [] })
    expect(nil.json['repositoryId']).toBe('00000000-0000-0000-0000-000000000000')
    const many = Array.from({ length: 2001 }, (_, i) => ({ id: `t${i}` }))
    const tooMany = await call('POST', STATUS, { repo: REPO, testIdentifiers: many })
    expect(tooMany.status).toBe(400)
    expect((tooMany.json['error'] as { code: string }).code).toBe('VALIDATION_FAILED')
  })

  it('all-quarantined-tests: POST, pages of 1..25,000 in testId order', async () => {
    const r = await call('POST', `${ALL}?limit=1`, { repo: REPO })
    expect(r.status).toBe(200)
    const page = AllQuarantinedTestsPageSchema.parse(r.json)
    expect(page.data).toHaveLength(1)
    expect(page.hasMore).toBe(false)
    expect((await call('POST', `${ALL}?limit=25001`, { repo: REPO })).status).toBe(400)
    expect((await call('GET', ALL)).status).toBe(405)
  })

  it('both lookups need Upload test results; the reads need none', async () => {
    const refused = await call('POST', STATUS, { repo: REPO, testIdentifiers: [] }, READ_KEY)
    expect(refused.status).toBe(403)
    expect(refused.json['error']).toMatchObject({ code: 'INSUFFICIENT_PERMISSIONS' })
    expect(JSON.stringify(refused.json)).toContain('Upload test results')
    const tests = await call(
      'GET',
      '/v2/tests?testCollectionId=aB3xY9kQ&include=metrics&period=7d&sort=lastFailureAt&direction=desc',
      undefined,
      READ_KEY,
    )
    expect(tests.status).toBe(200)
    const list = V2TestPageSchema.parse(tests.json)
    expect(list.data.map((t) => t.name)).toEqual(['test_a', 'test_b'])
    const one = await call('GET', `/v2/tests/${list.data[0]!.id}`, undefined, READ_KEY)
    expect(one.json).toMatchObject({ name: 'test_a', quarantineState: 'quarantined' })
    expect((await call('GET', '/v2/tests/nope')).status).toBe(404)
    expect((await call('GET', '/v2/test-collections/zzzzzzzz')).status).toBe(404)
  })
})
