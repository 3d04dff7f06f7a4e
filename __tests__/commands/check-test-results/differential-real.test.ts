/**
 * Reports written by the real tools (go test -json and gotestsum, Jest 29 with jest-junit and
 * jest-ctrf-json-reporter, pytest 7 with pytest-rerunfailures; how each was made:
 * __fixtures__/reports/real/README.md), each with the verdict the gate must give, run through
 * its public entry against a fake service knowing the tests named here. The projects behind
 * them have a failing test, a passing one, one that passes on a retry, the same test name in
 * two files (one failing, one passing), parameter rows (test.each / parametrize / subtests), a
 * file that fails to load, and (Go) a test killed by -timeout.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type AllowableClass } from '../../../src/commands/check-test-results/outcome.js'
import { gate, serviceTest, WS } from '../../../__fixtures__/gate-truth/truth.js'
import type { ServiceIdentity } from '../../../__fixtures__/gate-truth/writers.js'

const REAL = join(import.meta.dirname, '../../../__fixtures__/reports/real')
/** The workspace the fixtures were made in (their absolute paths), replaced by the test's. */
const MADE_IN = '/home/runner/work/app/app'

const fixture = (path: string): [string, string] => [
  `reports/${path}`,
  readFileSync(join(REAL, path), 'utf8').split(MADE_IN).join(WS),
]
const quarantined = (...ids: ServiceIdentity[]) => ids.map((id) => serviceTest(id, 'quarantined'))
const run = (
  path: string,
  known: ReturnType<typeof quarantined>,
  o: { allow?: AllowableClass[]; complete?: boolean } = {},
) =>
  gate([fixture(path)], {
    known,
    allow: o.allow ?? ['quarantined'],
    ...(o.complete ? { complete: ['reports/**/*.xml'] } : {}),
    // Every fixture's tool exited non-zero.
    testOutcome: 'failure',
  })
const unexplained = (r: Awaited<ReturnType<typeof run>>) =>
  JSON.parse(r.outputs['unexplained-failures'] ?? '[]') as {
    name: string
    file?: string
    classname?: string
  }[]

const GO_CART = 'github.com/acme/app/cart'
const GO_CHECKOUT = 'github.com/acme/app/checkout'
const go = (pkg: string, name: string): ServiceIdentity => ({ name, classname: pkg, parent: pkg })
// One identity for Jest's three outputs: jest-junit's (what Trunk's uploader reads), with the file.
const jest = (describeAndTitle: string, file: string): ServiceIdentity => ({
  name: describeAndTitle,
  classname: describeAndTitle,
  parent: describeAndTitle.split(' ')[0] as string,
  file_path: file,
})
const CHECKOUT_FILE = 'src/checkout/__tests__/CheckoutFlow.test.js'
const LEGACY_FILE = 'src/legacy/CheckoutFlow.test.js'
const EACH_FILE = 'src/cart/each.test.js'
/** Trunk knows the checkout file's two tests and the each rows as quarantined, not the legacy file's. */
const JEST_KNOWN = quarantined(
  jest('CheckoutFlow renders without crashing', CHECKOUT_FILE),
  jest('CheckoutFlow renders the order summary', CHECKOUT_FILE),
  jest('Cart keeps the currency', EACH_FILE),
)

