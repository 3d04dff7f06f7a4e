/**
 * Merge estimates over real HTTP on 127.0.0.1: v2's queue-entry-estimate and v1's
 * includeEstimatedTimeToMerge, computed by running the emulator's own queue forward (every test
 * passing), each reason for no estimate, a queue with estimates off (404 ESTIMATE_NOT_ENABLED),
 * and the setting through the control API and the data file.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  MINUTE,
  REPO,
  prRef,
  queueRef,
  startTestEmulator,
  type TestEmulator,
} from '../../../__fixtures__/emulator.js'
import { TrunkV2Client } from '../../../src/client/v2/index.js'
import { V2MergeQueue } from '../../../src/queue/index.js'
import { DEFAULT_V2_API_KEY } from '../../../src/emulator/index.js'
import { pullRequestIdOf } from '../../../src/emulator/v2/ids.js'
import { controlRaw, v2Raw, withEmulator, type Json } from '../helpers.js'

const T0 = Date.parse('2026-11-02T09:00:00.000Z')
let emu: TestEmulator

beforeEach(async () => {
  emu = await startTestEmulator({ clock: { mode: 'manual', startAt: T0 } })
})
afterEach(async () => {
  await emu.stop()
})

/** GET /v2/pull-requests/{id}/queue-entry-estimate of PR `n`: status and JSON body. */
async function estimateOf(n: number): Promise<{ status: number; body: Json }> {
  const r = await v2Raw(
    emu,
    'GET',
    `/v2/pull-requests/${pullRequestIdOf(REPO, n)}/queue-entry-estimate`,
  )
  return { status: r.status, body: r.json() as Json }
}

/** v1 getSubmittedPullRequest of PR `n`, with includeEstimatedTimeToMerge when `ask`. */
async function v1Record(n: number, ask = true): Promise<Json> {
  const r = await emu.post('/getSubmittedPullRequest', {
    ...prRef(n),
    ...(ask ? { includeEstimatedTimeToMerge: true } : {}),
  })
  expect(r.status).toBe(200)
  return r.json() as Json
}

const at = (minutes: number) => new Date(T0 + minutes * MINUTE).toISOString()

async function queueOfThree(): Promise<void> {
  await emu.client.createQueue(queueRef())
  for (const n of [1, 2, 3]) await emu.client.submitPullRequest(prRef(n))
}

/**
 * Submits `prs` to a queue of 3 slots that holds a failed PR for the 2 behind it: #40 fails at
 * +5 and goes pending_failure; #41 and #43 pass at +12.
 */
async function failureAhead(prs: number[]): Promise<void> {
  await emu.client.createQueue(queueRef())
  await emu.client.updateQueue({ ...queueRef(), concurrency: 3, pendingFailureDepth: 2 })
  await emu.control('/outcomes', { repo: 'acme/app', number: 40, outcome: 'fail' })
  for (const n of [41, 43]) {
    await emu.control('/outcomes', {
      repo: 'acme/app',
      number: n,
      outcome: 'pass',
      durationMs: 12 * MINUTE,
    })
  }
  for (const n of prs) await emu.client.submitPullRequest(prRef(n))
}

