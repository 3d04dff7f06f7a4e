/**
 * Writers of a generated run (model.ts) in every format the gate reads, each the way its tool
 * writes it (the real tools' output is in __fixtures__/reports/), and what Trunk records of each
 * test when the same tool's results are uploaded to it.
 *
 * | Writer | As written by | Retries recorded | A file that fails to load |
 * | --- | --- | --- | --- |
 * | surefire | Maven Surefire 3 `TEST-<class>.xml`, one file per class | `flakyFailure`/`rerunFailure` | `initializationError` test case (JUnit 4) |
 * | jest-junit | jest-junit 16 defaults | no (final result) | left out |
 * | pytest | pytest 7 `--junitxml` (xunit2) | no | collection error test case |
 * | mocha-junit-reporter | mocha-junit-reporter 2.2 defaults (two `it()` of one title: two tests) | no | left out |
 * | gotestsum | gotestsum 1.8 `--junitfile` | no | left out |
 * | jest-json, jest-json-line | `jest --json` (pretty, and one line as Jest writes it) | `invocations` | `testExecError` |
 * | vitest-json | vitest 4 `--reporter=json` (describe blocks among its suites) | no | a file `failed` with no test |
 * | ctrf | jest-ctrf-json-reporter | `retries`, `flaky` | left out |
 * | go-json | `go test -json` 1.19 (+ gotestsum `--rerun-fails` rounds) | runs of one test | `FAIL <pkg> [build failed]` |
 * | trx | `dotnet test --logger trx` (VSTest, xUnit) | no | `RunInfo outcome="Error"` |
 * | nunit | nunit3-console 3.x `--result` | no (`[Retry]` is one result) | an Assembly suite NotRunnable, Invalid |
 * | xunit | xunit.console 2.x `-xml` | no | a fatal `<error>` |
 */
import type { GenRun, GenTest } from './model.js'

/** What Trunk records of a test (the fields of its test case the gate matches on). */
export interface ServiceIdentity {
  name: string
  classname?: string
  parent?: string
  file_path?: string
  variant?: string
}
type Field = keyof ServiceIdentity

/** How a format shows a test file that failed to load. */
export type LoadErrorShown = 'outside' | 'test' | 'absent'

/** A report file: its path relative to the workspace, and its text. */
export type ReportFile = [path: string, text: string]

export interface Writer {
  name: string
  /** The tool records every attempt of a test (so "passed on retry" is known). */
  retries: boolean
  loadErrors: LoadErrorShown
  /** The team says this JUnit writer shows failures outside tests (a `complete:` glob). */
  complete: boolean
  /** A cut-off file of this format cannot be parsed (XML, a whole JSON document). */
  document: boolean
  /** The identity fields the report itself records (the rest only Trunk has). */
  recorded: readonly Field[]
  /** What Trunk records of the test. */
  identity(t: GenTest): ServiceIdentity
  /** The tests the tool reports at all (a crash or a timeout can end a whole process). */
  reported(run: GenRun): { tests: GenTest[]; unfinished: number }
  /** The report files. */
  write(run: GenRun, workspace: string): ReportFile[]
}

// ---------------------------------------------------------------------------------------------
// Names as each language spells them.

const words = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean)
const pascal = (s: string) =>
  words(s)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')
const camel = (s: string) => {
  const p = pascal(s)
  return p[0]!.toLowerCase() + p.slice(1)
}
const snake = (s: string) =>
  words(s)
    .map((w) => w.toLowerCase())
    .join('_')
const dirOf = (f: string) => f.slice(0, f.lastIndexOf('/'))
const baseOf = (f: string) => f.slice(f.lastIndexOf('/') + 1).replace(/\..*$/, '')
const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every attempt's message: what the test said when it failed. */
function failMessage(t: GenTest, attempt: number): string {
  if (t.timeout) return `Exceeded timeout of 5000 ms for a test (attempt ${attempt + 1})`
  if (t.crash) return `panic: runtime error: invalid memory address or nil pointer dereference`
  return `expected 10.01 to equal 10.00 (attempt ${attempt + 1})`
}

/** A run's tests, grouped by a key, in first-seen order. */
function groupBy<T>(items: readonly T[], key: (t: T) => string): [string, T[]][] {
  const m = new Map<string, T[]>()
  for (const i of items) {
    const k = key(i)
    const g = m.get(k)
    if (g) g.push(i)
    else m.set(k, [i])
  }
  return [...m]
}

const final = (t: GenTest) => (t.skipped ? 'skip' : (t.attempts.at(-1) as 'pass' | 'fail'))
const everyTest = (run: GenRun) => ({ tests: run.tests, unfinished: 0 })
const brokenFiles = (run: GenRun) =>
  Array.from({ length: run.loadErrors }, (_, i) => `src/broken${i}/load.test.ts`)
const TIME = '2026-11-25T08:00:00'

// ---------------------------------------------------------------------------------------------
// JUnit: Maven Surefire

const javaClass = (file: string) =>
  `com.acme.${dirOf(file)
    .split('/')
    .map((d) => d.replace(/[^A-Za-z0-9]/g, '').toLowerCase())
    .join('.')}.${pascal(baseOf(file))}`

