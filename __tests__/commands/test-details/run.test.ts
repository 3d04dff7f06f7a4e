/**
 * test-details's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import { commandContext, commonSettings, fakeClient } from '../../../__fixtures__/fake-client.js'
import { testCase } from '../../../__fixtures__/wire-samples.js'
import { testDetailsCommand } from '../../../src/commands/test-details/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'
import { TestCaseSchema, type TestCase } from '../../../src/wire/schemas.js'

const test = (over: Record<string, unknown>): TestCase => TestCaseSchema.parse(testCase(over))

describe('test-details', () => {
  it('reads one test and reports it as a list of one', async () => {
    const fake = fakeClient({ getTestDetails: async () => test({ name: 'renders the header' }) })
    const s: SettingsOf<'test-details'> = {
      ...commonSettings('test-details'),
      orgUrlSlug: 'acme',
      testId: '01234567-0123-0123-0123-0123456789ab',
    }
    const c = commandContext(s, fake)
    const r = await (await testDetailsCommand.load()).run(c)
    expect(r.outputs['failing-tests-count']).toBe('1')
    expect(c.log.lines[0]).toMatch(/^Test renders the header: flaky/)
  })
})
