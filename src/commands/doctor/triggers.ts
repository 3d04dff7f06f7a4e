/**
 * Whether a workflow runs on one of the queue's test runs, by GitHub's rules for `on:`: the
 * event, its branch and tag filters, its `types`, and its path filters (which a new branch is
 * measured against the PR's changes).
 */
import type { Place, TestEvent } from './events.js'
import { plainText } from './expressions.js'
import { refFilterAllows } from './filters.js'
import type { WorkflowFile } from './workflow-file.js'

/** Whether the workflow is triggered on the event. */
export type Trigger =
  | { kind: 'runs' }
  | { kind: 'never'; at: Place; why: string }
  | { kind: 'paths'; at: Place; why: string }

type Json = Record<string, unknown>
export const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)
export const strings = (v: unknown): string[] | undefined =>
  v === undefined || v === null ? undefined : (Array.isArray(v) ? v : [v]).map(plainText)

/** The workflow's `on:` as a map of event to its filters (null: none). */
export function triggersOf(data: unknown): Record<string, Json | null> {
  const on = isObject(data) ? data.on : undefined
  if (typeof on === 'string') return { [on]: null }
  if (Array.isArray(on)) return Object.fromEntries(on.map((e) => [plainText(e), null]))
  if (isObject(on)) {
    return Object.fromEntries(Object.entries(on).map(([k, v]) => [k, isObject(v) ? v : null]))
  }
  return {}
}

/** Whether the workflow runs on the event (GitHub's filter rules). */
export function triggerOf(wf: WorkflowFile, ev: TestEvent): Trigger {
  const on = triggersOf(wf.data)
  const name = ev.kind
  if (!(name in on)) {
    return {
      kind: 'never',
      at: { file: wf.file, line: wf.lineOf(['on']) },
      why: `it is not triggered by \`${name}\``,
    }
  }
  const f = on[name] ?? {}
  const lineOf = (key: string) => ({ file: wf.file, line: wf.lineOf(['on', name, key]) })
  const never =
    ev.kind === 'push' ? pushNever(f, ev.branch, lineOf) : pullRequestNever(f, ev.base, lineOf)
  return never ?? pathsTrigger(f, name, lineOf)
}

type LineOf = (key: string) => Place

function pushNever(f: Json, branch: string, lineOf: LineOf): Trigger | undefined {
  const branches = strings(f.branches)
  const ignore = strings(f['branches-ignore'])
  if (!branches && !ignore && (f.tags !== undefined || f['tags-ignore'] !== undefined)) {
    return {
      kind: 'never',
      at: lineOf(f.tags !== undefined ? 'tags' : 'tags-ignore'),
      why: 'its `push` trigger names only tags, so it never runs for a branch push',
    }
  }
  if (refFilterAllows(branch, branches, ignore)) return undefined
  return {
    kind: 'never',
    at: lineOf(branches ? 'branches' : 'branches-ignore'),
    why: branches
      ? `its \`push\` branches filter does not match \`${branch}\``
      : `its \`push\` branches-ignore filter excludes \`${branch}\``,
  }
}

/** The `types` a draft PR's `opened` run matches (the service never marks it ready). */
const OPENED_TYPES = ['opened', 'synchronize', 'reopened']

function pullRequestNever(f: Json, base: string, lineOf: LineOf): Trigger | undefined {
  const types = strings(f.types)
  if (types && !types.some((t) => OPENED_TYPES.includes(t))) {
    return {
      kind: 'never',
      at: lineOf('types'),
      why:
        `its \`pull_request\` types (${types.join(', ').slice(0, 200)}) leave out \`opened\`, ` +
        "`synchronize` and `reopened`, and the service's PR is a draft that is never marked ready",
    }
  }
  const branches = strings(f.branches)
  const ignore = strings(f['branches-ignore'])
  if (refFilterAllows(base, branches, ignore)) return undefined
  return {
    kind: 'never',
    at: lineOf(branches ? 'branches' : 'branches-ignore'),
    why: branches
      ? `its \`pull_request\` branches filter does not match the base branch \`${base}\``
      : `its \`pull_request\` branches-ignore filter excludes the base branch \`${base}\``,
  }
}

function pathsTrigger(f: Json, name: string, lineOf: LineOf): Trigger {
  if (f.paths === undefined && f['paths-ignore'] === undefined) return { kind: 'runs' }
  const key = f.paths !== undefined ? 'paths' : 'paths-ignore'
  // A test branch is a new branch: GitHub diffs it against the parent of the deepest commit
  // pushed, i.e. the PR's changes, so the workflow runs only for PRs that touch those paths.
  const all = strings(f[key]) ?? []
  if (key === 'paths' && all.includes('**') && !all.some((p) => p.startsWith('!')))
    return { kind: 'runs' }
  const shown = all.slice(0, 10).map((p) => `\`${p.slice(0, 100)}\``)
  if (all.length > 10) shown.push(`and ${all.length - 10} more`)
  return {
    kind: 'paths',
    at: lineOf(key),
    why:
      `its \`${name}\` trigger has a \`${key}\` filter: it runs only for PRs whose changes ` +
      `${key === 'paths' ? 'match' : 'are not all in'} ${shown.join(', ')}`,
  }
}