export const surefire: Writer = {
  name: 'surefire',
  retries: true,
  loadErrors: 'test',
  complete: true,
  document: true,
  recorded: ['name', 'classname', 'parent'],
  identity(t) {
    const outer = javaClass(t.file)
    return {
      name: `${camel(t.name)}${t.variant ? `[${t.variant}]` : ''}`,
      classname: [outer, ...t.describe.map(pascal)].join('$'),
      parent: outer,
    }
  },
  reported: everyTest,
  write(run) {
    const files: ReportFile[] = []
    for (const [outer, tests] of groupBy(run.tests, (t) => javaClass(t.file))) {
      let failures = 0
      let errors = 0
      let skipped = 0
      const cases = tests.map((t) => {
        const id = surefire.identity(t)
        const open = `<testcase name="${xml(id.name)}" classname="${xml(id.classname!)}" time="0.012"`
        if (t.skipped) {
          skipped++
          return `${open}>\n      <skipped message="disabled"/>\n    </testcase>`
        }
        const fails = t.attempts.filter((a) => a === 'fail').length
        if (final(t) === 'pass') {
          if (!fails) return `${open}/>`
          // A pass after failed runs: each failed run is a flakyFailure.
          const flaky = t.attempts
            .slice(0, -1)
            .map(
              (_, i) =>
                `      <flakyFailure message="${xml(failMessage(t, i))}" type="org.opentest4j.AssertionFailedError">\n        <stackTrace>at ${outer}.${id.name}(${baseOf(t.file)}.java:12)</stackTrace>\n      </flakyFailure>`,
            )
          return `${open}>\n${flaky.join('\n')}\n    </testcase>`
        }
        // Surefire stops rerunning at the first pass; the first failed run is the failure, the
        // later ones rerunFailure.
        const kind = t.timeout ? 'error' : 'failure'
        if (kind === 'error') errors++
        else failures++
        const type = t.timeout
          ? 'org.junit.runners.model.TestTimedOutException'
          : 'org.opentest4j.AssertionFailedError'
        const reruns = Array.from({ length: fails - 1 }, (_, i) => {
          const tag = t.timeout ? 'rerunError' : 'rerunFailure'
          return `      <${tag} message="${xml(failMessage(t, i + 1))}" type="${type}">\n        <stackTrace>at ${outer}</stackTrace>\n      </${tag}>`
        })
        return `${open}>\n      <${kind} message="${xml(failMessage(t, 0))}" type="${type}"><![CDATA[${type}: ${failMessage(t, 0)}\n\tat ${outer}.${id.name}(${baseOf(t.file)}.java:12)\n]]></${kind}>${reruns.length ? `\n${reruns.join('\n')}` : ''}\n    </testcase>`
      })
      files.push([
        `target/surefire-reports/TEST-${outer}.xml`,
        `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd" version="3.0" name="${outer}" time="0.2" tests="${tests.length}" errors="${errors}" skipped="${skipped}" failures="${failures}">\n  <properties>\n    <property name="java.version" value="17.0.9"/>\n  </properties>\n    ${cases.join('\n    ')}\n</testsuite>\n`,
      ])
    }
    for (const f of brokenFiles(run)) {
      const cls = javaClass(f)
      files.push([
        `target/surefire-reports/TEST-${cls}.xml`,
        `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="${cls}" time="0" tests="1" errors="1" skipped="0" failures="0">\n  <testcase name="initializationError" classname="${cls}" time="0">\n    <error message="Could not initialize class ${cls}" type="java.lang.NoClassDefFoundError">java.lang.NoClassDefFoundError: Could not initialize class ${cls}</error>\n  </testcase>\n</testsuite>\n`,
      ])
    }
    return files
  },
}

// ---------------------------------------------------------------------------------------------
// Jest: one identity for its three outputs (jest-junit's defaults, the file where given).

const jestTitle = (t: GenTest) => (t.variant ? `${t.name} ${t.variant}` : t.name)
function jestIdentity(t: GenTest): ServiceIdentity {
  const full = `${t.describe.join(' ')} ${jestTitle(t)}`
  return { name: full, classname: full, parent: t.describe[0] ?? 'undefined', file_path: t.file }
}

export const jestJunit: Writer = {
  name: 'jest-junit',
  retries: false,
  loadErrors: 'absent',
  complete: false,
  document: true,
  recorded: ['name', 'classname', 'parent'],
  identity: jestIdentity,
  reported: everyTest,
  write(run) {
    let total = 0
    let failed = 0
    const suites = groupBy(run.tests, (t) => t.file).map(([, tests]) => {
      const f = tests.filter((t) => final(t) === 'fail').length
      const s = tests.filter((t) => t.skipped).length
      total += tests.length
      failed += f
      const cases = tests.map((t) => {
        const id = jestIdentity(t)
        const open = `<testcase classname="${xml(id.classname!)}" name="${xml(id.name)}" time="0.004">`
        if (t.skipped) return `${open}\n      <skipped/>\n    </testcase>`
        if (final(t) === 'pass') return `${open}\n    </testcase>`
        return `${open}\n      <failure>Error: ${xml(failMessage(t, t.attempts.length - 1))}\n    at Object.toEqual (/home/runner/work/app/app/${t.file}:3:32)</failure>\n    </testcase>`
      })
      // jest-junit names a suite after the first test's first describe ({title}).
      const name = tests[0]!.describe[0] ?? 'undefined'
      return `  <testsuite name="${xml(name)}" errors="0" failures="${f}" skipped="${s}" timestamp="${TIME}" time="0.3" tests="${tests.length}">\n    ${cases.join('\n    ')}\n  </testsuite>`
    })
    return [
      [
        'junit.xml',
        `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="jest tests" tests="${total}" failures="${failed}" errors="0" time="1.5">\n${suites.join('\n')}\n</testsuites>`,
      ],
    ]
  },
}

