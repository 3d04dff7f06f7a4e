/**
 * The setImpactedTargets body, built for lists of hundreds of thousands of targets: one pass
 * measures the exact UTF-8 bytes of the JSON and decides "list or ALL" (past the limit it only
 * counts on, for the size the warning reports), and only then is the body written, once,
 * straight into its final buffer.
 * A file of targets one per line ({@link TargetLines}) takes a faster path: its lines are
 * indexed, de-duplicated and copied as bytes, never become strings, and the body is written
 * while it is sent, a chunk at a time ({@link StreamedBody}), so it is never whole in memory.
 */
import { isUtf8 } from 'node:buffer'
import {
  IMPACTS_ALL,
  IMPACTS_ALL_LEGACY,
  MAX_REQUEST_BODY_BYTES,
  type RepoRef,
} from '../wire/schemas.js'

/** Everything of a setImpactedTargets body except the targets. */
export interface ImpactedTargetsEnvelope {
  repo: RepoRef
  targetBranch: string
  pr: { number: number; sha: string }
}

/** Why the body says `ALL`. */
export type AllReason = 'requested' | 'oversize'

/**
 * A request body written as it is sent, a chunk at a time, so that it is never whole in memory;
 * each iteration writes it anew (a retry sends it again).
 */
export interface StreamedBody extends Iterable<Uint8Array> {
  /** Its exact size in bytes. */
  readonly byteLength: number
  /**
   * The same chunks, written into one buffer used again and again: each chunk is valid only
   * until the next is asked for. For a sender that has handed each chunk to the socket by then,
   * so the body's chunks do not pile up until the collector runs.
   */
  reusingChunks?(): Iterable<Uint8Array>
}

/** A request body: bytes, or bytes written as they are sent. */
export type RequestBody = Buffer | StreamedBody

/** All the bytes of a body, in one buffer (for tests, and callers that need them whole). */
export function bodyBytes(body: RequestBody): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.concat([...body])
}

/** An encoded body, ready to send as is. */
export interface EncodedImpactedTargets<B extends RequestBody = RequestBody> {
  /** The exact bytes to send (streamed for {@link TargetLines}). */
  body: B
  /** `list`, or `ALL` when the PR is marked as impacting every target. */
  mode: 'list' | 'ALL'
  /** Set when mode is ALL. */
  reason?: AllReason
  /** Targets in the list sent (0 for ALL). */
  count: number
  /** Distinct targets up to the decision (all of them unless the list was oversize). */
  distinctSeen: number
  /**
   * Bytes of the list body, exact; with `oversize`, the size the list would have had for an array
   * or {@link TargetLines}, a lower bound past the limit for any other iterable (read no further).
   */
  listBytes: number
}

/** Options of {@link encodeImpactedTargets}. */
export interface EncodeOptions {
  /** The body limit in bytes; default the service's 20 MiB. */
  limitBytes?: number
  /** Drop repeated targets (keeping the first), default true. */
  dedupe?: boolean
}

/** A byte count with its thousands grouped, as people read it: `21,000,123 bytes`. */
export function byteCountText(bytes: number): string {
  return `${String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} bytes`
}

/**
 * A body limit as people read it, exact and in binary units derived from the number itself:
 * `20,971,520 bytes (20 MiB)` for {@link MAX_REQUEST_BODY_BYTES}.
 */
export function bodyLimitText(limit: number = MAX_REQUEST_BODY_BYTES): string {
  const unit =
    limit > 0 && limit % 1024 ** 2 === 0
      ? ` (${limit / 1024 ** 2} MiB)`
      : limit > 0 && limit % 1024 === 0
        ? ` (${limit / 1024} KiB)`
        : ''
  return `${byteCountText(limit)}${unit}`
}

// A target that holds none of these is written by JSON.stringify as `"` + itself + `"`.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/

/** Exact UTF-8 byte length of `JSON.stringify(target)`. */
export function jsonStringBytes(target: string): number {
  if (!NEEDS_ESCAPE.test(target)) return Buffer.byteLength(target, 'utf8') + 2
  return Buffer.byteLength(JSON.stringify(target), 'utf8')
}

/**
 * Builds the setImpactedTargets body for `targets`, or the `ALL` body when `targets` is `'ALL'`
 * or the list body would be over the limit. Field order: repo, pr, targetBranch, impactedTargets.
 */
