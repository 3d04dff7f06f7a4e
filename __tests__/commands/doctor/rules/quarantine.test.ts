/**
 * doctor's quarantine rules as pure functions of what it read (the file's entries, Trunk's tests),
 * and the reads themselves: the file under the checkout (absent, refused, a link out of it) and
 * Trunk's tests through a fake of the flaky-test floor (the windows each API takes, ids looked
 * up, what could not be read kept as unknown).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from '@jest/globals'
import { RUNNING_QUEUE, diagnoseFiles } from '../../../../__fixtures__/doctor.js'
import {
  MAX_ID_LOOKUPS,
  failingWindows,
  quarantineFileOf,
  readQuarantineAt,
  readTrunkTests,
  type QuarantineFacts,
  type TrunkTest,
  type TrunkTestsRead,
} from '../../../../src/commands/doctor/quarantine.js'
import { doctorCommand } from '../../../../src/commands/doctor/row.js'
import { doctorSummary } from '../../../../src/commands/doctor/summary.js'
import {
  CancelledError,
  NotFoundError,
  TrunkApiError,
  type FlakyScope,
  type FlakyTest,
  type FlakyTests,
  type QuarantineOverrides,
  type TestOverride,
} from '../../../../src/queue/index.js'

const NOW = Date.parse('2026-12-02T12:00:00Z')
const PATH = '.github/quarantine.yml'
const CI = {
  'ci.yml':
    "on:\n  push:\n    branches: ['trunk-merge/**']\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make\n",
}

/** One entry of the file (YAML), named by `fields` (name: …, or id: …). */
function entry(fields: string, expires = '2026-12-20', owner = "'@acme/ci'"): string {
  return `  - ${fields}\n    owner: ${owner}\n    reason: flaky on CI\n    expires: ${expires}\n`
}

function facts(entries: string[], trunk?: TrunkTestsRead): QuarantineFacts {
  const file = quarantineFileOf(`tests:\n${entries.join('')}`, NOW)
  return { path: PATH, nowMs: NOW, file, ...(trunk ? { trunk } : {}) }
}

const read = (tests: TrunkTest[], api: 'v1' | 'v2' = 'v2'): TrunkTestsRead => ({
  kind: 'read',
  api,
  tests,
  days: 28,
})

/** Only the quarantine findings: code, severity, line, message. */
function findings(q: QuarantineFacts) {
  return diagnoseFiles(CI, ['test'], { quarantine: q })
    .filter((f) => f.code.includes('quarantine'))
    .map((f) => ({
      code: f.code,
      severity: f.severity,
      file: f.file,
      line: f.line,
      message: f.message,
    }))
}

describe('quarantine-expired', () => {
  it('an entry past its expiry (UTC day) is a warning naming its owner and line; one expiring today is in force', () => {
    const q = facts([
      entry('name: test_old', '2026-12-01'),
      entry('name: test_today', '2026-12-02'),
    ])
    expect(findings(q)).toEqual([
      {
        code: 'quarantine-expired',
        severity: 'warning',
        file: PATH,
        line: 2,
        message:
          "The entry for `test_old` (line 2, owner @acme/ci) is past its expiry (2026-12-01): it forgives nothing, so the gate fails on this test's failures. @acme/ci: set a later expires if the test is still being fixed, or remove the entry once it is.",
      },
    ])
  })
})

describe('quarantine-duplicate', () => {
  it('two entries for one test: both lines; a third gives a second finding; other fields tell tests apart', () => {
    const q = facts([
      entry('name: test_a'),
      entry('name: test_a\n    classname: A'),
      entry('name: test_a', '2026-12-10', 'bob'),
      entry('name: test_a', '2026-12-11', 'carol'),
    ])
    const found = findings(q)
    expect(found.map((f) => [f.code, f.line])).toEqual([
      ['quarantine-duplicate', 11],
      ['quarantine-duplicate', 15],
    ])
    expect(found[0]!.message).toMatch(
      /^Lines 2 and 11 both name one test: `test_a` \(line 2, owner @acme\/ci\) and `test_a` \(line 11, owner bob\)\./,
    )
    expect(found[1]!.message).toMatch(/^Lines 2 and 15 both name one test/)
  })
})

