/**
 * v1's merge estimate through the client: includeEstimatedTimeToMerge against a server on
 * 127.0.0.1, on its own and in the PR's read (the readers of the body variants:
 * __tests__/wire/estimate.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { NotFoundError, ResponseShapeError, TrunkClient } from '../../src/client/index.js'
import { recordingClock } from '../../__fixtures__/fake-clock.js'
import { startTestServer, type TestServer } from '../../__fixtures__/test-server.js'

describe('v1 getMergeEstimate', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())
  const ref = {
    repo: { host: 'github.com', owner: 'acme', name: 'app' },
    targetBranch: 'main',
    pr: { number: 42 },
  }
  const pr = {
    state: 'testing',
    stateChangedAt: '2026-11-27T09:50:00Z',
    priorityValue: 100,
    priorityName: 'medium',
    skipTheLine: false,
    isCurrentlySubmittedToQueue: true,
    prNumber: 42,
    prTitle: 't',
    prSha: 'abc',
    prBaseBranch: 'main',
    prAuthor: 'octocat',
  }
  it('asks with includeEstimatedTimeToMerge and reads estimatedTimeToMerge; an older service sends none', async () => {
    const clock = recordingClock()
    const client = new TrunkClient({ baseUrl: server.url, token: 'tok-v1-estimate', clock })
    server.script([
      {
        status: 200,
        body: JSON.stringify({ ...pr, estimatedTimeToMerge: 1500 }),
        headers: { 'content-type': 'application/json', date: 'Wed, 01 Jan 2025 00:00:00 GMT' },
      },
      { status: 200, body: JSON.stringify(pr), headers: { 'content-type': 'application/json' } },
    ])
    const first = await client.getMergeEstimate(ref)
    expect(first.status).toBe('available')
    // Seconds from the service's now (its Date header), not from this machine's clock.
    expect(first).toEqual({
      status: 'available',
      kind: 'merge',
      mergeAt: '2025-01-01T00:25:00.000Z',
    })
    expect(server.requests.at(-1)!.path).toBe('/v1/getSubmittedPullRequest')
    expect(server.requests.at(-1)!.json).toMatchObject({ includeEstimatedTimeToMerge: true })
    expect(await client.getMergeEstimate(ref)).toEqual({
      status: 'unavailable',
      reason: 'NOT_SENT',
    })
    await client.close()
  })

  it("the PR's read asks for the estimate in the same request, and the PR comes with it", async () => {
    const client = new TrunkClient({
      baseUrl: server.url,
      token: 'tok-v1-estimate',
      clock: recordingClock(),
    })
    const date = { 'content-type': 'application/json', date: 'Wed, 01 Jan 2025 00:00:00 GMT' }
    server.script([
      { status: 200, body: JSON.stringify({ ...pr, estimatedTimeToMerge: 1500 }), headers: date },
      { status: 200, body: JSON.stringify(pr), headers: date },
      { status: 200, body: JSON.stringify({ ...pr, estimatedTimeToMerge: 'soon' }), headers: date },
    ])
    const before = server.requests.length
    const read = await client.findSubmittedPullRequest(ref, {}, { estimate: true })
    expect(server.requests.length).toBe(before + 1)
    expect(server.requests.at(-1)!.path).toBe('/v1/getSubmittedPullRequest')
    expect(server.requests.at(-1)!.json).toMatchObject({ includeEstimatedTimeToMerge: true })
    expect(read).toEqual({
      ...pr,
      mergeEstimate: { status: 'available', kind: 'merge', mergeAt: '2025-01-01T00:25:00.000Z' },
    })
    // None sent, or one that cannot be read: the PR still reads; the estimate is "unavailable".
    expect(
      (await client.findSubmittedPullRequest(ref, {}, { estimate: true }))?.mergeEstimate,
    ).toEqual({ status: 'unavailable', reason: 'NOT_SENT' })
    expect(
      (await client.getSubmittedPullRequest(ref, {}, { estimate: true })).mergeEstimate,
    ).toEqual({
      status: 'unavailable',
      reason: 'UNREADABLE',
    })
    await client.close()
  })

  it('a service that refuses the option (400) is read again without it: the state, no estimate', async () => {
    const client = new TrunkClient({
      baseUrl: server.url,
      token: 'tok-v1-estimate',
      clock: recordingClock(),
    })
    const headers = { 'content-type': 'application/json' }
    server.script([
      { status: 400, body: JSON.stringify({ message: 'unknown field' }), headers },
      { status: 200, body: JSON.stringify(pr), headers },
    ])
    const before = server.requests.length
    const read = await client.getSubmittedPullRequest(ref, {}, { estimate: true })
    const sent = server.requests.slice(before).map((r) => r.json as Record<string, unknown>)
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatchObject({ includeEstimatedTimeToMerge: true })
    expect(sent[1]).not.toHaveProperty('includeEstimatedTimeToMerge')
    expect(read).toEqual({
      ...pr,
      mergeEstimate: { status: 'unavailable', reason: 'READ_FAILED (bad-request, HTTP 400)' },
    })
    await client.close()
  })

  it('a read that does not ask sends no flag and has no estimate; a failed read fails as before', async () => {
    const client = new TrunkClient({
      baseUrl: server.url,
      token: 'tok-v1-estimate',
      clock: recordingClock(),
      retry: { maxAttempts: 1 },
    })
    const headers = { 'content-type': 'application/json' }
    server.script([
      { status: 200, body: JSON.stringify({ ...pr, estimatedTimeToMerge: 1500 }), headers },
      { status: 404, body: JSON.stringify({ message: 'not found' }), headers },
      { status: 404, body: JSON.stringify({ message: 'not found' }), headers },
      {
        status: 200,
        body: JSON.stringify({ ...pr, state: 42, estimatedTimeToMerge: 1500 }),
        headers,
      },
    ])
    const plain = await client.findSubmittedPullRequest(ref)
    expect(server.requests.at(-1)!.json).not.toHaveProperty('includeEstimatedTimeToMerge')
    expect(plain).toEqual(pr)
    expect(await client.findSubmittedPullRequest(ref, {}, { estimate: true })).toBeNull()
    await expect(
      client.getSubmittedPullRequest(ref, {}, { estimate: true }),
    ).rejects.toBeInstanceOf(NotFoundError)
    // A PR the schema refuses is refused with the estimate asked too.
    await expect(
      client.getSubmittedPullRequest(ref, {}, { estimate: true }),
    ).rejects.toBeInstanceOf(ResponseShapeError)
    await client.close()
  })
})
