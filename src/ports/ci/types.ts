/**
 * What a CI run tells the command-line tool about the queue's repository, the PR under test and
 * its commits, read from the CI's own environment. Each value names the variable it came from, so
 * the log and the messages can say why it was taken; a value the CI does not give is absent,
 * never guessed.
 */
import type { RunContext } from '../run-context.js'

/** The CIs the tool reads; `none` when it runs anywhere else (then flags give everything). */
export type CiName = 'buildkite' | 'circleci' | 'jenkins' | 'github-actions' | 'none'

/** A value read from the environment, with the variable it came from. */
export interface Sourced<T> {
  value: T
  /** The variable(s), e.g. `BUILDKITE_PULL_REQUEST_BASE_BRANCH`. */
  from: string
}

/** The PR a CI run is for, as far as the CI says. */
export interface CiPullRequest {
  number: Sourced<number>
  /** The PR's base branch: the queue's branch. */
  baseBranch?: Sourced<string>
  /** The PR's head commit (never a merge commit the CI built instead). */
  headSha?: Sourced<string>
  /** True when the PR's head is in another repository; undefined when the CI does not say. */
  fromFork?: boolean
}

/** The context of one CI run. */
export interface CiContext {
  ci: CiName
  /** The CI's name for messages, e.g. `Buildkite`. */
  label: string
  /** The queue's repository: `owner/name` and the host it lives on. */
  repository?: Sourced<{ fullName: string; host: string }>
  /** The branch the run builds, e.g. `trunk-merge/pr-12/<uuid>` or a PR's head branch. */
  branch?: Sourced<string>
  /** The PR the run is for, when the CI says so. */
  pr?: CiPullRequest
  /**
   * Why something the CI has was not taken (e.g. a branch with two PRs, a commit that is not a
   * full sha): said in the log and in a message asking for the flag.
   */
  notes: string[]
  /**
   * Why the CI names no PR, when that is simply so (`CHANGE_ID is unset`); absent when the CI
   * set a PR that was not taken (the notes say why) or named one.
   */
  noPr?: string
  /** On GitHub Actions: the action's own reading of the run, used as is. */
  workflow?: RunContext
}

/** A full commit sha (SHA-1 or SHA-256), as the API takes it. */
export const FULL_SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i

/** A positive PR number written in decimal digits only. */
export function prNumberOf(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw.trim())) return undefined
  return Number(raw.trim())
}

/** The trimmed value of an environment variable; undefined when unset or blank. */
export function envValue(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name]?.trim()
  return v ? v : undefined
}