describe('quarantine-unmatched', () => {
  it('an entry in force no test in Trunk matches; its fields must all agree; expired entries are not asked', () => {
    const q = facts(
      [
        entry('name: test_a\n    classname: pkg.A'),
        entry('name: test_b\n    classname: pkg.Wrong'),
        entry('name: test_gone', '2026-11-01'),
        entry('id: 0a1b2c3d-0000-4000-8000-000000000001'),
      ],
      read([
        { id: 'v2-1', name: 'test_a', classname: 'pkg.A', quarantined: true },
        { id: 'v2-2', name: 'test_b', classname: 'pkg.B', quarantined: true },
      ]),
    )
    const found = findings(q).filter((f) => f.code === 'quarantine-unmatched')
    expect(found.map((f) => f.line)).toEqual([7, 16])
    expect(found[0]!.message).toBe(
      'No test that failed in Trunk in the last 28 days matches the entry for `pkg.Wrong › test_b` (line 7, owner @acme/ci): it forgives nothing Trunk has seen fail. Check its name (and classname, suite or file) against the test report, or remove the entry if the test no longer fails.',
    )
    expect(found[1]!.message).toMatch(
      /^Trunk knows no test with the id of the entry `id 0a1b2c3d-0000-4000-8000-000000000001` \(line 16, owner @acme\/ci\)/,
    )
  })

  it('an entry by id matches the test Trunk gave for it', () => {
    const id = '0a1b2c3d-0000-4000-8000-000000000001'
    const q = facts(
      [entry(`id: ${id.toUpperCase()}`)],
      read([{ id, name: 'x', quarantined: true }]),
    )
    expect(findings(q)).toEqual([])
  })
})

describe('quarantine-disagrees', () => {
  it('an entry in force whose test Trunk does not quarantine; on v2 it says sync-quarantine', () => {
    const q = facts(
      [entry('name: test_a'), entry('name: test_b')],
      read([
        { id: '1', name: 'test_a', quarantined: false },
        { id: '2', name: 'test_b', quarantined: true },
      ]),
    )
    const found = findings(q)
    expect(found.map((f) => [f.code, f.line])).toEqual([['quarantine-disagrees', 2]])
    expect(found[0]!.message).toContain(
      'The file quarantines `test_a` (line 2, owner @acme/ci) until 2026-12-20, and Trunk does not quarantine "test_a"',
    )
    expect(found[0]!.message).toContain('sync-quarantine')
  })

  it('an expired entry whose test Trunk still quarantines: the gate still forgives it; not when another entry in force names it', () => {
    const trunk = read([{ id: '1', name: 'test_a', quarantined: true }], 'v1')
    const alone = findings(facts([entry('name: test_a', '2026-11-20')], trunk))
    expect(alone.map((f) => f.code)).toEqual(['quarantine-expired', 'quarantine-disagrees'])
    expect(alone[1]!.message).toMatch(
      /is past its expiry \(2026-11-20\), yet Trunk still quarantines "test_a": the gate still forgives its failures/,
    )
    // v1 reads no overrides: who set the quarantine is not known, and sync-quarantine needs v2.
    expect(alone[1]!.message).toContain(
      "If the file's sync set it, run sync-quarantine with a v2 API key; otherwise lift it in Trunk's app",
    )
    const renewed = findings(
      facts([entry('name: test_a', '2026-11-20'), entry('name: test_a')], trunk),
    )
    expect(renewed.map((f) => f.code)).toEqual(['quarantine-expired', 'quarantine-duplicate'])
  })
})

describe('quarantine-unknown', () => {
  it("Trunk's tests not read: one unknown at the file, and no unmatched or disagrees guessed", () => {
    const q = facts([entry('name: test_a'), entry('name: test_b')], {
      kind: 'unknown',
      why: 'the service answered 503',
    })
    expect(findings(q)).toEqual([
      {
        code: 'quarantine-unknown',
        severity: 'unknown',
        file: PATH,
        line: 1,
        message:
          "Trunk's tests could not be read (the service answered 503): the 2 entries of .github/quarantine.yml were not compared with Trunk (whether a test in Trunk matches each, whether Trunk quarantines it).",
      },
    ])
  })
})

describe('invalid-quarantine-file', () => {
  it('each problem of a file the gate refuses is an error at its line', () => {
    const q = facts([entry('name: test_a', '2027-12-01'), '  - name: test_b\n    reason: x\n'])
    const found = findings(q)
    expect(found.map((f) => [f.code, f.severity, f.line])).toEqual([
      ['invalid-quarantine-file', 'error', 2],
      ['invalid-quarantine-file', 'error', 6],
    ])
    expect(found[0]!.message).toMatch(
      /^\.github\/quarantine\.yml line 2: expires 2027-12-01 is more than 90 days ahead \(the most allowed\)\. check-test-results refuses the whole file/,
    )
    expect(found[1]!.message).toContain('line 6: the entry has no owner.')
  })
})

