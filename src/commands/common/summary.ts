/**
 * The job summary of each command, as GitHub-flavoured Markdown built by small pure functions.
 * Facts about one thing are a list; many things of a kind are a table with a header; times are
 * durations with the absolute time on hover; PRs, commits and tests are links; the wait's states
 * and the queue are also drawn as mermaid diagrams, each followed by a table that says the same.
 */
import {
  isInQueue,
  type Estimate,
  type PlaceInQueue,
  type Queue,
  type QueuedPullRequest,
  type RepoRef,
  type Why,
} from '../../queue/index.js'
import { NOT_SUBMITTED } from '../../inputs/constants.js'
import {
  codeSpan,
  durationSince,
  linkMarkdown,
  md,
  mdFacts,
  mdLink,
  mdTable,
} from '../../ports/text.js'
import { estimateWords, whyWords } from './words.js'

export type { PlaceInQueue } from '../../queue/index.js'

/** What every summary needs besides its data. */
export interface SummaryContext {
  /** The repository, for links to its PRs and commits on its GitHub host. */
  repo: RepoRef
  /** When the summary is written (ms since the epoch): durations and relative times end here. */
  now: number
}

/** The context of a command's summary: its repository, and now by its clock. */
export function summaryContext(c: {
  s: { repo: RepoRef }
  clock: { now(): number }
}): SummaryContext {
  return { repo: c.s.repo, now: c.clock.now() }
}

/**
 * The heading every summary starts with. Its title is ours (the command, `PR #N`, the repository
 * and branch): md() leaves our own `PR #N` a reference to the PR.
 */
export function heading(title: string): string {
  return `### Merge queue: ${md(title)}\n`
}

// ---- Building blocks ----------------------------------------------------------------------------

/** The kinds of GitHub alert (a blockquote starting `[!KIND]`). */
export type AlertKind = 'NOTE' | 'TIP' | 'IMPORTANT' | 'WARNING' | 'CAUTION'

/**
 * A GitHub alert holding one message. `markdown` must be one line of safe Markdown (escape
 * untrusted text with `md`); the blank line after it keeps what follows out of the alert.
 */
export function alert(kind: AlertKind, markdown: string): string {
  return `\n> [!${kind}]\n> ${markdown.replace(/[\r\n]+/g, ' ')}\n\n`
}

/** A failed command's reason, shown at the top of its summary. */
export function errorSection(message: string): string {
  return alert('CAUTION', md(message, 2000))
}

/** The repository's web address on its GitHub host, or undefined for a host that is not a name. */
export function repoUrl(repo: RepoRef): string | undefined {
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(repo.host)) return undefined
  return `https://${repo.host}/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.name)}`
}

/** `#12` linked to the PR on GitHub. */
export function prLink(repo: RepoRef, prNumber: number | string): string {
  const n = Number(prNumber)
  if (!Number.isSafeInteger(n) || n < 1) return md(prNumber)
  const base = repoUrl(repo)
  return linkMarkdown(`#${n}`, base && `${base}/pull/${n}`)
}

/** A commit's first 12 hex digits in code, linked to the commit on GitHub. */
export function commitLink(repo: RepoRef, sha: string): string {
  const base = repoUrl(repo)
  const short = codeSpan(sha.slice(0, 12))
  return /^[0-9a-f]{7,64}$/i.test(sha)
    ? linkMarkdown(short, base && `${base}/commit/${sha}`)
    : short
}

/** A PR state as the user sees it in the outputs: upper case, in code. */
export function stateCode(state: string | undefined, inTable = false): string {
  return codeSpan((state ?? '').toUpperCase() || 'UNKNOWN', { inTable })
}

