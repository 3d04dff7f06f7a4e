/**
 * A generated flaky-tests data set: deterministic from a seed and a size, with names, files,
 * owners and failures drawn from word lists (the `--flaky-seed`, `--flaky-size` flags and the
 * control API's `generate`).
 */
import type { FlakyTest } from './data.js'
import { SeededRandom } from '../simulation/random.js'

const AREAS = [
  'payments',
  'checkout',
  'search',
  'auth',
  'billing',
  'inventory',
  'notifications',
  'reporting',
  'gateway',
  'profile',
]
const KINDS = [
  'Service',
  'Controller',
  'Repository',
  'Client',
  'Handler',
  'Worker',
  'Cache',
  'Parser',
]
const ACTIONS = [
  'handles',
  'rejects',
  'retries',
  'returns',
  'rounds',
  'paginates',
  'expires',
  'streams',
  'merges',
  'validates',
]
const OBJECTS = [
  'empty input',
  'expired token',
  'large batch',
  'concurrent writes',
  'unicode names',
  'timeouts',
  'partial refunds',
  'missing fields',
  'stale cache',
  'duplicate events',
]
const VARIANTS = ['', '', '', 'linux-x64', 'macos-arm64', 'windows-x64']
const TEAMS = ['@acme/payments', '@acme/platform', '@acme/search', '@acme/web', '@acme/infra']
const FAILURES = [
  'AssertionError: expected 200 but got 503',
  'TimeoutError: test exceeded 30000 ms',
  'ECONNRESET: socket hang up',
  'Expected value to equal 3, received 2',
  'NullPointerException at line 88',
  'Snapshot mismatch: 1 line changed',
  'Deadlock detected while waiting for lock',
]

/**
 * A deterministic data set of `size` tests from `seed` (same seed and size, same tests; failure
 * times are placed relative to `now` over the last 14 days).
 */
export function generateFlakyTests(seed: number, size: number, now: number): FlakyTest[] {
  const rnd = new SeededRandom(seed)
  const tests: FlakyTest[] = []
  for (let i = 0; i < size; i++) {
    const area = rnd.pick(AREAS)
    const cls = `${area[0]?.toUpperCase()}${area.slice(1)}${rnd.pick(KINDS)}Test`
    const action = rnd.pick(ACTIONS)
    const object = rnd.pick(OBJECTS)
    const language = rnd.int(0, 2)
    const name =
      language === 0
        ? `test_${action}_${object.replace(/ /g, '_')}_${i}`
        : `${action} ${object} #${i}`
    const file =
      language === 0
        ? `tests/${area}/test_${cls.toLowerCase()}.py`
        : language === 1
          ? `src/${area}/__tests__/${cls}.test.ts`
          : `src/test/java/com/acme/${area}/${cls}.java`
    const value = rnd.chance(0.55) ? 'flaky' : rnd.chance(0.3) ? 'broken' : 'healthy'
    const count = value === 'healthy' ? rnd.int(0, 2) : rnd.int(1, 24)
    const failures: number[] = []
    for (let k = 0; k < count; k++) failures.push(now - rnd.int(1, 14 * 24 * 60) * 60_000)
    failures.sort((a, b) => a - b)
    const last = failures.at(-1)
    tests.push({
      id: rnd.uuid(),
      name,
      variant: rnd.pick(VARIANTS),
      status: {
        value,
        reason:
          value === 'flaky'
            ? 'Passed and failed on the same commit'
            : value === 'broken'
              ? 'Failed consistently on the last runs'
              : 'No recent failures',
        timestamp: last ?? now - rnd.int(1, 30) * 86_400_000,
      },
      most_common_failures:
        count === 0
          ? []
          : [{ summary: rnd.pick(FAILURES), occurrence_count: count, last_occurrence: last }],
      failure_rate_last_7d:
        Math.round(rnd.next() * (value === 'healthy' ? 0.02 : 0.4) * 1000) / 1000,
      failure_rate_last_24h:
        Math.round(rnd.next() * (value === 'healthy' ? 0.02 : 0.5) * 1000) / 1000,
      file_path: file,
      parent: language === 2 ? `com.acme.${area}.${cls}` : `${area}/${cls}`,
      classname: language === 2 ? `com.acme.${area}.${cls}` : cls,
      codeowners: [rnd.pick(TEAMS)],
      pull_requests_impacted_last_7d: rnd.int(0, value === 'healthy' ? 1 : 40),
      quarantined: value !== 'healthy' && rnd.chance(0.4),
      ticket: rnd.chance(0.25)
        ? { html_url: `https://acme.atlassian.net/browse/MQ-${1000 + i}` }
        : undefined,
      failures,
    })
  }
  return tests
}
