/**
 * The shipped flaky-tests example as the tools write it: every id is Trunk's test id of its
 * fields (org acme, github.com/acme/app), so the test gate matches real reports against it.
 */
import { describe, expect, it } from '@jest/globals'
import { trunkTestId } from '../../../src/client/index.js'
import { EXAMPLE_FLAKY_TESTS_PATH } from '../../../src/emulator/index.js'
import { loadFlakyTestsFile } from '../../../src/emulator/flaky/store.js'

const NOW = Date.parse('2026-11-20T12:00:00Z')
const tests = loadFlakyTestsFile(EXAMPLE_FLAKY_TESTS_PATH, NOW)

describe('the shipped flaky-tests example', () => {
  it("each id is Trunk's id of the test's classname, parent, name and variant", () => {
    for (const t of tests) {
      expect([t.name, t.id]).toEqual([
        t.name,
        trunkTestId({
          orgUrlSlug: 'acme',
          repoFullName: 'github.com/acme/app',
          classname: t.classname,
          parent: t.parent,
          name: t.name,
          variant: t.variant,
        }),
      ])
    }
  })

  it('pytest tests carry the module path pytest writes, with its suite "pytest" as parent', () => {
    const refunds = tests.find((t) => t.name === 'test_refund_rounds_half_cents_down')
    expect(refunds).toMatchObject({
      classname: 'tests.payments.test_refunds.TestRefunds',
      parent: 'pytest',
    })
    const py = tests.filter((t) => t.file_path?.endsWith('.py'))
    expect(py.length).toBeGreaterThan(3)
    for (const t of py) {
      const module = t.file_path!.replace(/\.py$/, '').replace(/\//g, '.')
      expect(t.classname?.startsWith(`${module}.`)).toBe(true)
      expect(t.parent).toBe('pytest')
    }
  })

  it("jest-junit tests: classname is the full name, parent the describe block (jest-junit's defaults)", () => {
    expect(tests.find((t) => t.name === 'CheckoutFlow renders the order summary')).toMatchObject({
      classname: 'CheckoutFlow renders the order summary',
      parent: 'CheckoutFlow',
    })
  })

  it('Surefire and gotestsum tests: the class or package is both classname and parent', () => {
    for (const t of tests.filter((x) => /\.(java|go)$/.test(x.file_path ?? ''))) {
      expect(t.parent).toBe(t.classname)
    }
  })

  it('holds a quarantined test whose last failure is older than the 7-day window', () => {
    const old = tests.filter(
      (t) => t.quarantined && t.failures.every((f) => f < NOW - 7 * 86_400_000),
    )
    expect(old.map((t) => t.name)).toEqual(['test_refund_of_a_zero_amount_is_a_no_op'])
  })
})
