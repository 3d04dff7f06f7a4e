/**
 * The flaky-tests data set and its two endpoints: the window rule, page sizes, opaque page
 * tokens, the shipped example file, generated sets, and the control API that edits the set.
 */
import { describe, expect, it } from '@jest/globals'
import { EXAMPLE_FLAKY_TESTS_PATH } from '../../../src/emulator/index.js'
import {
  FlakyTestStore,
  failedWithin,
  generateFlakyTests,
  loadFlakyTestsFile,
  parseDataTime,
} from '../../../src/emulator/flaky/store.js'
import { listFailingTests } from '../../../src/emulator/v1/flaky-tests.js'
import { REPO } from '../../../__fixtures__/emulator.js'
import { useEmulator } from '../helpers.js'

const DAY = 86_400_000
const emu = useEmulator({
  flakyTests: undefined,
  clock: { mode: 'manual', startAt: '2026-06-15T12:00:00Z' },
})

const body = (startMs: number, endMs: number, page_query: Record<string, unknown>) => ({
  repo: REPO,
  org_url_slug: 'acme',
  start_time: new Date(startMs).toISOString(),
  end_time: new Date(endMs).toISOString(),
  page_query,
})
type Page = {
  tests: { id: string; name: string }[]
  page: Record<string, string | number>
}

describe('list-failing-tests', () => {
  it('a change to the data set shows in the next page read (matches are not kept past it)', async () => {
    const store = new FlakyTestStore(generateFlakyTests(4, 300, Date.parse('2026-06-15T12:00:00Z')))
    const now = Date.parse('2026-06-15T12:00:00Z')
    const q = { ...body(now - 7 * DAY, now, {}), page_query: { page_size: 10 } }
    const first = listFailingTests(store, q)
    const again = listFailingTests(store, {
      ...q,
      page_query: { page_size: 10, page_token: first.page.next_page_token },
    })
    expect(again.page.total_rows).toBe(first.page.total_rows)
    store.upsert([
      {
        ...store.all()[0]!,
        id: '00000000-0000-4000-8000-00000000abcd',
        name: 'added',
        repo: undefined,
        failures: [now - DAY],
      },
    ])
    expect(listFailingTests(store, q).page.total_rows).toBe(first.page.total_rows + 1)
    store.replaceAll([])
    expect(listFailingTests(store, q).page.total_rows).toBe(0)
  })

  it('returns the distinct tests with a failure in [start, end) from the shipped example', async () => {
    const now = emu.now()
    const res = await emu.post(
      '/flaky-tests/list-failing-tests',
      body(now - 7 * DAY, now, { page_size: 100 }),
    )
    expect(res.status).toBe(200)
    const page = res.json() as Page
    const example = loadFlakyTestsFile(EXAMPLE_FLAKY_TESTS_PATH, now)
    const expected = example.filter((t) => failedWithin(t.failures, now - 7 * DAY, now))
    expect(page.tests.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort())
    expect(page.tests.length).toBeGreaterThan(10)
    expect(page.tests.length).toBeLessThan(example.length)
    expect(Object.keys(page.page).sort()).toEqual(
      [
        'last_page_token',
        'next_page_token',
        'page_index',
        'prev_page_token',
        'total_pages',
        'total_rows',
      ].sort(),
    )
    expect(page.page).toMatchObject({
      next_page_token: '',
      prev_page_token: '',
      page_index: 0,
      total_pages: 1,
    })
    // A narrow window: only the tests that failed in the last hour (end exclusive).
    const hour = (
      await emu.post(
        '/flaky-tests/list-failing-tests',
        body(now - 3_600_000, now, { page_size: 10 }),
      )
    ).json() as Page
    expect(hour.tests.length).toBe(
      example.filter((t) => failedWithin(t.failures, now - 3_600_000, now)).length,
    )
  })

  it('refuses a window over 7 days or ending before it starts, and page sizes outside 1-100', async () => {
    const now = emu.now()
    const bad: [unknown, RegExp][] = [
      [
        body(now - 7 * DAY - 1, now, { page_size: 10 }),
        /^end_time must be within 7 days of start_time/,
      ],
      [body(now, now, { page_size: 10 }), /^end_time must be after start_time/],
      [body(now, now - 1, { page_size: 10 }), /^end_time must be after start_time/],
      [body(now - DAY, now, {}), /^page_query\.page_size is required/],
      [body(now - DAY, now, { page_size: 0 }), /^page_query\.page_size must be at least 1/],
      [body(now - DAY, now, { page_size: 101 }), /^page_query\.page_size must be at most 100/],
      [
        { ...body(now - DAY, now, { page_size: 5 }), start_time: 'yesterday' },
        /^start_time must be an ISO 8601 date-time/,
      ],
      [
        body(now - DAY, now, { page_size: 5, page_token: 'garbage' }),
        /page_token is not a page token/,
      ],
    ]
    for (const [b, message] of bad) {
      const res = await emu.post('/flaky-tests/list-failing-tests', b)
      expect({ status: res.status, text: res.text }).toEqual({
        status: 400,
        text: expect.stringMatching(message),
      })
    }
    const exactly7 = await emu.post(
      '/flaky-tests/list-failing-tests',
      body(now - 7 * DAY, now, { page_size: 1 }),
    )
    expect(exactly7.status).toBe(200)
  })

  it('pages with opaque tokens bound to their query; next_page_token is empty on the last page', async () => {
    await emu.control('/flaky-tests', { generate: { seed: 11, size: 500 } })
    try {
      const now = emu.now()
      const q = (page_query: Record<string, unknown>) =>
        emu.post('/flaky-tests/list-failing-tests', body(now - 7 * DAY, now, page_query))
      const first = (await q({ page_size: 40, page_token: '' })).json() as Page
      const total = Number(first.page.total_rows)
      expect(first.page.total_pages).toBe(Math.ceil(total / 40))
      const seen: string[] = first.tests.map((t) => t.id)
      let page = first
      let index = 0
      while (page.page.next_page_token !== '') {
        const res = await q({ page_size: 40, page_token: page.page.next_page_token })
        expect(res.status).toBe(200)
        page = res.json() as Page
        expect(page.page.page_index).toBe(++index)
        expect(page.page.prev_page_token).not.toBe('')
        seen.push(...page.tests.map((t) => t.id))
      }
      expect(seen.length).toBe(total)
      expect(new Set(seen).size).toBe(total)
      expect(index + 1).toBe(first.page.total_pages)
      const last = (
        await q({ page_size: 40, page_token: first.page.last_page_token })
      ).json() as Page
      expect(last.page.page_index).toBe(index)
      // The same token with another page size, window or repository is refused.
      const other = await q({ page_size: 41, page_token: first.page.next_page_token })
      expect(other.status).toBe(400)
      expect(other.text).toMatch(/belongs to another query/)
      const otherRepo = await emu.post('/flaky-tests/list-failing-tests', {
        ...body(now - 7 * DAY, now, { page_size: 40, page_token: first.page.next_page_token }),
        repo: { ...REPO, name: 'other' },
      })
      expect(otherRepo.status).toBe(400)
    } finally {
      await emu.control('/flaky-tests', { tests: [] })
    }
  })
})