describe('a merge estimate', () => {
  it('says when each PR starts and ends testing and merges, and how many are ahead (v2)', async () => {
    await queueOfThree()
    // Concurrency 1, 5-minute runs: #1 tests now, #2 at +5, #3 at +10.
    expect(await estimateOf(1)).toEqual({
      status: 200,
      body: {
        status: 'available',
        kind: 'merge',
        estimatedMergeTime: at(5),
        testingStartTime: at(0),
        testingEndTime: at(5),
        prsAhead: 0,
      },
    })
    expect((await estimateOf(3)).body).toEqual({
      status: 'available',
      kind: 'merge',
      estimatedMergeTime: at(15),
      testingStartTime: at(10),
      testingEndTime: at(15),
      prsAhead: 2,
    })
    // Time passes as estimated: #1 merged, #3 is one closer.
    emu.advance(5 * MINUTE)
    expect((await estimateOf(3)).body).toMatchObject({ estimatedMergeTime: at(15), prsAhead: 1 })
  })

  it('assumes the tests ahead pass: a scripted failure shows only once it happened', async () => {
    await emu.client.createQueue(queueRef())
    await emu.control('/outcomes', { repo: 'acme/app', number: 1, outcome: 'fail' })
    await emu.control('/outcomes', { repo: 'acme/app', number: 2, outcome: 'hang' })
    for (const n of [1, 2, 3]) await emu.client.submitPullRequest(prRef(n))
    expect((await estimateOf(3)).body).toMatchObject({ estimatedMergeTime: at(15), prsAhead: 2 })
    emu.advance(5 * MINUTE)
    // #1 failed; #2 now tests (its run will hang, which the service cannot know either).
    expect(await emu.client.getSubmittedPullRequest(prRef(1))).toMatchObject({ state: 'failed' })
    expect((await estimateOf(3)).body).toMatchObject({
      testingStartTime: at(10),
      estimatedMergeTime: at(15),
      prsAhead: 1,
    })
  })

  it('gives v1 estimatedTimeToMerge in seconds when asked, and nothing when not', async () => {
    await queueOfThree()
    expect((await v1Record(3)).estimatedTimeToMerge).toBe(15 * 60)
    expect((await v1Record(1)).estimatedTimeToMerge).toBe(5 * 60)
    expect(await v1Record(3, false)).not.toHaveProperty('estimatedTimeToMerge')
    emu.advance(2 * MINUTE)
    expect((await v1Record(3)).estimatedTimeToMerge).toBe(13 * 60)
  })

  it('gives times to the second, so v1 seconds added to the Date of the answer are v2 time', async () => {
    await emu.stop()
    emu = await startTestEmulator({ clock: { mode: 'manual', startAt: T0 + 400 } })
    await queueOfThree()
    expect((await estimateOf(3)).body).toMatchObject({
      estimatedMergeTime: at(15),
      testingStartTime: at(10),
    })
    const r = await emu.post('/getSubmittedPullRequest', {
      ...prRef(3),
      includeEstimatedTimeToMerge: true,
    })
    const date = Date.parse(r.headers.date as string)
    expect(date).toBe(T0)
    expect(new Date(date + (r.json() as Json).estimatedTimeToMerge * 1000).toISOString()).toBe(
      at(15),
    )
  })

  it('for a PR in pending failure, says when the failure resolves and which PRs it waits on', async () => {
    await failureAhead([40, 41, 43])
    emu.advance(5 * MINUTE)
    expect(await emu.client.getSubmittedPullRequest(prRef(40))).toMatchObject({
      state: 'pending_failure',
    })
    expect((await estimateOf(40)).body).toEqual({
      status: 'available',
      kind: 'pendingFailureResolution',
      estimatedResolutionTime: at(12),
      waitingOn: [{ number: 41 }, { number: 43 }],
      prsAhead: 0,
    })
    // v1 has no field for a resolution: no merge estimate is given.
    expect(await v1Record(40)).not.toHaveProperty('estimatedTimeToMerge')
  })

  it('says why there is none: a paused queue, a PR not ready, too little history', async () => {
    await queueOfThree()
    await emu.control('/pull-requests', { repo: 'acme/app', number: 9, mergeable: false })
    await emu.client.submitPullRequest(prRef(9))
    expect((await estimateOf(9)).body).toEqual({ status: 'unavailable', reason: 'NOT_READY' })
    expect(await v1Record(9)).not.toHaveProperty('estimatedTimeToMerge')

    await emu.control('/queue-state', { repo: 'acme/app', branch: 'main', state: 'paused' })
    expect(await estimateOf(2)).toEqual({
      status: 200,
      body: { status: 'unavailable', reason: 'QUEUE_PAUSED' },
    })
    expect(await v1Record(2)).not.toHaveProperty('estimatedTimeToMerge')
    await emu.control('/queue-state', { repo: 'acme/app', branch: 'main', state: 'running' })

    await emu.control('/estimates', { repo: 'acme/app', branch: 'main', minHistory: 1 })
    expect((await estimateOf(2)).body).toEqual({
      status: 'unavailable',
      reason: 'INSUFFICIENT_HISTORY',
    })
    emu.advance(5 * MINUTE) // #1's run finished: one run of history
    expect((await estimateOf(2)).body).toMatchObject({ status: 'available', kind: 'merge' })
  })

  it('answers 404 ESTIMATE_NOT_ENABLED for a queue with estimates off, and v1 leaves the field out', async () => {
    await queueOfThree()
    const set = await emu.control('/estimates', {
      repo: 'acme/app',
      branch: 'main',
      enabled: false,
    })
    expect(set).toEqual({ repo: REPO, branch: 'main', enabled: false, minHistory: 0 })
    const r = await estimateOf(2)
    expect(r.status).toBe(404)
    expect(r.body.error.code).toBe('ESTIMATE_NOT_ENABLED')
    expect(r.body.error.message).toContain('does not serve merge estimates')
    expect(await v1Record(2)).not.toHaveProperty('estimatedTimeToMerge')
    const listed = await emu.control<Json>('/estimates')
    expect(listed.queues[0]).toMatchObject({
      enabled: false,
      entries: [
        { prNumber: 1, estimate: null },
        { prNumber: 2, estimate: null },
        { prNumber: 3, estimate: null },
      ],
    })
    await emu.control('/estimates', { repo: 'acme/app', branch: 'main', enabled: true })
    expect((await estimateOf(2)).status).toBe(200)
  })

  it('answers 409 PR_NOT_IN_ACTIVE_STATE for a merged PR and 404 PR_NOT_FOUND for an unknown one', async () => {
    await queueOfThree()
    emu.advance(5 * MINUTE)
    const merged = await estimateOf(1)
    expect(merged.status).toBe(409)
    expect(merged.body.error.code).toBe('PR_NOT_IN_ACTIVE_STATE')
    expect((await estimateOf(777)).status).toBe(404)
  })

  it('lists every active PR with its estimate on GET /_control/estimates', async () => {
    await queueOfThree()
    const listed = await emu.control<Json>('/estimates')
    expect(listed.now).toBe(at(0))
    expect(listed.queues).toEqual([
      {
        repo: REPO,
        branch: 'main',
        enabled: true,
        minHistory: 0,
        entries: [1, 2, 3].map((n, i) => ({
          prNumber: n,
          estimate: expect.objectContaining({ estimatedMergeTime: at(5 * (i + 1)), prsAhead: i }),
        })),
      },
    ])
  })

  it('refuses a bad setting, naming the field', async () => {
    await emu.client.createQueue(queueRef())
    const r = await controlRaw(emu, '/estimates', {
      repo: 'acme/app',
      branch: 'main',
      minHistory: -1,
    })
    expect(r.status).toBe(400)
    expect(r.text).toContain('minHistory')
    const missing = await controlRaw(emu, '/estimates', {
      repo: 'acme/app',
      branch: 'nope',
      enabled: false,
    })
    expect(missing.status).toBe(404)
  })
})

