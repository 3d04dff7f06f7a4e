/**
 * failing-tests's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { Inputs } from '../../inputs/constants.js'
import { TEST_OUTPUTS, readTestCollection } from '../common/flaky-tests.js'
import { parseSlug } from '../../inputs/parsers.js'
import { readInteger } from '../../inputs/values.js'
import { defineCommand } from '../common/types.js'
import type { FailingTestsSettings } from './run.js'

export const failingTestsCommand = defineCommand({
  description: 'Lists the tests that failed in a window, most failing first, with flaky ones.',
  required: [Inputs.OrgUrlSlug],
  runsOn: 'flaky-tests',
  v2: {
    operations: ['testCollections.list', 'tests.list'],
    needs: [],
    note: 'testCollections.list only when test-collection is not an id',
  },
  target: 'repository',
  inputs: [Inputs.OrgUrlSlug, Inputs.WindowHours, Inputs.TestCollection],
  outputs: TEST_OUTPUTS,
  read: (get): FailingTestsSettings => ({
    orgUrlSlug: parseSlug(get(Inputs.OrgUrlSlug)),
    windowHours: readInteger(get, Inputs.WindowHours),
    testCollection: readTestCollection(get),
  }),
  load: () => import('./run.js'),
})
