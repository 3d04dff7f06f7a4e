/**
 * JUnit XML reports: finding them from globs, and reading the failed test cases out of one.
 *
 * Formats handled (fixtures in `__fixtures__/junit/`): pytest (`junit_family` xunit1 and
 * xunit2), jest-junit, Maven Surefire `TEST-*.xml`, gotestsum `--junitfile`, Bazel's `test.xml`;
 * `<testsuites>` or a bare `<testsuite>` root, suites nested at any depth.
 *
 * Where each field of a failure comes from:
 * - `name`, `classname`: the `<testcase>` attributes.
 * - `file`: the `<testcase>`'s `file` or `filepath` attribute (pytest xunit1, jest-junit with
 *   `addFileAttribute`, many others); else the nearest enclosing `<testsuite>`'s `file` or
 *   `filepath`; else none. Nothing is guessed from a class or package name (a Go package or a
 *   Java class does not name one file), so those formats give no file.
 * - `line`: the `<testcase>`'s `line` attribute (pytest xunit1), when a positive integer.
 * - `message`: the `message` attribute of the `<failure>`/`<error>`, else the first non-empty
 *   line of its body; one line, cut to {@link MAX_MESSAGE_CHARS}.
 * - `kind`: `failure` or `error` (a test case with both counts once, as `failure`).
 *
 * `<skipped>` is not a failure; neither is Surefire's `<flakyFailure>`/`<flakyError>` (the test
 * passed on a rerun), while `<rerunFailure>` always comes with the `<failure>` it repeats.
 */
import { readFile } from 'node:fs/promises'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import * as glob from '@actions/glob'
import { XMLParser, XMLValidator } from 'fast-xml-parser'

/** The longest failure message kept (characters). */
export const MAX_MESSAGE_CHARS = 300

/** One failed test case of a report. */
export interface ReportedFailure {
  /** The `<testcase>`'s `name`. */
  name: string
  /** The `<testcase>`'s `classname`, when it has one. */
  classname?: string
  /** The test's source file as the report gives it (see the module comment). */
  file?: string
  /** The test's line in `file`, when the report gives it. */
  line?: number
  /** The failure's message: one line, cut short. */
  message: string
  /** `<failure>` (an assertion) or `<error>` (anything else that broke the test). */
  kind: 'failure' | 'error'
  /** The report file it was read from, relative to the workspace. */
  report: string
}

/** What one report holds. */
export interface ParsedReport {
  /** The report file, relative to the workspace. */
  report: string
  /** Test cases seen (passed, failed, skipped). */
  tests: number
  /** Test cases skipped. */
  skipped: number
  /** The failed test cases: suite by suite, a suite's own test cases before its nested suites. */
  failures: ReportedFailure[]
}

/** A report that cannot be read as JUnit XML; the message names the file. */
export class ReportError extends Error {
  constructor(
    readonly report: string,
    reason: string,
  ) {
    super(`${report}: ${reason}`)
    this.name = 'ReportError'
  }
}

// Elements that may repeat; everything else is read as a single child.
const ARRAYS = new Set([
  'testsuite',
  'testcase',
  'failure',
  'error',
  'skipped',
  'rerunFailure',
  'rerunError',
  'flakyFailure',
  'flakyError',
])
// Bodies that are never walked: kept as raw text, not parsed into objects (a captured log can be
// most of a report's bytes).
const STOP_NODES = ['failure', 'error', 'skipped', 'system-out', 'system-err'].flatMap((n) => [
  `*.testcase.${n}`,
  `*.testsuite.${n}`,
])

// The attributes read; the others (time, timestamp, hostname, ...) are not kept, which saves a
// string per attribute per test case.
const KEPT_ATTRIBUTES = new Set(['name', 'classname', 'file', 'filepath', 'line', 'message'])

const parser = new XMLParser({
  ignoreAttributes: (name) => !KEPT_ATTRIBUTES.has(name),
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Numeric character references (pytest writes `&#10;` in message attributes).
  htmlEntities: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && ARRAYS.has(name),
  stopNodes: STOP_NODES,
})

type XmlNode = Record<string, unknown>

/**
 * Reads the failed test cases of one report. Throws a {@link ReportError} naming `report` when
 * the text is not well-formed XML or its root is not `<testsuites>`/`<testsuite>`: a report that
 * cannot be read never counts as zero failures.
 */
