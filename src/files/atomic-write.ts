/**
 * Writes a file so that readers see either the old content or the new, never a part: the data
 * goes to a temporary file beside it (`<name>.<pid>.tmp`), is flushed to disk, and is renamed
 * over it. The parent directory is created level by level ({@link makeDirectory}: never a call
 * that can spin); on failure the temporary file is removed and the error is thrown.
 */
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { makeDirectory } from './output-directory.js'

/** The temporary file {@link writeFileAtomic} uses for `path` in this process. */
function tempPathOf(path: string): string {
  return `${path}.${process.pid}.tmp`
}

/** Temporary files of `path` that a writer (any process) left behind when it crashed. */
export function strayTempFilesOf(path: string): string[] {
  const dir = dirname(path)
  const prefix = `${basename(path)}.`
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names
    .filter((n) => n.startsWith(prefix) && /^\d+\.tmp$/.test(n.slice(prefix.length)))
    .map((n) => join(dir, n))
}

/** Replaces `path` with `data` atomically (see the module comment). */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  const tmp = tempPathOf(path)
  try {
    makeDirectory(dirname(path))
    const fd = openSync(tmp, 'w')
    try {
      writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data)
      // Without the flush a crash after the rename could leave an empty file under the name.
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(tmp, path)
  } catch (e) {
    rmSync(tmp, { force: true })
    throw e
  }
  syncDirectory(dirname(path))
}

/** Makes the rename durable; some file systems cannot sync a directory, and then it is skipped. */
function syncDirectory(dir: string): void {
  let fd: number | undefined
  try {
    fd = openSync(dir, 'r')
    fsyncSync(fd)
  } catch {
    // The rename itself is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}