describe('what doctor read of the file', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = undefined
  })

  it('no file: no finding, and the summary says which path was read', () => {
    dir = mkdtempSync(join(tmpdir(), 'doctor-quarantine-'))
    const q: QuarantineFacts = { path: PATH, nowMs: NOW, file: readQuarantineAt(dir, PATH, NOW) }
    expect(q.file).toEqual({ kind: 'absent' })
    expect(findings(q)).toEqual([])
    const summary = doctorSummary([], {
      queue: RUNNING_QUEUE,
      required: { names: ['test'], source: { kind: 'queue' }, complete: true },
      workflows: 1,
      quarantine: q,
    })
    expect(summary).toContain(
      'Quarantine file: .github/quarantine.yml read: not there (the repository quarantines nothing).',
    )
  })

  it('a file that is a link out of the checkout is refused, not read', () => {
    dir = mkdtempSync(join(tmpdir(), 'doctor-quarantine-'))
    mkdirSync(join(dir, 'repo/.github'), { recursive: true })
    writeFileSync(join(dir, 'secret.yml'), 'tests:\n')
    symlinkSync(join(dir, 'secret.yml'), join(dir, 'repo', PATH))
    const file = readQuarantineAt(join(dir, 'repo'), PATH, NOW)
    expect(file).toEqual({
      kind: 'invalid',
      problems: [
        {
          line: 0,
          message: 'leads out of the checkout (a symbolic link); doctor reads the checkout only',
        },
      ],
    })
  })
})

/** A flaky-test floor that answers from `tests` (and v2's overrides), recording what was asked. */
function fakeFlaky(
  version: 'v1' | 'v2',
  tests: FlakyTest[],
  fail?: Error,
  overrides: TestOverride[] = [],
): FlakyTests & {
  windows: { start: string; end: string }[]
  ids: string[]
  overridesRead: string[]
} {
  const windows: { start: string; end: string }[] = []
  const ids: string[] = []
  const overridesRead: string[] = []
  const quarantineOverrides = (): QuarantineOverrides => ({
    tests: async () => {
      if (fail) throw fail
      return {
        collection: { id: 'c1', name: 'main' },
        tests: tests.map((t) => ({
          id: t.id,
          name: t.name,
          ...(t.classname ? { classname: t.classname } : {}),
          quarantined: t.quarantined,
        })),
      }
    },
    testIdsOf: async () => new Map(),
    overridesOf: async (asked) => {
      overridesRead.push(...asked)
      return new Map(asked.map((id) => [id, overrides.find((o) => o.testId === id) ?? null]))
    },
    apply: async () => {
      throw new Error('doctor never writes')
    },
  })
  return {
    version,
    windows,
    ids,
    overridesRead,
    failingTests: async (_scope: FlakyScope, w: { start: string; end: string }) => {
      windows.push(w)
      if (fail) throw fail
      return tests
    },
    testDetails: async (_scope: FlakyScope, id: string) => {
      ids.push(id)
      const t = tests.find((x) => x.id === id)
      if (!t) throw new NotFoundError({ operation: 'getTestDetails', status: 404 })
      return t
    },
    lookups: () => {
      throw new Error('not used by doctor')
    },
    quarantineOverrides,
  }
}

function flakyTest(id: string, name: string, quarantined: boolean): FlakyTest {
  return {
    id,
    name,
    status: { value: 'flaky', reason: '', timestamp: '' },
    quarantined,
    failure_rate_last_7d: 0,
    failure_rate_last_24h: 0,
    pull_requests_impacted_last_7d: 0,
    codeowners: [],
    html_url: '',
    most_common_failures: [],
  }
}

