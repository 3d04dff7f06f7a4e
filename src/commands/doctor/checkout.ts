/**
 * The checkout's side: the workflow files (`.github/workflows/*.yml` and `*.yaml`, as GitHub reads
 * them: that folder only, no subfolders) and `.trunk/trunk.yaml`'s `merge.required_statuses`.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { FileReadProblem, readBoundedFileSync } from '../../files/read-file.js'
import { parseWorkflowFile, type WorkflowFile } from './workflow-file.js'

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
      return unreadable(file, `it is larger than ${MAX_WORKFLOW_BYTES / 1024 / 1024} MiB`)
    }
    return parseWorkflowFile(file, read.bytes.toString('utf8'))
  } catch (e) {
    if (e instanceof FileReadProblem) return unreadable(file, e.message)
    throw e
  }
}

function unreadable(file: string, message: string): WorkflowFile {
  return { file, data: undefined, lineOf: () => 1, error: { message, line: 1 } }
}

/** `merge.required_statuses` of `.trunk/trunk.yaml`, when the checkout has one that sets them. */
export function trunkYamlRequiredStatuses(checkout: string): string[] | undefined {
  let text: string
  try {
    const read = readBoundedFileSync(join(checkout, '.trunk/trunk.yaml'), { maxBytes: 1024 * 1024 })
    if (!read.complete) return undefined
    text = read.bytes.toString('utf8')
  } catch {
    return undefined
  }
  try {
    const doc = parse(text) as { merge?: { required_statuses?: unknown } } | null
    const list = doc?.merge?.required_statuses
    return Array.isArray(list) ? list.map(String) : undefined
  } catch {
    return undefined
  }
}
