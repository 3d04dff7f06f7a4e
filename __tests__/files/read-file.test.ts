/**
 * The bounded reader of files a user names: non-regular files refused before any byte is read
 * (and never waited on), NUL bytes refused where they are, a file read no further than its cap.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { FileReadProblem, readBoundedFileSync } from '../../src/files/read-file.js'

const dir = mkdtempSync(join(tmpdir(), 'mqa-read-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
function file(name: string, content: string | Buffer) {
  const p = join(dir, name)
  writeFileSync(p, content)
  return p
}

/** The problem `readBoundedFileSync(path)` throws (the test fails when it throws none). */
function problemOf(path: string, maxBytes = 1024): FileReadProblem {
  try {
    readBoundedFileSync(path, { maxBytes })
  } catch (e) {
    if (e instanceof FileReadProblem) return e
    throw e
  }
  throw new Error(`${path} was read`)
}

describe('readBoundedFileSync', () => {
  it('reads a regular file whole when it fits the cap, and an empty one', () => {
    const r = readBoundedFileSync(file('t.txt', '//a\n//b\n'), { maxBytes: 8 })
    expect(r).toEqual({ complete: true, bytes: Buffer.from('//a\n//b\n') })
    expect(readBoundedFileSync(file('empty.txt', ''), { maxBytes: 8 })).toEqual({
      complete: true,
      bytes: Buffer.alloc(0),
    })
  })

  it('stops one byte past the cap, whatever the file size, and keeps nothing of it', () => {
    const big = file('big.txt', 'x'.repeat(3 * 1024 * 1024))
    expect(readBoundedFileSync(big, { maxBytes: 8 })).toEqual({ complete: false, bytesRead: 9 })
    // A cap past the first chunk: read in chunks, still no further than the cap and one byte.
    expect(readBoundedFileSync(big, { maxBytes: 1024 * 1024 + 5 })).toEqual({
      complete: false,
      bytesRead: 1024 * 1024 + 6,
    })
  })

  it('refuses a character device before reading it (/dev/zero never ends)', () => {
    const p = problemOf('/dev/zero')
    expect(p.code).toBe('NOT_REGULAR')
    expect(p.message).toBe('is a character device, not a regular file')
  })

  it('refuses a directory', () => {
    expect(problemOf(dir)).toMatchObject({
      code: 'NOT_REGULAR',
      message: 'is a directory, not a regular file',
    })
  })

  it('refuses a FIFO without waiting for a writer', () => {
    const fifo = join(dir, 'fifo')
    execFileSync('mkfifo', [fifo])
    // Without O_NONBLOCK the open itself would wait for a writer, forever: this call would hang.
    expect(problemOf(fifo)).toMatchObject({
      code: 'NOT_REGULAR',
      message: 'is a FIFO (named pipe), not a regular file',
    })
  })

  it('refuses a NUL byte, saying the line and byte, also past the first chunk', () => {
    expect(problemOf(file('nul.txt', Buffer.from('//a\n//b\0\n')))).toMatchObject({
      code: 'NUL',
      message: 'holds a NUL byte on line 2 (byte 7)',
    })
    const late = Buffer.concat([Buffer.from('a\n'.repeat(600_000)), Buffer.alloc(4)])
    expect(problemOf(file('late.txt', late), 2 * 1024 * 1024)).toMatchObject({
      code: 'NUL',
      message: 'holds a NUL byte on line 600001 (byte 1200000)',
    })
  })

  it('says what is missing', () => {
    expect(problemOf(join(dir, 'nope.txt'))).toMatchObject({
      code: 'ENOENT',
      message: 'does not exist',
    })
  })
})
