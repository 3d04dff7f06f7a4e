/**
 * Reads impacted targets from the `impacted-targets` input or a file: one per line, a JSON array
 * of strings, or `ALL` (in any case: keywords are case-insensitive, so no target can be named
 * `all`). Empty lines are dropped; everything else wrong (a control character in a target, a JSON
 * object) is an error, never an upload of it. A file is read in bounded memory
 * ({@link readBoundedFileSync}): one longer than the request body limit is taken as ALL unread.
 */
import {
  IMPACTS_ALL,
  IMPACTS_ALL_LEGACY,
  MAX_REQUEST_BODY_BYTES,
  TargetLines,
} from '../../queue/index.js'
import { FileReadProblem, readBoundedFileSync } from '../../files/read-file.js'
import { InputError } from '../../inputs/errors.js'

/**
 * Parsed targets: a list (in order, possibly with repeats), or ALL. A file of targets one per
 * line is kept as its bytes ({@link TargetLines}); everything else as strings. `fileOverLimit`:
 * ALL because the file is longer than the body limit (the bytes read before reading stopped).
 */
export type ParsedTargets =
  | { kind: 'ALL'; fileOverLimit?: number }
  | { kind: 'list'; targets: string[] | TargetLines; format: 'lines' | 'json' }

/**
 * A targets file is read no further than this: the service's body limit. Each target costs more
 * in the body than in the file (quotes and a comma against a line break), so a longer file cannot
 * fit unless it is mostly repeats or blank space, and is sent as ALL without being read further:
 * a file of any size (a giant single line included) costs no more memory than the limit.
 */
export const MAX_TARGETS_FILE_BYTES = MAX_REQUEST_BODY_BYTES

const KEYWORDS = new Set([IMPACTS_ALL.toUpperCase(), IMPACTS_ALL_LEGACY.toUpperCase()])
/** Whether `s` is the word ALL (or IMPACTS_ALL), in any case. */
const isAllWord = (s: string) => s.length <= 11 && KEYWORDS.has(s.toUpperCase())
const EXPECTED_FORMATS = 'a JSON array of strings, one target per line, or ALL'

// C0, DEL and C1: no build tool names a target with them; a file of them (NUL bytes from a
// crashed writer, a binary file) is not a list of targets and must not be uploaded as one.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/
const CONTROL_EXPECTED = 'target names as printable text, one per line (is it the right file?)'

/** The first control character in `s`, as U+XXXX, or undefined. */
function controlCharacterIn(s: string): string | undefined {
  const m = CONTROL_CHARACTER.exec(s)
  if (!m) return undefined
  return `U+${(m[0].codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`
}

/** Parses targets text; `source` names the input (and file) in error messages. */
export function parseTargetsText(
  text: string,
  source: { input: string; file?: string },
): ParsedTargets {
  const where = source.file ? `the file ${JSON.stringify(source.file)}` : 'the value'
  const trimmed = text.trim()
  if (isAllWord(trimmed) || (/^"[^"]*"$/.test(trimmed) && isAllWord(trimmed.slice(1, -1)))) {
    return { kind: 'ALL' }
  }
  if (trimmed.startsWith('{')) {
    // No build tool names a target "{...": this is some other JSON, not a list of targets.
    throw new InputError(
      source.input,
      `${where} holds a JSON object, not targets`,
      EXPECTED_FORMATS,
    )
  }
  if (trimmed.startsWith('[')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(trimmed)
    } catch (e) {
      throw new InputError(
        source.input,
        `${where} starts with "[" but is not a valid JSON array (${(e as Error).message})`,
        EXPECTED_FORMATS,
      )
    }
    if (!Array.isArray(parsed)) {
      throw new InputError(source.input, `${where} is not a JSON array`, 'a JSON array of strings')
    }
    const targets: string[] = []
    for (let i = 0; i < parsed.length; i++) {
      const t: unknown = parsed[i]
      if (typeof t !== 'string') {
        throw new InputError(
          source.input,
          `element ${i} of the JSON array in ${where} is ${t === null ? 'null' : typeof t}`,
          'every element to be a string (a target name)',
        )
      }
      const control = controlCharacterIn(t)
      if (control) {
        throw new InputError(
          source.input,
          `element ${i} of the JSON array in ${where} holds the control character ${control}`,
          CONTROL_EXPECTED,
        )
      }
      if (t !== '') targets.push(t)
    }
    return { kind: 'list', targets, format: 'json' }
  }

  const targets: string[] = []
  let sawAll = false
  let start = 0
  let lineNumber = 0
  // A manual scan: for hundreds of thousands of lines it avoids building an array of every line
  // (empty ones included) before filtering.
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    lineNumber++
    const line = text.slice(start, end).trim()
    const control = controlCharacterIn(line)
    if (control) {
      throw new InputError(
        source.input,
        `line ${lineNumber} of ${where} holds the control character ${control}`,
        CONTROL_EXPECTED,
      )
    }
    if (line !== '') {
      if (isAllWord(line)) sawAll = true
      else targets.push(line)
    }
    start = end + 1
  }
  if (sawAll) {
    throw new InputError(
      source.input,
      `${where} mixes the word ALL with a list of ${targets.length} target(s)`,
      'either ALL alone or a list of targets',
    )
  }
  return { kind: 'list', targets, format: 'lines' }
}

