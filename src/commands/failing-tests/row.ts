/**
 * failing-tests's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { Inputs } from '../../inputs/constants.js'
import { TEST_OUTPUTS } from '../common/flaky-tests.js'
import { parseSlug } from '../../inputs/parsers.js'
import { readInteger } from '../../inputs/values.js'
import { defineCommand } from '../common/types.js'
import type { FailingTestsSettings } from './run.js'

export const failingTestsCommand = defineCommand({
  description: 'Lists the tests that failed in a window, most failing first, with flaky ones.',
  required: [Inputs.OrgUrlSlug],
  v2: 'v1-only',
  target: 'repository',
  inputs: [Inputs.OrgUrlSlug, Inputs.WindowHours],
  outputs: TEST_OUTPUTS,
  read: (get): FailingTestsSettings => ({
    orgUrlSlug: parseSlug(get(Inputs.OrgUrlSlug)),
    windowHours: readInteger(get, Inputs.WindowHours),
  }),
  load: () => import('./run.js'),
})
