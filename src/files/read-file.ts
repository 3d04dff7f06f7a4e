/**
 * Reads a file someone else named (a targets file, the event payload, the emulator's data file) in
 * bounded memory and time, whatever it turns out to be. It is opened without blocking and checked
 * with fstat before any byte is read, so a device (/dev/zero), a FIFO or a directory is refused at
 * once instead of being read forever or waited on; a regular file is read a chunk at a time and no
 * further than a byte cap, and a NUL byte (a binary file, a crashed writer) is refused where it is.
 * The read is synchronous: the event loop is never held longer than it takes to read the cap from
 * a regular file, so a SIGTERM is handled right after.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs'

/** Bytes read per call. */
const CHUNK_BYTES = 1024 * 1024

/** Why a file was not read. */
export type FileReadProblemCode =
  /** It does not exist. */
  | 'ENOENT'
  /** It cannot be opened for reading (permission). */
  | 'EACCES'
  /** It is not a regular file (a directory, a device, a FIFO, a socket). */
  | 'NOT_REGULAR'
  /** It holds a NUL byte. */
  | 'NUL'
  /** Any other error of the system (its code in the message). */
  | 'READ'

/** A file that cannot be read as asked; `message` says what it is, without the path. */
export class FileReadProblem extends Error {
  constructor(
    /** What it is, for a sentence after the path: `is a directory`, `holds a NUL byte at byte 12`. */
    message: string,
    readonly code: FileReadProblemCode,
  ) {
    super(message)
    this.name = 'FileReadProblem'
  }
}

/** Options of {@link readBoundedFileSync}. */
export interface BoundedReadOptions {
  /** Read no more than this many bytes; a longer file ends the read (see {@link BoundedRead}). */
  maxBytes: number
}

/**
 * What a bounded read found: the whole file, or that it is longer than the cap (it was read no
 * further than the cap and one byte, and nothing of it is kept).
 */
export type BoundedRead = { complete: true; bytes: Buffer } | { complete: false; bytesRead: number }

/** What a file that is not a regular file is, for a message. */
export function fileTypeOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory'
  if (st.isCharacterDevice()) return 'a character device'
  if (st.isBlockDevice()) return 'a block device'
  if (st.isFIFO()) return 'a FIFO (named pipe)'
  if (st.isSocket()) return 'a socket'
  return 'not a regular file'
}

/** What is wrong with a path that is not a regular file: `is a FIFO (named pipe), not a regular file`. */
export function notRegularText(st: Stats): string {
  const type = fileTypeOf(st)
  return type.startsWith('not') ? `is ${type}` : `is ${type}, not a regular file`
}

/**
 * Reads the regular file at `path`, at most `maxBytes` of it (see the module comment). Throws a
 * {@link FileReadProblem} when it does not exist, cannot be read, is not a regular file, or holds
 * a NUL byte within the bytes read.
 */
export function readBoundedFileSync(path: string, options: BoundedReadOptions): BoundedRead {
  let fd: number
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  } catch (e) {
    throw systemProblem(e)
  }
  try {
    let st: Stats
    try {
      st = fstatSync(fd)
    } catch (e) {
      throw systemProblem(e)
    }
    if (!st.isFile()) {
      throw new FileReadProblem(notRegularText(st), 'NOT_REGULAR')
    }
    const limit = options.maxBytes + 1 // one byte more says the file is longer
    // The size is a hint (a file of /proc says 0; a file may grow while it is read).
    let buffer = Buffer.allocUnsafe(Math.min(limit, Math.max(st.size + 1, 64 * 1024)))
    let length = 0
    for (;;) {
      if (length === buffer.length) {
        if (length >= limit) break
        const bigger = Buffer.allocUnsafe(Math.min(limit, buffer.length * 2))
        buffer.copy(bigger, 0, 0, length)
        buffer = bigger
      }
      let n: number
      try {
        n = readSync(fd, buffer, length, Math.min(CHUNK_BYTES, buffer.length - length), null)
      } catch (e) {
        throw systemProblem(e)
      }
      if (n === 0) break
      const nul = buffer.subarray(length, length + n).indexOf(0)
      if (nul !== -1) {
        const at = length + nul
        throw new FileReadProblem(
          `holds a NUL byte on line ${lineOf(buffer, at)} (byte ${at})`,
          'NUL',
        )
      }
      length += n
    }
    if (length > options.maxBytes) return { complete: false, bytesRead: length }
    return { complete: true, bytes: buffer.subarray(0, length) }
  } finally {
    closeSync(fd)
  }
}

/** The line (from 1) that byte `at` of `buffer` is on. */
function lineOf(buffer: Buffer, at: number): number {
  let line = 1
  for (let p = buffer.indexOf(0x0a); p !== -1 && p < at; p = buffer.indexOf(0x0a, p + 1)) line++
  return line
}

/** A system error of open, fstat or read, as a {@link FileReadProblem}. */
function systemProblem(e: unknown): FileReadProblem {
  const code = (e as NodeJS.ErrnoException).code
  if (code === 'ENOENT') return new FileReadProblem('does not exist', 'ENOENT')
  if (code === 'EACCES' || code === 'EPERM')
    return new FileReadProblem('cannot be read (permission denied)', 'EACCES')
  if (code === 'EISDIR')
    return new FileReadProblem('is a directory, not a regular file', 'NOT_REGULAR')
  return new FileReadProblem(`cannot be read (${code ?? (e as Error).message})`, 'READ')
}
