/**
 * testing-details's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  queueContext,
  commonSettings,
  fakeClient,
  MAIN_QUEUE,
} from '../../../__fixtures__/fake-client.js'
import { type TestingDetails } from '../../../src/client/index.js'
import { testingDetailsCommand } from '../../../src/commands/testing-details/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

const UUID = '0f5a3c2e-1b7d-4e8f-9a6b-2c3d4e5f6a7b'

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
      ...MAIN_QUEUE,
      testRunId: UUID,
    }
    const r = await (await testingDetailsCommand.load()).run(queueContext(s, fake))
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