/**
 * Reads and parses a targets file; a missing, unreadable, non-regular (a directory, a device, a
 * FIFO) or non-UTF-8 file, or one with a NUL byte, is an error. A file longer than
 * {@link MAX_TARGETS_FILE_BYTES} is ALL, read no further. The common case, plain targets one per
 * line, is indexed as bytes without decoding the text.
 */
export function readTargetsFile(path: string, input: string): ParsedTargets {
  let bytes: Buffer
  try {
    const read = readBoundedFileSync(path, { maxBytes: MAX_TARGETS_FILE_BYTES })
    if (!read.complete) return { kind: 'ALL', fileOverLimit: read.bytesRead }
    bytes = read.bytes
  } catch (e) {
    if (!(e instanceof FileReadProblem)) throw e
    throw new InputError(
      input,
      `the file ${JSON.stringify(path)} ${e.message}`,
      e.code === 'NUL'
        ? 'a text file of targets (is it the right file?)'
        : 'a readable file of targets',
    )
  }
  const lines = firstByteIsBrace(bytes) ? undefined : TargetLines.scan(bytes)
  if (lines && !hasAllWord(lines)) return { kind: 'list', targets: lines, format: 'lines' }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    const at = firstInvalidUtf8Byte(bytes)
    throw new InputError(
      input,
      `the file ${JSON.stringify(path)} is not valid UTF-8${at < bytes.length ? ` (at byte ${at})` : ''}`,
      'UTF-8 text',
    )
  }
  return parseTargetsText(text, { input, file: path })
}

/** Whether the first byte that is not ASCII white space is `{` (a JSON object). */
function firstByteIsBrace(bytes: Buffer): boolean {
  for (const b of bytes) {
    if (b === 0x20 || (b >= 0x09 && b <= 0x0d)) continue
    return b === 0x7b
  }
  return false
}

/**
 * Whether a line is ALL or IMPACTS_ALL in another case than the one {@link TargetLines.scan}
 * leaves to the text path: then the text path decides (ALL alone, or an error).
 */
function hasAllWord(lines: TargetLines): boolean {
  for (let i = 0; i < lines.length; i++) {
    const s = lines.start(i)
    const e = lines.end(i)
    if ((e - s === 3 || e - s === 11) && isAllWord(lines.bytes.toString('latin1', s, e)))
      return true
  }
  return false
}

/** The offset of the first byte that breaks UTF-8 (for the error message). */
export function firstInvalidUtf8Byte(bytes: Buffer): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i] as number
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b < 0xe0
          ? 1
          : b >= 0xe0 && b < 0xf0
            ? 2
            : b >= 0xf0 && b < 0xf5
              ? 3
              : -1
    if (need < 0) return i
    for (let k = 1; k <= need; k++) {
      if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i
    }
    i += need + 1
  }
  return i
}
