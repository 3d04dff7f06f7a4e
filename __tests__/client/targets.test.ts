/** The impacted-targets encoder: exact bytes, the list-or-ALL decision, the limit edge. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  MAX_REQUEST_BODY_BYTES,
  TargetLines,
  type StreamedBody,
  bodyBytes,
  bodyLimitText,
  byteCountText,
  encodeImpactedTargets,
  jsonStringBytes,
} from '../../src/client/index.js'

const envelope = {
  repo: { host: 'github.com', owner: 'acme', name: 'app' },
  targetBranch: 'main',
  pr: { number: 42, sha: 'f'.repeat(40) },
}
const asObject = (impactedTargets: unknown) => ({
  repo: envelope.repo,
  pr: envelope.pr,
  targetBranch: envelope.targetBranch,
  impactedTargets,
})

// Any string: full Unicode, plus lone surrogates and the characters JSON must escape.
const anyString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom(
      '"',
      '\\',
      '\n',
      '\u0000',
      '\u001f',
      '\u2028',
      'é',
      '😀',
      '\ud800',
      '\udfff',
      'a',
    ),
  }),
)

describe('encodeImpactedTargets', () => {
  it('the body is byte for byte JSON.stringify of the request, for any strings', () => {
    fc.assert(
      fc.property(fc.array(anyString, { maxLength: 30 }), (targets) => {
        const distinct = [...new Set(targets)]
        const e = encodeImpactedTargets(envelope, targets)
        const expected = Buffer.from(JSON.stringify(asObject(distinct)), 'utf8')
        return (
          e.mode === 'list' &&
          e.body.equals(expected) &&
          e.listBytes === expected.length &&
          e.count === distinct.length
        )
      }),
      { numRuns: 300 },
    )
  })

  it('jsonStringBytes agrees with the UTF-8 length of JSON.stringify, for any string', () => {
    fc.assert(
      fc.property(
        anyString,
        (s) => jsonStringBytes(s) === Buffer.byteLength(JSON.stringify(s), 'utf8'),
      ),
      { numRuns: 1000 },
    )
  })

  it('the size decision agrees with the byte length of what would be sent, for any limit', () => {
    fc.assert(
      fc.property(fc.array(anyString, { maxLength: 20 }), fc.nat(400), (targets, extra) => {
        // Limits from the size of the ALL body (the smallest body there is) upwards.
        const limit = encodeImpactedTargets(envelope, 'ALL').body.length + extra
        const full = Buffer.byteLength(JSON.stringify(asObject([...new Set(targets)])), 'utf8')
        const e = encodeImpactedTargets(envelope, targets, { limitBytes: limit })
        if (full <= limit) return e.mode === 'list' && e.body.length === full
        return (
          e.mode === 'ALL' &&
          e.reason === 'oversize' &&
          e.listBytes === full &&
          e.body.length <= limit
        )
      }),
      { numRuns: 500 },
    )
  })

  it('a body of exactly the limit is sent as a list; one byte more is ALL', () => {
    const small = encodeImpactedTargets(envelope, ['x'])
    const limit = small.body.length
    expect(encodeImpactedTargets(envelope, ['x'], { limitBytes: limit }).mode).toBe('list')
    expect(encodeImpactedTargets(envelope, ['x'], { limitBytes: limit - 1 })).toMatchObject({
      mode: 'ALL',
      reason: 'oversize',
    })
  })

  it('at the real 20 MiB limit, multi-byte targets are measured in bytes, not characters', () => {
    // 3-byte characters: the string lengths fit the limit three times over, the bytes do not.
    const target = '€'.repeat(1000)
    const n = Math.ceil(MAX_REQUEST_BODY_BYTES / 3000) + 10
    const targets = Array.from({ length: n }, (_, i) => `${i}${target}`)
    const e = encodeImpactedTargets(envelope, targets)
    expect(e.mode).toBe('ALL')
    expect(e.listBytes).toBeGreaterThan(MAX_REQUEST_BODY_BYTES)
    expect(JSON.stringify(targets).length).toBeLessThan(MAX_REQUEST_BODY_BYTES)
  })

  it('keeps the first of repeated targets, in order', () => {
    const e = encodeImpactedTargets(envelope, ['//c', '//a', '//c', '//b', '//a'])
    expect(JSON.parse(e.body.toString()).impactedTargets).toEqual(['//c', '//a', '//b'])
  })

  it('an empty list is a list (a PR that impacts nothing)', () => {
    const e = encodeImpactedTargets(envelope, [])
    expect(e).toMatchObject({ mode: 'list', count: 0 })
    expect(JSON.parse(e.body.toString()).impactedTargets).toEqual([])
  })

  it('ALL asked for is the bare string', () => {
    const e = encodeImpactedTargets(envelope, 'ALL')
    expect(e).toMatchObject({ mode: 'ALL', reason: 'requested' })
    expect(e.body.toString()).toBe(JSON.stringify(asObject('ALL')))
  })

  it('stops reading the targets as soon as the limit is passed', () => {
    let read = 0
    function* many() {
      for (let i = 0; i < 1_000_000; i++) {
        read++
        yield `//some/package/path/${i}:target_name_${i}`
      }
    }
    const e = encodeImpactedTargets(envelope, many(), { limitBytes: 10_000 })
    expect(e.mode).toBe('ALL')
    expect(read).toBeLessThan(400)
  })
})

describe('TargetLines', () => {
  const lines = (text: string) => TargetLines.scan(Buffer.from(text, 'utf8'))

  it('indexes plain targets one per line, trimmed, empty lines dropped, repeats kept', () => {
    const t = lines('//a:b\r\n\n  //c:d\t \n//a:b\n//é:u')
    expect(t && [...t]).toEqual(['//a:b', '//c:d', '//a:b', '//é:u'])
    expect(t?.length).toBe(4)
    expect(lines('')?.length).toBe(0)
  })

  it('leaves to the text path what needs escaping, Unicode trimming, ALL, JSON or bad UTF-8', () => {
    for (const text of [
      '//a"b',
      '//a\\b',
      '//a\tb',
      '//a\u0001',
      '\u00a0//a',
      '//a\u3000',
      'ALL',
      '//a\nIMPACTS_ALL',
      ' [ "//a" ]',
      '\ufeff//a',
    ]) {
      expect(lines(text)).toBeUndefined()
    }
    expect(TargetLines.scan(Buffer.from([0x2f, 0x2f, 0xe9, 0x0a]))).toBeUndefined()
  })

  // Targets as a file holds them: one per line, mostly plain (multi-byte characters included,
  // at every offset of the word-wise scan), some with surrounding white space, and now and then
  // a character that sends the file to the text path.
  const space = fc.constantFrom('', '', ' ', '\t', '\r', ' \r')
  const plain = fc.constantFrom('//a', 'b', 'xyz', ':', '_7', '/', 'é', '€', '😀', '\u007f')
  const special = fc.constantFrom('"', '\\', '\u0001', '\t', '\u00a0')
  const line = fc
    .tuple(
      space,
      fc.array(fc.oneof({ arbitrary: plain, weight: 60 }, { arbitrary: special, weight: 1 }), {
        maxLength: 12,
      }),
      space,
    )
    .map(([a, body, b]) => `${a}/${body.join('')}:${b}`)
  const fileText = fc
    .array(fc.oneof({ arbitrary: line, weight: 9 }, { arbitrary: space, weight: 1 }), {
      maxLength: 40,
    })
    .map((ls) => ls.join('\n'))

  it('encodes byte for byte what the same targets as strings encode to, for any limit', () => {
    let scanned = 0
    fc.assert(
      fc.property(fileText, fc.nat(600), fc.boolean(), (text, extra, dedupe) => {
        const t = lines(text)
        if (!t) return true
        scanned++
        const limit = encodeImpactedTargets(envelope, 'ALL').body.length + extra
        const a = encodeImpactedTargets(envelope, t, { limitBytes: limit, dedupe })
        const b = encodeImpactedTargets(envelope, [...t], { limitBytes: limit, dedupe })
        return (
          bodyBytes(a.body).equals(b.body) &&
          JSON.stringify({ ...a, body: 0 }) === JSON.stringify({ ...b, body: 0 })
        )
      }),
      { numRuns: 1000 },
    )
    expect(scanned).toBeGreaterThan(300)
  })

  it('streams a body of many chunks that is the same bytes every time it is sent', () => {
    // Targets of every length around the chunk size, and one longer than a chunk.
    const targets = Array.from({ length: 30_000 }, (_, i) => `//p${i}:${'t'.repeat(i % 97)}`)
    targets.splice(12_345, 0, `//big:${'y'.repeat(600_000)}`)
    const e = encodeImpactedTargets(envelope, lines(targets.join('\r\n'))!)
    const expected = Buffer.from(JSON.stringify(asObject(targets)))
    expect(Buffer.isBuffer(e.body)).toBe(false)
    expect(e.body.byteLength).toBe(expected.length)
    const chunks = [...(e.body as Iterable<Uint8Array>)]
    expect(chunks.length).toBeGreaterThan(5)
    expect(Buffer.concat(chunks).equals(expected)).toBe(true)
    expect(bodyBytes(e.body).equals(expected)).toBe(true)
  })

  it('streams lines one line feed apart with UTF-8 inside, repeats, blanks and CRLF among them', () => {
    // Over many 64 KiB chunks: a blank line, a repeat and a CRLF line now and then.
    const parts: string[] = []
    const targets: string[] = []
    for (let i = 0; i < 40_000; i++) {
      const t = `//é/日本_${i % 5 === 0 ? '😀' : ''}${'x'.repeat(i % 53)}:t${i}`
      targets.push(t)
      parts.push(i % 997 === 0 ? `${t}\r` : t)
      if (i % 1009 === 0) parts.push('')
      if (i % 1013 === 0) parts.push(targets[i >> 1]!)
    }
    const e = encodeImpactedTargets(envelope, lines(parts.join('\n'))!)
    const expected = Buffer.from(JSON.stringify(asObject(targets)))
    expect(e.count).toBe(40_000)
    const chunks = [...(e.body as Iterable<Uint8Array>)]
    expect(chunks.length).toBeGreaterThan(20)
    expect(Buffer.concat(chunks).equals(expected)).toBe(true)
  })

  it('reusing one buffer, the chunks are the same bytes, each valid until the next is asked for', () => {
    const targets = Array.from({ length: 30_000 }, (_, i) => `//p${i}:${'t'.repeat(i % 97)}`)
    targets.splice(12_345, 0, `//big:${'y'.repeat(600_000)}`)
    const e = encodeImpactedTargets(envelope, lines(targets.join('\n'))!)
    const body = e.body as StreamedBody
    const copies: Buffer[] = []
    const buffers = new Set<ArrayBufferLike>()
    for (const chunk of body.reusingChunks!()) {
      copies.push(Buffer.from(chunk))
      buffers.add(chunk.buffer)
    }
    expect(copies.length).toBeGreaterThan(5)
    expect(Buffer.concat(copies).equals(Buffer.from(JSON.stringify(asObject(targets))))).toBe(true)
    // The first buffer, and the larger one the long target needed: not one per chunk.
    expect(buffers.size).toBeLessThanOrEqual(2)
    // A sender that keeps the chunks themselves must take the plain iteration: fresh chunks.
    expect(new Set([...body].map((c) => c.buffer)).size).toBeGreaterThan(5)
  })

  it('drops repeats however the hashes collide, keeping the first, in order', () => {
    // Many targets with the same length and shared prefixes and suffixes.
    const targets = Array.from(
      { length: 5000 },
      (_, i) => `//p/${String(i % 1700).padStart(6, '0')}:t`,
    )
    const t = lines(targets.join('\n'))
    expect(t).toBeDefined()
    const e = encodeImpactedTargets(envelope, t!)
    expect(JSON.parse(bodyBytes(e.body).toString()).impactedTargets).toEqual([...new Set(targets)])
    expect(e.count).toBe(1700)
  })

  it('at the limit, decides ALL without writing the list, and still tells its real size', () => {
    const targets = Array.from({ length: 20_000 }, (_, i) => `//some/package:t${i % 15_000}`)
    const e = encodeImpactedTargets(envelope, lines(targets.join('\n'))!, { limitBytes: 10_000 })
    expect(e).toMatchObject({ mode: 'ALL', reason: 'oversize', count: 0 })
    expect(e.distinctSeen).toBeLessThan(600)
    // The size the list would have had: repeats dropped, every distinct target counted.
    const full = Buffer.byteLength(JSON.stringify(asObject([...new Set(targets)])), 'utf8')
    expect(e.listBytes).toBe(full)
    expect(encodeImpactedTargets(envelope, targets, { limitBytes: 10_000 }).listBytes).toBe(full)
    expect(bodyBytes(e.body).toString()).toBe(JSON.stringify(asObject('ALL')))
  })
})

describe('sizes in messages', () => {
  it('the limit reads as exact bytes and binary units derived from the number', () => {
    expect(bodyLimitText()).toBe('20,971,520 bytes (20 MiB)')
    expect(bodyLimitText(MAX_REQUEST_BODY_BYTES)).toBe('20,971,520 bytes (20 MiB)')
    expect(bodyLimitText(3 * 1024 * 1024)).toBe('3,145,728 bytes (3 MiB)')
    expect(bodyLimitText(2048)).toBe('2,048 bytes (2 KiB)')
    expect(bodyLimitText(1500)).toBe('1,500 bytes')
    expect(byteCountText(21_000_123)).toBe('21,000,123 bytes')
    expect(byteCountText(999)).toBe('999 bytes')
  })
})