/** `text`, cut to `max` characters. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** `1 PR`, `3 PRs`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

// ---- Pull requests -----------------------------------------------------------------------------

/** The PR's state and where it stands. */
export function prSection(
  pr: QueuedPullRequest | null,
  ctx: SummaryContext,
  place: PlaceInQueue = {},
): string {
  if (!pr) return `The PR is **not in the queue** (state ${codeSpan(NOT_SUBMITTED)}).\n`
  const title = pr.title ? ` **${md(pr.title)}**` : ''
  const author = pr.author ? ` by ${md(pr.author)}` : ''
  const flags = [
    pr.skipsTheLine ? 'skips the line' : '',
    pr.noBatch ? 'tested alone (no batch)' : '',
  ].filter(Boolean)
  const queue =
    place.position !== undefined
      ? `position ${place.position} of ${place.depth ?? '?'}`
      : isInQueue(pr)
        ? 'in the queue'
        : 'no longer in the queue'
  const queueState = place.queueState
    ? `; the queue is ${codeSpan(place.queueState.toUpperCase())}`
    : ''
  const priority = `${md(pr.priority.name)} (${md(pr.priority.value)})`
  return (
    `PR ${prLink(ctx.repo, pr.number)}${title}${author}\n\n` +
    mdFacts([
      ['State', `${stateCode(pr.state)} for ${durationSince(pr.stateChangedAt, ctx.now)}`],
      ['Commit', commitLink(ctx.repo, pr.sha)],
      ['Priority', `${priority}${flags.length ? `, ${flags.join(', ')}` : ''}`],
      ['Queue', `${queue}${queueState}`],
      ...detailedFacts(pr),
    ]) +
    '\n' +
    mergeabilityReasons(pr)
  )
}

/**
 * What an API that reports an entry in full (v2) tells of it: its readiness and the run that
 * verified it; nothing where the API sends only what it has (v1).
 */
function detailedFacts(pr: QueuedPullRequest): [string, string][] {
  const r = pr.readiness
  if (!r?.detailed) return []
  const readiness = [
    `mergeability ${codeSpan(r.mergeability)}`,
    r.baseBranchMatches ? 'base branch matches' : '**base branch does not match**',
    r.requiresImpactedTargets
      ? r.hasImpactedTargets
        ? 'impacted targets uploaded'
        : '**impacted targets awaited**'
      : '',
  ].filter(Boolean)
  const facts: [string, string][] = [['Readiness', readiness.join(', ')]]
  if (pr.verifiedBy) facts.push(['Verified by run', codeSpan(pr.verifiedBy)])
  return facts
}

/** The provider's reasons a queue entry is not mergeable, when the API gives them (v2). */
function mergeabilityReasons(pr: QueuedPullRequest): string {
  const blocks = pr.readiness?.blocks
  const reasons = blocks?.reasons ?? []
  if (!reasons.length) return ''
  const line = (r: (typeof reasons)[number]) => {
    const detail = [
      r.check ? `check ${codeSpan(r.check)}` : '',
      r.have !== undefined && r.need !== undefined ? `${r.have} of ${r.need}` : '',
      r.ontoPrNumber !== undefined ? `onto #${r.ontoPrNumber}` : '',
    ].filter(Boolean)
    return `- ${md(r.message, 400)} (${codeSpan(r.code)}${detail.length ? `; ${detail.join(', ')}` : ''})`
  }
  const provider = md(blocks?.provider ?? 'the provider')
  return `\n**Why ${provider} does not let it merge**\n\n${reasons.map(line).join('\n')}\n`
}

/** The estimate's paragraph, or '' without one. */
export function estimateSection(e: Estimate | undefined, now: number): string {
  const words = estimateWords(e, now)
  return words ? `\n**Estimate:** ${words}\n` : ''
}

/** Why the PR is not ready. */
export function notReadySection(reasons: string[] | undefined): string {
  if (!reasons?.length) return ''
  return '\n**Why it is not ready**\n\n' + reasons.map((r) => `- ${md(r, 400)}`).join('\n') + '\n'
}

/**
 * The "Why" section: the cause of the state in words, the checks that failed as links, and, when
 * the cause could not be read, why not. NOT_READY's reasons have their own section above; this
 * one adds only what that one lacks. `prSha`: the PR's head, as the words name it.
 */
export function whySection(why: Why | undefined, prSha?: string): string {
  if (!why) return ''
  const words = whyWords(why, prSha)
  if (!words.headline) return ''
  if (why.state === 'not_ready' && why.reason !== 'unknown') return ''
  const code = why.reason ? ` (${codeSpan(why.reason)})` : ''
  const checks = why.failedChecks.length
    ? '\n' +
      mdTable(
        ['Check', 'Conclusion'],
        why.failedChecks.map((c) => [
          mdLink(c.name, c.url),
          codeSpan(c.conclusion, { inTable: true }),
        ]),
      ) +
      '\n'
    : ''
  const details = words.details.length
    ? '\n' + words.details.map((d) => `- ${md(d, 600)}`).join('\n') + '\n'
    : ''
  const missing = words.missing
    ? alert(
        'NOTE',
        md(`The cause is missing: ${words.missing}. The state above is still right.`, 1000),
      )
    : ''
  return `\n**Why**${code}\n\n${md(words.headline, 2000)}\n${checks}${details}${missing}`
}

