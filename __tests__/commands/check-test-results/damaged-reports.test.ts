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
import { readReport, ReportError } from '../../../src/commands/check-test-results/index.js'

const REPORTS = join(import.meta.dirname, '../../../__fixtures__/reports')
const dir = mkdtempSync(join(tmpdir(), 'mqa-damaged-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Every path in `value` (its keys from the root), the root's own included. */
function pathsOf(value: unknown, at: string[] = [], out: string[][] = []): string[][] {
  out.push(at)
  if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out)
  return out
}

/** A copy of `value` with what is at `path` replaced by `replacement`. */
function damage(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [key, ...rest] = path as [string, ...string[]]
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >
  copy[key] = damage(copy[key], rest, replacement)
  return copy
}

describe.each(['jest-29.json', 'ctrf.json', 'real/jest/ctrf-report.json', 'real/jest/jest.json'])(
  '%s damaged at one place',
  (name) => {
    const doc = JSON.parse(readFileSync(join(REPORTS, name), 'utf8')) as unknown
    // Any node of the report, each as likely: its counts, a test, a test's title or messages.
    const paths = pathsOf(doc)
    it('is read, or refused naming the report; never another error', async () => {
      let n = 0
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: paths.length - 1 }),
          fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.constantFrom(null, [], {}, '', -1, 1e300, [null], [[]], { name: null }),
          ),
          async (at, replacement) => {
            const file = join(dir, `r${n++}.json`)
            writeFileSync(file, JSON.stringify(damage(doc, paths[at] as string[], replacement)))
            try {
              await readReport(file, dir)
            } catch (e) {
              expect(e).toBeInstanceOf(ReportError)
            } finally {
              rmSync(file, { force: true })
            }
          },
        ),
        { numRuns: 400 },
      )
    })
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
    it('is read, or refused naming the report; never another error', async () => {
      let n = 0
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: paths.length - 1 }),
          fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.constantFrom(null, [], {}, '', -1, 'run', 'fail', 'output', 'build-fail'),
          ),
          async (at, replacement) => {
            const { line, p } = paths[at] as { line: number; p: string[] }
            const damaged = [...lines]
            damaged[line] = JSON.stringify(damage(events[line], p, replacement))
            const file = join(dir, `g${n++}.json`)
            writeFileSync(file, damaged.join('\n'))
            try {
              await readReport(file, dir)
            } catch (e) {
              expect(e).toBeInstanceOf(ReportError)
            } finally {
              rmSync(file, { force: true })
            }
          },
        ),
        { numRuns: 400 },
      )
    })
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
  it('is read, or refused naming the report; never another error', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: spots.length - 1 }),
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom(
            '',
            '-1',
            '1e3',
            '99999999999999999',
            'NaN',
            'failure',
            'testcase',
            'Failed',
            'x:y',
          ),
        ),
        async (at, text) => {
          const s = spots[at] as { start: number; end: number; name: boolean }
          // Escaped as XML text (a name keeps to name characters, else it is not XML at all).
          const value = s.name
            ? text.replace(/[^\w.:-]/g, '') || 'x'
            : text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
          const file = join(dir, `x${n++}${name.slice(name.lastIndexOf('.'))}`)
          writeFileSync(file, xml.slice(0, s.start) + value + xml.slice(s.end))
          try {
            await readReport(file, dir)
          } catch (e) {
            expect(e).toBeInstanceOf(ReportError)
          } finally {
            rmSync(file, { force: true })
          }
        },
      ),
      { numRuns: 400 },
    )
  })
})