function jestJsonDoc(run: GenRun, workspace: string) {
  const files = groupBy(run.tests, (t) => t.file).map(([file, tests]) => {
    const assertionResults = tests.map((t) => {
      const status = t.skipped ? 'pending' : final(t) === 'pass' ? 'passed' : 'failed'
      const invocations = t.skipped ? 0 : t.attempts.length
      return {
        ancestorTitles: t.describe,
        duration: t.skipped ? null : 3,
        failureDetails: status === 'failed' ? [{}] : [],
        failureMessages:
          status === 'failed'
            ? [
                `Error: ${failMessage(t, t.attempts.length - 1)}\n    at Object.toEqual (${workspace}/${file}:3:32)`,
              ]
            : [],
        fullName: [...t.describe, jestTitle(t)].join(' '),
        invocations,
        location: null,
        numPassingAsserts: 0,
        retryReasons: [],
        status,
        title: jestTitle(t),
      }
    })
    const failed = assertionResults.some((a) => a.status === 'failed')
    return {
      assertionResults,
      endTime: 1795593727055,
      message: failed
        ? `● ${assertionResults.find((a) => a.status === 'failed')!.fullName}\n\n    expected`
        : '',
      name: `${workspace}/${file}`,
      startTime: 1795593726149,
      status: failed ? 'failed' : 'passed',
      summary: '',
    }
  })
  const broken = brokenFiles(run).map((f) => ({
    assertionResults: [],
    coverage: {},
    endTime: 0,
    message: `  ● Test suite failed to run\n\n    Cannot find module '../rank-that-was-renamed' from '${f}'`,
    name: `${workspace}/${f}`,
    startTime: 0,
    status: 'failed',
    summary: '',
    testExecError: {
      message: `Cannot find module '../rank-that-was-renamed' from '${f}'`,
      stack: 'Error: Cannot find module',
    },
  }))
  const all = run.tests
  const numFailedTests = all.filter((t) => final(t) === 'fail').length
  const numPendingTests = all.filter((t) => t.skipped).length
  const failedSuites = files.filter((f) => f.status === 'failed').length + broken.length
  return {
    numFailedTestSuites: failedSuites,
    numFailedTests,
    numPassedTestSuites: files.length - files.filter((f) => f.status === 'failed').length,
    numPassedTests: all.length - numFailedTests - numPendingTests,
    numPendingTestSuites: 0,
    numPendingTests,
    numRuntimeErrorTestSuites: broken.length,
    numTodoTests: 0,
    numTotalTestSuites: files.length + broken.length,
    numTotalTests: all.length,
    openHandles: [],
    snapshot: {
      added: 0,
      didUpdate: false,
      failure: false,
      filesAdded: 0,
      filesRemoved: 0,
      filesRemovedList: [],
      filesUnmatched: 0,
      filesUpdated: 0,
      matched: 0,
      total: 0,
      unchecked: 0,
      uncheckedKeysByFile: [],
      unmatched: 0,
      updated: 0,
    },
    startTime: 1795593726068,
    success: failedSuites === 0,
    testResults: [...files, ...broken],
    wasInterrupted: false,
  }
}

export const jestJson: Writer = {
  name: 'jest-json',
  retries: true,
  loadErrors: 'outside',
  complete: false,
  document: true,
  recorded: ['name', 'classname', 'parent', 'file_path'],
  identity: jestIdentity,
  reported: everyTest,
  write: (run, ws) => [['jest.json', JSON.stringify(jestJsonDoc(run, ws), null, 2)]],
}

/** Jest writes `--json` on one line. */
export const jestJsonLine: Writer = {
  ...jestJson,
  name: 'jest-json-line',
  write: (run, ws) => [['jest.json', JSON.stringify(jestJsonDoc(run, ws))]],
}

// vitest --reporter=json: Jest's shape without Jest's own fields; its suites are files and
// describe blocks; a test named as vitest's JUnit reporter names it.
const vitestIdentity = (t: GenTest): ServiceIdentity => ({
  name: [...t.describe, jestTitle(t)].join(' > '),
  classname: t.file,
  parent: t.file,
})