// ---- Queues -------------------------------------------------------------------------------------

/** How the queue groups its PRs in the picture and the counts. */
const QUEUE_GROUPS = [
  { id: 'testing', label: 'Testing', states: ['testing', 'tests_passed', 'pending_failure'] },
  { id: 'pending', label: 'Pending', states: ['pending'] },
  { id: 'notready', label: 'Not ready', states: ['not_ready'] },
] as const
type GroupId = (typeof QUEUE_GROUPS)[number]['id'] | 'other'

function groupOf(state: string | undefined): GroupId {
  const s = (state ?? '').toLowerCase()
  return QUEUE_GROUPS.find((g) => (g.states as readonly string[]).includes(s))?.id ?? 'other'
}

/** The most PRs drawn in the queue's picture (more would be too small to read); the table lists them all. */
const MAX_DRAWN_PRS = 12

/**
 * A queue: a line on its state and PRs, a picture of them (mermaid flowchart), every PR in a
 * table, and the queue's settings.
 */
/**
 * The queue's required statuses: `null` is no override (the branch protection's or trunk.yaml's
 * checks apply), `[]` an override that requires none, a list the checks required.
 */
export function requiredStatusesText(statuses: readonly string[] | null | undefined): string {
  if (statuses === null || statuses === undefined)
    return 'not set here (branch protection or trunk.yaml decides)'
  if (!statuses.length) return 'none required (set to an empty list)'
  return statuses.map((r) => codeSpan(r, { inTable: true })).join(', ')
}

export function queueSection(q: Queue, branch: string, ctx: SummaryContext): string {
  const prs = q.pullRequests
  const counts = new Map<GroupId, number>()
  for (const p of prs) counts.set(groupOf(p.state), (counts.get(groupOf(p.state)) ?? 0) + 1)
  const parts = [...QUEUE_GROUPS.map((g) => [g.label, g.id] as const), ['other', 'other'] as const]
    .filter(([, id]) => counts.get(id))
    .map(([label, id]) => `${counts.get(id)} ${label.toLowerCase()}`)
  const intro =
    `The queue for ${codeSpan(q.branch || branch)} is ${codeSpan(q.state.toUpperCase())} in ${md(q.mode)} mode ` +
    `(${plural(Number(q.concurrency), 'PR')} tested at a time) and ` +
    (prs.length ? `holds ${plural(prs.length, 'PR')}: ${parts.join(', ')}.` : 'is empty.')
  const list = prs.length
    ? queueDiagram(q, branch) +
      '\n' +
      mdTable(
        ['Position', 'PR', 'State', 'In this state for', 'Priority', 'Author'],
        prs.map((p, i) => [
          String(i + 1),
          `${prLink(ctx.repo, p.number)} ${md(p.title, 80)}`,
          stateCode(p.state, true),
          durationSince(p.stateChangedAt, ctx.now),
          `${md(p.priority.name)} (${md(p.priority.value)})`,
          md(p.author),
        ]),
      ) +
      '\n'
    : ''
  const settings = mdTable(
    ['Setting', 'Value'],
    [
      ['State', codeSpan(q.state, { inTable: true })],
      ['Branch', codeSpan(q.branch || branch, { inTable: true })],
      ['Mode', md(q.mode)],
      ['Concurrency', md(q.concurrency)],
      [
        'Batching',
        q.batch
          ? `on (min ${md(q.batchingMinSize)}, max wait ${md(q.batchingMaxWaitTimeMinutes)} min)`
          : 'off',
      ],
      ['Testing timeout', `${md(q.testingTimeoutMinutes)} min`],
      ['Pending failure depth', md(q.pendingFailureDepth)],
      ['Optimistic merging', q.canOptimisticallyMerge ? 'on' : 'off'],
      ['Merge method', md(q.mergeMethod)],
      ['Required statuses', requiredStatusesText(q.requiredStatuses)],
    ],
  )
  return `${intro}\n\n${list}\n<details><summary>Queue settings</summary>\n\n${settings}\n\n</details>\n`
}

/**
 * Text for a mermaid label in double quotes: letters, digits and plain punctuation as they are,
 * everything else (quotes, `#`, `<`, `:` ...) as a `#code;` entity, which mermaid shows as the
 * character and never reads as syntax or markup.
 */