describe('the estimate setting in the data file', () => {
  it('survives a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emu-estimates-'))
    try {
      const dataFile = join(dir, 'state.json')
      const options = { dataFile, clock: { mode: 'manual', startAt: T0 } } as const
      await withEmulator(options, async (first) => {
        await first.client.createQueue(queueRef())
        await first.control('/estimates', {
          repo: 'acme/app',
          branch: 'main',
          enabled: false,
          minHistory: 3,
        })
      })
      await withEmulator(options, async (second) => {
        const state = await second.control<Json>('/state')
        expect(state.queues[0].estimates).toEqual({ enabled: false, minHistory: 3 })
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the project's client reads what the emulator serves", () => {
  it('over v1 and v2 alike: a merge, a pending failure, none, and estimates off', async () => {
    const client = new TrunkV2Client({
      baseUrl: emu.v2Url,
      token: DEFAULT_V2_API_KEY,
      retry: { maxAttempts: 1 },
    })
    const v2 = new V2MergeQueue(client)
    try {
      await failureAhead([40, 41, 43, 44])
      // #44 waits for a free slot: it tests from +5 to +10 (when #40's run ends) and merges at +12
      // behind #41 and #43 (the projection lets #40 pass, as the service would).
      const merge = await v2.getEstimate(prRef(44))
      expect(merge).toMatchObject({ status: 'available', kind: 'merge', prsAhead: 3 })
      expect(merge).toMatchObject({ mergeAt: at(12), testingStartAt: at(5), testingEndAt: at(10) })
      // v1 says the same in seconds from the service's now.
      expect(await emu.client.getMergeEstimate(prRef(44))).toMatchObject({
        status: 'available',
        kind: 'merge',
      })
      expect((await v1Record(44)).estimatedTimeToMerge).toBe(12 * 60)
      emu.advance(5 * MINUTE)
      expect(await v2.getEstimate(prRef(40))).toEqual({
        status: 'available',
        kind: 'pending-failure',
        resolveAt: at(12),
        waitingOn: [41, 43],
        prsAhead: 0,
      })
      await emu.control('/queue-state', { repo: 'acme/app', branch: 'main', state: 'paused' })
      expect(await v2.getEstimate(prRef(44))).toEqual({
        status: 'unavailable',
        reason: 'QUEUE_PAUSED',
      })
      await emu.control('/estimates', { repo: 'acme/app', branch: 'main', enabled: false })
      expect(await v2.getEstimate(prRef(44))).toEqual({
        status: 'unavailable',
        reason: 'ESTIMATE_NOT_ENABLED',
      })
    } finally {
      await client.close()
    }
  })
})