function vitestDoc(run: GenRun, workspace: string) {
  let failedSuites = 0
  let totalSuites = 0
  const files = groupBy(run.tests, (t) => t.file).map(([file, tests]) => {
    const describes = new Set<string>()
    const failedDescribes = new Set<string>()
    for (const t of tests)
      for (let k = 1; k <= t.describe.length; k++) {
        const key = JSON.stringify(t.describe.slice(0, k))
        describes.add(key)
        if (final(t) === 'fail') failedDescribes.add(key)
      }
    const failed = tests.some((t) => final(t) === 'fail')
    totalSuites += 1 + describes.size
    failedSuites += (failed ? 1 : 0) + failedDescribes.size
    return {
      assertionResults: tests.map((t) => ({
        ancestorTitles: t.describe,
        fullName: [...t.describe, jestTitle(t)].join(' '),
        status: final(t) === 'skip' ? 'skipped' : final(t) === 'pass' ? 'passed' : 'failed',
        title: jestTitle(t),
        duration: 2,
        failureMessages:
          final(t) === 'fail' ? [`AssertionError: ${failMessage(t, t.attempts.length - 1)}`] : [],
        location: null,
        meta: {},
        tags: [],
      })),
      startTime: 1795593726149,
      endTime: 1795593726160,
      status: failed ? 'failed' : 'passed',
      message: '',
      name: `${workspace}/${file}`,
    }
  })
  const broken = brokenFiles(run).map((f) => ({
    assertionResults: [],
    startTime: 1795593726149,
    endTime: 1795593726149,
    status: 'failed',
    message: `Failed to load url ../rank-that-was-renamed (resolved id: ../rank-that-was-renamed) in ${workspace}/${f}`,
    name: `${workspace}/${f}`,
  }))
  totalSuites += broken.length
  failedSuites += broken.length
  const numFailedTests = run.tests.filter((t) => final(t) === 'fail').length
  const numPendingTests = run.tests.filter((t) => t.skipped).length
  return {
    numTotalTestSuites: totalSuites,
    numPassedTestSuites: totalSuites - failedSuites,
    numFailedTestSuites: failedSuites,
    numPendingTestSuites: 0,
    numTotalTests: run.tests.length,
    numPassedTests: run.tests.length - numFailedTests - numPendingTests,
    numFailedTests,
    numPendingTests,
    numTodoTests: 0,
    snapshot: { added: 0, failure: false, filesAdded: 0, total: 0, didUpdate: false },
    startTime: 1795593726068,
    success: failedSuites === 0 && numFailedTests === 0,
    testResults: [...files, ...broken],
  }
}

export const vitestJson: Writer = {
  name: 'vitest-json',
  retries: false,
  loadErrors: 'outside',
  complete: false,
  document: true,
  recorded: ['name', 'classname', 'parent'],
  identity: vitestIdentity,
  reported: everyTest,
  write: (run, ws) => [['vitest.json', JSON.stringify(vitestDoc(run, ws))]],
}

export const ctrf: Writer = {
  name: 'ctrf',
  retries: true,
  loadErrors: 'absent',
  complete: false,
  document: true,
  recorded: ['name', 'classname', 'parent', 'file_path'],
  identity: jestIdentity,
  reported: everyTest,
  write(run, ws) {
    const tests = run.tests.map((t) => {
      const status = t.skipped ? 'skipped' : final(t) === 'pass' ? 'passed' : 'failed'
      const retries = t.skipped ? 0 : t.attempts.length - 1
      return {
        name: [...t.describe, jestTitle(t)].join(' '),
        status,
        duration: 3,
        ...(status === 'failed'
          ? { message: failMessage(t, t.attempts.length - 1), trace: `at ${ws}/${t.file}:3:32` }
          : {}),
        rawStatus: status === 'skipped' ? 'pending' : status,
        tags: [],
        type: 'unit',
        filePath: `${ws}/${t.file}`,
        retries,
        flaky: status === 'passed' && retries > 0,
        // jest-ctrf-json-reporter: the file's name, then the describe titles
        suite: [t.file.slice(t.file.lastIndexOf('/') + 1), ...t.describe].join(' > '),
      }
    })
    const count = (s: string) => tests.filter((t) => t.status === s).length
    const doc = {
      reportFormat: 'CTRF',
      specVersion: '0.0.0',
      reportId: '6c2a8f1e-3d1b-4b8e-9a52-0f0d3e9b7c11',
      timestamp: `${TIME}.000Z`,
      generatedBy: 'jest-ctrf-json-reporter',
      results: {
        tool: { name: 'jest' },
        summary: {
          tests: tests.length,
          passed: count('passed'),
          failed: count('failed'),
          pending: 0,
          skipped: count('skipped'),
          other: 0,
          start: 1795593726068,
          stop: 1795593727068,
        },
        tests,
      },
    }
    return [['ctrf/ctrf-report.json', JSON.stringify(doc, null, 2)]]
  },
}

// ---------------------------------------------------------------------------------------------
// mocha-junit-reporter: one <testsuite> per describe block; name = the full title, classname =
// the test's own title. mocha has no parameter rows: two rows of one title are two it() of one
// title, which the gate must read as two tests.

const mochaIdentity = (t: GenTest): ServiceIdentity => ({
  name: [...t.describe, t.name].join(' '),
  classname: t.name,
  parent: t.describe.at(-1) ?? 'Root Suite',
})

export const mochaJunit: Writer = {
  name: 'mocha-junit-reporter',
  retries: false,
  loadErrors: 'absent',
  complete: false,
  document: true,
  recorded: ['name', 'classname', 'parent'],
  identity: mochaIdentity,
  reported: everyTest,
  write(run, ws) {
    let failures = 0
    const suites = groupBy(run.tests, (t) => JSON.stringify([t.file, t.describe])).map(
      ([, tests]) => {
        const first = tests[0]!
        const f = tests.filter((t) => final(t) === 'fail').length
        failures += f
        const cases = tests.map((t) => {
          const id = mochaIdentity(t)
          const open = `<testcase name="${xml(id.name)}" time="0.001" classname="${xml(id.classname!)}">`
          if (t.skipped) return `${open}\n      <skipped/>\n    </testcase>`
          if (final(t) === 'pass') return `${open}\n    </testcase>`
          const m = failMessage(t, t.attempts.length - 1)
          return `${open}\n      <failure message="${xml(m)}" type="AssertionError"><![CDATA[AssertionError: ${m}\n    at Context.<anonymous> (${first.file}:5:12)]]></failure>\n    </testcase>`
        })
        return `  <testsuite name="${xml(id0(first))}" timestamp="${TIME}" tests="${tests.length}" file="${ws}/${first.file}" time="0.010" failures="${f}">\n    ${cases.join('\n    ')}\n  </testsuite>`
      },
    )
    return [
      [
        'mocha.xml',
        `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="Mocha Tests" time="0.050" tests="${run.tests.length}" failures="${failures}">\n  <testsuite name="Root Suite" timestamp="${TIME}" tests="0" time="0.000" failures="0">\n  </testsuite>\n${suites.join('\n')}\n</testsuites>\n`,
      ],
    ]
  },
}
const id0 = (t: GenTest) => mochaIdentity(t).parent!