export function encodeImpactedTargets(
  envelope: ImpactedTargetsEnvelope,
  targets: readonly string[] | 'ALL',
  options?: EncodeOptions,
): EncodedImpactedTargets<Buffer>
export function encodeImpactedTargets(
  envelope: ImpactedTargetsEnvelope,
  targets: Iterable<string> | 'ALL',
  options?: EncodeOptions,
): EncodedImpactedTargets
export function encodeImpactedTargets(
  envelope: ImpactedTargetsEnvelope,
  targets: Iterable<string> | 'ALL',
  options: EncodeOptions = {},
): EncodedImpactedTargets {
  const limit = options.limitBytes ?? MAX_REQUEST_BODY_BYTES
  const head =
    `{"repo":${JSON.stringify({ host: envelope.repo.host, owner: envelope.repo.owner, name: envelope.repo.name })},` +
    `"pr":${JSON.stringify({ number: envelope.pr.number, sha: envelope.pr.sha })},` +
    `"targetBranch":${JSON.stringify(envelope.targetBranch)},"impactedTargets":`
  const headBytes = Buffer.byteLength(head, 'utf8')
  const allBody = (reason: AllReason, distinctSeen: number, listBytes: number) => ({
    body: Buffer.from(`${head}${JSON.stringify(IMPACTS_ALL)}}`, 'utf8'),
    mode: 'ALL' as const,
    reason,
    count: 0,
    distinctSeen,
    listBytes,
  })
  if (targets === 'ALL') return allBody('requested', 0, 0)
  if (targets instanceof TargetLines) {
    return encodeTargetLines(head, headBytes, targets, limit, options.dedupe ?? true, allBody)
  }

  // Pass 1: distinct targets and the exact size. Past the limit the list is no longer kept; an
  // array (already in memory) is still measured to the end, so the warning can say how large the
  // list really was, while any other iterable (perhaps lazy, perhaps endless) stops being read.
  const countToTheEnd = Array.isArray(targets)
  const dedupe = options.dedupe ?? true
  const seen = dedupe ? new Set<string>() : undefined
  const list: string[] = []
  let bytes = headBytes + 2 /* [ and ] */ + 1 /* } */
  let distinct = 0
  let distinctAtDecision: number | undefined
  for (const t of targets) {
    if (seen) {
      if (seen.has(t)) continue
      seen.add(t)
    }
    bytes += jsonStringBytes(t) + (distinct > 0 ? 1 : 0)
    distinct++
    if (distinctAtDecision !== undefined) continue
    if (bytes <= limit) list.push(t)
    else if (!countToTheEnd) return allBody('oversize', distinct, bytes)
    else {
      distinctAtDecision = distinct
      list.length = 0
    }
  }
  if (distinctAtDecision !== undefined) return allBody('oversize', distinctAtDecision, bytes)
  if (bytes > limit) return allBody('oversize', list.length, bytes)

  // Pass 2: write the body once, into a buffer of exactly the measured size.
  const body = Buffer.allocUnsafe(bytes)
  let o = body.write(head, 0, 'utf8')
  body[o++] = 0x5b // [
  for (let i = 0; i < list.length; i++) {
    const t = list[i] as string
    if (i > 0) body[o++] = 0x2c // ,
    if (NEEDS_ESCAPE.test(t)) {
      o += body.write(JSON.stringify(t), o, 'utf8')
    } else {
      body[o++] = 0x22 // "
      o += body.write(t, o, 'utf8')
      body[o++] = 0x22
    }
  }
  body[o++] = 0x5d // ]
  body[o++] = 0x7d // }
  if (o !== bytes)
    throw new Error(`internal: impacted targets body is ${o} bytes, measured ${bytes}`)
  return { body, mode: 'list', count: list.length, distinctSeen: list.length, listBytes: bytes }
}

// ---- Targets one per line, as bytes --------------------------------------------------------------

const LF = 0x0a
/** Size of the chunks a streamed body is written in. */
const CHUNK_BYTES = 64 * 1024
// FNV-1a's constants, mixing words (then bytes): good enough to make byte comparisons rare.
const FNV_OFFSET = 0x811c9dc5 | 0
const FNV_PRIME = 0x01000193
const ALL_BYTES = Buffer.from(IMPACTS_ALL)
const ALL_LEGACY_BYTES = Buffer.from(IMPACTS_ALL_LEGACY)

/** The ASCII characters String.prototype.trim removes: tab, LF, VT, FF, CR and space. */
const isAsciiSpace = (b: number) => b === 0x20 || (b >= 0x09 && b <= 0x0d)

