/** The flaky-test commands: failing-tests and test-details. */
import { type TestCase, type TrunkClient } from '../../client/index.js'
import { Inputs, MAX_FAILING_TESTS_OUTPUT_BYTES, Outputs } from '../common/constants.js'
import { InputError, shown } from '../common/input-error.js'
import { parseSlug } from '../common/input-parsers.js'
import { readInteger } from '../common/input-values.js'
import * as summary from '../common/summary.js'
import { jsonArrayWithin } from '../common/text.js'
import {
  defineCommand,
  type CommandContext,
  type CommandResult,
  type SettingsFor,
} from '../common/types.js'

const TEST_OUTPUTS = [
  Outputs.FailingTestsCount,
  Outputs.FlakyTestsCount,
  Outputs.QuarantinedTestsCount,
  Outputs.FailingTests,
] as const

/** failing-tests' own settings. */
export interface FailingTestsSettings {
  /** The organization's URL slug. */
  orgUrlSlug: string
  /** The window, ending now. */
  windowHours: number
}

export const failingTestsCommand = defineCommand({
  target: 'repository',
  inputs: [Inputs.OrgUrlSlug, Inputs.WindowHours],
  outputs: TEST_OUTPUTS,
  read: (get): FailingTestsSettings => ({
    orgUrlSlug: parseSlug(get(Inputs.OrgUrlSlug)),
    windowHours: readInteger(get, Inputs.WindowHours),
  }),
  run: failingTests,
})

/** test-details' own settings. */
export interface TestDetailsSettings {
  /** The organization's URL slug. */
  orgUrlSlug: string
  /** The test case id (a UUID, lowercase). */
  testId: string
}

export const testDetailsCommand = defineCommand({
  target: 'repository',
  inputs: [Inputs.OrgUrlSlug, Inputs.TestId],
  outputs: TEST_OUTPUTS,
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
  run: testDetails,
})

/** The failing-tests output: compact JSON, most failing first, cut to fit the output budget. */
export function failingTestsOutput(
  tests: TestCase[],
  maxBytes = MAX_FAILING_TESTS_OUTPUT_BYTES,
): string {
  const items = summary.sortByFailureRate(tests).map((t) => ({
    id: t.id,
    name: t.name,
    ...(t.parent ? { parent: t.parent } : {}),
    ...(t.file_path ? { file: t.file_path } : {}),
    status: t.status.value ?? '',
    quarantined: t.quarantined,
    failureRate7d: t.failure_rate_last_7d,
    failureRate24h: t.failure_rate_last_24h,
    url: t.html_url,
  }))
  // Keep the most failing tests that fit.
  return jsonArrayWithin(items, maxBytes).json
}

function testCounts(tests: TestCase[]): CommandResult['outputs'] {
  return {
    [Outputs.FailingTestsCount]: String(tests.length),
    [Outputs.FlakyTestsCount]: String(tests.filter(summary.isFlaky).length),
    [Outputs.QuarantinedTestsCount]: String(tests.filter((t) => t.quarantined).length),
    [Outputs.FailingTests]: failingTestsOutput(tests),
  }
}

async function failingTests(
  c: CommandContext<SettingsFor<'repository', FailingTestsSettings>, TrunkClient>,
): Promise<CommandResult> {
  const end = new Date(c.clock.now())
  const start = new Date(end.getTime() - c.s.windowHours * 3600_000)
  const window = { start: start.toISOString(), end: end.toISOString() }
  const tests = await c.client.listAllFailingTests(
    {
      repo: c.s.repo,
      org_url_slug: c.s.orgUrlSlug,
      start_time: window.start,
      end_time: window.end,
      page_size: 100,
    },
    { signal: c.signal },
  )
  const outputs = testCounts(tests)
  c.log.info(
    `${tests.length} test(s) failed in the last ${c.s.windowHours} h: ${outputs[Outputs.FlakyTestsCount]} flaky, ${outputs[Outputs.QuarantinedTestsCount]} quarantined.`,
  )
  const kept = (JSON.parse(outputs[Outputs.FailingTests] as string) as unknown[]).length
  if (kept < tests.length)
    c.log.warning(
      `The failing-tests output holds the ${kept} most failing tests of ${tests.length} (outputs are limited in size).`,
    )
  return { outcome: 'success', outputs, summary: summary.failingTestsSection(tests, window) }
}

async function testDetails(
  c: CommandContext<SettingsFor<'repository', TestDetailsSettings>, TrunkClient>,
): Promise<CommandResult> {
  const t = await c.client.getTestDetails(
    { repo: c.s.repo, org_url_slug: c.s.orgUrlSlug, test_id: c.s.testId },
    { signal: c.signal },
  )
  c.log.info(
    `Test ${t.name}: ${t.status.value ?? 'unknown'}${t.quarantined ? ', quarantined' : ''}, failure rate ${t.failure_rate_last_7d} (7d).`,
  )
  return {
    outcome: 'success',
    outputs: testCounts([t]),
    summary: summary.testDetailsSection(t, summary.summaryContext(c)),
  }
}
