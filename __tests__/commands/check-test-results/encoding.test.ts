/**
 * Which encoding a report is read with (encoding.ts), from its first bytes: a byte-order mark,
 * UTF-16's zero bytes, the XML declaration, else UTF-8; UTF-32 and encodings with no decoder are
 * refused naming them; a byte not of the encoding is an error saying where and why that encoding.
 */
import { describe, expect, it } from '@jest/globals'
import { encodingOf, ReportDecoder } from '../../../src/commands/check-test-results/encoding.js'
import { refusalOf } from './helpers.js'

const bytes = (...b: number[]) => Uint8Array.from(b)
const ascii = (s: string) => Uint8Array.from(Buffer.from(s, 'latin1'))
const refusal = refusalOf

describe('the encoding of the first bytes', () => {
  it('byte-order marks', () => {
    expect(encodingOf(bytes(0xef, 0xbb, 0xbf, 0x3c), 'r')).toStrictEqual({
      name: 'utf-8',
      from: 'bom',
    })
    expect(encodingOf(bytes(0xff, 0xfe, 0x3c, 0), 'r')).toStrictEqual({
      name: 'utf-16le',
      from: 'bom',
    })
    expect(encodingOf(bytes(0xfe, 0xff, 0, 0x3c), 'r')).toStrictEqual({
      name: 'utf-16be',
      from: 'bom',
    })
    // Only the whole mark: the first two bytes of UTF-8's, or one byte of UTF-16's, are not one.
    expect(encodingOf(bytes(0xef, 0xbb, 0x3c), 'r').from).not.toBe('bom')
    expect(encodingOf(bytes(0xff, 0x3c, 0x3c, 0x3c), 'r').from).toBe('default')
    expect(encodingOf(bytes(0x3c, 0xfe, 0x3c, 0x3c), 'r').from).toBe('default')
  })

  it('every head of up to 4 bytes drawn from the bytes that matter: the mark or the zero bytes, or the default', () => {
    // The rules, written once more as patterns over the head's hex: each byte of each rule is
    // one that decides (a near miss of a mark or of UTF-16's zero bytes is UTF-8 by default).
    const expected = (hex: string): string => {
      if (/^efbbbf/.test(hex)) return 'utf-8 bom'
      if (/^fffe0000/.test(hex) || /^0000fe/.test(hex)) return 'UTF-32'
      if (/^fffe/.test(hex)) return 'utf-16le bom'
      if (/^feff/.test(hex)) return 'utf-16be bom'
      if (/^(?!00)..00(?!00)..00/.test(hex)) return 'utf-16le zero bytes'
      if (/^00(?!00)..00((?!00)..)?$/.test(hex)) return 'utf-16be zero bytes'
      return 'utf-8 default'
    }
    const said = (head: Uint8Array): string => {
      try {
        const e = encodingOf(head, 'r')
        return `${e.name} ${e.from}`
      } catch (err) {
        return /UTF-32/.test((err as Error).message) ? 'UTF-32' : String(err)
      }
    }
    const alphabet = [0x00, 0x3c, 0xbb, 0xbf, 0xef, 0xfe, 0xff]
    const heads: number[][] = [[]]
    for (let n = 1; n <= 4; n++)
      for (const h of heads.filter((x) => x.length === n - 1))
        for (const b of alphabet) heads.push([...h, b])
    const wrong = heads
      .map((h) => [Buffer.from(h).toString('hex'), h] as const)
      .filter(([hex, h]) => said(Uint8Array.from(h)) !== expected(hex))
      .map(([hex, h]) => `${hex}: ${said(Uint8Array.from(h))}, not ${expected(hex)}`)
    expect(heads).toHaveLength(1 + 7 + 49 + 343 + 2401)
    expect(wrong).toStrictEqual([])
  })

  it('UTF-32 marks, either order, are refused naming UTF-32', () => {
    for (const head of [bytes(0xff, 0xfe, 0, 0), bytes(0, 0, 0xfe, 0xff)])
      expect(refusal(() => encodingOf(head, 'r.xml'))).toBe(
        'r.xml: is UTF-32 (its byte-order mark says so), which the gate does not read',
      )
  })

  it('UTF-16 without a mark, from the zero bytes around the first ASCII characters', () => {
    expect(encodingOf(ascii('<\0?\0'), 'r')).toStrictEqual({ name: 'utf-16le', from: 'zero bytes' })
    expect(encodingOf(ascii('\0<\0?'), 'r')).toStrictEqual({ name: 'utf-16be', from: 'zero bytes' })
    // Zero bytes elsewhere are no sign of UTF-16.
    for (const s of ['<\0\0\0', '<\0?x', '\0\0\0<', '\0<\0\0', '<?\0\0', '\0\0<?'])
      expect({ s, from: encodingOf(ascii(s), 'r').from }).toStrictEqual({ s, from: 'default' })
  })

  it('the XML declaration, in any spacing and quotes, as the decoder names it', () => {
    expect(encodingOf(ascii(`<?xml version="1.0" encoding="ISO-8859-1"?><a/>`), 'r')).toStrictEqual(
      { name: 'windows-1252', from: 'declaration', declared: 'ISO-8859-1' },
    )
    expect(encodingOf(ascii(`  <?xml version='1.0' encoding = 'shift_jis' ?>`), 'r')).toStrictEqual(
      { name: 'shift_jis', from: 'declaration', declared: 'shift_jis' },
    )
    expect(encodingOf(ascii(`<?xml version="1.0" encoding="utf-8"?>`), 'r').name).toBe('utf-8')
    // Not a declaration: another processing instruction, an attribute named like it, no quotes.
    for (const s of [
      '<?xml-stylesheet encoding="latin1"?>',
      '<?xml version="1.0" myencoding="latin1"?>',
      '<?xml version="1.0" encoding=latin1?>',
      '<a><?xml version="1.0" encoding="latin1"?>',
      `<?xml version="1.0" encoding="${'x'.repeat(41)}"?>`,
    ])
      expect({ s, from: encodingOf(ascii(s), 'r').from }).toStrictEqual({ s, from: 'default' })
  })

  it('only the first 512 bytes are looked at for the declaration', () => {
    const late = ascii(`<?xml version="1.0"${' '.repeat(520)}encoding="latin1"?>`)
    expect(encodingOf(late, 'r').from).toBe('default')
  })

  it('an encoding with no decoder, or UTF-16 declared over bytes that are not, is refused', () => {
    expect(
      refusal(() => encodingOf(ascii('<?xml version="1.0" encoding="EBCDIC-X"?>'), 'r.xml')),
    ).toBe(
      'r.xml: declares encoding "EBCDIC-X", which the gate has no decoder for; write the report in UTF-8',
    )
    for (const label of ['UTF-16', 'utf-16be'])
      expect(
        refusal(() => encodingOf(ascii(`<?xml version="1.0" encoding="${label}"?>`), 'r.xml')),
      ).toBe(
        `r.xml: declares encoding "${label}", but its bytes are not UTF-16 (no byte-order mark, no zero bytes)`,
      )
  })

  it('nothing at all is UTF-8 by default', () => {
    expect(encodingOf(bytes(), 'r')).toStrictEqual({ name: 'utf-8', from: 'default' })
  })
})

