/**
 * Fault mode on `/v2`, with raw HTTP: rules name v2 operation ids (`pullRequests.get`), the same
 * kinds act as on `/v1` (edge faults leave the state alone, application faults apply the
 * request), `*` covers both APIs, and a rule for one API's operation leaves the other's alone.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { DEFAULT_V2_API_KEY } from '../../../src/emulator/index.js'
import { UNKNOWN_PR_STATE_V2 } from '../../../src/emulator/faults/engine.js'
import { prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { startOver, useAgent, useEmulator, v2Raw, controlRaw } from '../helpers.js'

/** A key of its own per test: v2 limits PR reads to 5 a second per key, in real time. */
let key = DEFAULT_V2_API_KEY
let keys = 0
let queueId: string
let repositoryId: string

const agent = useAgent()
const emu = useEmulator()
beforeEach(async () => {
  await startOver(emu)
  key = `trunk_v2_faults_test_${++keys}`
  await emu.control('/api-keys', { key, permissions: ['all'] })
  const queues = (await v2('GET', '/v2/merge-queues')).json() as {
    data: { id: string; repositoryId: string }[]
  }
  queueId = queues.data[0]?.id as string
  repositoryId = queues.data[0]?.repositoryId as string
  await emu.control('/requests/reset', {})
})

const faults = (rules: unknown[]) => emu.control('/faults', { rules })

const v2 = (method: string, path: string, body?: unknown) =>
  v2Raw(emu, method, path, body, { key, agent })

const submitV2 = (n: number) =>
  v2('POST', `/v2/merge-queues/${queueId}/pull-requests`, { number: n })

/** Entries of PR n in the queue, active and finished (from the emulator's state). */
const entriesOf = (n: number) => {
  const q = emu.state().queues[0]
  return (
    (q?.entries.filter((e) => e.prNumber === n).length ?? 0) +
    (q?.finished.filter((e) => e.prNumber === n).length ?? 0)
  )
}

async function prId(n: number): Promise<string> {
  const page = (
    await v2('GET', `/v2/pull-requests?repositoryId=${repositoryId}&number=${n}`)
  ).json()
  return (page as { data: { id: string }[] }).data[0]?.id as string
}

describe('rules that name v2 operations', () => {
  it('status 503 on mergeQueues.submitPullRequest: plain text, not applied, then expires', async () => {
    await faults([
      { operation: 'mergeQueues.submitPullRequest', kind: 'status', status: 503, count: 1 },
    ])
    const a = await submitV2(1)
    expect(a.status).toBe(503)
    expect(a.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(entriesOf(1)).toBe(0)
    const b = await submitV2(1)
    expect(b.status).toBe(201)
    expect(entriesOf(1)).toBe(1)
    const log = emu.requests().recent.map((r) => [r.operation, r.status, r.fault])
    expect(log).toEqual([
      ['v2 mergeQueues.submitPullRequest', 503, 'status'],
      ['v2 mergeQueues.submitPullRequest', 201, undefined],
    ])
  })

  it('429 without Retry-After on pullRequests.get, as v2 edge limits answer', async () => {
    await submitV2(2)
    const id = await prId(2)
    await faults([{ operation: 'pullRequests.get', kind: 'status', status: 429, count: 1 }])
    const a = await v2('GET', `/v2/pull-requests/${id}`)
    expect(a.status).toBe(429)
    expect(a.headers['retry-after']).toBeUndefined()
    expect((await v2('GET', `/v2/pull-requests/${id}`)).status).toBe(200)
  })

  it('drop-after-commit on a v2 submit: queued once, no answer', async () => {
    await faults([
      { operation: 'mergeQueues.submitPullRequest', kind: 'drop-after-commit', count: 1 },
    ])
    await expect(submitV2(3)).rejects.toThrow()
    expect(entriesOf(3)).toBe(1)
    // The service refuses a second submit of a queued PR: the re-send is not a second entry.
    const again = await submitV2(3)
    expect(again.status).toBe(409)
    expect((again.json() as { error: { code: string } }).error.code).toBe('PR_ALREADY_ENQUEUED')
    expect(entriesOf(3)).toBe(1)
  })

  it('unknown-state: the queue entry state in v2 spelling, in a PR and in a page of PRs', async () => {
    await submitV2(4)
    const id = await prId(4)
    await faults([
      { operation: 'pullRequests.get', kind: 'unknown-state', count: 1 },
      { operation: 'pullRequests.resolveByCoordinates', kind: 'unknown-state', count: 1 },
    ])
    const one = (await v2('GET', `/v2/pull-requests/${id}`)).json() as {
      queueEntry: { state: string; mergeQueueId: string }
    }
    expect(one.queueEntry.state).toBe(UNKNOWN_PR_STATE_V2)
    expect(one.queueEntry.mergeQueueId).toBe(queueId)
    const page = (
      await v2('GET', `/v2/pull-requests?repositoryId=${repositoryId}&number=4`)
    ).json() as { data: { queueEntry: { state: string } }[] }
    expect(page.data.map((p) => p.queueEntry.state)).toEqual([UNKNOWN_PR_STATE_V2])
    // Both rules spent: the real state again.
    const after = (await v2('GET', `/v2/pull-requests/${id}`)).json() as {
      queueEntry: { state: string }
    }
    expect(after.queueEntry.state).not.toBe(UNKNOWN_PR_STATE_V2)
  })

  it('truncate on a v2 read: the full Content-Length, half the body, then the connection closes', async () => {
    await faults([{ operation: 'mergeQueues.get', kind: 'truncate', count: 1 }])
    await expect(v2('GET', `/v2/merge-queues/${queueId}`)).rejects.toThrow()
    expect((await v2('GET', `/v2/merge-queues/${queueId}`)).status).toBe(200)
  })
})

describe('which API a rule covers', () => {
  it('a v1 operation name leaves v2 alone, and a v2 id leaves v1 alone', async () => {
    await faults([
      { operation: 'submitPullRequest', kind: 'status', status: 500 },
      { operation: 'mergeQueues.get', kind: 'status', status: 502 },
    ])
    expect((await submitV2(5)).status).toBe(201)
    expect((await emu.post('/getQueue', queueRef())).status).toBe(200)
    expect((await emu.post('/submitPullRequest', prRef(6))).status).toBe(500)
    expect((await v2('GET', `/v2/merge-queues/${queueId}`)).status).toBe(502)
  })

  it('`*` covers every request of both APIs, never the control API', async () => {
    await faults([{ kind: 'html-502' }])
    const a = await v2('GET', `/v2/merge-queues/${queueId}`)
    expect(a.status).toBe(502)
    expect(a.headers['content-type']).toBe('text/html; charset=utf-8')
    expect((await emu.post('/getQueue', queueRef())).status).toBe(502)
    expect((await emu.raw('GET', '/_control/api-keys')).status).toBe(200)
  })

  it('refuses an operation neither API has, naming it and the names it takes', async () => {
    const r = await controlRaw(emu, '/faults', {
      rules: [{ operation: 'pullRequest.get', kind: 'reset' }],
    })
    expect(r.status).toBe(400)
    expect(r.text).toContain('"pullRequest.get" is not an operation')
    expect(r.text).toContain('pullRequests.get')
    expect(r.text).toContain('getSubmittedPullRequest')
    expect((await emu.control<{ rules: unknown[] }>('/faults')).rules).toEqual([])
  })
})
