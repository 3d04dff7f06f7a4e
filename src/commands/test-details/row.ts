/**
 * test-details's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { Inputs, Outputs } from '../../inputs/constants.js'
import { InputError, shown } from '../../inputs/errors.js'
import { parseSlug } from '../../inputs/parsers.js'
import { defineCommand } from '../common/types.js'
import type { TestDetailsSettings } from './run.js'

export const testDetailsCommand = defineCommand({
  description: "Reads one test case's failures, flakiness and quarantine.",
  required: [Inputs.OrgUrlSlug, Inputs.TestId],
  runsOn: 'flaky-tests',
  v2: { operations: ['tests.get'], needs: [] },
  target: 'repository',
  inputs: [Inputs.OrgUrlSlug, Inputs.TestId],
  // One test: its own status, quarantine and rate (a count of failing tests has no window here).
  outputs: [Outputs.TestStatus, Outputs.IsQuarantined, Outputs.FailureRate],
  read: (get): TestDetailsSettings => {
    const orgUrlSlug = parseSlug(get(Inputs.OrgUrlSlug))
    const id = get(Inputs.TestId)
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw new InputError(
        Inputs.TestId,
        id ? `${shown(id)} is not a test id` : 'is required',
        'a UUID, e.g. 01234567-0123-0123-0123-0123456789ab',
      )
    }
    return { orgUrlSlug, testId: id.toLowerCase() }
  },
  load: () => import('./run.js'),
})
