/**
 * Jest, CTRF, Go, JUnit and TRX reports damaged at one place (a value, a name or a text): the reader
 * reads them or refuses them naming the report (a ReportError), never another error, which the
 * step would report as `error-kind=internal`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { damage, pathsOf } from '../../../__fixtures__/damage.js'
import { readReport } from '../../../src/commands/check-test-results/reports.js'
import { ReportError } from '../../../src/commands/check-test-results/report.js'

const REPORTS = join(import.meta.dirname, '../../../__fixtures__/reports')
const dir = mkdtempSync(join(tmpdir(), 'mqa-damaged-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let written = 0
/** Writes `text` as a report (named `.ext`) and reads it: read, or refused with a ReportError. */
async function readsOrRefuses(text: string, ext: string): Promise<void> {
  const file = join(dir, `r${written++}${ext}`)
  writeFileSync(file, text)
  try {
    await readReport(file, dir)
  } catch (e) {
    expect(e).toBeInstanceOf(ReportError)
  } finally {
    rmSync(file, { force: true })
  }
}

/**
 * For 400 generated damages (a place among `places`, a replacement), the report `text` makes
 * is read or refused naming it.
 */
function eachDamage<T>(
  places: number,
  replacement: fc.Arbitrary<T>,
  text: (at: number, replacement: T) => string,
  ext: string,
): Promise<void> {
  return fc.assert(
    fc.asyncProperty(fc.nat({ max: places - 1 }), replacement, (at, r) =>
      readsOrRefuses(text(at, r), ext),
    ),
    { numRuns: 400 },
  )
}

describe.each(['jest-29.json', 'ctrf.json', 'real/jest/ctrf-report.json', 'real/jest/jest.json'])(
  '%s damaged at one place',
  (name) => {
    const doc = JSON.parse(readFileSync(join(REPORTS, name), 'utf8')) as unknown
    // Any node of the report, each as likely: its counts, a test, a test's title or messages.
    const paths = pathsOf(doc)
    it('is read, or refused naming the report; never another error', () =>
      eachDamage(
        paths.length,
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom(null, [], {}, '', -1, 1e300, [null], [[]], { name: null }),
        ),
        (at, r) => JSON.stringify(damage(doc, paths[at] as string[], r)),
        '.json',
      ))
  },
)

describe.each(['go-test.json', 'real/go/go-count3.json', 'real/go/gotestsum-rerun.json'])(
  '%s with one event damaged',
  (name) => {
    const lines = readFileSync(join(REPORTS, name), 'utf8').split('\n')
    const events = lines.map((l) => {
      try {
        return JSON.parse(l) as unknown
      } catch {
        return undefined
      }
    })
    // Every path of every event (Go's text lines between them stay as they are).
    const paths = events.flatMap((e, line) =>
      e === undefined ? [] : pathsOf(e).map((p) => ({ line, p })),
    )
    it('is read, or refused naming the report; never another error', () =>
      eachDamage(
        paths.length,
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom(null, [], {}, '', -1, 'run', 'fail', 'output', 'build-fail'),
        ),
        (at, r) => {
          const { line, p } = paths[at] as { line: number; p: string[] }
          const damaged = [...lines]
          damaged[line] = JSON.stringify(damage(events[line], p, r))
          return damaged.join('\n')
        },
        '.json',
      ))
  },
)

describe.each([
  'reports/dotnet.trx',
  'reports/real/jest/jest-junit-file-errors.xml',
  'reports/real/pytest/pytest-xunit1-rerun.xml',
  'reports/gotestsum-rerun.xml',
  'junit/TEST-com.acme.billing.InvoiceTest.xml',
  'junit/nested-suites.xml',
])('%s with one attribute, name or text damaged', (name) => {
  const xml = readFileSync(join(REPORTS, '..', name), 'utf8')
  // Every attribute value, element name and text between tags: where a tool writes what it likes.
  const spots = [...xml.matchAll(/="([^"]*)"|<\/?([A-Za-z][\w.:-]*)|>([^<]+)</g)].map((m) => {
    const group = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3
    const start = (m.index as number) + m[0].indexOf(m[group] as string, group === 1 ? 2 : 1)
    return { start, end: start + (m[group] as string).length, name: group === 2 }
  })
  it('is read, or refused naming the report; never another error', () =>
    eachDamage(
      spots.length,
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('', '-1', '1e3', '99999999999999999', 'NaN', 'failure', 'testcase', 'x:y'),
      ),
      (at, text) => {
        const s = spots[at] as { start: number; end: number; name: boolean }
        // Escaped as XML text (a name keeps to name characters, else it is not XML at all).
        const value = s.name
          ? text.replace(/[^\w.:-]/g, '') || 'x'
          : text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
        return xml.slice(0, s.start) + value + xml.slice(s.end)
      },
      name.slice(name.lastIndexOf('.')),
    ))
})