describe('the decoder', () => {
  it('holds a character cut between two pieces, and reads it whole', () => {
    const d = new ReportDecoder({ name: 'utf-8', from: 'default' }, 'r')
    const e = Buffer.from('é', 'utf8')
    expect(d.write(e.subarray(0, 1))).toBe('')
    expect(d.write(e.subarray(1))).toBe('é')
    expect(d.end()).toBe('')
  })

  it('a byte not of the encoding: where, and why that encoding', () => {
    const utf8 = new ReportDecoder({ name: 'utf-8', from: 'default' }, 'r.xml')
    expect(utf8.write(ascii('<a>'))).toBe('<a>')
    expect(refusal(() => utf8.write(bytes(0x41, 0xff)))).toBe(
      'r.xml: is not valid utf-8 (it declares no encoding, so it is read as UTF-8): a byte between bytes 3 and 5 is not utf-8; the gate never reads a report with replacement characters',
    )
    const declared = new ReportDecoder(
      { name: 'shift_jis', from: 'declaration', declared: 'Shift_JIS' },
      'r.xml',
    )
    expect(refusal(() => declared.write(bytes(0x81, 0x20)))).toContain(
      '(its XML declaration says "Shift_JIS")',
    )
    const bom = new ReportDecoder({ name: 'utf-16le', from: 'bom' }, 'r.xml')
    expect(refusal(() => bom.write(bytes(0x00, 0xdc)))).toContain(
      '(its byte-order mark say utf-16le)',
    )
    const zeros = new ReportDecoder({ name: 'utf-16le', from: 'zero bytes' }, 'r.xml')
    expect(refusal(() => zeros.write(bytes(0x00, 0xdc)))).toContain('(its zero bytes say utf-16le)')
  })

  it('a character cut short at the end is an error at its end', () => {
    const d = new ReportDecoder({ name: 'utf-8', from: 'bom' }, 'r.xml')
    d.write(Buffer.from('é', 'utf8').subarray(0, 1))
    expect(refusal(() => d.end())).toContain('a byte at its end is not utf-8')
  })
})
