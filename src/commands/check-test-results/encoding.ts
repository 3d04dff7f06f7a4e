/**
 * A report's text encoding, honoured with a real decoder (WHATWG's TextDecoder: UTF-8, UTF-16LE
 * and BE, ISO-8859-1 and windows-1252, Shift_JIS, …), or the report refused naming it: never
 * decoded as UTF-8 with replacement characters (two tests `é` and `è` would become one name).
 *
 * Which encoding: a byte-order mark; else UTF-16's zero bytes around the first ASCII character
 * (Windows PowerShell 5.1's `>` writes UTF-16LE); else the XML declaration's `encoding`; else
 * UTF-8. JSON is UTF-8 (RFC 8259) unless a byte-order mark says otherwise. Every decoder is
 * fatal: a byte that is not of its encoding is an error naming the report, the encoding and where.
 */
import { ReportError } from './report.js'

/** An encoding to read a report with. */
export interface ReportEncoding {
  /** The decoder's name of it (`utf-8`, `utf-16le`, `windows-1252`, …). */
  name: string
  /** Why this one: a byte-order mark, UTF-16's zero bytes, the XML declaration, or the default. */
  from: 'bom' | 'zero bytes' | 'declaration' | 'default'
  /** The encoding as the declaration spells it, when it says one. */
  declared?: string
}

/** The XML declaration's encoding, in the first bytes read as ASCII. */
const DECLARED = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([^"']{1,40})["']/

/** The decoder's name of `label`, or undefined when no decoder here reads it. */
function decoderName(label: string): string | undefined {
  try {
    return new TextDecoder(label).encoding
  } catch {
    return undefined
  }
}

/** The encoding of a report whose text starts with `head` (see the module comment). */
export function encodingOf(head: Uint8Array, shown: string): ReportEncoding {
  const [a, b, c, d] = head
  if (a === 0xef && b === 0xbb && c === 0xbf) return { name: 'utf-8', from: 'bom' }
  if ((a === 0xff && b === 0xfe && c === 0 && d === 0) || (a === 0 && b === 0 && c === 0xfe))
    throw new ReportError(
      shown,
      'is UTF-32 (its byte-order mark says so), which the gate does not read',
    )
  if (a === 0xff && b === 0xfe) return { name: 'utf-16le', from: 'bom' }
  if (a === 0xfe && b === 0xff) return { name: 'utf-16be', from: 'bom' }
  if (a !== 0 && b === 0 && c !== 0 && d === 0) return { name: 'utf-16le', from: 'zero bytes' }
  if (a === 0 && b !== 0 && c === 0 && d !== 0) return { name: 'utf-16be', from: 'zero bytes' }
  const declared = DECLARED.exec(Buffer.from(head.subarray(0, 512)).toString('latin1'))?.[1]
  if (declared === undefined) return { name: 'utf-8', from: 'default' }
  const name = decoderName(declared)
  if (name === undefined)
    throw new ReportError(
      shown,
      `declares encoding ${JSON.stringify(declared)}, which the gate has no decoder for; write the report in UTF-8`,
    )
  if (name === 'utf-16le' || name === 'utf-16be')
    throw new ReportError(
      shown,
      `declares encoding ${JSON.stringify(declared)}, but its bytes are not UTF-16 (no byte-order mark, no zero bytes)`,
    )
  return { name, from: 'declaration', declared }
}

/** A fatal streaming decoder of `encoding` that names the report and the bytes it cannot read. */
export class ReportDecoder {
  private readonly decoder: TextDecoder
  private offset = 0

  constructor(
    private readonly encoding: ReportEncoding,
    private readonly shown: string,
  ) {
    this.decoder = new TextDecoder(encoding.name, { fatal: true })
  }

  /** The text of the next bytes (a character cut between two pieces is held for the next). */
  write(bytes: Uint8Array): string {
    const text = this.decode(bytes, true)
    this.offset += bytes.length
    return text
  }

  /** What is held at the end (a character cut short is an error). */
  end(): string {
    return this.decode(new Uint8Array(0), false)
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    try {
      return this.decoder.decode(bytes, { stream })
    } catch {
      const e = this.encoding
      const why =
        e.from === 'declaration'
          ? `its XML declaration says ${JSON.stringify(e.declared)}`
          : e.from === 'default'
            ? 'it declares no encoding, so it is read as UTF-8'
            : `its ${e.from === 'bom' ? 'byte-order mark' : 'zero bytes'} say ${e.name}`
      const at = stream
        ? `between bytes ${this.offset} and ${this.offset + bytes.length}`
        : 'at its end'
      throw new ReportError(
        this.shown,
        `is not valid ${e.name} (${why}): a byte ${at} is not ${e.name}; ` +
          'the gate never reads a report with replacement characters',
      )
    }
  }
}
