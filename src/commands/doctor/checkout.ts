/**
 * The checkout's side: the workflow files (`.github/workflows/*.yml` and `*.yaml`, as GitHub reads
 * them: that folder only, no subfolders, no links) and `.trunk/trunk.yaml`'s
 * `merge.required_statuses`. A PR writes these files, so nothing outside the checkout is read:
 * a link in the workflows folder is never followed (GitHub does not follow it either), and a
 * `.trunk/trunk.yaml` that leads out of the checkout is refused, as the test gate refuses reports.
 */
import { lstatSync, readdirSync, realpathSync, type Dirent } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import { parse, YAMLError } from 'yaml'
import { FileReadProblem, notRegularText, readBoundedFileSync } from '../../files/read-file.js'
import { plainText } from './expressions.js'
import {
  MAX_ALIAS_COUNT,
  parseWorkflowFile,
  unreadFile,
  yamlMessage,
  type WorkflowFile,
} from './workflow-file.js'

/** A workflow file larger than this is not read (GitHub's own limit, 500 KB, is far below). */
export const MAX_WORKFLOW_BYTES = 2 * 1024 * 1024

/** The folder GitHub reads workflows from, relative to the checkout. */
export const WORKFLOWS_DIR = '.github/workflows'

/**
 * What the checkout's `.github/workflows` is: `found` (a folder, read), `absent` (no such path:
 * no checkout step, or `checkout-path` is not the repository), `symlink` (it or `.github` is a
 * link, which GitHub does not follow), `not-a-folder`, or `unreadable` (permission).
 */
export type WorkflowsFolder = 'found' | 'absent' | 'symlink' | 'not-a-folder' | 'unreadable'

/** Reads and parses every workflow file of the checkout; none unless the folder is `found`. */
export function readWorkflows(checkout: string): {
  files: WorkflowFile[]
  folder: WorkflowsFolder
} {
  for (const path of ['.github', WORKFLOWS_DIR]) {
    const state = folderState(join(checkout, path))
    if (state !== 'found') return { files: [], folder: state }
  }
  let entries: Dirent[]
  try {
    entries = readdirSync(join(checkout, WORKFLOWS_DIR), { withFileTypes: true })
  } catch {
    return { files: [], folder: 'unreadable' }
  }
  const files = entries
    .filter((d) => /\.ya?ml$/i.test(d.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((d) => readWorkflow(checkout, `${WORKFLOWS_DIR}/${d.name}`, d))
  return { files, folder: 'found' }
}

function folderState(path: string): WorkflowsFolder {
  try {
    const st = lstatSync(path)
    if (st.isSymbolicLink()) return 'symlink'
    return st.isDirectory() ? 'found' : 'not-a-folder'
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'unreadable'
  }
}

function readWorkflow(checkout: string, file: string, entry: Dirent): WorkflowFile {
  if (entry.isSymbolicLink()) {
    return unreadFile(file, 'symlink', 'is a symbolic link')
  }
  if (entry.isDirectory()) return unreadFile(file, 'folder', 'is a folder')
  try {
    const read = readBoundedFileSync(join(checkout, file), { maxBytes: MAX_WORKFLOW_BYTES })
    if (!read.complete) {
      return unreadFile(
        file,
        'too-large',
        `is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB`,
        read.bytesRead,
      )
    }
    return parseWorkflowFile(file, read.bytes.toString('utf8'))
  } catch (e) {
    if (e instanceof FileReadProblem) return unreadFile(file, 'unreadable', e.message)
    throw e
  }
}

/** The path of Trunk's repository settings, relative to the checkout. */
export const TRUNK_YAML = '.trunk/trunk.yaml'
const MAX_TRUNK_YAML_BYTES = 1024 * 1024

/**
 * `merge.required_statuses` of `.trunk/trunk.yaml`: `names` when the checkout has one that sets
 * them; `problem` (what it is, for a sentence after the path) when the file is there but cannot
 * be read (a link out of the checkout, too large, not a regular file, not valid YAML, aliases
 * past the guard) or `required_statuses` is not a list of names, so doctor says so instead of
 * going on as if it were absent.
 */
export function trunkYamlRequiredStatuses(checkout: string): {
  names?: string[]
  problem?: string
} {
  const text = readInsideCheckout(checkout, TRUNK_YAML, MAX_TRUNK_YAML_BYTES)
  if (text === undefined || 'problem' in text) return text ?? {}
  let doc: unknown
  try {
    doc = parse(text.text, { maxAliasCount: MAX_ALIAS_COUNT, uniqueKeys: false })
  } catch (e) {
    const message = yamlMessage((e as Error).message)
    return e instanceof YAMLError
      ? { problem: `is not valid YAML (${message})` }
      : { problem: `uses YAML aliases that expand past the guard against alias bombs (${message})` }
  }
  const merge = isObject(doc) ? doc.merge : undefined
  const list = isObject(merge) ? merge.required_statuses : undefined
  if (list === undefined || list === null) return {}
  if (!Array.isArray(list) || !list.every((n) => typeof n === 'string' || typeof n === 'number')) {
    return {
      problem: `has a merge.required_statuses that is not a list of check names (${plainText(list).slice(0, 80)})`,
    }
  }
  return { names: list.map(plainText) }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * The text of a file of the checkout (`file` relative to it), read up to `maxBytes`: undefined
 * when there is none; a problem (for a sentence after its path) when it cannot be read as asked:
 * a link out of the checkout or to nothing, not a regular file, too large, unreadable.
 */
export function readInsideCheckout(
  checkout: string,
  file: string,
  maxBytes: number,
): { text: string } | { problem: string } | undefined {
  const path = join(checkout, file)
  let st
  try {
    st = lstatSync(path)
  } catch {
    return undefined
  }
  // It, or a folder on its path, may be a link: wherever it leads must be in the checkout.
  const inside = insideCheckout(checkout, path)
  if (inside === undefined) return { problem: 'is a symbolic link that leads nowhere' }
  if (!inside) {
    return {
      problem: 'leads out of the checkout (a symbolic link); doctor reads the checkout only',
    }
  }
  if (!st.isSymbolicLink() && !st.isFile()) return { problem: notRegularText(st) }
  try {
    const read = readBoundedFileSync(path, { maxBytes })
    if (!read.complete) return { problem: `is larger than ${maxBytes / 1024 / 1024} MiB` }
    return { text: read.bytes.toString('utf8') }
  } catch (e) {
    if (e instanceof FileReadProblem) return { problem: e.message }
    throw e
  }
}

/** Whether the real path of `path` lies in the checkout (undefined: it does not resolve). */
function insideCheckout(checkout: string, path: string): boolean | undefined {
  try {
    const rel = relative(realpathSync(checkout), realpathSync(path))
    return !(rel.startsWith('..') || isAbsolute(rel))
  } catch {
    return undefined
  }
}
