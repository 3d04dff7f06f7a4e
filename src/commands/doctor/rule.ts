/**
 * A doctor rule: one unit of a code, a severity, a title, what it finds (`check`, values only) and
 * its words (`message`, the sentence a user reads for each thing found). A rule that needs more
 * than the shared facts reads it itself (`read`: a file of the checkout, a GitHub read) before any
 * rule judges. Adding a finding is a file in rules/ and a row in rules.ts.
 */
import type { GitHubRepositoryTarget } from '../../ports/github/repository-checks.js'
import type { Facts } from './analysis.js'
import type { Place } from './events.js'

/**
 * `error`: will stall the queue; `warning`: may, or the queue does not really test the check;
 * `unknown`: doctor could not tell.
 */
export type Severity = 'error' | 'warning' | 'unknown'

/**
 * What every rule's hit may say: the required check it is about (none: the queue's own) and where.
 * A hit holds whatever else its message needs.
 */
export interface Hit {
  check?: string
  at?: Place
}

/** What a rule's `read` may use: the checkout, GitHub (with a token), and a way to say what it could not read. */
export interface RuleReaders {
  /** The checkout's absolute path. */
  checkout: string
  github?: GitHubRepositoryTarget
  /** Says what could not be read and what to grant (a `github-unreadable` finding). */
  unread(sentence: string): void
}

/** A rule as written in its file. */
export interface RuleSpec<C extends string, H extends object, R> {
  code: C
  severity: Severity
  /** The summary's and the annotation's title. */
  title: string
  /** What the rule reads itself, after the shared facts and before any rule judges. */
  read?: (from: RuleReaders, facts: Facts) => Promise<R>
  /** What it finds (no sentences): one hit per finding. */
  check: (facts: Facts, read: R | undefined) => H[]
  /** The finding's message: what is wrong and what to change. */
  message: (hit: H, facts: Facts) => string
}

/** What a rule found, with its message. */
export interface Judged {
  check: string
  at?: Place
  message: string
}

/** A rule as the table holds it: its hits already worded. */
export interface Rule<C extends string = string> {
  code: C
  severity: Severity
  title: string
  read?: (from: RuleReaders, facts: Facts) => Promise<unknown>
  judge(facts: Facts, read: unknown): Judged[]
}

/** A rule of its file, for the table. */
export function defineRule<const C extends string, H extends object, R = undefined>(
  spec: RuleSpec<C, H, R>,
): Rule<C> {
  return {
    code: spec.code,
    severity: spec.severity,
    title: spec.title,
    ...(spec.read ? { read: spec.read } : {}),
    judge: (facts, read) =>
      spec.check(facts, read as R | undefined).map((hit) => {
        const { check, at } = hit as Hit
        return { check: check ?? '', ...(at ? { at } : {}), message: spec.message(hit, facts) }
      }),
  }
}

/** The hits of every check whose verdict is of `kind`, with that verdict (for the verdict rules). */
export function verdictHits<K extends Facts['checks'][number]['verdict']['kind']>(
  facts: Facts,
  kind: K,
): { check: string; at?: Place; v: Extract<Facts['checks'][number]['verdict'], { kind: K }> }[] {
  return facts.checks.flatMap((c) => {
    const v = c.verdict
    if (v.kind !== kind) return []
    const at = 'at' in v ? v.at : undefined
    return [{ check: c.name, ...(at ? { at } : {}), v: v as Extract<typeof v, { kind: K }> }]
  })
}
