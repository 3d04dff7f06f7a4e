/**
 * Writes a file so that readers see either the old content or the new, never a part: the data
 * goes to a temporary file beside it, which is then renamed over it. The parent directory is
 * created; on failure the temporary file is removed and the error is thrown.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  const tmp = `${path}.${process.pid}.tmp`
  try {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(tmp, data)
    renameSync(tmp, path)
  } catch (e) {
    rmSync(tmp, { force: true })
    throw e
  }
}