export function parseJUnitReport(xml: string, report: string): ParsedReport {
  const text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml
  // The parser itself accepts some broken documents (an unclosed tag at the end); the validator
  // does not. It costs about as much as the parse (see BENCHMARKS.md, test gate).
  const valid = XMLValidator.validate(text)
  if (valid !== true) {
    const { msg, line, col } = valid.err
    throw new ReportError(report, `not well-formed XML (line ${line}, column ${col}: ${msg})`)
  }
  const doc = parser.parse(text) as XmlNode
  const roots = Object.keys(doc).filter((k) => !k.startsWith('?') && !k.startsWith('#'))
  const root = roots[0]
  if (roots.length !== 1 || (root !== 'testsuites' && root !== 'testsuite')) {
    throw new ReportError(
      report,
      `not a JUnit report: the root element is <${roots.join('>, <') || 'none'}>, expected <testsuites> or <testsuite>`,
    )
  }
  const out: ParsedReport = { report, tests: 0, skipped: 0, failures: [] }
  const top = doc[root]
  const suites = root === 'testsuite' ? (top as XmlNode[]) : [asNode(top)]
  for (const suite of suites) walkSuite(asNode(suite), undefined, out)
  return out
}

function asNode(v: unknown): XmlNode {
  return v !== null && typeof v === 'object' ? (v as XmlNode) : {}
}

function attr(node: XmlNode, name: string): string | undefined {
  const v = node[`@_${name}`]
  return typeof v === 'string' && v !== '' ? v : undefined
}

// Walks a <testsuites> or <testsuite>: its test cases, then its nested suites.
function walkSuite(suite: XmlNode, inheritedFile: string | undefined, out: ParsedReport): void {
  const file = attr(suite, 'file') ?? attr(suite, 'filepath') ?? inheritedFile
  for (const tc of (suite.testcase as unknown[] | undefined) ?? []) {
    out.tests++
    const c = asNode(tc)
    const failure = (c.failure as unknown[] | undefined)?.[0]
    const error = (c.error as unknown[] | undefined)?.[0]
    const body = failure ?? error
    if (body === undefined) {
      if (c.skipped !== undefined) out.skipped++
      continue
    }
    const line = Number(attr(c, 'line'))
    const classname = attr(c, 'classname')
    const testFile = attr(c, 'file') ?? attr(c, 'filepath') ?? file
    out.failures.push({
      name: attr(c, 'name') ?? '',
      ...(classname !== undefined ? { classname } : {}),
      ...(testFile !== undefined ? { file: testFile } : {}),
      ...(Number.isInteger(line) && line > 0 ? { line } : {}),
      message: messageOf(body),
      kind: failure !== undefined ? 'failure' : 'error',
      report: out.report,
    })
  }
  for (const nested of (suite.testsuite as unknown[] | undefined) ?? []) {
    walkSuite(asNode(nested), file, out)
  }
}

// The message attribute, else the first non-empty line of the (raw, unparsed) body.
function messageOf(body: unknown): string {
  const node = typeof body === 'string' ? { '#text': body } : asNode(body)
  const fromAttr = attr(node, 'message')
  let text = fromAttr ?? ''
  if (!fromAttr) {
    const raw = typeof node['#text'] === 'string' ? node['#text'] : ''
    text = firstLine(decodeXmlText(raw.slice(0, 4 * MAX_MESSAGE_CHARS)))
  }
  text = firstLine(text)
  return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text
}

function firstLine(s: string): string {
  for (const l of s.split(/\r\n|\r|\n/)) {
    const t = l.trim()
    if (t) return t
  }
  return ''
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

// A stop node's body is raw XML text: CDATA markers and entities are still in it.
function decodeXmlText(raw: string): string {
  return raw
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e] ?? m
      const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m
    })
}

/**
 * The report files matched by `patterns` (one glob per entry, relative to `workspace`; a leading
 * `!` excludes), sorted, as absolute paths. Directories are not matched.
 */
export async function findReportFiles(patterns: string[], workspace: string): Promise<string[]> {
  const absolute = patterns
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('#'))
    .map((p) => {
      const negated = p.startsWith('!')
      const body = negated ? p.slice(1) : p
      const full = isAbsolute(body) ? body : resolve(workspace, body)
      return negated ? `!${full}` : full
    })
  if (!absolute.length) return []
  const globber = await glob.create(absolute.join('\n'), {
    matchDirectories: false,
    implicitDescendants: false,
  })
  return [...new Set(await globber.glob())].sort()
}

/** A report path as shown to users: relative to the workspace when inside it. */
export function workspacePath(file: string, workspace: string): string {
  const rel = relative(workspace, file)
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return file
  return sep === '/' ? rel : rel.split(sep).join('/')
}

/** Reads and parses one report file (read once, as a string). */
export async function readJUnitReport(file: string, workspace: string): Promise<ParsedReport> {
  const shown = workspacePath(file, workspace)
  let xml: string
  try {
    xml = await readFile(file, 'utf8')
  } catch (e) {
    throw new ReportError(shown, `cannot be read (${(e as NodeJS.ErrnoException).code ?? e})`)
  }
  return parseJUnitReport(xml, shown)
}
