/**
 * The queue commands: get-queue, create-queue, update-queue, delete-queue, and testing-details
 * (a test run of the queue).
 */
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  type QueueSettings,
} from '../../client/index.js'
import { Inputs, Outputs } from '../common/constants.js'
import { InputError } from '../common/input-error.js'
import { parseQueueSettings, parseTestRunId, type InputGetter } from '../common/input-parsers.js'
import * as summary from '../common/summary.js'
import { parseTestBranch, type RunContext } from '../../ports/run-context.js'
import { queueOutputs, tryGetQueue } from '../common/shared.js'
import {
  defineCommand,
  readNothing,
  type CommandContext,
  type CommandResult,
  type SettingsFor,
} from '../common/types.js'

const QUEUE_OUTPUTS = [Outputs.QueueState, Outputs.QueueDepth] as const

/** create-queue's and update-queue's own settings. */
export interface QueueSettingsInput {
  /** The settings to set (create-queue: none is fine). */
  queueSettings?: QueueSettings
}

export const getQueueCommand = defineCommand({
  target: 'queue',
  // Only reads: the repository's default branch is a fine default where no PR says otherwise.
  defaultBranchOk: true,
  inputs: [],
  outputs: QUEUE_OUTPUTS,
  read: readNothing,
  run: getQueue,
})

async function getQueue(c: CommandContext<SettingsFor<'queue', object>>): Promise<CommandResult> {
  const q = await c.client.getQueue(
    { repo: c.s.repo, targetBranch: c.s.targetBranch },
    { signal: c.signal },
  )
  c.log.info(
    `The queue for ${c.s.targetBranch} is ${q.state} (${q.mode}), with ${q.enqueuedPullRequests.length} PR(s).`,
  )
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: summary.queueSection(q, c.s.targetBranch, summary.summaryContext(c)),
  }
}

export const createQueueCommand = defineCommand({
  target: 'queue',
  inputs: [Inputs.QueueSettings],
  outputs: QUEUE_OUTPUTS,
  read: (get): QueueSettingsInput => ({
    queueSettings: parseQueueSettings(get(Inputs.QueueSettings), false),
  }),
  run: createQueue,
})

async function createQueue(
  c: CommandContext<SettingsFor<'queue', QueueSettingsInput>>,
): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch }
  const settings = c.s.queueSettings ?? {}
  const { mode, concurrency, ...rest } = settings
  let existed = false
  try {
    await c.client.createQueue({ ...ref, mode, concurrency }, { signal: c.signal })
    c.log.info(`Created the queue for ${ref.targetBranch}.`)
  } catch (e) {
    if (!(e instanceof ConflictError)) throw e
    existed = true
    c.log.notice(
      `A queue for ${ref.targetBranch} exists already${Object.keys(settings).length ? '; applying queue-settings to it' : ''}.`,
    )
  }
  // createQueue takes only mode and concurrency; everything else goes through updateQueue.
  const toUpdate = existed ? settings : rest
  if (Object.keys(toUpdate).length)
    await c.client.updateQueue({ ...ref, ...toUpdate }, { signal: c.signal })
  const q = await c.client.getQueue(ref, { signal: c.signal })
  const intro = existed
    ? `The queue for ${ref.targetBranch} existed already.`
    : `Created the queue for ${ref.targetBranch}.`
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: `${intro}\n\n${summary.queueSection(q, ref.targetBranch, summary.summaryContext(c))}`,
  }
}

export const updateQueueCommand = defineCommand({
  target: 'queue',
  inputs: [Inputs.QueueSettings],
  outputs: QUEUE_OUTPUTS,
  read: (get): Required<QueueSettingsInput> => ({
    queueSettings: parseQueueSettings(get(Inputs.QueueSettings), true) as QueueSettings,
  }),
  run: updateQueue,
})

