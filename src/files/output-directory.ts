/**
 * The directory of a file about to be written: checked before any work, and created one level at a
 * time. `mkdirSync(dir, { recursive: true })` is never used: under a pseudo file system such as
 * /proc, mkdir answers ENOENT for a directory whose parent exists, and Node's recursive mkdir
 * then retries forever inside one synchronous call, at 100 % CPU and deaf to SIGTERM.
 */
import { accessSync, constants, mkdirSync, realpathSync, statSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

/** File systems of the kernel, not of a disk: a file written there is never a file kept. */
export const PSEUDO_FILE_SYSTEMS = ['/proc', '/sys', '/dev'] as const

/** Why a file cannot be written at a path, found before anything is written. */
export class OutputPathProblem extends Error {
  constructor(
    message: string,
    /** A short code for messages: an errno code, or PSEUDOFS. */
    readonly code: string,
    /** The path the problem is at: the file, or the directory on its way. */
    readonly at: string,
  ) {
    super(message)
    this.name = 'OutputPathProblem'
  }
}

/** Whether `error` is a Node system error with one of `codes`. */
function hasCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as NodeJS.ErrnoException).code ?? '')
}

/**
 * `path` absolute with its symbolic links resolved as far as it exists: the deepest existing
 * ancestor through realpath, the missing rest appended as written.
 */
export function resolvedPath(path: string): string {
  const absolute = resolve(path)
  const missing: string[] = []
  let current = absolute
  for (;;) {
    try {
      return join(realpathSync(current), ...missing)
    } catch (e) {
      if (!hasCode(e, 'ENOENT', 'ENOTDIR')) return absolute
    }
    const parent = dirname(current)
    if (parent === current) return absolute
    missing.unshift(basename(current))
    current = parent
  }
}

/** The pseudo file system (/proc, /sys or /dev) `path` lies in, as written or once resolved. */
export function pseudoFileSystemOf(path: string): string | undefined {
  const inside = (p: string) =>
    PSEUDO_FILE_SYSTEMS.find((root) => p === root || p.startsWith(`${root}${sep}`))
  return inside(resolve(path)) ?? inside(resolvedPath(path))
}

/** Throws an {@link OutputPathProblem} when `absolute` lies in a pseudo file system. */
function refusePseudoFileSystem(absolute: string): void {
  const pseudo = pseudoFileSystemOf(absolute)
  if (pseudo) {
    throw new OutputPathProblem(
      `${absolute} is under ${pseudo}, a file system of the kernel, not of a disk`,
      'PSEUDOFS',
      absolute,
    )
  }
}

/**
 * Throws an {@link OutputPathProblem} when a file cannot be written at `path`: it lies in a pseudo
 * file system, it is a directory, something on its way is a file, or the deepest existing
 * directory on its way is not writable. Nothing is created.
 */
export function checkOutputPath(path: string): void {
  const absolute = resolve(path)
  refusePseudoFileSystem(absolute)
  let current = absolute
  for (;;) {
    let isDirectory: boolean | undefined
    try {
      isDirectory = statSync(current).isDirectory()
    } catch (e) {
      // ENOTDIR: something further up is a file; the walk up finds which.
      if (!hasCode(e, 'ENOENT', 'ENOTDIR')) {
        const code = (e as NodeJS.ErrnoException).code ?? 'error'
        throw new OutputPathProblem(`${current} cannot be read (${code})`, code, current)
      }
    }
    if (isDirectory !== undefined) {
      if (current === absolute) {
        if (isDirectory)
          throw new OutputPathProblem(`${absolute} is a directory`, 'EISDIR', absolute)
      } else if (!isDirectory) {
        throw new OutputPathProblem(`${current} is a file, not a directory`, 'ENOTDIR', current)
      } else {
        try {
          accessSync(current, constants.W_OK | constants.X_OK)
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code ?? 'EACCES'
          throw new OutputPathProblem(
            `the directory ${current} is not writable (${code})`,
            code,
            current,
          )
        }
        return
      }
    }
    const parent = dirname(current)
    if (parent === current) return
    current = parent
  }
}

/**
 * Creates `dir` and its missing parents, one non-recursive mkdir each: a level that cannot be
 * made throws at once instead of being retried. Refuses pseudo file systems.
 */
export function makeDirectory(dir: string): void {
  const absolute = resolve(dir)
  refusePseudoFileSystem(absolute)
  const missing: string[] = []
  let current = absolute
  for (;;) {
    try {
      if (statSync(current).isDirectory()) break
      throw new OutputPathProblem(`${current} is a file, not a directory`, 'ENOTDIR', current)
    } catch (e) {
      if (hasCode(e, 'ENOTDIR')) {
        throw new OutputPathProblem(
          `${absolute} cannot be created: a file is on its way`,
          'ENOTDIR',
          absolute,
        )
      }
      if (!hasCode(e, 'ENOENT')) throw e
    }
    const parent = dirname(current)
    if (parent === current) break
    missing.unshift(current)
    current = parent
  }
  for (const level of missing) {
    try {
      mkdirSync(level)
    } catch (e) {
      // Another writer made it meanwhile: fine, as long as it is a directory.
      if (!hasCode(e, 'EEXIST') || !statSync(level).isDirectory()) throw e
    }
  }
}

/** Whether the absolute `path` is `root` or lies under it. */
function isInside(path: string, root: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

/** Where a path leads outside every allowed folder (see {@link outsideFolders}). */
export interface OutsideFolders {
  /** The absolute path it leads to: as written, or with symbolic links resolved. */
  at: string
  /** True when only the symbolic links on its way lead it out. */
  throughLink: boolean
}

/**
 * Where `path`, resolved against the working directory, leads outside every one of `folders`:
 * as written (`..`), or through a symbolic link on its way (the folders' own links resolved
 * too). Undefined when it stays inside one of them.
 */
export function outsideFolders(
  path: string,
  folders: readonly string[],
): OutsideFolders | undefined {
  const absolute = resolve(path)
  if (!folders.some((f) => isInside(absolute, resolve(f)))) {
    return { at: absolute, throughLink: false }
  }
  const real = resolvedPath(absolute)
  if (!folders.some((f) => isInside(real, resolvedPath(f)))) return { at: real, throughLink: true }
  return undefined
}
