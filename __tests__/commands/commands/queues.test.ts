/**
 * The queue commands' run() with a typed fake client: the calls each makes, and the outcome,
 * outputs and summary for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import type { SettingsOf } from '../../../src/runner/command-table.js'
import {
  createQueueCommand,
  deleteQueueCommand,
  getQueueCommand,
  testingDetailsCommand,
  updateQueueCommand,
} from '../../../src/commands/queues/queues.js'
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  type TestingDetails,
} from '../../../src/client/index.js'
import {
  commandContext,
  commonSettings,
  fakeClient,
  queueOf,
} from '../../../__fixtures__/fake-client.js'

const write = { attempts: 1, reconciled: false, requestBytes: 40, status: 200 }
const main = { targetBranch: 'main' }
const UUID = '0f5a3c2e-1b7d-4e8f-9a6b-2c3d4e5f6a7b'

describe('get-queue', () => {
  it('reads the queue: its state and depth, no PR position', async () => {
    const fake = fakeClient({ getQueue: async () => queueOf() })
    const s: SettingsOf<'get-queue'> = { ...commonSettings('get-queue'), ...main }
    const r = await getQueueCommand.run(commandContext(s, fake))
    expect(r.outcome).toBe('success')
    expect(r.outputs).toEqual({ 'queue-state': 'running', 'queue-depth': '2' })
    expect(r.summary).toContain('#42')
  })
})

describe('create-queue', () => {
  const s = (queueSettings?: object): SettingsOf<'create-queue'> => ({
    ...commonSettings('create-queue'),
    ...main,
    queueSettings,
  })

  it('creates with mode and concurrency, and sets the rest with an update', async () => {
    const requests: Record<string, unknown> = {}
    const fake = fakeClient({
      createQueue: async (req) => {
        requests.create = req
        return write
      },
      updateQueue: async (req) => {
        requests.update = req
        return write
      },
      getQueue: async () => queueOf({ mode: 'parallel', concurrency: 4 }),
    })
    const r = await createQueueCommand.run(
      commandContext(s({ mode: 'parallel', concurrency: 4, batch: true }), fake),
    )
    expect(requests.create).toMatchObject({ mode: 'parallel', concurrency: 4 })
    expect(requests.create).not.toHaveProperty('batch')
    expect(requests.update).toMatchObject({ batch: true })
    expect(r.summary).toContain('Created the queue for main.')
  })

  it('a queue that exists already: every setting goes through the update, and success', async () => {
    let updated: unknown
    const fake = fakeClient({
      createQueue: async () => {
        throw new ConflictError({ operation: 'createQueue', status: 409 })
      },
      updateQueue: async (req) => {
        updated = req
        return write
      },
      getQueue: async () => queueOf(),
    })
    const c = commandContext(s({ mode: 'parallel' }), fake)
    const r = await createQueueCommand.run(c)
    expect(updated).toMatchObject({ mode: 'parallel' })
    expect(r.outcome).toBe('success')
    expect(c.log.lines.some((l) => l.startsWith('NOTICE A queue for main exists already'))).toBe(
      true,
    )
  })

  it('without settings and no queue yet: a create, no update', async () => {
    const fake = fakeClient({ createQueue: async () => write, getQueue: async () => queueOf() })
    await createQueueCommand.run(commandContext(s(), fake))
    expect(fake.called()).toEqual(['createQueue', 'getQueue'])
  })
})

describe('update-queue', () => {
  it('updates, then reads the queue back', async () => {
    const fake = fakeClient({
      updateQueue: async () => write,
      getQueue: async () => queueOf({ state: 'paused' }),
    })
    const s: SettingsOf<'update-queue'> = {
      ...commonSettings('update-queue'),
      ...main,
      queueSettings: { state: 'paused' },
    }
    const r = await updateQueueCommand.run(commandContext(s, fake))
    expect(fake.called()).toEqual(['updateQueue', 'getQueue'])
    expect(r.outputs['queue-state']).toBe('paused')
    expect(r.summary).toContain('Updated: `state`.')
  })
})

describe('delete-queue', () => {
  const s = (): SettingsOf<'delete-queue'> => ({ ...commonSettings('delete-queue'), ...main })

  it('deletes', async () => {
    const fake = fakeClient({ deleteQueue: async () => write })
    const r = await deleteQueueCommand.run(commandContext(s(), fake))
    expect(r).toMatchObject({ outcome: 'success', summary: 'Deleted the queue for main.\n' })
  })

  it('no queue: nothing to delete, success', async () => {
    const fake = fakeClient({
      deleteQueue: async () => {
        throw new NotFoundError({ operation: 'deleteQueue', status: 404 })
      },
    })
    const r = await deleteQueueCommand.run(commandContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.summary).toContain('nothing to delete')
  })

  it('a queue with PRs is not deleted: the step fails saying how many', async () => {
    const fake = fakeClient({
      deleteQueue: async () => {
        throw new BadRequestError({ operation: 'deleteQueue', status: 400 })
      },
      getQueue: async () => queueOf(),
    })
    const r = await deleteQueueCommand.run(commandContext(s(), fake))
    expect(r.outcome).toBe('failure')
    expect(r.failure).toMatch(/holds 2 PR\(s\)/)
  })
})

describe('testing-details', () => {
  const details = (testBranch: string): TestingDetails => ({
    requiredStatuses: [],
    testBranch,
    testBranchSha: 'f'.repeat(40),
    status: 'in_progress',
    checkSuites: [],
    statusChecks: [],
    testedPullRequests: [
      { prNumber: 26, prUrl: 'https://github.com/acme/app/pull/26', title: 'x' },
    ],
  })

  it('reads the test run and says its status and its PR', async () => {
    let asked: unknown
    const fake = fakeClient({
      getMergeQueueTestingDetails: async (req) => {
        asked = req
        return details(`trunk-merge/pr-26/${UUID}`)
      },
    })
    const s: SettingsOf<'testing-details'> = {
      ...commonSettings('testing-details'),
      ...main,
      testRunId: UUID,
    }
    const r = await testingDetailsCommand.run(commandContext(s, fake))
    expect(asked).toMatchObject({ targetBranch: 'main', testRunId: UUID })
    expect(r.outputs).toEqual({ 'testing-status': 'in_progress', 'pr-number': '26' })
  })

  it("reads its test run from the run's test branch; an empty test-run-id elsewhere is refused", () => {
    const onBranch = testingDetailsCommand.read(() => '', {
      serverHost: 'github.com',
      ref: `refs/heads/trunk-merge/pr-9/${UUID}`,
    })
    expect(onBranch).toEqual({ testRunId: UUID, testRunPr: 9 })
    expect(() =>
      testingDetailsCommand.read(() => '', { serverHost: 'github.com', ref: 'refs/heads/main' }),
    ).toThrow(/Input 'test-run-id': is empty and this run is not on a trunk-merge/)
  })
})
