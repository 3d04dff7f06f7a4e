/**
 * get-queue's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give; its required checks and draft-PR setting as
 * each API sends them (v1's getQueue, v2's queue read through the floor's mapping).
 */
import { describe, expect, it } from '@jest/globals'
import {
  commandContext,
  queueContext,
  commonSettings,
  fakeClient,
  keptLog,
  MAIN_QUEUE,
  queueOf,
} from '../../../__fixtures__/fake-client.js'
import { getQueueCommand } from '../../../src/commands/get-queue/row.js'
import { draftPrsValue, requiredChecksValue } from '../../../src/commands/get-queue/words.js'
import type { MergeQueue } from '../../../src/queue/index.js'
import { fromV2Queue } from '../../../src/queue/v2-mapping.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'
import type { MergeQueue as V2Queue } from '../../../src/wire/v2/schemas.js'

const settings = (): SettingsOf<'get-queue'> => ({ ...commonSettings('get-queue'), ...MAIN_QUEUE })

/** A v2 queue as `GET /v2/merge-queues/{id}` answers it (spec/v2 MergeQueue). */
function v2Queue(config: Partial<V2Queue['config']>): V2Queue {
  return {
    id: 'mq_1',
    repositoryId: 'repo_1',
    targetBranch: 'main',
    state: 'running',
    mode: 'queue',
    managedState: 'managed',
    createdAt: '2026-12-01T00:00:00Z',
    updatedAt: '2026-12-01T00:00:00Z',
    repositoryUrl: 'https://api.trunk.io/v2/repositories/repo_1',
    pullRequestsUrl: 'https://api.trunk.io/v2/merge-queues/mq_1/pull-requests',
    config: {
      concurrency: 1,
      bisectionConcurrency: 0,
      pendingFailureDepth: 0,
      canOptimisticallyMerge: false,
      allowBatching: false,
      batchingMaxWaitTimeMinutes: 0,
      batchingMinSize: 1,
      testingTimeoutMinutes: 60,
      notReadyTimeoutMinutes: 0,
      createsPrsForTestingBranches: true,
      areCommentsEnabled: true,
      areCommandsEnabled: true,
      isStatusCheckEnabled: true,
      isExtensionEnabled: false,
      areLabelCommandsEnabled: false,
      areStateLabelsEnabled: false,
      requiredStatuses: [],
      allowedBotSubmitters: [],
      batchingRules: [],
      directMergeMode: 'off',
      optimizationMode: 'off',
      mergeMethod: 'squash',
      testBranchConstructionMode: 'renameTempBranch',
      enqueueingLabel: '',
      ...config,
    },
  }
}

/** get-queue over a v2 queue: the floor's v2 mapping, as V2MergeQueue.getQueue returns it. */
async function runOverV2(q: V2Queue) {
  const client = { getQueue: async () => fromV2Queue(q, []) } as unknown as MergeQueue
  const log = keptLog()
  const c = { ...commandContext(settings(), fakeClient({}), log), client }
  return { r: await (await getQueueCommand.load()).run(c), log }
}

describe('get-queue', () => {
  it('reads the queue: its state and depth, no PR position', async () => {
    const fake = fakeClient({ getQueue: async () => queueOf() })
    const r = await (await getQueueCommand.load()).run(queueContext(settings(), fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({ 'queue-state': 'running', 'queue-depth': '2' })
    expect(r.summary).toContain('#42')
  })

  it("v1: the queue's required statuses as a JSON array, its draft-PR setting; no override is unknown, never []", async () => {
    const load = async (extra: Parameters<typeof queueOf>[0]) => {
      const fake = fakeClient({ getQueue: async () => queueOf(extra) })
      const log = keptLog()
      const r = await (await getQueueCommand.load()).run(queueContext(settings(), fake, log))
      return { r, log }
    }
    const set = await load({ requiredStatuses: ['build', 'test (20)'] })
    expect(set.r.outputs).toMatchObject({
      'required-checks': '["build","test (20)"]',
      'draft-prs': 'false',
    })
    expect(set.r.summary).toContain('- Required checks: `build`, `test (20)`')
    expect(set.r.summary).toContain('- Draft PRs: off (the queue only pushes test branches)')
    expect(set.log.lines).toContain('Required checks: build, test (20).')

    // null: the queue has no override; the branch protection or trunk.yaml decides.
    const none = await load({ requiredStatuses: null, createPrsForTestingBranches: true })
    expect(none.r.outputs).toMatchObject({ 'required-checks': 'unknown', 'draft-prs': 'true' })
    expect(none.r.summary).toContain(
      "- Required checks: unknown here: the queue sets none of its own, so GitHub's branch protection or .trunk/trunk.yaml decides",
    )
    expect(none.log.lines.join('\n')).toMatch(/Draft PRs: on \(the queue opens a draft PR/)

    // An override requiring nothing is read, and empty: [] (not unknown).
    const empty = await load({ requiredStatuses: [] })
    expect(empty.r.outputs['required-checks']).toBe('[]')
  })

  it("v2: the config's requiredStatuses and createsPrsForTestingBranches; an empty list (no override on v2) is unknown", async () => {
    const set = await runOverV2(
      v2Queue({ requiredStatuses: ['lint'], createsPrsForTestingBranches: false }),
    )
    expect(set.r.outputs).toMatchObject({ 'required-checks': '["lint"]', 'draft-prs': 'false' })
    const none = await runOverV2(v2Queue({ requiredStatuses: [] }))
    expect(none.r.outputs).toMatchObject({ 'required-checks': 'unknown', 'draft-prs': 'true' })
    expect(none.r.summary).toContain('- Draft PRs: on')
  })

  it('what the service did not send is unknown, never empty or false', () => {
    expect(requiredChecksValue(undefined)).toBe('unknown')
    expect(requiredChecksValue(null)).toBe('unknown')
    expect(draftPrsValue(undefined)).toBe('unknown')
    expect(draftPrsValue(false)).toBe('false')
  })
})
