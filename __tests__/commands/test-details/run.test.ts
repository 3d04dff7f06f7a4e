/**
 * test-details's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import { commandContext, commonSettings, fakeClient } from '../../../__fixtures__/fake-client.js'
import { V1FlakyTests } from '../../../src/queue/index.js'
import { testCase } from '../../../__fixtures__/wire-samples.js'
import { testDetailsCommand } from '../../../src/commands/test-details/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'
import { TestCaseSchema, type TestCase } from '../../../src/wire/schemas.js'

const test = (over: Record<string, unknown>): TestCase => TestCaseSchema.parse(testCase(over))

describe('test-details', () => {
  it('reads one test: its status, quarantine and rate as outputs, the rate as the summary says it (issue 33)', async () => {
    const fake = fakeClient({
      getTestDetails: async () =>
        test({ name: 'renders the header', quarantined: true, failure_rate_last_7d: 0.1234 }),
    })
    const s: SettingsOf<'test-details'> = {
      ...commonSettings('test-details'),
      orgUrlSlug: 'acme',
      testId: '01234567-0123-0123-0123-0123456789ab',
    }
    const c = flakyContext(commandContext(s, fake))
    const r = await (await testDetailsCommand.load()).run(c)
    // A count of failing tests has no window here: only the test's own facts.
    expect(r.outputs['failing-tests-count']).toBeUndefined()
    expect(r.outputs).toEqual({
      'test-status': 'flaky',
      'is-quarantined': 'true',
      'failure-rate': '12.3',
    })
    expect(c.log.lines[0]).toMatch(
      /^Test renders the header: flaky, quarantined, failure rate 12\.3% \(7 days\)\.$/,
    )
    expect(r.summary).toContain('12.3% (7 days)')
  })
})

/** The context with the fake v1 client as the run's flaky tests (what the runner hands the command). */
function flakyContext<T extends { client: ConstructorParameters<typeof V1FlakyTests>[0] }>(
  c: T,
): Omit<T, 'client'> & { client: V1FlakyTests } {
  return { ...c, client: new V1FlakyTests(c.client) }
}
