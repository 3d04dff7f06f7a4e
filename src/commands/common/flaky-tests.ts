/** What failing-tests and test-details share: their outputs, and how a test case reads. */
import type { TestCase } from '../../queue/index.js'
import { Inputs, MAX_FAILING_TESTS_OUTPUT_BYTES, Outputs } from '../../inputs/constants.js'
import { InputError, shown } from '../../inputs/errors.js'
import type { InputGetter } from '../../inputs/parsers.js'
import { humanDuration, jsonArrayWithin, md } from '../../ports/text.js'
import { type CommandResult } from './types.js'

/**
 * The test-collection input: undefined when not given (v2 then takes the organization's only
 * collection); an id or a name, one line.
 */
export function readTestCollection(get: InputGetter): string | undefined {
  const raw = get(Inputs.TestCollection).trim()
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw) || raw.length > 100) {
    throw new InputError(
      Inputs.TestCollection,
      `${shown(raw)} is not a test collection`,
      "a test collection's id (8 letters and digits) or its name (one line, at most 100 characters), or empty",
    )
  }
  return raw || undefined
}

export const TEST_OUTPUTS = [
  Outputs.FailingTestsCount,
  Outputs.FlakyTestsCount,
  Outputs.QuarantinedTestsCount,
  Outputs.FailingTests,
] as const

/** The failing-tests output: compact JSON, most failing first, cut to fit the output budget. */
export function failingTestsOutput(
  tests: TestCase[],
  maxBytes = MAX_FAILING_TESTS_OUTPUT_BYTES,
): string {
  const items = sortByFailureRate(tests).map((t) => ({
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

export function testCounts(tests: TestCase[]): CommandResult['outputs'] {
  return {
    [Outputs.FailingTestsCount]: String(tests.length),
    [Outputs.FlakyTestsCount]: String(tests.filter(isFlaky).length),
    [Outputs.QuarantinedTestsCount]: String(tests.filter((t) => t.quarantined).length),
    [Outputs.FailingTests]: failingTestsOutput(tests),
  }
}

export function isFlaky(t: TestCase): boolean {
  return t.status.value === 'flaky'
}

export function sortByFailureRate(tests: TestCase[]): TestCase[] {
  return [...tests].sort(
    (a, b) =>
      b.failure_rate_last_7d - a.failure_rate_last_7d ||
      b.failure_rate_last_24h - a.failure_rate_last_24h ||
      a.name.localeCompare(b.name),
  )
}

/** A test's status in words, flaky and quarantined marked. */
export function testStatus(t: TestCase): string {
  return [isFlaky(t) ? '⚠️ flaky' : md(t.status.value ?? ''), t.quarantined ? '🔒 quarantined' : '']
    .filter(Boolean)
    .join(', ')
}

/**
 * The job summary of each command, as GitHub-flavoured Markdown built by small pure functions.
 * Facts about one thing are a list; many things of a kind are a table with a header; times are
 * durations with the absolute time on hover; PRs, commits and tests are links; the wait's states
 * and the queue are also drawn as mermaid diagrams, each followed by a table that says the same.
 */

/** A window of whole days in days (`7 days`), others as a duration (`24 h`, `90 min`). */
export function windowLength(ms: number): string {
  const days = ms / 86_400_000
  return days >= 2 && Number.isInteger(days) ? `${days} days` : humanDuration(ms)
}

export function testName(t: TestCase): string {
  return t.parent || t.classname ? `${t.parent || t.classname} › ${t.name}` : t.name
}

/** A rate in percent with one decimal (`12.5`): rates are fractions (0.125); over 1, already percent. */
export function percentValue(rate: number): string {
  return (rate <= 1 ? rate * 100 : rate).toFixed(1)
}

/** A rate as the log and the summary say it: `12.5%` (see {@link percentValue}). */
export function percent(rate: number): string {
  return `${percentValue(rate)}%`
}
