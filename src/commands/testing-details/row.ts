/**
 * testing-details's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { parseTestBranch, type RunContext } from '../../ports/run-context.js'
import { Inputs, Outputs } from '../../inputs/constants.js'
import { InputError } from '../../inputs/errors.js'
import { parseTestRunId, type InputGetter } from '../../inputs/parsers.js'
import { defineCommand } from '../common/types.js'
import type { TestingDetailsSettings } from './run.js'

export const testingDetailsCommand = defineCommand({
  description: 'Reads a test run of the merge queue (by default the run of this test branch).',
  v2: {
    operations: ['mergeQueueVerificationRuns.get'],
    needs: [],
  },
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
  load: () => import('./run.js'),
})
