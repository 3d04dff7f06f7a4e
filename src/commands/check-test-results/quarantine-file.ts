/**
 * The gate's first step when the repository has a quarantine file: the file read (bounded) and
 * checked before any report is read or any request sent. Its rules are src/quarantine/file.ts's.
 */
import { resolve } from 'node:path'
import { FileReadProblem, readBoundedFileSync } from '../../files/read-file.js'
import {
  DEFAULT_MAX_QUARANTINE_DAYS,
  readQuarantineFile,
  type QuarantineEntry,
} from '../../quarantine/file.js'
import type { TestGateParams } from './types.js'
import { quarantineProblemsText, quarantineUnreadText } from './words.js'

/** The most bytes read of a quarantine file (a list of tests, reviewed by people). */
export const MAX_QUARANTINE_FILE_BYTES = 1024 * 1024

/** The repository's quarantine: its entries (none when there is no file), and where it is. */
export interface RepoQuarantine {
  /** The path as given (relative to the workspace). */
  path: string
  /** False when no file is there (nothing is quarantined by the repository). */
  found: boolean
  entries: QuarantineEntry[]
}

/** The quarantine file read and checked on the day of `nowMs`, or why it cannot be used. */
export function readRepoQuarantine(params: TestGateParams, nowMs: number): RepoQuarantine | string {
  const path = params.quarantineFile
  if (path === undefined) return { path: '', found: false, entries: [] }
  let text: string
  try {
    const read = readBoundedFileSync(resolve(params.workspace, path), {
      maxBytes: MAX_QUARANTINE_FILE_BYTES,
    })
    if (!read.complete)
      return quarantineUnreadText(path, `is larger than ${MAX_QUARANTINE_FILE_BYTES} bytes`)
    text = read.bytes.toString('utf8')
  } catch (e) {
    if (!(e instanceof FileReadProblem)) throw e
    // No file: the repository quarantines nothing (the gate is as strict as without it).
    if (e.code === 'ENOENT') return { path, found: false, entries: [] }
    return quarantineUnreadText(path, e.message)
  }
  const read = readQuarantineFile(
    text,
    nowMs,
    params.quarantineMaxDays ?? DEFAULT_MAX_QUARANTINE_DAYS,
  )
  if (!read.ok) return quarantineProblemsText(path, read.problems)
  return { path, found: true, entries: read.entries }
}
