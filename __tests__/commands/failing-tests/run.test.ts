/**
 * failing-tests's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import { commandContext, commonSettings, fakeClient } from '../../../__fixtures__/fake-client.js'
import { V1FlakyTests } from '../../../src/queue/index.js'
import { testCase } from '../../../__fixtures__/wire-samples.js'
import { failingTestsCommand } from '../../../src/commands/failing-tests/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'
import { TestCaseSchema, type TestCase } from '../../../src/wire/schemas.js'

const test = (over: Record<string, unknown>): TestCase => TestCaseSchema.parse(testCase(over))

describe('failing-tests', () => {
  it('asks for the window ending now and counts flaky and quarantined tests', async () => {
    let asked: { start_time?: string; end_time?: string } = {}
    const fake = fakeClient({
      listAllFailingTests: async (req) => {
        asked = req
        return [
          test({ id: 'a', failure_rate_last_7d: 0.1 }),
          test({ id: 'b', quarantined: true, failure_rate_last_7d: 0.5 }),
        ]
      },
    })
    const s: SettingsOf<'failing-tests'> = {
      ...commonSettings('failing-tests'),
      orgUrlSlug: 'acme',
      windowHours: 24,
    }
    const r = await (await failingTestsCommand.load()).run(flakyContext(commandContext(s, fake)))
    // The context's clock says 2026-11-23T12:00:00Z.
    expect(asked).toMatchObject({
      start_time: '2026-11-22T12:00:00.000Z',
      end_time: '2026-11-23T12:00:00.000Z',
    })
    expect(r.outputs).toMatchObject({
      'failing-tests-count': '2',
      'flaky-tests-count': '2',
      'quarantined-tests-count': '1',
    })
    // Most failing first.
    const listed = JSON.parse(r.outputs['failing-tests'] as string) as { id: string }[]
    expect(listed.map((t) => t.id)).toEqual(['b', 'a'])
  })
})

/** The context with the fake v1 client as the run's flaky tests (what the runner hands the command). */
function flakyContext<T extends { client: ConstructorParameters<typeof V1FlakyTests>[0] }>(
  c: T,
): Omit<T, 'client'> & { client: V1FlakyTests } {
  return { ...c, client: new V1FlakyTests(c.client) }
}
