/**
 * The emulator serves the cause of a state the same over v1 and v2: a scripted failure of named
 * checks, the timeline (v1 includeTimeline) and the history (v2), the run's checks (v1 testing
 * details, v2 verification run), and a cancel from outside with its reason and actor.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { V1MergeQueue, V2MergeQueue, failedChecksOf, valueOr } from '../../../src/queue/index.js'
import { TrunkV2Client } from '../../../src/client/v2/index.js'
import { DEFAULT_V2_API_KEY } from '../../../src/emulator/index.js'
import { MINUTE, prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { useEmulator } from '../helpers.js'

const emu = useEmulator({
  apiKeys: [{ key: DEFAULT_V2_API_KEY, permissions: ['merge-and-cancel'] }],
})
let client: TrunkV2Client
let v2: V2MergeQueue

beforeAll(async () => {
  client = new TrunkV2Client({
    baseUrl: emu.v2Url,
    token: DEFAULT_V2_API_KEY,
    retry: { maxAttempts: 1 },
  })
  v2 = new V2MergeQueue(client)
  await emu.client.createQueue({ ...queueRef(), mode: 'single' })
  await emu.client.updateQueue({ ...queueRef(), requiredStatuses: ['build', 'unit-tests'] })
})
afterAll(async () => {
  await client.close()
})

describe('the cause over v1 and v2', () => {
  it('a run that fails unit-tests: the same transition and the same failed checks', async () => {
    await emu.control('/outcomes', {
      repo: 'acme/app',
      number: 7,
      outcome: 'fail',
      failChecks: ['unit-tests', 'flaky-e2e'],
      durationMs: MINUTE,
    })
    await emu.client.submitPullRequest(prRef(7))
    emu.advance(2 * MINUTE)

    const [t1] = await emu.client.getPullRequestTimeline(prRef(7))
    const [t2] = valueOr(await v2.readHistory(prRef(7)))
    expect(t1).toMatchObject({
      state: 'failed',
      reason: 'TEST_RUN_REQUIRED_STATUS_FAILED',
      testRunId: expect.any(String),
    })
    // v1's timeline adds the service's sentence; everything else is the same fact.
    const { message, ...fact } = t1!
    expect(message).toBe('tests failed')
    expect(t2).toEqual(fact)
    const names = (c: { name: string; conclusion: string }[]) =>
      c.map((x) => `${x.name}:${x.conclusion}`)
    expect(names(t1!.failedChecks)).toEqual(['unit-tests:FAILURE', 'flaky-e2e:FAILURE'])

    const ref = { ...queueRef(), testRunId: t1!.testRunId! }
    const d1 = failedChecksOf(await new V1MergeQueue(emu.client).getTestRun(ref))
    const d2 = failedChecksOf(await v2.getTestRun(ref))
    expect(names(d1)).toEqual(['unit-tests:FAILURE', 'flaky-e2e:FAILURE'])
    expect(d2).toEqual(d1)
    // build passed: it is a check of the run, but not a failed one.
    const details = await emu.client.getMergeQueueTestingDetails(ref)
    expect(details.checkSuites[0]?.checkRuns.map((c) => `${c.name}:${c.conclusion}`)).toEqual([
      'build:SUCCESS',
      'unit-tests:FAILURE',
      'flaky-e2e:FAILURE',
    ])
  })

  it('a cancel from outside: its reason and actor on both APIs', async () => {
    await emu.control('/pull-requests', { repo: 'acme/app', number: 8, mergeable: false })
    await emu.client.submitPullRequest(prRef(8))
    await emu.control('/cancel', {
      repo: 'acme/app',
      branch: 'main',
      number: 8,
      reason: 'PR_PUSHED_TO',
      actor: 'octocat',
    })
    const [t1] = await emu.client.getPullRequestTimeline(prRef(8))
    const [t2] = valueOr(await v2.readHistory(prRef(8)))
    for (const t of [t1, t2])
      expect(t).toMatchObject({ state: 'cancelled', reason: 'PR_PUSHED_TO', actor: 'octocat' })
  })

  it('refuses a cancel reason it does not know, naming it', async () => {
    await expect(
      emu.control('/cancel', { repo: 'acme/app', branch: 'main', number: 8, reason: 'BORED' }),
    ).rejects.toThrow(/HTTP 400.*reason/)
  })
})