describe('get-test-details', () => {
  it('answers a known id, 404 for an unknown one and 400 for a non-uuid', async () => {
    const example = loadFlakyTestsFile(EXAMPLE_FLAKY_TESTS_PATH, emu.now())
    await emu.control('/flaky-tests', { generate: { seed: 1, size: 0 } })
    await emu.control('/flaky-tests', {
      tests: [
        {
          id: '11111111-2222-4333-8444-555555555555',
          name: 'test_only_in_other_repo',
          repo: 'github.com/acme/other',
          failures: ['-1h'],
        },
        {
          id: '66666666-2222-4333-8444-555555555555',
          name: 'checkout › applies coupons',
          variant: 'linux',
          status: { value: 'FLAKY', reason: 'Passed on retry', timestamp: '-2h' },
          quarantined: true,
          ticket: { html_url: 'https://example.invalid/T-1' },
          failures: ['-3h', '2026-06-15T10:00:00Z'],
        },
      ],
    })
    const ok = await emu.post('/flaky-tests/get-test-details', {
      repo: REPO,
      org_url_slug: 'acme',
      test_id: '66666666-2222-4333-8444-555555555555',
    })
    expect(ok.status).toBe(200)
    expect((ok.json() as { test: unknown }).test).toMatchObject({
      id: '66666666-2222-4333-8444-555555555555',
      name: 'checkout › applies coupons',
      variant: 'linux',
      status: { value: 'flaky', reason: 'Passed on retry', timestamp: '2026-06-15T10:00:00.000Z' },
      quarantined: true,
      ticket: { html_url: 'https://example.invalid/T-1' },
      repository: { html_url: 'https://github.com/acme/app' },
    })
    const elsewhere = await emu.post('/flaky-tests/get-test-details', {
      repo: REPO,
      org_url_slug: 'acme',
      test_id: '11111111-2222-4333-8444-555555555555',
    })
    expect(elsewhere.status).toBe(404)
    const notUuid = await emu.post('/flaky-tests/get-test-details', {
      repo: REPO,
      org_url_slug: 'acme',
      test_id: 'abc',
    })
    expect(notUuid.status).toBe(400)
    expect(notUuid.text).toMatch(/^test_id must be a UUID/)
    expect(example.length).toBe(21)
  })
})

describe('data sets', () => {
  it('generated sets are deterministic for a seed and size', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    const a = generateFlakyTests(7, 10_000, now)
    const b = generateFlakyTests(7, 10_000, now)
    expect(a).toEqual(b)
    expect(a).toHaveLength(10_000)
    expect(new Set(a.map((t) => t.id)).size).toBe(10_000)
    expect(generateFlakyTests(8, 10, now)).not.toEqual(generateFlakyTests(7, 10, now))
    expect(
      a.some((t) => t.quarantined) &&
        a.some((t) => t.ticket) &&
        a.some((t) => t.status.value === 'broken'),
    ).toBe(true)
  })

  it('reads relative and absolute times', () => {
    const now = Date.parse('2026-01-10T00:00:00Z')
    expect(parseDataTime('-1d2h3m', now)).toBe(now - (26 * 60 + 3) * 60_000)
    expect(parseDataTime('-90m', now)).toBe(now - 90 * 60_000)
    expect(parseDataTime('2026-01-01T00:00:00Z', now)).toBe(Date.parse('2026-01-01T00:00:00Z'))
    expect(() => parseDataTime('soon', now)).toThrow(/not a date-time/)
  })

  it('failedWithin is start-inclusive and end-exclusive', () => {
    expect(failedWithin([10, 20, 30], 20, 21)).toBe(true)
    expect(failedWithin([10, 20, 30], 21, 30)).toBe(false)
    expect(failedWithin([], 0, 100)).toBe(false)
  })
})
