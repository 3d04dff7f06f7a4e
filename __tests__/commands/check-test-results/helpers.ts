/** Shared by the test gate's tests: service test cases with defaults. */
import type { TestCase } from '../../../src/client/index.js'

let ids = 0
/** A service test case with defaults. */
export function testCase(o: Partial<TestCase> & { name: string }): TestCase {
  const id = `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`
  return {
    id,
    repository: { html_url: 'https://github.com/acme/app' },
    html_url: `https://app.trunk.io/acme/flaky-tests/test/${id}`,
    variant: '',
    status: { value: 'flaky', reason: '', timestamp: '2026-11-20T00:00:00Z' },
    most_common_failures: [],
    failure_rate_last_7d: 0.1,
    failure_rate_last_24h: 0.1,
    codeowners: [],
    pull_requests_impacted_last_7d: 1,
    quarantined: false,
    ...o,
  }
}