async function updateQueue(
  c: CommandContext<SettingsFor<'queue', Required<QueueSettingsInput>>>,
): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch }
  await c.client.updateQueue({ ...ref, ...c.s.queueSettings }, { signal: c.signal })
  const q = await c.client.getQueue(ref, { signal: c.signal })
  c.log.info(
    `Updated ${Object.keys(c.s.queueSettings ?? {}).join(', ')} of the queue for ${ref.targetBranch}; it is ${q.state}.`,
  )
  return {
    outcome: 'success',
    outputs: queueOutputs(q),
    summary: `Updated: ${Object.keys(c.s.queueSettings ?? {})
      .map((k) => `\`${k}\``)
      .join(', ')}.\n\n${summary.queueSection(q, ref.targetBranch, summary.summaryContext(c))}`,
  }
}

export const deleteQueueCommand = defineCommand({
  target: 'queue',
  inputs: [],
  outputs: QUEUE_OUTPUTS,
  read: readNothing,
  run: deleteQueue,
})

async function deleteQueue(
  c: CommandContext<SettingsFor<'queue', object>>,
): Promise<CommandResult> {
  const ref = { repo: c.s.repo, targetBranch: c.s.targetBranch }
  try {
    await c.client.deleteQueue(ref, { signal: c.signal })
  } catch (e) {
    if (e instanceof NotFoundError) {
      const text = `There is no queue for ${ref.targetBranch}; nothing to delete.`
      c.log.notice(text)
      return { outcome: 'success', outputs: {}, summary: `${text}\n` }
    }
    if (e instanceof BadRequestError) {
      const q = await tryGetQueue(c)
      const n = q?.enqueuedPullRequests.length
      const failure = `The queue for ${ref.targetBranch} was not deleted: a queue can be deleted only when it is empty${n ? ` and it holds ${n} PR(s)` : ''}; cancel or merge them first.`
      return {
        outcome: 'failure',
        outputs: queueOutputs(q),
        summary: q ? summary.queueSection(q, ref.targetBranch, summary.summaryContext(c)) : '',
        failure,
      }
    }
    throw e
  }
  const text = `Deleted the queue for ${ref.targetBranch}.`
  c.log.info(text)
  return { outcome: 'success', outputs: {}, summary: `${text}\n` }
}

// ---- testing-details ----------------------------------------------------------------------------

/** testing-details' own settings. */
export interface TestingDetailsSettings {
  /** The test run id: the uuid of the test branch. */
  testRunId: string
  /** The PR of that test run, when it is this run's own test branch's. */
  testRunPr?: number
}

export const testingDetailsCommand = defineCommand({
  target: 'queue',
  inputs: [Inputs.TestRunId],
  outputs: [Outputs.TestingStatus],
  read: (get: InputGetter, ctx: RunContext): TestingDetailsSettings => {
    const branch = parseTestBranch(ctx.ref)
    const id = get(Inputs.TestRunId) || branch?.testRunId
    if (!id) {
      throw new InputError(
        Inputs.TestRunId,
        'is empty and this run is not on a trunk-merge/pr-N/<uuid> test branch',
        'the test run id (the uuid of the test branch)',
      )
    }
    const testRunId = parseTestRunId(id)
    // The run's own test run is its branch's PR; another test run's PR is known from its answer.
    const ownRun = branch && branch.testRunId.toLowerCase() === testRunId.toLowerCase()
    return { testRunId, ...(ownRun ? { testRunPr: branch.prNumber } : {}) }
  },
  prNumberOf: (own) => own.testRunPr,
  run: testingDetails,
})

async function testingDetails(
  c: CommandContext<SettingsFor<'queue', TestingDetailsSettings>>,
): Promise<CommandResult> {
  const d = await c.client.getMergeQueueTestingDetails(
    { repo: c.s.repo, targetBranch: c.s.targetBranch, testRunId: c.s.testRunId },
    { signal: c.signal },
  )
  c.log.info(
    `Test run ${c.s.testRunId} on ${d.testBranch} is ${d.status ?? 'of unknown status'}; it tests ${d.testedPullRequests.map((p) => `#${p.prNumber}`).join(', ') || 'no PR'}.`,
  )
  const pr = parseTestBranch(d.testBranch)?.prNumber ?? c.s.testRunPr
  return {
    outcome: 'success',
    outputs: {
      [Outputs.TestingStatus]: d.status ?? '',
      [Outputs.PrNumber]: pr === undefined ? '' : String(pr),
    },
    summary: summary.testingDetailsSection(d, summary.summaryContext(c)),
  }
}