/**
 * Targets one per line in a UTF-8 buffer (a targets file as read), indexed without making a
 * string of each: for hundreds of thousands of targets, the strings, a Set of them and the
 * per-target writes cost several times more than the bytes themselves. Lines are trimmed and
 * empty ones dropped, exactly as one-per-line text is read as strings; iterating yields those
 * strings (for tests and for callers that want them).
 */
export class TargetLines implements Iterable<string> {
  private constructor(
    /** The buffer the lines are in. */
    readonly bytes: Buffer,
    /** Start and end (exclusive) byte offsets of each target, trimmed. */
    private readonly starts: Int32Array,
    private readonly ends: Int32Array,
    /** A hash of each target's bytes. */
    private readonly hashes: Int32Array,
    /** Targets (non-empty lines), repeats included. */
    readonly length: number,
  ) {}

  /**
   * Indexes `bytes`, or answers undefined when they need the general path of reading the text
   * as a string: bytes that are not UTF-8; a line that holds a character JSON must escape (a
   * quote, a backslash, a control character) or the word ALL; a line that starts or ends with a
   * non-ASCII character (which may be Unicode white space that trimming removes); a first line
   * that starts with `[` (a JSON array).
   */
  static scan(bytes: Uint8Array): TargetLines | undefined {
    const buf = Buffer.isBuffer(bytes)
      ? bytes
      : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    if (!isUtf8(buf)) return undefined
    const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength)
    const n = buf.length
    let capacity = estimateLines(buf)
    let starts: Int32Array<ArrayBuffer> = new Int32Array(capacity)
    let ends: Int32Array<ArrayBuffer> = new Int32Array(capacity)
    let hashes: Int32Array<ArrayBuffer> = new Int32Array(capacity)
    let count = 0
    for (let p = 0; p <= n;) {
      let nl = buf.indexOf(LF, p)
      if (nl === -1) nl = n
      let s = p
      let e = nl
      p = nl + 1
      while (s < e && isAsciiSpace(buf[s] as number)) s++
      while (e > s && isAsciiSpace(buf[e - 1] as number)) e--
      if (s === e) continue
      if ((buf[s] as number) >= 0x80 || (buf[e - 1] as number) >= 0x80) return undefined
      if (count === 0 && buf[s] === 0x5b /* [ */) return undefined
      // Four bytes at a time: the hash mixes whole words, and a word holds a byte JSON must
      // escape when one of its bytes is below 0x20, a quote or a backslash (bit tricks that
      // set a byte's top bit exactly when the byte matches).
      let h = FNV_OFFSET
      let escape = 0
      let k = s
      for (; k + 4 <= e; k += 4) {
        const x = view.getInt32(k, true)
        const q = x ^ 0x22222222
        const b = x ^ 0x5c5c5c5c
        escape |= ((x - 0x20202020) & ~x) | ((q - 0x01010101) & ~q) | ((b - 0x01010101) & ~b)
        h = Math.imul(h ^ x, FNV_PRIME)
        h ^= h >>> 15
      }
      for (; k < e; k++) {
        const b = buf[k] as number
        if (b < 0x20 || b === 0x22 || b === 0x5c) escape = 0x80
        h = Math.imul(h ^ b, FNV_PRIME)
      }
      if ((escape & 0x80808080) !== 0) return undefined
      if (isAllWord(buf, s, e)) return undefined
      if (count === capacity) {
        capacity = Math.ceil(capacity * 1.5)
        starts = grow(starts, capacity)
        ends = grow(ends, capacity)
        hashes = grow(hashes, capacity)
      }
      starts[count] = s
      ends[count] = e
      hashes[count] = h
      count++
    }
    return new TargetLines(buf, starts, ends, hashes, count)
  }

  /** The i-th target's offsets and hash (no bounds check: i < length). */
  start(i: number): number {
    return this.starts[i] as number
  }
  end(i: number): number {
    return this.ends[i] as number
  }
  hash(i: number): number {
    return this.hashes[i] as number
  }

  *[Symbol.iterator](): Iterator<string> {
    for (let i = 0; i < this.length; i++) {
      yield this.bytes.toString('utf8', this.starts[i], this.ends[i])
    }
  }
}

/** Lines in `buf`, estimated from its first 64 KiB (a tenth more, so it rarely has to grow). */
function estimateLines(buf: Buffer): number {
  const sample = Math.min(buf.length, 64 * 1024)
  let lf = 1
  for (let p = buf.indexOf(LF, 0); p !== -1 && p < sample; p = buf.indexOf(LF, p + 1)) lf++
  return Math.max(16, Math.ceil((lf * 1.1 * buf.length) / Math.max(1, sample)))
}

