/**
 * v2's quarantine overrides over the flaky-tests data set (flaky/store.ts keeps them): one test's
 * (`POST /v2/tests/{testId}/quarantine`, answering the test with its new override) and up to 100
 * tests' in one request (`POST /v2/tests/quarantine`, the path and answer this project decided:
 * src/wire/v2/quarantine-overrides.ts), as the live pages describe them: a test already in the
 * mode asked is `unchanged` and its reason is not recorded; a test listed twice refuses the whole
 * request; an item fails alone (TEST_NOT_FOUND, or INTERNAL_ERROR for a test the control API
 * made fail) and the others are applied. The override shows on `GET /v2/tests/{testId}` and in
 * every quarantine state the emulator answers (flaky-routes.ts).
 */
import {
  SetQuarantineOverrideRequestSchema,
  SetQuarantineOverridesRequestSchema,
} from '../../wire/v2/index.js'
import { jsonReply } from '../http/reply.js'
import { byV2Id, testBody } from './flaky-routes.js'
import { P, V2Error, validate, type V2Context, type V2Route } from './route-kit.js'

/** What one test's write did, or its error. */
type ItemOutcome =
  | { status: 'succeeded' | 'unchanged' }
  | { status: 'failed'; error: { code: string; message: string } }

function writeOne(
  ctx: V2Context,
  testId: string,
  mode: 'alwaysQuarantine' | 'neverQuarantine' | 'clear',
  reason: string | undefined,
): ItemOutcome {
  const id = testId.toLowerCase()
  if (!byV2Id(ctx.flaky).has(id))
    return {
      status: 'failed',
      error: { code: 'TEST_NOT_FOUND', message: `no test with id ${JSON.stringify(testId)}` },
    }
  if (ctx.flaky.failingOverrideWrites.has(id))
    return {
      status: 'failed',
      error: { code: 'INTERNAL_ERROR', message: 'the override could not be saved; send it again' },
    }
  return { status: ctx.flaky.setOverride(id, mode, reason, ctx.now()) }
}

/** The quarantine-override routes. */
export const OVERRIDE_ROUTES: V2Route[] = [
  {
    operationId: 'tests.setQuarantineMany',
    method: 'POST',
    pattern: ['tests', 'quarantine'],
    body: 'json',
    permissions: () => [P.quarantineTests],
    handle: (ctx, req) => {
      const body = validate(SetQuarantineOverridesRequestSchema, req.body)
      const results = body.items.map((item) => {
        const r = writeOne(ctx, item.testId, item.mode, item.reason)
        return { testId: item.testId, ...r }
      })
      return jsonReply(200, { results })
    },
  },
  {
    operationId: 'tests.setQuarantine',
    method: 'POST',
    pattern: ['tests', ':id', 'quarantine'],
    body: 'json',
    permissions: () => [P.quarantineTests],
    handle: (ctx, req) => {
      const body = validate(SetQuarantineOverrideRequestSchema, req.body)
      const testId = req.params[0] ?? ''
      const r = writeOne(ctx, testId, body.mode, body.reason)
      if (r.status === 'failed')
        throw new V2Error(
          r.error.code === 'TEST_NOT_FOUND' ? 404 : 500,
          r.error.code,
          r.error.message,
        )
      const t = byV2Id(ctx.flaky).get(testId.toLowerCase())!
      return jsonReply(200, testBody(t, ctx.now(), undefined, ctx.flaky))
    },
  },
]
