/**
 * Property: whatever a 200 carries (any bytes, any JSON, a valid body damaged or cut short, a
 * valid body with fields the client does not know), every read endpoint gives a parsed value or
 * a typed TrunkApiError, never anything else; the error's message is one line, bounded, and
 * never carries the token. Through a real loopback server, as the client reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { TrunkApiError, TrunkClient } from '../../src/client/index.js'
import { startTestServer, type TestServer } from '../../__fixtures__/test-server.js'
import {
  page,
  queue,
  submittedPr,
  testCase,
  testingDetails,
} from '../../__fixtures__/wire-samples.js'

const TOKEN = 'tok_responseParsers7Qx2Lm9Vb'
const repo = { host: 'github.com', owner: 'acme', name: 'app' }
const ref = { repo, targetBranch: 'main' }
const prRef = { ...ref, pr: { number: 42 } }
const now = Date.now()
const window = {
  start_time: new Date(now - 3600_000).toISOString(),
  end_time: new Date(now).toISOString(),
}

/** Each read endpoint: how the client calls it and a valid body as the service sends it. */
const ENDPOINTS: {
  name: string
  call: (c: TrunkClient) => Promise<unknown>
  sample: () => Record<string, unknown>
}[] = [
  {
    name: 'getSubmittedPullRequest',
    call: (c) => c.getSubmittedPullRequest(prRef),
    sample: () => submittedPr(),
  },
  { name: 'getQueue', call: (c) => c.getQueue(ref), sample: () => queue() },
  {
    name: 'getMergeQueueTestingDetails',
    call: (c) => c.getMergeQueueTestingDetails({ ...ref, testRunId: 'run-1' }),
    sample: () => testingDetails(),
  },
  {
    name: 'listFailingTests',
    call: (c) =>
      c.listFailingTests({ repo, org_url_slug: 'acme', ...window, page_query: { page_size: 10 } }),
    sample: () => ({ tests: [testCase()], page: page() }),
  },
  {
    name: 'getTestDetails',
    call: (c) =>
      c.getTestDetails({
        repo,
        org_url_slug: 'acme',
        test_id: '01234567-89ab-4cde-8f01-23456789abcd',
      }),
    sample: () => ({ test: testCase() }),
  },
  {
    name: 'getMergeQueueMetrics',
    call: (c) => c.getMergeQueueMetrics({ repo: 'acme/app', repoHost: 'github.com' }),
    sample: () => ({ text: '# TYPE mq_depth_current gauge\n' }),
  },
  {
    name: 'updateQueue (a write whose 200 may carry the configuration)',
    call: (c) => c.updateQueue({ ...ref, state: 'paused' }),
    sample: () => queue(),
  },
]

let server: TestServer
let client: TrunkClient
let body: Buffer = Buffer.alloc(0)
let contentType = 'application/json'

beforeAll(async () => {
  server = await startTestServer()
  server.respond(() => ({ status: 200, body, headers: { 'content-type': contentType } }))
  // One attempt: a malformed body on a read is retried once, which changes nothing here.
  client = new TrunkClient({ baseUrl: server.url, token: TOKEN, retry: { maxAttempts: 1 } })
})
afterAll(async () => {
  await client.close()
  await server.close()
})

/** Replaces (or removes) the value at a path of a JSON value. */
function damage(value: unknown, path: number[], replacement: unknown): unknown {
  if (value === null || typeof value !== 'object') return replacement
  const keys = Object.keys(value)
  if (!keys.length || !path.length) return replacement
  const key = keys[(path[0] as number) % keys.length] as string
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) }
  const inner = (copy as Record<string, unknown>)[key]
  if (replacement === undefined && path.length === 1) {
    delete (copy as Record<string, unknown>)[key]
  } else {
    ;(copy as Record<string, unknown>)[key] = damage(inner, path.slice(1), replacement)
  }
  return copy
}

/** Adds unknown fields at the top level and in every nested object (lenient parsing). */
function withUnknown(value: unknown, extra: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => withUnknown(v, extra))
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = withUnknown(v, extra)
  for (const [k, v] of Object.entries(extra)) if (!(k in out)) out[k] = v
  return out
}

const anyBody = (sample: () => Record<string, unknown>) =>
  fc.oneof(
    fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
    fc.string({ unit: 'binary', maxLength: 200 }).map((s) => Buffer.from(s)),
    fc.jsonValue({ maxDepth: 4 }).map((v) => Buffer.from(JSON.stringify(v))),
    fc
      .tuple(
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)),
      )
      .map(([path, v]) => Buffer.from(JSON.stringify(damage(sample(), path, v)) ?? '')),
    fc.nat().map((n) => {
      const full = JSON.stringify(sample())
      return Buffer.from(full.slice(0, n % full.length))
    }),
    fc.constantFrom(
      Buffer.from(`<html><title>502 ${TOKEN}</title></html>`),
      Buffer.from(`{"error":"${TOKEN}"`),
      Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
    ),
  )

const contentTypes = fc.constantFrom(
  'application/json',
  'text/plain',
  'text/html',
  'application/octet-stream',
)

describe('every read endpoint, any 200 body', () => {
  for (const e of ENDPOINTS) {
    it(`${e.name}: a value or a typed error, never anything else`, async () => {
      await fc.assert(
        fc.asyncProperty(anyBody(e.sample), contentTypes, async (b, ct) => {
          body = b
          contentType = ct
          try {
            await e.call(client)
          } catch (err) {
            if (!(err instanceof TrunkApiError)) throw err
            expect(err.kind).toBe('response-shape')
            expect(err.message).not.toContain(TOKEN)
            expect(err.message).not.toMatch(/[\r\n]/)
            expect(err.message.length).toBeLessThan(4096)
          }
        }),
        { numRuns: 120 },
      )
    })
  }

  for (const e of ENDPOINTS.slice(0, 5)) {
    it(`${e.name}: a valid body with unknown fields anywhere still parses`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            // Prefixed: an unknown field, never a known optional one given a wrong type.
            fc.string({ minLength: 1, maxLength: 12 }).map((k) => `zz_${k}`),
            fc.jsonValue({ maxDepth: 2 }),
            { maxKeys: 3 },
          ),
          async (extra) => {
            body = Buffer.from(JSON.stringify(withUnknown(e.sample(), extra)))
            contentType = 'application/json'
            await e.call(client)
          },
        ),
        { numRuns: 60 },
      )
    })
  }
})