function grow(a: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(capacity)
  b.set(a)
  return b
}

function isAllWord(buf: Buffer, s: number, e: number): boolean {
  const word =
    e - s === ALL_BYTES.length
      ? ALL_BYTES
      : e - s === ALL_LEGACY_BYTES.length
        ? ALL_LEGACY_BYTES
        : undefined
  return word !== undefined && buf.compare(word, 0, word.length, s, e) === 0
}

/** {@link encodeImpactedTargets} for {@link TargetLines}: the same two passes, on bytes. */
function encodeTargetLines(
  head: string,
  headBytes: number,
  lines: TargetLines,
  limit: number,
  dedupe: boolean,
  allBody: (reason: AllReason, distinctSeen: number, listBytes: number) => EncodedImpactedTargets,
): EncodedImpactedTargets {
  const src = lines.bytes
  // No target needs escaping (scan made sure), so each is written as `"` + its bytes + `"`.
  // Pass 1: distinct targets (by hash, then bytes) and the exact size, counted to the end even
  // past the limit (for the warning), though the list is no longer needed then.
  const kept = new Int32Array(lines.length)
  let keptCount = 0
  let distinctAtDecision: number | undefined
  let mask = 0
  let table: Int32Array | undefined
  if (dedupe) {
    let size = 16
    while (size < lines.length * 1.5) size *= 2 // at most 2/3 full
    table = new Int32Array(size) // line index + 1; 0 is empty
    mask = size - 1
  }
  let bytes = headBytes + 2 /* [ and ] */ + 1 /* } */
  for (let i = 0; i < lines.length; i++) {
    const s = lines.start(i)
    const e = lines.end(i)
    if (table) {
      const h = lines.hash(i)
      let slot = h & mask
      let repeat = false
      for (let j = table[slot] as number; j !== 0; j = table[slot] as number) {
        const o = j - 1
        if (
          lines.hash(o) === h &&
          lines.end(o) - lines.start(o) === e - s &&
          src.compare(src, lines.start(o), lines.end(o), s, e) === 0
        ) {
          repeat = true
          break
        }
        slot = (slot + 1) & mask
      }
      if (repeat) continue
      table[slot] = i + 1
    }
    bytes += e - s + 2 + (keptCount > 0 ? 1 : 0)
    kept[keptCount++] = i
    if (distinctAtDecision === undefined && bytes > limit) distinctAtDecision = keptCount
  }
  if (distinctAtDecision !== undefined) return allBody('oversize', distinctAtDecision, bytes)

  // Pass 2, as the body is sent: chunks of the exact bytes.
  const total = bytes
  function* chunks(reuse: boolean): Generator<Uint8Array> {
    const fresh = (size: number) =>
      reuse && chunk.length >= size ? chunk : Buffer.allocUnsafe(size)
    let chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, reuse ? CHUNK_BYTES : total))
    let view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    let o = chunk.write(head, 0, 'utf8')
    chunk[o++] = 0x5b // [
    let written = 0
    for (let k = 0; k < keptCount; k++) {
      const i = kept[k] as number
      let b = lines.start(i)
      const e = lines.end(i)
      const need = e - b + 3 // , " target "
      if (o + need > chunk.length) {
        written += o
        yield chunk.subarray(0, o)
        chunk = fresh(Math.max(need, Math.min(CHUNK_BYTES, total - written)))
        view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        o = 0
      }
      if (k > 0) chunk[o++] = 0x2c // ,
      chunk[o++] = 0x22 // "
      // Four bytes at a time: a call per target (Buffer.copy) costs more than it saves.
      for (; b + 4 <= e; b += 4, o += 4) view.setInt32(o, from.getInt32(b, true), true)
      while (b < e) chunk[o++] = src[b++] as number
      chunk[o++] = 0x22
    }
    if (o + 2 > chunk.length) {
      written += o
      yield chunk.subarray(0, o)
      chunk = fresh(2)
      o = 0
    }
    chunk[o++] = 0x5d // ]
    chunk[o++] = 0x7d // }
    written += o
    if (written !== total)
      throw new Error(`internal: impacted targets body is ${written} bytes, measured ${total}`)
    yield chunk.subarray(0, o)
  }
  const body: StreamedBody = {
    byteLength: total,
    [Symbol.iterator]: () => chunks(false),
    reusingChunks: () => chunks(true),
  }
  const from = new DataView(src.buffer, src.byteOffset, src.byteLength)
  return { body, mode: 'list', count: keptCount, distinctSeen: keptCount, listBytes: bytes }
}
