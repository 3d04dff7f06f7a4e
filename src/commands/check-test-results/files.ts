/**
 * Finding the report files `test-reports` names: globs relative to the workspace, never a link
 * to a place outside it; and a report's path as shown to users.
 */
import { realpath } from 'node:fs/promises'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import * as glob from '@actions/glob'
import { ReportError } from './report.js'

/**
 * The report files matched by `patterns` (one glob per entry, relative to `workspace`; a leading
 * `!` excludes), sorted, as absolute paths. Directories are not matched. Reports come from the
 * PR's own code: a match that is (or lies under) a link to a place outside the workspace is a
 * {@link ReportError}, never read.
 */
export async function findReportFiles(patterns: string[], workspace: string): Promise<string[]> {
  const absolute = patterns
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('#'))
    .map((p) => {
      const negated = p.startsWith('!')
      const body = negated ? p.slice(1) : p
      const full = isAbsolute(body) ? body : resolve(workspace, body)
      return negated ? `!${full}` : full
    })
  if (!absolute.length) return []
  const globber = await glob.create(absolute.join('\n'), {
    matchDirectories: false,
    implicitDescendants: false,
  })
  const files = [...new Set(await globber.glob())].sort()
  if (!files.length) return files
  const root = await realpath(workspace)
  for (const file of files) {
    const target = await realpath(file).catch((e: NodeJS.ErrnoException) => {
      throw new ReportError(workspacePath(file, workspace), `cannot be resolved (${e.code})`)
    })
    const rel = relative(root, target)
    if (rel.startsWith('..') || isAbsolute(rel))
      throw new ReportError(
        workspacePath(file, workspace),
        `is a link to ${target}, outside the workspace; reports are read from the workspace only`,
      )
  }
  return files
}

/** A report path as shown to users: relative to the workspace when inside it. */
export function workspacePath(file: string, workspace: string): string {
  const rel = relative(workspace, file)
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return file
  return sep === '/' ? rel : rel.split(sep).join('/')
}