describe('go test -json (Go 1.19)', () => {
  it('go-test.json: a package that does not build and a test killed by -timeout fail the gate even when every named failure is quarantined', async () => {
    const r = await run(
      'go/go-test.json',
      quarantined(
        go(GO_CART, 'TestCartTotal'),
        go(GO_CART, 'TestCartSyncsWithServer'),
        go(GO_CART, 'TestCartCurrencies'),
        go(GO_CART, 'TestCartCurrencies/eur'),
      ),
    )
    expect(r.outcome).toBe('failure')
    // github.com/acme/app/broken [build failed], and slow's TestWaitsForTheQueue (run, never ended)
    expect(r.outputs['unexplained-failures-count']).toBe('2')
  })

  it('go-count3.json: -count=3 fail, pass, fail is a failure, not a pass on retry', async () => {
    const r = await run('go/go-count3.json', [])
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({ 'failed-tests-count': '1', 'passed-on-retry-count': '0' })
  })

  it('gotestsum-rerun.json: the flaky test passed on its rerun; with the failures quarantined the gate passes', async () => {
    const r = await run(
      'go/gotestsum-rerun.json',
      quarantined(
        go(GO_CART, 'TestCartTotal'),
        go(GO_CART, 'TestCartCurrencies'),
        go(GO_CART, 'TestCartCurrencies/eur'),
      ),
    )
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      'passed-on-retry-count': '1',
      'unexplained-failures-count': '0',
    })
  })

  it('gotestsum-rerun.json: checkout.TestCartTotal quarantined does not forgive cart.TestCartTotal', async () => {
    const r = await run(
      'go/gotestsum-rerun.json',
      quarantined(
        go(GO_CHECKOUT, 'TestCartTotal'),
        go(GO_CART, 'TestCartCurrencies'),
        go(GO_CART, 'TestCartCurrencies/eur'),
      ),
    )
    expect(r.outcome).toBe('failure')
    expect(r.outputs['unexplained-failures-count']).toBe('1')
    expect(unexplained(r)).toEqual([
      expect.objectContaining({ name: 'TestCartTotal', classname: GO_CART }),
    ])
  })

  it('panic.json: a quarantined test that panicked is forgiven, its package is not (the tests after it never ran)', async () => {
    const r = await run(
      'go/panic.json',
      quarantined(go('github.com/acme/app/orders', 'TestOrdersPanics')),
    )
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({
      'quarantined-failures-count': '1',
      'unexplained-failures-count': '1',
    })
    expect(unexplained(r)).toEqual([
      expect.objectContaining({ name: 'package github.com/acme/app/orders', class: 'outside' }),
    ])
    expect(r.failure).toContain('package github.com/acme/app/orders in reports/go/panic.json')
  })

  it('test2json-no-package-panic.json: the same through go tool test2json without -p', async () => {
    const r = await run(
      'go/test2json-no-package-panic.json',
      quarantined({ name: 'TestOrdersPanics' }),
    )
    expect(r.outcome).toBe('failure')
    expect(unexplained(r).map((u) => u.name)).toEqual(['the test binary (events without Package)'])
  })

  it('gotestsum-rerun.xml (JUnit, no complete: line): the failed step is never vouched for', async () => {
    const r = await run(
      'go/gotestsum-rerun.xml',
      quarantined(
        go(GO_CART, 'TestCartTotal'),
        go(GO_CART, 'TestCartCurrencies'),
        go(GO_CART, 'TestCartCurrencies/eur'),
      ),
    )
    expect(r.outcome).toBe('failure')
  })
})

describe('Jest 29.7 (--json, jest-junit 16, jest-ctrf-json-reporter 0.0.11)', () => {
  it('jest.json (one line): the legacy file failing is not the checkout file passing, nor its quarantined namesake', async () => {
    const r = await run('jest/jest.json', JEST_KNOWN)
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({
      // legacy "renders without crashing", the summary, the eur row; + the file that did not load
      'failed-tests-count': '4',
      'quarantined-failures-count': '2',
      'unexplained-failures-count': '2',
      'passed-on-retry-count': '1',
    })
    expect(unexplained(r).map((u) => u.file ?? u.name)).toEqual(
      expect.arrayContaining([LEGACY_FILE, expect.stringContaining('src/search/broken.test.js')]),
    )
  })

  it('jest.json: with every named failure quarantined, the file that did not load still fails the gate', async () => {
    const r = await run('jest/jest.json', [
      ...JEST_KNOWN,
      ...quarantined(jest('CheckoutFlow renders without crashing', LEGACY_FILE)),
    ])
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({
      'quarantined-failures-count': '3',
      'unexplained-failures-count': '1',
    })
  })

  it('jest-junit-default.xml: same-named suites of two files are two tests, not a pass on retry', async () => {
    const r = await run('jest/jest-junit-default.xml', JEST_KNOWN)
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({ 'failed-tests-count': '3', 'passed-on-retry-count': '0' })
  })

  it('jest-junit-file-errors.xml (addFileAttribute, reportTestSuiteErrors; complete): the legacy file is not forgiven, two rows of one title are two tests', async () => {
    const r = await run('jest/jest-junit-file-errors.xml', JEST_KNOWN, { complete: true })
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({
      // the summary and the eur row (quarantined), the legacy file's test, the file that did not load
      'failed-tests-count': '4',
      'quarantined-failures-count': '2',
      'unexplained-failures-count': '2',
      'passed-on-retry-count': '0',
    })
    expect(unexplained(r).map((u) => u.file ?? u.name)).toEqual(
      expect.arrayContaining([LEGACY_FILE, expect.stringContaining('src/search/broken.test.js')]),
    )
  })

  it('ctrf-report.json: quarantine carries over from jest-junit; the file that did not load (absent from CTRF) keeps the gate failed', async () => {
    const r = await run('jest/ctrf-report.json', [
      ...JEST_KNOWN,
      ...quarantined(jest('CheckoutFlow renders without crashing', LEGACY_FILE)),
    ])
    expect(r.outcome).toBe('failure')
    expect(r.outputs).toMatchObject({
      'failed-tests-count': '3',
      'quarantined-failures-count': '3',
      'passed-on-retry-count': '1',
    })
  })
})

