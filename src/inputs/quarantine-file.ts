/**
 * `quarantine-file`, as the gate, sync-quarantine and doctor read it: a path inside `root` (the
 * workspace, or the checkout doctor reads), since the file is the reviewed repository's: one
 * outside it is no file a PR's review saw.
 */
import { isAbsolute, relative, resolve } from 'node:path'
import { Inputs } from './constants.js'
import { defaultOf } from './defaults.js'
import { InputError, shown } from './errors.js'
import { parsePath, type InputGetter } from './parsers.js'

/** The path as given (default: the input's), refused when it leads out of `root`. */
export function readQuarantineFileInput(
  get: InputGetter,
  root: string,
  rootName: 'workspace' | 'checkout',
): string {
  const raw = (get(Inputs.QuarantineFile) || defaultOf(Inputs.QuarantineFile)).trim()
  const path = parsePath(Inputs.QuarantineFile, raw)
  const rel = relative(root, resolve(root, path))
  if (!rel || rel.startsWith('..') || isAbsolute(rel))
    throw new InputError(
      Inputs.QuarantineFile,
      `${shown(raw)} is outside the ${rootName} (${root})`,
      `a path relative to the ${rootName}, e.g. .github/quarantine.yml`,
    )
  return path
}