// ---------------------------------------------------------------------------------------------
// pytest --junitxml (xunit2)

const pyModule = (file: string) =>
  file
    .replace(/\.[^/]*$/, '')
    .replace(/\./g, '_')
    .replace(/\//g, '.')

export const pytest: Writer = {
  name: 'pytest',
  retries: false,
  loadErrors: 'test',
  complete: true,
  document: true,
  recorded: ['name', 'classname'],
  identity: (t) => ({
    name: `test_${snake(t.name)}${t.variant ? `[${t.variant}]` : ''}`,
    classname: [pyModule(t.file), ...t.describe.map((d) => `Test${pascal(d)}`)].join('.'),
  }),
  reported: everyTest,
  write(run) {
    let failures = 0
    let skipped = 0
    const cases = run.tests.map((t) => {
      const id = pytest.identity(t)
      const open = `<testcase classname="${xml(id.classname!)}" name="${xml(id.name)}" time="0.001"`
      if (t.skipped) {
        skipped++
        return `${open}><skipped type="pytest.skip" message="not on this platform">${t.file}:3: not on this platform</skipped></testcase>`
      }
      if (final(t) === 'pass') return `${open} />`
      failures++
      const msg = t.timeout
        ? 'Failed: Timeout &gt;5.0s'
        : `AssertionError: ${xml(failMessage(t, 0))}`
      return `${open}><failure message="${msg}">def ${id.name}():\n&gt;       assert total == "10.00"\nE       ${msg}</failure></testcase>`
    })
    const errors = brokenFiles(run).map(
      (f) =>
        `<testcase classname="" name="${pyModule(f)}" time="0.000"><error message="collection failure">ImportError while importing test module '${f}'.</error></testcase>`,
    )
    return [
      [
        'pytest.xml',
        `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="${errors.length}" failures="${failures}" skipped="${skipped}" tests="${cases.length + errors.length}" time="0.120" timestamp="${TIME}.000000" hostname="fv-az1">${[...errors, ...cases].join('')}</testsuite></testsuites>`,
      ],
    ]
  },
}

// ---------------------------------------------------------------------------------------------
// Go: go test -json and gotestsum's JUnit

const goPackage = (file: string) =>
  `github.com/acme/app/${dirOf(file).replace(/[^A-Za-z0-9/]/g, '')}`
const goName = (t: GenTest) =>
  `Test${[...t.describe, t.name].map(pascal).join('_')}${t.variant ? `_${t.variant}` : ''}`
const goIdentity = (t: GenTest): ServiceIdentity => ({
  name: goName(t),
  classname: goPackage(t.file),
  parent: goPackage(t.file),
})

/**
 * Go stops a package at a test that panics or runs out of time: later tests never run. A test
 * that ran out of time is never reported; one that panicked is (a failure), and its package is a
 * failure outside tests too where the report can show it (`panics`).
 */
function goReported(run: GenRun, panics = false): { tests: GenTest[]; unfinished: number } {
  const tests: GenTest[] = []
  let unfinished = 0
  for (const [, all] of groupBy(run.tests, (t) => goPackage(t.file))) {
    // A package that stops in its first run has no second: each test ran once.
    const stops = all.some((t) => t.timeout || t.crash)
    const pkg = stops ? all.map((t) => ({ ...t, attempts: t.attempts.slice(0, 1) })) : all
    for (const t of pkg) {
      if (t.timeout) {
        unfinished++
        break
      }
      tests.push(t)
      if (t.crash) {
        if (panics) unfinished++
        break
      }
    }
  }
  return { tests, unfinished }
}

export const gotestsumJunit: Writer = {
  name: 'gotestsum',
  retries: false,
  loadErrors: 'absent',
  complete: false,
  document: true,
  recorded: ['name', 'classname', 'parent'],
  identity: goIdentity,
  reported: (run) => {
    // gotestsum's JUnit report names a test that timed out as failed.
    const r = goReported({
      ...run,
      tests: run.tests.map((t) => (t.timeout ? { ...t, timeout: false, crash: true } : t)),
    })
    return r
  },
  write(run) {
    const tests = gotestsumJunit.reported(run).tests
    let total = 0
    let failed = 0
    const suites = groupBy(tests, (t) => goPackage(t.file)).map(([pkg, ts]) => {
      const f = ts.filter((t) => final(t) === 'fail').length
      total += ts.length
      failed += f
      const cases = ts.map((t) => {
        const open = `<testcase classname="${pkg}" name="${goName(t)}" time="0.000000">`
        if (t.skipped)
          return `${open}\n\t\t\t<skipped message="=== RUN   ${goName(t)}&#xA;    --- SKIP: ${goName(t)} (0.00s)&#xA;"></skipped>\n\t\t</testcase>`
        if (final(t) === 'pass') return `${open}</testcase>`
        return `${open}\n\t\t\t<failure message="Failed" type="">=== RUN   ${goName(t)}&#xA;    x_test.go:12: ${xml(failMessage(t, 0))}&#xA;--- FAIL: ${goName(t)} (0.00s)&#xA;</failure>\n\t\t</testcase>`
      })
      return `\t<testsuite tests="${ts.length}" failures="${f}" time="0.006000" name="${pkg}" timestamp="${TIME}Z">\n\t\t<properties>\n\t\t\t<property name="go.version" value="go1.19.8 linux/amd64"></property>\n\t\t</properties>\n\t\t${cases.join('\n\t\t')}\n\t</testsuite>`
    })
    return [
      [
        'gotestsum.xml',
        `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites tests="${total}" failures="${failed}" errors="0" time="3.682010">\n${suites.join('\n')}\n</testsuites>\n`,
      ],
    ]
  },
}

export const goJson: Writer = {
  name: 'go-json',
  retries: true,
  loadErrors: 'outside',
  complete: false,
  document: false,
  recorded: ['name', 'classname', 'parent'],
  identity: goIdentity,
  reported: (run) => goReported(run, true),
  write(run) {
    const lines: string[] = []
    let ms = 0
    const ev = (o: Record<string, unknown>) => {
      ms++
      lines.push(
        JSON.stringify({ Time: `2026-11-25T08:01:41.${String(ms).padStart(6, '0')}Z`, ...o }),
      )
    }
    for (const f of brokenFiles(run)) lines.push(`FAIL\t${goPackage(f)} [build failed]`)
    for (const [pkg, all] of groupBy(run.tests, (t) => goPackage(t.file))) {
      // A run of `go test` per round: the first runs every test, later rounds (gotestsum
      // --rerun-fails, or -count) run the tests that have another attempt.
      const rounds = Math.max(...all.map((t) => (t.skipped ? 1 : t.attempts.length)))
      for (let r = 0; r < rounds; r++) {
        let failed = false
        let stopped: 'timeout' | 'crash' | undefined
        for (const t of all) {
          if (r > 0 && (t.skipped || t.attempts.length <= r)) continue
          const Test = goName(t)
          ev({ Action: 'run', Package: pkg, Test })
          ev({ Action: 'output', Package: pkg, Test, Output: `=== RUN   ${Test}\n` })
          if (t.skipped) {
            ev({
              Action: 'output',
              Package: pkg,
              Test,
              Output: `    x_test.go:9: not on this platform\n`,
            })
            ev({ Action: 'output', Package: pkg, Test, Output: `--- SKIP: ${Test} (0.00s)\n` })
            ev({ Action: 'skip', Package: pkg, Test, Elapsed: 0 })
            continue
          }
          if (t.timeout) {
            ev({ Action: 'output', Package: pkg, Test, Output: `panic: test timed out after 5s\n` })
            ev({ Action: 'output', Package: pkg, Output: `FAIL\t${pkg}\t5.012s\n` })
            ev({ Action: 'fail', Package: pkg, Elapsed: 5.012 })
            stopped = 'timeout'
            break
          }
          const a = t.attempts[r]
          if (a === 'pass') {
            ev({ Action: 'output', Package: pkg, Test, Output: `--- PASS: ${Test} (0.00s)\n` })
            ev({ Action: 'pass', Package: pkg, Test, Elapsed: 0 })
            continue
          }
          failed = true
          ev({
            Action: 'output',
            Package: pkg,
            Test,
            Output: `    x_test.go:12: ${failMessage(t, r)}\n`,
          })
          ev({ Action: 'output', Package: pkg, Test, Output: `--- FAIL: ${Test} (0.00s)\n` })
          if (t.crash) {
            ev({
              Action: 'output',
              Package: pkg,
              Test,
              Output: `panic: runtime error: invalid memory address or nil pointer dereference [recovered]\n`,
            })
            ev({ Action: 'fail', Package: pkg, Test, Elapsed: 0 })
            ev({ Action: 'output', Package: pkg, Output: `FAIL\t${pkg}\t0.009s\n` })
            ev({ Action: 'fail', Package: pkg, Elapsed: 0.009 })
            stopped = 'crash'
            break
          }
          ev({ Action: 'fail', Package: pkg, Test, Elapsed: 0 })
        }
        if (stopped) break
        ev({ Action: 'output', Package: pkg, Output: failed ? 'FAIL\n' : 'PASS\n' })
        ev({
          Action: 'output',
          Package: pkg,
          Output: `${failed ? 'FAIL' : 'ok  '}\t${pkg}\t0.012s\n`,
        })
        ev({ Action: failed ? 'fail' : 'pass', Package: pkg, Elapsed: 0.012 })
      }
    }
    return [['go-test.json', lines.map((l) => `${l}\n`).join('')]]
  },
}

// ---------------------------------------------------------------------------------------------
// TRX: dotnet test --logger trx (xUnit)

const dotnetClass = (t: GenTest) =>
  [
    'Acme',
    ...dirOf(t.file).split('/').map(pascal),
    pascal(baseOf(t.file)),
    ...t.describe.map(pascal),
  ].join('.')
const dotnetName = (t: GenTest) =>
  `${pascal(t.name)}${t.variant ? `(currency: "${t.variant}")` : ''}`
const guid = (n: number, kind: number) =>
  `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`

export const trx: Writer = {
  name: 'trx',
  retries: false,
  loadErrors: 'outside',
  complete: false,
  document: true,
  recorded: ['name', 'classname'],
  identity: (t) => ({ name: dotnetName(t), classname: dotnetClass(t) }),
  reported: everyTest,
  write(run) {
    const outcome = (t: GenTest) =>
      t.skipped ? 'NotExecuted' : final(t) === 'pass' ? 'Passed' : 'Failed'
    const results = run.tests.map((t, i) => {
      const open = `<UnitTestResult executionId="${guid(i, 1)}" testId="${guid(i, 2)}" testName="${xml(dotnetName(t))}" computerName="fv-az1" duration="00:00:00.0040000" startTime="${TIME}.0000000+00:00" endTime="${TIME}.0040000+00:00" testType="13cdc9d9-ddb5-4fa4-a97d-d965ccfc6d4b" outcome="${outcome(t)}" testListId="8c84fa94-04c1-424b-9868-57a2d4851a1d" relativeResultsDirectory="${guid(i, 1)}"`
      if (outcome(t) !== 'Failed') return `${open} />`
      return `${open}>\n      <Output>\n        <ErrorInfo>\n          <Message>${xml(failMessage(t, 0))}</Message>\n          <StackTrace>   at ${dotnetClass(t)}.${pascal(t.name)}() in /home/runner/work/app/app/tests/X.cs:line 21</StackTrace>\n        </ErrorInfo>\n      </Output>\n    </UnitTestResult>`
    })
    const defs = run.tests.map(
      (t, i) =>
        `<UnitTest name="${xml(dotnetName(t))}" storage="/home/runner/work/app/app/tests/bin/debug/net8.0/acme.tests.dll" id="${guid(i, 2)}">\n      <Execution id="${guid(i, 1)}" />\n      <TestMethod codeBase="/home/runner/work/app/app/tests/bin/Debug/net8.0/Acme.Tests.dll" adapterTypeName="executor://xunit/VsTestRunner2/netcoreapp" className="${xml(dotnetClass(t))}" name="${xml(dotnetName(t))}" />\n    </UnitTest>`,
    )
    const count = (o: string) => run.tests.filter((t) => outcome(t) === o).length
    const failed = count('Failed')
    const broken = brokenFiles(run).map(
      (f) =>
        `<RunInfo computerName="fv-az1" outcome="Error" timestamp="${TIME}.0000000+00:00">\n        <Text>Could not load file or assembly 'Acme.${pascal(dirOf(f))}.Tests': ${f}</Text>\n      </RunInfo>`,
    )
    const resultsXml = `  <Results>\n    ${results.join('\n    ')}\n  </Results>`
    const defsXml = `  <TestDefinitions>\n    ${defs.join('\n    ')}\n  </TestDefinitions>`
    // MSTest/VSTest files put the definitions on either side of the results.
    const body = run.tests.length % 2 ? [defsXml, resultsXml] : [resultsXml, defsXml]
    return [
      [
        'TestResults/run.trx',
        `<?xml version="1.0" encoding="utf-8"?>\n<TestRun id="6c2a8f1e-3d1b-4b8e-9a52-0f0d3e9b7c11" name="runner@fv-az1 ${TIME}" runUser="runner" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">\n  <Times creation="${TIME}.0000000+00:00" start="${TIME}.0000000+00:00" finish="${TIME}.5000000+00:00" />\n${body.join('\n')}\n  <ResultSummary outcome="${failed || broken.length ? 'Failed' : 'Completed'}">\n    <Counters total="${run.tests.length}" executed="${run.tests.length - count('NotExecuted')}" passed="${count('Passed')}" failed="${failed}" error="0" timeout="0" aborted="0" inconclusive="0" passedButRunAborted="0" notRunnable="0" notExecuted="${count('NotExecuted')}" disconnected="0" warning="0" completed="0" inProgress="0" pending="0" />${broken.length ? `\n    <RunInfos>\n      ${broken.join('\n      ')}\n    </RunInfos>` : ''}\n  </ResultSummary>\n</TestRun>\n`,
      ],
    ]
  },
}

// ---------------------------------------------------------------------------------------------
// NUnit 3: nunit3-console --result (an Assembly suite, a TestFixture suite per class)

export const nunit: Writer = {
  name: 'nunit',
  retries: false,
  loadErrors: 'outside',
  complete: false,
  document: true,
  recorded: ['name', 'classname'],
  identity: (t) => ({ name: dotnetName(t), classname: dotnetClass(t) }),
  reported: everyTest,
  write(run) {
    const result = (t: GenTest) =>
      t.skipped ? 'Skipped' : final(t) === 'pass' ? 'Passed' : 'Failed'
    let id = 1000
    const fixtures = groupBy(run.tests, dotnetClass).map(([cls, tests]) => {
      const failed = tests.filter((t) => result(t) === 'Failed').length
      const cases = tests.map((t) => {
        const open = `<test-case id="0-${++id}" name="${xml(dotnetName(t))}" fullname="${xml(cls)}.${xml(dotnetName(t))}" methodname="${pascal(t.name)}" classname="${xml(cls)}" runstate="Runnable" seed="1" result="${result(t)}"${t.skipped ? ' label="Ignored"' : ''} duration="0.004" asserts="1">`
        if (t.skipped)
          return `${open}<reason><message><![CDATA[not on this platform]]></message></reason></test-case>`
        if (result(t) === 'Passed') return `${open}</test-case>`
        return `${open}<failure><message><![CDATA[${failMessage(t, t.attempts.length - 1)}]]></message><stack-trace><![CDATA[   at ${cls}.${pascal(t.name)}() in /home/runner/work/app/app/tests/X.cs:line 21]]></stack-trace></failure></test-case>`
      })
      const r = failed ? 'Failed" site="Child' : 'Passed'
      const why = failed
        ? '<failure><message><![CDATA[One or more child tests had errors]]></message></failure>'
        : ''
      return `<test-suite type="TestFixture" id="0-${++id}" name="${xml(cls.slice(cls.lastIndexOf('.') + 1))}" fullname="${xml(cls)}" classname="${xml(cls)}" runstate="Runnable" testcasecount="${tests.length}" result="${r}" total="${tests.length}" failed="${failed}">${why}${cases.join('')}</test-suite>`
    })
    const broken = brokenFiles(run).map(
      (f) =>
        `<test-suite type="Assembly" id="0-${++id}" name="${pascal(dirOf(f))}.Tests.dll" fullname="/home/runner/work/app/app/${f}.dll" runstate="NotRunnable" testcasecount="0" result="Failed" label="Invalid" total="0" failed="0"><reason><message><![CDATA[Could not load file or assembly '${pascal(dirOf(f))}.Tests']]></message></reason></test-suite>`,
    )
    const failed = run.tests.filter((t) => result(t) === 'Failed').length
    const skipped = run.tests.filter((t) => t.skipped).length
    const runResult = failed || broken.length ? 'Failed' : 'Passed'
    return [
      [
        'TestResult.xml',
        `<?xml version="1.0" encoding="utf-8" standalone="no"?>\n<test-run id="2" testcasecount="${run.tests.length}" result="${runResult}" total="${run.tests.length}" passed="${run.tests.length - failed - skipped}" failed="${failed}" inconclusive="0" skipped="${skipped}" asserts="0" engine-version="3.16.3.0" clr-version="8.0.0" start-time="${TIME}Z" end-time="${TIME}Z" duration="0.5">\n<test-suite type="Assembly" id="0-1" name="Acme.Tests.dll" fullname="/home/runner/work/app/app/tests/bin/Acme.Tests.dll" runstate="Runnable" testcasecount="${run.tests.length}" result="${failed ? 'Failed" site="Child' : 'Passed'}" total="${run.tests.length}" failed="${failed}">${fixtures.join('\n')}</test-suite>\n${broken.join('\n')}\n</test-run>\n`,
      ],
    ]
  },
}

// ---------------------------------------------------------------------------------------------
// xUnit.net v2: xunit.console -xml (a collection per class; a test named by its display name)

const xunitName = (t: GenTest) => `${dotnetClass(t)}.${dotnetName(t)}`

export const xunit: Writer = {
  name: 'xunit',
  retries: false,
  loadErrors: 'outside',
  complete: false,
  document: true,
  recorded: ['name', 'classname'],
  identity: (t) => ({ name: xunitName(t), classname: dotnetClass(t) }),
  reported: everyTest,
  write(run) {
    const result = (t: GenTest) => (t.skipped ? 'Skip' : final(t) === 'pass' ? 'Pass' : 'Fail')
    const collections = groupBy(run.tests, dotnetClass).map(([cls, tests]) => {
      const n = (r: string) => tests.filter((t) => result(t) === r).length
      const cases = tests.map((t) => {
        const open = `<test name="${xml(xunitName(t))}" type="${xml(cls)}" method="${pascal(t.name)}" time="0.004" result="${result(t)}">`
        if (t.skipped) return `${open}<reason><![CDATA[not on this platform]]></reason></test>`
        if (result(t) === 'Pass') return `${open}<traits /></test>`
        return `${open}<failure exception-type="Xunit.Sdk.EqualException"><message><![CDATA[${failMessage(t, t.attempts.length - 1)}]]></message><stack-trace><![CDATA[   at ${cls}.${pascal(t.name)}() in /home/runner/work/app/app/tests/X.cs:line 21]]></stack-trace></failure></test>`
      })
      return `<collection total="${tests.length}" passed="${n('Pass')}" failed="${n('Fail')}" skipped="${n('Skip')}" name="Test collection for ${xml(cls)}" time="0.012">${cases.join('')}</collection>`
    })
    const errors = brokenFiles(run).map(
      (f) =>
        `<error type="fatal"><failure exception-type="System.IO.FileNotFoundException"><message><![CDATA[Could not load file or assembly '${pascal(dirOf(f))}.Tests']]></message><stack-trace><![CDATA[]]></stack-trace></failure></error>`,
    )
    const n = (r: string) => run.tests.filter((t) => result(t) === r).length
    return [
      [
        'TestResults/xunit.xml',
        `<?xml version="1.0" encoding="utf-8"?>\n<assemblies timestamp="11/25/2026 08:00:00">\n<assembly name="/home/runner/work/app/app/tests/bin/Debug/net8.0/Acme.Tests.dll" environment="64-bit .NET 8.0.0 [collection-per-class, parallel (2 threads)]" test-framework="xUnit.net 2.9.2.0" run-date="2026-11-25" run-time="08:00:00" total="${run.tests.length}" passed="${n('Pass')}" failed="${n('Fail')}" skipped="${n('Skip')}" time="0.500" errors="${errors.length}"><errors>${errors.join('')}</errors>${collections.join('\n')}</assembly>\n</assemblies>\n`,
      ],
    ]
  },
}

/** Every writer, in the order the test runs them. */
export const WRITERS: readonly Writer[] = [
  surefire,
  jestJunit,
  pytest,
  mochaJunit,
  gotestsumJunit,
  jestJson,
  jestJsonLine,
  vitestJson,
  ctrf,
  goJson,
  trx,
  nunit,
  xunit,
]
