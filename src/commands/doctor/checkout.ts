/**
 * The checkout's side: the workflow files (`.github/workflows/*.yml` and `*.yaml`, as GitHub reads
 * them: that folder only, no subfolders) and `.trunk/trunk.yaml`'s `merge.required_statuses`.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse, YAMLError } from 'yaml'
import { FileReadProblem, readBoundedFileSync } from '../../files/read-file.js'
import { plainText } from './expressions.js'
import {
  MAX_ALIAS_COUNT,
  parseWorkflowFile,
  problemText,
  type WorkflowFile,
} from './workflow-file.js'

/** A workflow file larger than this is not read (GitHub's own limit is far below). */
const MAX_WORKFLOW_BYTES = 2 * 1024 * 1024

/** The folder GitHub reads workflows from, relative to the checkout. */
export const WORKFLOWS_DIR = '.github/workflows'

/** Reads and parses every workflow file of the checkout; none when the folder is absent. */
export function readWorkflows(checkout: string): { files: WorkflowFile[]; folderFound: boolean } {
  let names: string[]
  try {
    names = readdirSync(join(checkout, WORKFLOWS_DIR), { withFileTypes: true })
      .filter((d) => d.isFile() && /\.ya?ml$/i.test(d.name))
      .map((d) => d.name)
      .sort()
  } catch {
    return { files: [], folderFound: false }
  }
  return {
    files: names.map((n) => readWorkflow(checkout, `${WORKFLOWS_DIR}/${n}`)),
    folderFound: true,
  }
}

function readWorkflow(checkout: string, file: string): WorkflowFile {
  try {
    const read = readBoundedFileSync(join(checkout, file), { maxBytes: MAX_WORKFLOW_BYTES })
    if (!read.complete) {
      return unreadable(file, `is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB`)
    }
    return parseWorkflowFile(file, read.bytes.toString('utf8'))
  } catch (e) {
    if (e instanceof FileReadProblem) return unreadable(file, e.message)
    throw e
  }
}

function unreadable(file: string, message: string): WorkflowFile {
  return { file, data: undefined, lineOf: () => 1, error: { kind: 'unreadable', message, line: 1 } }
}

/** The path of Trunk's repository settings, relative to the checkout. */
export const TRUNK_YAML = '.trunk/trunk.yaml'
const MAX_TRUNK_YAML_BYTES = 1024 * 1024

/**
 * `merge.required_statuses` of `.trunk/trunk.yaml`: `names` when the checkout has one that sets
 * them; `problem` (what it is, for a sentence after the path) when the file is there but cannot
 * be read (too large, not a regular file, not valid YAML, aliases past the guard), so doctor says
 * so instead of going on as if it were absent.
 */
export function trunkYamlRequiredStatuses(checkout: string): {
  names?: string[]
  problem?: string
} {
  const path = join(checkout, TRUNK_YAML)
  if (!existsSync(path)) return {}
  let text: string
  try {
    const read = readBoundedFileSync(path, { maxBytes: MAX_TRUNK_YAML_BYTES })
    if (!read.complete)
      return { problem: `is larger than ${MAX_TRUNK_YAML_BYTES / 1024 / 1024} MiB` }
    text = read.bytes.toString('utf8')
  } catch (e) {
    if (e instanceof FileReadProblem) return { problem: e.message }
    throw e
  }
  let doc: { merge?: { required_statuses?: unknown } } | null
  try {
    doc = parse(text, { maxAliasCount: MAX_ALIAS_COUNT }) as typeof doc
  } catch (e) {
    const message = (e as Error).message.split('\n')[0] as string
    return {
      problem: problemText({ kind: e instanceof YAMLError ? 'yaml' : 'aliases', message, line: 1 }),
    }
  }
  const list = doc?.merge?.required_statuses
  return Array.isArray(list) ? { names: list.map(plainText) } : {}
}
