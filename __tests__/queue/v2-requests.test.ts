/**
 * The v2 merge queue (src/queue/v2.ts) over a scripted v2 server on 127.0.0.1: the requests it
 * sends for an upload that falls back to ALL, a state it does not know, and the merge estimate.
 */
import { describe, expect, it } from '@jest/globals'
import { NotFoundError } from '../../src/client/index.js'
import { TrunkV2Client, type TrunkV2ClientOptions } from '../../src/client/v2/index.js'
import { V2MergeQueue } from '../../src/queue/index.js'
import { recordingClock } from '../../__fixtures__/fake-clock.js'
import {
  PR_ID,
  REPO_ID,
  envelope,
  jsonReply,
  opened,
  page,
  pullRequest,
  queue,
  server,
  text,
  useScriptedServer,
} from '../client/helpers.js'

const KEY = 'trunk_v2_queue_test_Zq81'

useScriptedServer()

/** The v2 merge queue over a fresh client of the scripted server. */
const newQueue = (opts: Partial<TrunkV2ClientOptions> = {}) =>
  new V2MergeQueue(
    opened(
      new TrunkV2Client({ baseUrl: server.origin, token: KEY, clock: recordingClock(), ...opts }),
    ),
  )

describe('the v2 merge queue over a scripted server', () => {
  const envelopeOf = {
    repo: { host: 'github.com', owner: 'acme', name: 'app' },
    targetBranch: 'main',
    pr: { number: 42, sha: 'abc1234' },
  }

  it('sends impactsAllTargets after a 413 on the list, and without trying past 100,000 targets', async () => {
    const adapter = newQueue()
    server.script([jsonReply(200, page([queue])), text(413, 'Payload Too Large'), { status: 202 }])
    const r = await adapter.uploadImpactedTargets(envelopeOf, ['//a', '//b', '//a'])
    expect([r.mode, r.reason, r.count]).toEqual(['ALL', 'server-413', 0])
    expect(server.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
      'GET /v2/merge-queues',
      'PUT /v2/impacted-targets',
      'PUT /v2/impacted-targets',
    ])
    expect(server.requests[1]!.json).toMatchObject({
      impactedTargets: ['//a', '//b'],
      number: 42,
      repositoryId: REPO_ID,
    })
    expect(server.requests[2]!.json).toMatchObject({ impactsAllTargets: true })
    server.requests.length = 0
    server.script([{ status: 202 }])
    const many = Array.from({ length: 100_001 }, (_, i) => `//t${i}`)
    const o = await adapter.uploadImpactedTargets(envelopeOf, many)
    // Under the 20 MiB body limit, over v2's count: said as the count, not the bytes (issue 33).
    expect(o.listBytes).toBeLessThan(20 * 1024 * 1024)
    expect([o.mode, o.reason, o.count]).toEqual(['ALL', 'too-many', 0])
    expect(server.requests).toHaveLength(1)
  })

  it('keeps a state it does not know, reports it, and maps it to v1 spelling', async () => {
    const events: string[] = []
    const adapter = newQueue({
      onEvent: (e) => {
        if (e.type === 'unknown-enum') events.push(`${e.field}=${e.value}`)
      },
    })
    server.script([
      jsonReply(200, page([queue])),
      jsonReply(200, page([pullRequest('awaitingReview', '2026-01-01T00:00:00Z')])),
    ])
    const pr = await adapter.findPullRequest({ ...envelopeOf, pr: { number: 42 } })
    expect(pr?.state).toBe('awaiting_review')
    expect(events).toEqual(['queueEntry.state=awaitingReview'])
  })

  it('reads the merge estimate (v2 queue-entry-estimate), and a queue with estimates off is no estimate', async () => {
    const adapter = newQueue({
      pullRequestReadIntervalMs: 0,
    })
    const ref = { ...envelopeOf, pr: { number: 42 } }
    server.script([
      jsonReply(200, page([queue])),
      jsonReply(200, page([pullRequest('testing', '2026-01-01T00:00:00Z')])),
      jsonReply(200, {
        status: 'available',
        kind: 'merge',
        estimatedMergeTime: '2026-01-01T00:25:00Z',
        testingStartTime: '2026-01-01T00:05:00Z',
        testingEndTime: '2026-01-01T00:20:00Z',
        prsAhead: 3,
      }),
      envelope(404, 'ESTIMATE_NOT_ENABLED', 'estimates are off for this queue'),
    ])
    expect(await adapter.getEstimate(ref)).toEqual({
      status: 'available',
      kind: 'merge',
      mergeAt: '2026-01-01T00:25:00.000Z',
      testingStartAt: '2026-01-01T00:05:00.000Z',
      testingEndAt: '2026-01-01T00:20:00.000Z',
      prsAhead: 3,
    })
    expect(await adapter.getEstimate(ref)).toEqual({
      status: 'unavailable',
      reason: 'ESTIMATE_NOT_ENABLED',
    })
    expect(server.requests.map((q) => `${q.method} ${q.path}`).slice(-2)).toEqual([
      `GET /v2/pull-requests/${PR_ID}/queue-entry-estimate`,
      `GET /v2/pull-requests/${PR_ID}/queue-entry-estimate`,
    ])
    expect(server.requests.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`)
    // Any other 404 (the PR is gone) is the client's error as for every read.
    server.script([envelope(404, 'PR_NOT_FOUND')])
    await expect(adapter.getEstimate(ref)).rejects.toBeInstanceOf(NotFoundError)
  })
})