describe('pytest 7.2 (pytest-rerunfailures 10.2)', () => {
  const PY_KNOWN = quarantined(
    { name: 'test_keeps_the_currency', classname: 'tests.test_checkout.TestCart' },
    { name: 'test_total[eur]', classname: 'tests.test_checkout.TestCart' },
  )
  for (const file of ['pytest/pytest-xunit2.xml', 'pytest/pytest-xunit1-rerun.xml'])
    it(`${file}: the legacy module's test of a quarantined name and the collection error stay unexplained`, async () => {
      const r = await run(file, PY_KNOWN, { complete: true })
      expect(r.outcome).toBe('failure')
      expect(r.outputs).toMatchObject({
        'failed-tests-count': '3',
        'quarantined-failures-count': '1',
        'unexplained-failures-count': '2',
        // pytest-rerunfailures 10.2 writes only the passing rerun into the JUnit report
        'passed-on-retry-count': '0',
      })
      expect(
        unexplained(r)
          .map((u) => u.classname ?? u.name)
          .sort(),
      ).toEqual(['tests.legacy.test_checkout.TestCart', 'tests.test_broken'])
    })

  it('pytest-xunit2.xml: with every failure quarantined except the collection error, the gate still fails', async () => {
    const r = await run(
      'pytest/pytest-xunit2.xml',
      [
        ...PY_KNOWN,
        ...quarantined({
          name: 'test_keeps_the_currency',
          classname: 'tests.legacy.test_checkout.TestCart',
        }),
      ],
      { complete: true },
    )
    expect(r.outcome).toBe('failure')
    expect(r.outputs['unexplained-failures-count']).toBe('1')
  })
})

describe('vitest 4.1 (--reporter=json): counts as vitest defines them (issue 39, item 5)', () => {
  // vitest's JUnit identity, what a team uploads: `Cart > applies a coupon` in vt/cart.test.mjs.
  const vitest = (name: string): ServiceIdentity => ({
    name,
    classname: 'vt/cart.test.mjs',
    parent: 'vt/cart.test.mjs',
  })
  const VITEST_KNOWN = quarantined(
    vitest('Cart > applies a coupon'),
    vitest('Cart > when empty > shows no total'),
  )

  it('vitest.json: describe blocks are among its failed suites; every failure quarantined, the gate passes', async () => {
    const r = await run('vitest/vitest.json', VITEST_KNOWN)
    expect(r.outcome).toBe('success')
    expect(r.outputs).toMatchObject({
      'failed-tests-count': '2',
      'quarantined-failures-count': '2',
      'unexplained-failures-count': '0',
    })
  })

  it('vitest-all.json: a file that did not load and a beforeAll that failed outside any test keep it failed', async () => {
    const r = await run('vitest/vitest-all.json', VITEST_KNOWN)
    expect(r.outcome).toBe('failure')
    // The hooks file failed with no failed test, and its describe block too: 6 suites, 5 named.
    expect(unexplained(r).map((u) => u.name)).toEqual([
      'test file vt/broken.test.mjs',
      'test file vt/hooks.test.mjs',
      'the run',
    ])
  })
})

describe("one identity across a tool's outputs (jest 30.5 with jest-junit 17, vitest 4.1)", () => {
  it('jest30.json and jest30-junit.xml: the same failures by the same names; quarantined in one, forgiven in both', async () => {
    const known = quarantined(
      { name: 'Cart applies a coupon', classname: 'Cart applies a coupon', parent: 'Cart' },
      { name: 'Cart rounds eur', classname: 'Cart rounds eur', parent: 'Cart' },
    )
    for (const file of ['jest30/jest30.json', 'jest30/jest30-junit.xml']) {
      const r = await run(file, known)
      // The JUnit report cannot vouch for a failed step (no complete: line); jest --json can.
      expect([file, r.outputs['quarantined-failures-count']]).toEqual([file, '2'])
      expect([file, r.outcome]).toEqual([file, file.endsWith('.json') ? 'success' : 'failure'])
    }
  })

  it("vitest-junit.xml names the failures as vitest's JSON does", async () => {
    const vitest = (name: string): ServiceIdentity => ({
      name,
      classname: 'vt/cart.test.mjs',
      parent: 'vt/cart.test.mjs',
    })
    const known = quarantined(
      vitest('Cart > applies a coupon'),
      vitest('Cart > when empty > shows no total'),
    )
    const r = await run('vitest/vitest-junit.xml', known, { complete: true })
    expect(r.outcome).toBe('success')
    expect(r.outputs['quarantined-failures-count']).toBe('2')
  })
})