describe("Trunk's tests for the entries", () => {
  const scope: FlakyScope = {
    repo: { host: 'github.com', owner: 'acme', name: 'app' },
    orgUrlSlug: 'acme',
  }
  const ID = '0a1b2c3d-0000-4000-8000-000000000001'
  const entries = () => {
    const f = quarantineFileOf(
      `tests:\n${entry('name: test_a')}${entry(`id: ${ID}`)}${entry('id: not-a-uuid')}${entry(`id: ${'f'.repeat(8)}-0000-4000-8000-000000000002`)}`,
      NOW,
    )
    if (f.kind !== 'read') throw new Error('fixture')
    return f.entries
  }

  it('v1: 28 days in windows of 7 days, each id looked up (a non-UUID id is no v1 test, not asked); an unknown id is left out', async () => {
    const flaky = fakeFlaky('v1', [flakyTest(ID, 'by_id', true), flakyTest('z', 'test_a', false)])
    const r = await readTrunkTests(flaky, scope, entries(), NOW)
    expect(flaky.windows).toEqual(failingWindows('v1', NOW))
    expect(flaky.windows).toHaveLength(4)
    expect(flaky.windows[0]!.start).toBe('2026-11-04T12:00:00.000Z')
    expect(flaky.windows[3]!.end).toBe('2026-12-02T12:00:00.000Z')
    expect(flaky.ids).toEqual([ID, 'ffffffff-0000-4000-8000-000000000002'])
    expect(r).toEqual({
      kind: 'read',
      api: 'v1',
      days: 28,
      tests: [
        { id: ID, name: 'by_id', quarantined: true },
        { id: 'z', name: 'test_a', quarantined: false },
      ],
    })
  })

  it("v2: every test of the collection (no window, no look-up by id), and the overrides of the quarantined tests no entry in force names: sync-quarantine's own are kept", async () => {
    const flaky = fakeFlaky(
      'v2',
      [
        flakyTest('t-a', 'test_a', true),
        flakyTest('t-gone', 'test_gone', true),
        flakyTest('t-person', 'test_person', true),
        flakyTest('t-free', 'test_free', false),
      ],
      undefined,
      [
        {
          testId: 't-gone',
          mode: 'alwaysQuarantine',
          reason: '[quarantine file] owner x; until 2026-11-01; flaky',
        },
        { testId: 't-person', mode: 'alwaysQuarantine', reason: 'looking into it' },
      ],
    )
    const r = await readTrunkTests(flaky, scope, entries().slice(0, 1), NOW)
    expect(flaky.windows).toEqual([])
    expect(flaky.ids).toEqual([])
    // test_a is named by an entry in force; test_free is not quarantined.
    expect(flaky.overridesRead).toEqual(['t-gone', 't-person'])
    expect(r).toMatchObject({
      kind: 'read',
      api: 'v2',
      ownOverrides: [
        {
          testId: 't-gone',
          name: 'test_gone',
          reason: '[quarantine file] owner x; until 2026-11-01; flaky',
        },
      ],
    })
    expect(r.kind === 'read' && r.tests.map((t) => t.id)).toEqual([
      't-a',
      't-gone',
      't-person',
      't-free',
    ])
    expect(r.kind === 'read' && r.days).toBeUndefined()
    // What doctor makes of it: the override of a removed entry disagrees; a person's is left alone.
    const q = facts([entry('name: test_a')], r)
    expect(findings(q).map((f) => [f.code, f.line, f.message])).toEqual([
      [
        'quarantine-disagrees',
        1,
        'Trunk quarantines "test_gone" by an override ⟦command:sync-quarantine⟧ set ("[quarantine file] owner x; until 2026-11-01; flaky"), and no entry of the file names it: the gate still forgives its failures, as quarantined by Trunk. Run ⟦command:sync-quarantine⟧ to clear it, or add the entry back.',
      ],
    ])
  })

  it('what could not be read is unknown with why, never an empty list; a cancelled job is no finding', async () => {
    const refused = new TrunkApiError('server', 'the service failed', {
      operation: 'listFailingTests',
      status: 503,
    })
    const r = await readTrunkTests(fakeFlaky('v1', [], refused), scope, entries(), NOW)
    expect(r).toEqual({ kind: 'unknown', why: refused.message })
    const noSlug = fakeFlaky('v1', [])
    expect(await readTrunkTests(noSlug, { missing: 'set org-url-slug' }, entries(), NOW)).toEqual({
      kind: 'unknown',
      why: 'set org-url-slug',
    })
    expect(noSlug.windows).toEqual([])
    const cancelled = new CancelledError('doctor', 'the job was cancelled')
    await expect(
      readTrunkTests(fakeFlaky('v1', [], cancelled), scope, entries(), NOW),
    ).rejects.toBe(cancelled)
  })

  it(`more than ${MAX_ID_LOOKUPS} ids: unknown, nothing asked`, async () => {
    const many = Array.from({ length: MAX_ID_LOOKUPS + 1 }, (_, i) =>
      entry(`id: 0a1b2c3d-0000-4000-8000-${String(i).padStart(12, '0')}`),
    )
    const f = quarantineFileOf(`tests:\n${many.join('')}`, NOW)
    if (f.kind !== 'read') throw new Error('fixture')
    const flaky = fakeFlaky('v1', [])
    const r = await readTrunkTests(flaky, scope, f.entries, NOW)
    expect(r.kind).toBe('unknown')
    expect(flaky.windows).toEqual([])
  })
})

describe('the quarantine-file input', () => {
  const ctx = {} as Parameters<typeof doctorCommand.read>[1]
  const read = (inputs: Record<string, string>) =>
    doctorCommand.read((name) => inputs[name] ?? '', ctx)

  it("the gate's default, relative to checkout-path; quarantine-max-days the gate's too", () => {
    const s = read({ 'checkout-path': '.' })
    expect(s.quarantineFile).toBe('.github/quarantine.yml')
    expect(s.quarantineMaxDays).toBe(90)
    expect(s.orgUrlSlug).toBeUndefined()
    expect(read({ 'quarantine-file': './ci/q.yml' }).quarantineFile).toBe('ci/q.yml')
  })

  it('a path out of the checkout is refused before any request, naming the input', () => {
    for (const path of ['../q.yml', '/etc/passwd', '.'])
      expect(() => read({ 'quarantine-file': path })).toThrow(
        /^Input 'quarantine-file': .* is outside the checkout/,
      )
  })
})