export function mermaidText(text: string, max = 60): string {
  let s = text.replace(/\s+/g, ' ').trim()
  if (s.length > max) s = `${s.slice(0, max - 1)}…`
  return [...s]
    .map((ch) => (/^[\p{L}\p{N} .,_()/+!?@-]$/u.test(ch) ? ch : `#${ch.codePointAt(0)};`))
    .join('')
}

/**
 * The queue as a mermaid flowchart, read left to right from the target branch: a box per group
 * (testing, pending, not ready), the PRs of each from top to bottom in queue order. In single
 * mode each PR is tested on top of the one ahead, so they form one line, drawn with arrows. In
 * parallel mode each PR is tested on top of the PRs ahead whose impacted targets overlap; the API
 * does not say which, so the PRs of a group are drawn side by side, unconnected.
 */
export function queueDiagram(q: Queue, branch: string): string {
  const prs = q.pullRequests
  const drawn = prs.slice(0, MAX_DRAWN_PRS)
  const single = q.mode !== 'parallel'
  const id = (p: (typeof prs)[number]) => `pr${Number(p.number)}`
  const lines = [
    '```mermaid',
    'flowchart LR',
    `  accTitle: ${mermaidText(`Merge queue of ${q.branch || branch}`, 120)}`,
    `  accDescr: ${mermaidText('The PRs of the queue by state. The table below lists the same.', 120)}`,
    `  base[("${mermaidText(q.branch || branch)}")]`,
  ]
  const groups: string[] = []
  for (const g of [...QUEUE_GROUPS, { id: 'other', label: 'Other', states: [] }] as const) {
    const members = drawn.filter((p) => groupOf(p.state) === g.id)
    if (!members.length) continue
    groups.push(g.id)
    const count =
      g.id === 'testing'
        ? `${members.length} of ${plural(Number(q.concurrency), 'slot')}`
        : members.length
    lines.push(`  subgraph ${g.id}["${mermaidText(`${g.label}: ${count}`)}"]`, '    direction TB')
    for (const p of members) {
      const state = (p.state ?? '').toLowerCase()
      const shown = g.id === 'other' || (g.id === 'testing' && state !== 'testing')
      const label = `#${p.number} ${cut(p.title, 36)}${shown ? ` (${state.toUpperCase()})` : ''}`
      lines.push(`    ${id(p)}["${mermaidText(label, 80)}"]`)
    }
    // Not-ready PRs wait outside the line; the others are in it, in queue order.
    if (single && g.id !== 'notready' && members.length > 1)
      lines.push(`    ${members.map(id).join(' --> ')}`)
    lines.push('  end')
  }
  if (prs.length > drawn.length) {
    lines.push(`  more["${mermaidText(`… and ${prs.length - drawn.length} more`)}"]`)
    groups.push('more')
  }
  if (groups.length) lines.push(`  base --> ${groups[0]}`)
  for (let i = 1; i < groups.length; i++) {
    const inLine = single && groups[i] !== 'notready' && groups[i - 1] !== 'notready'
    lines.push(`  ${groups[i - 1]} ${inLine ? '-->' : '~~~'} ${groups[i]}`)
  }
  for (const g of groups.filter((x) => x !== 'more'))
    lines.push(`  style ${g} fill:#f6f8fa,stroke:#d1d9e0,color:#1f2328`)
  lines.push(
    '  classDef testing fill:#ddf4ff,stroke:#0969da,color:#0a3069',
    '  classDef pending fill:#fff8c5,stroke:#9a6700,color:#4d2d00',
    '  classDef notready fill:#ffffff,stroke:#8c959f,color:#424a53,stroke-dasharray:4 3',
    '  classDef failing fill:#ffebe9,stroke:#cf222e,color:#82071e',
  )
  const byClass = new Map<string, string[]>()
  for (const p of drawn) {
    const c =
      (p.state ?? '').toLowerCase() === 'pending_failure'
        ? 'failing'
        : groupOf(p.state) === 'other'
          ? 'notready'
          : groupOf(p.state)
    byClass.set(c, [...(byClass.get(c) ?? []), id(p)])
  }
  for (const [c, ids] of byClass) lines.push(`  class ${ids.join(',')} ${c}`)
  lines.push('```')
  const note = single
    ? '\n_Single mode: each PR is tested on top of the ones ahead of it, in one line._\n'
    : '\n_Parallel mode: each PR is tested on top of the PRs ahead of it whose impacted targets ' +
      'overlap its own; the API does not report which, so the PRs of a box are drawn side by side._\n'
  return lines.join('\n') + '\n' + note
}
