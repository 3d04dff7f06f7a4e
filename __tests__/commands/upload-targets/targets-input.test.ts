/** Reading impacted targets: lines, JSON arrays, ALL; files that are wrong are errors. */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { InputError } from '../../../src/inputs/errors.js'
import { TargetLines } from '../../../src/client/index.js'
import {
  MAX_TARGETS_FILE_BYTES,
  firstInvalidUtf8Byte,
  parseTargetsText,
  readTargetsFile,
  type ParsedTargets,
} from '../../../src/commands/upload-targets/targets-input.js'

const src = { input: 'impacted-targets' }
const dir = mkdtempSync(join(tmpdir(), 'mqa-targets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
function file(name: string, content: string | Buffer) {
  const p = join(dir, name)
  writeFileSync(p, content)
  return p
}
/** The parsed targets with a list as an array (a file's lines are read as bytes). */
function listed(p: ParsedTargets) {
  return p.kind === 'list' ? { ...p, targets: [...p.targets] } : p
}

describe('parseTargetsText', () => {
  it('one per line: empty lines and surrounding spaces dropped, CRLF handled, order and repeats kept', () => {
    expect(parseTargetsText('//a:b\r\n\n  //c:d  \n//a:b\n\n', src)).toEqual({
      kind: 'list',
      targets: ['//a:b', '//c:d', '//a:b'],
      format: 'lines',
    })
  })

  it('a JSON array of strings', () => {
    expect(parseTargetsText(' ["//a", "", "é😀"]\n', src)).toEqual({
      kind: 'list',
      targets: ['//a', 'é😀'],
      format: 'json',
    })
  })

  it('an empty JSON array is an empty list, not an error', () => {
    expect(parseTargetsText('[]', src)).toEqual({ kind: 'list', targets: [], format: 'json' })
  })

  it.each(['ALL', ' ALL\n', '"ALL"', 'IMPACTS_ALL'])('%p is ALL', (text) => {
    expect(parseTargetsText(text, src)).toEqual({ kind: 'ALL' })
  })

  it('ALL mixed with targets is an error', () => {
    expect(() => parseTargetsText('//a\nALL\n//b', src)).toThrow(
      /mixes the word ALL with a list of 2 target/,
    )
  })

  it('malformed JSON is an error naming the input', () => {
    expect(() => parseTargetsText('["//a",', src)).toThrow(InputError)
    expect(() => parseTargetsText('["//a",', src)).toThrow(
      /^Input 'impacted-targets': the value starts with "\[" but is not a valid JSON array/,
    )
  })

  it('a JSON value that is not an array of strings is an error', () => {
    expect(() => parseTargetsText('[{"a":1}]', src)).toThrow(
      /element 0 of the JSON array in the value is object/,
    )
  })

  it('any list of single-line targets survives a round trip through lines and through JSON', () => {
    const target = fc
      .string({ minLength: 1 })
      .filter(
        (s) =>
          !/[\n\r]/.test(s) &&
          s.trim() === s &&
          s.toUpperCase() !== 'ALL' &&
          s.toUpperCase() !== 'IMPACTS_ALL' &&
          !s.startsWith('[') &&
          !s.startsWith('{') &&
          !s.startsWith('"'),
      )
    fc.assert(
      fc.property(fc.array(target, { maxLength: 20 }), (targets) => {
        const lines = parseTargetsText(targets.join('\n'), src)
        const json = parseTargetsText(JSON.stringify(targets), src)
        return (
          lines.kind === 'list' &&
          JSON.stringify(lines.targets) ===
            JSON.stringify(targets.filter((t) => t.trim() !== '')) &&
          json.kind === 'list' &&
          JSON.stringify(json.targets) === JSON.stringify(targets)
        )
      }),
    )
  })

  it('never throws anything but an InputError, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        try {
          parseTargetsText(text, src)
          return true
        } catch (e) {
          return e instanceof InputError
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('control characters', () => {
  it('a target holding one is refused, naming the input, the line and the character', () => {
    expect(() => parseTargetsText('//a\n//b\u0001c\n', src)).toThrow(
      /^Input 'impacted-targets': line 2 of the value holds the control character U\+0001; expected target names as printable text/,
    )
    expect(() => parseTargetsText('["//a", "//b\\u007f"]', src)).toThrow(
      /element 1 of the JSON array in the value holds the control character U\+007F/,
    )
    // White space around a target is trimmed, as before: CRLF and tabs at the ends are fine.
    expect(parseTargetsText('\t//a\r\n//b\t\r\n', src)).toMatchObject({ targets: ['//a', '//b'] })
  })

  it('a file of NUL bytes is refused, naming the input, the file and the line; never uploaded', () => {
    const nul = file('nul.txt', Buffer.alloc(64))
    expect(() => readTargetsFile(nul, 'impacted-targets-file')).toThrow(InputError)
    expect(() => readTargetsFile(nul, 'impacted-targets-file')).toThrow(
      new RegExp(
        `^Input 'impacted-targets-file': the file ${JSON.stringify(nul).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} holds a NUL byte on line 1 \\(byte 0\\)`,
      ),
    )
    const late = file('late.txt', Buffer.concat([Buffer.from('//a\n//b\n'), Buffer.alloc(1)]))
    expect(() => readTargetsFile(late, 'impacted-targets-file')).toThrow(
      /the file .*late\.txt" holds a NUL byte on line 3 \(byte 8\)/,
    )
    const third = file('third.txt', '//a\n//b\n//c\u0001d\n')
    expect(() => readTargetsFile(third, 'impacted-targets-file')).toThrow(
      /line 3 of the file .*third\.txt" holds the control character U\+0001/,
    )
  })
})

describe('readTargetsFile', () => {
  it('reads a file in either form', () => {
    expect(
      listed(readTargetsFile(file('t.txt', '//a\n//b\n'), 'impacted-targets-file')),
    ).toMatchObject({
      targets: ['//a', '//b'],
    })
    expect(readTargetsFile(file('t.json', '["//a"]'), 'impacted-targets-file')).toMatchObject({
      targets: ['//a'],
      format: 'json',
    })
  })

  it('an empty file is an empty list', () => {
    expect(listed(readTargetsFile(file('empty.txt', ''), 'impacted-targets-file'))).toEqual({
      kind: 'list',
      targets: [],
      format: 'lines',
    })
  })

  it('plain targets one per line are read as bytes; anything else as text, to the same list', () => {
    const plain = readTargetsFile(file('plain.txt', '//a:b\r\n\n  //c:d  \n//a:b\n'), 'x')
    expect(plain).toMatchObject({ kind: 'list', format: 'lines' })
    expect(plain.kind === 'list' && plain.targets instanceof TargetLines).toBe(true)
    expect(listed(plain)).toMatchObject({ targets: ['//a:b', '//c:d', '//a:b'] })
    // A quote inside a target must be escaped in JSON, and a leading no-break space is trimmed
    // only as Unicode text: both take the text path, with the text path's result.
    for (const content of ['//a"b\n//c\n', '\u00a0//a\n//b\n', 'ALL\n', '\ufeff//a\n']) {
      const p = readTargetsFile(file('other.txt', content), 'x')
      expect(p.kind === 'list' && p.targets instanceof TargetLines).toBe(false)
      expect(p).toEqual(parseTargetsText(content.replace(/^\ufeff/, ''), { input: 'x' }))
    }
  })

  it('the bytes path reads any file to the same targets as the text path', () => {
    let scanned = 0
    const piece = fc.constantFrom(
      '//a',
      ':b',
      'x',
      ' ',
      '\t',
      '\r',
      '\n',
      '\n',
      '"',
      '\\',
      'é',
      '\u00a0',
      '\u2028',
      'ALL',
      'IMPACTS_ALL',
      '[',
      '😀',
      '\u0001',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('')
        const lines = TargetLines.scan(Buffer.from(text, 'utf8'))
        if (!lines) return true
        scanned++
        const parsed = parseTargetsText(text, src)
        return (
          parsed.kind === 'list' &&
          parsed.format === 'lines' &&
          JSON.stringify([...lines]) === JSON.stringify(parsed.targets) &&
          lines.length === parsed.targets.length
        )
      }),
      { numRuns: 2000 },
    )
    expect(scanned).toBeGreaterThan(200)
  })

  it('non-UTF-8 bytes are an error that says where', () => {
    const p = file(
      'latin1.txt',
      Buffer.concat([Buffer.from('//ok\n//caf'), Buffer.from([0xe9]), Buffer.from('\n')]),
    )
    expect(() => readTargetsFile(p, 'impacted-targets-file')).toThrow(
      /is not valid UTF-8 \(at byte 10\)/,
    )
  })

  it('a missing file is an error, never an empty upload', () => {
    expect(() => readTargetsFile(join(dir, 'missing.txt'), 'impacted-targets-file')).toThrow(
      /^Input 'impacted-targets-file': the file ".*missing.txt" does not exist/,
    )
  })

  it('an unreadable file is an error', () => {
    if (process.getuid?.() === 0) {
      // root reads any file; use a directory instead, which cannot be read as a file either.
      expect(() => readTargetsFile(dir, 'impacted-targets-file')).toThrow(/is a directory/)
      return
    }
    const p = file('secret.txt', '//a')
    chmodSync(p, 0o000)
    expect(() => readTargetsFile(p, 'impacted-targets-file')).toThrow(/permission denied/)
  })

  it('firstInvalidUtf8Byte finds the first bad byte', () => {
    expect(firstInvalidUtf8Byte(Buffer.from([0x61, 0xc3, 0xa9, 0xff]))).toBe(3)
    expect(firstInvalidUtf8Byte(Buffer.from([0xe2, 0x82]))).toBe(0)
  })
})

describe('keywords and formats', () => {
  it('ALL and IMPACTS_ALL in any case are ALL, in the input and in a file', () => {
    for (const word of ['all', 'All', 'aLL', '"all"', 'impacts_all', ' ALL\n']) {
      expect(parseTargetsText(word, src)).toEqual({ kind: 'ALL' })
    }
    expect(readTargetsFile(file('lower-all.txt', 'all\n'), 'impacted-targets-file')).toEqual({
      kind: 'ALL',
    })
  })

  it('ALL in any case among targets is the mix error, not a target named all', () => {
    expect(() => parseTargetsText('//a\nall\n', src)).toThrow(/mixes the word ALL/)
    expect(() =>
      readTargetsFile(file('mixed-all.txt', '//a\n//b\nAll\n'), 'impacted-targets-file'),
    ).toThrow(/mixes the word ALL with a list of 2 target/)
  })

  it('a JSON object is refused, never uploaded as a target named after it', () => {
    expect(() => parseTargetsText('{"a":1}', src)).toThrow(
      /^Input 'impacted-targets': the value holds a JSON object, not targets; expected a JSON array of strings, one target per line, or ALL\.$/,
    )
    expect(() =>
      readTargetsFile(file('object.json', ' {"a":1}\n'), 'impacted-targets-file'),
    ).toThrow(/^Input 'impacted-targets-file': the file ".*object\.json" holds a JSON object/)
  })
})

describe('hostile files', () => {
  it('/dev/zero is refused at once, naming the input: it is never read', () => {
    expect(() => readTargetsFile('/dev/zero', 'impacted-targets-file')).toThrow(
      /^Input 'impacted-targets-file': the file "\/dev\/zero" is a character device, not a regular file; expected a readable file of targets\.$/,
    )
  })

  it('a file longer than the body limit is ALL, read no further than the limit', () => {
    // One line of 21 MiB: no target that long can fit the 20 MiB body.
    const p = file('giant-line.txt', 'x'.repeat(21 * 1024 * 1024))
    try {
      expect(readTargetsFile(p, 'impacted-targets-file')).toEqual({
        kind: 'ALL',
        fileOverLimit: MAX_TARGETS_FILE_BYTES + 1,
      })
    } finally {
      rmSync(p)
    }
  })

  it('a file of exactly the limit is still read as a list', () => {
    // 1 KiB lines: the byte limit is what is tested, not the parser's speed on millions of lines.
    const line = `//${'t'.repeat(1021)}\n`
    const p = file('at-limit.txt', line.repeat(MAX_TARGETS_FILE_BYTES / line.length))
    try {
      const r = readTargetsFile(p, 'impacted-targets-file')
      expect(r.kind === 'list' && r.targets.length).toBe(MAX_TARGETS_FILE_BYTES / line.length)
    } finally {
      rmSync(p)
    }
  })
})
