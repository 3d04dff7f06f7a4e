/**
 * The check the tool makes before any request: every value the command needs of its context
 * (repository, PR, queue branch, head commit) comes from a flag, from the CI, or from the one
 * GitHub lookup that GITHUB_TOKEN allows. When none gives it, the run stops here with a message
 * naming the flag to set and saying what the CI gave instead. Nothing is guessed.
 */
import { parseTestBranch } from '../run-context.js'
import type { CiContext, CiName } from './types.js'

/** What a command needs of its context (the action's ContextNeeds). */
export interface Needs {
  targetBranch: 'pr-base' | 'default-branch-ok' | 'none'
  prNumber: boolean
  headSha: 'required' | 'wanted' | 'if-known'
}

/** The context flags as given (already checked); undefined when not set. */
export interface GivenContext {
  repository?: string
  repositoryHost?: string
  targetBranch?: string
  prNumber?: number
  prSha?: string
}

/** A value nothing gives: the flag to set and why. */
export interface MissingContext {
  /** The flag, e.g. `--target-branch`. */
  flag: string
  message: string
}

/** Where each CI names the repository, for the messages. */
const VARIABLES: Record<CiName, { repository: string }> = {
  buildkite: { repository: 'BUILDKITE_REPO' },
  circleci: { repository: 'CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME' },
  jenkins: { repository: 'GIT_URL' },
  'github-actions': { repository: 'GITHUB_REPOSITORY' },
  none: { repository: 'no CI was detected' },
}

const LOOKUP = 'or set GITHUB_TOKEN (a GitHub token that may read pull requests) to look it up'

/**
 * The first value command needs that neither the flags, the CI nor a lookup gives; undefined
 * when all are known. `canLookUp`: GITHUB_TOKEN is set.
 */
export function findMissingContext(
  needs: Needs,
  given: GivenContext,
  ci: CiContext,
  canLookUp: boolean,
): MissingContext | undefined {
  const vars = VARIABLES[ci.ci]
  const notes = ci.notes.length ? ` (${ci.notes.join('; ')})` : ''
  const ciRepo = ci.repository?.value
  if (!given.repository && !ciRepo) {
    return {
      flag: '--repository',
      message: `--repository is not set, and ${ci.label} gives no repository (${vars.repository})${notes}; set --repository owner/name, e.g. --repository acme/app`,
    }
  }
  // The CI's PR and branch are its own repository's: another repository's numbers mean other PRs.
  const ciApplies =
    !given.repository ||
    (!!ciRepo &&
      ciRepo.fullName.toLowerCase() === given.repository.toLowerCase() &&
      (!given.repositoryHost || given.repositoryHost.toLowerCase() === ciRepo.host))
  const testBranch = ciApplies ? parseTestBranch(ci.branch?.value) : undefined
  const ciPr = ciApplies ? ci.pr : undefined
  const prNumber = given.prNumber ?? ciPr?.number.value ?? testBranch?.prNumber
  if (needs.prNumber && prNumber === undefined) {
    const why =
      ci.ci === 'none'
        ? 'no CI was detected (Buildkite, CircleCI, Jenkins or GitHub Actions) to name the PR'
        : !ciApplies
          ? `the ${ci.label} build is for ${ciRepo?.fullName ?? 'another repository'}, not ${given.repository}`
          : `${ci.label} names no PR for this build${ci.noPr ? ` (${ci.noPr})` : ''}, and ${ci.branch ? `the branch ${ci.branch.value}` : 'the build'} is not a merge-queue test branch (trunk-merge/pr-N/<uuid>)`
    return {
      flag: '--pr-number',
      message: `--pr-number is not set, and ${why}${notes}; set --pr-number, e.g. --pr-number 123`,
    }
  }
  // The CI's base branch and head commit belong to the CI's PR only.
  const samePr = ciPr && ciPr.number.value === prNumber ? ciPr : undefined
  const known = prNumber !== undefined ? `PR #${prNumber}` : undefined
  if (needs.targetBranch !== 'none' && !given.targetBranch && !samePr?.baseBranch) {
    const defaultOk = needs.targetBranch === 'default-branch-ok' && ci.ci === 'github-actions'
    if (!(known && canLookUp) && !defaultOk) {
      const why = known
        ? `${ci.label} does not give the base branch of ${known}${notes}; set --target-branch, e.g. --target-branch main, ${LOOKUP}`
        : `no PR names the queue; set --target-branch, e.g. --target-branch main`
      return { flag: '--target-branch', message: `--target-branch is not set, and ${why}` }
    }
  }
  if (needs.headSha === 'required' && !given.prSha && !samePr?.headSha && !canLookUp) {
    return {
      flag: '--pr-sha',
      message: `--pr-sha is not set, and ${ci.label} does not give the head commit of ${known ?? 'the PR'}${notes}; set --pr-sha to the PR's head commit (40 hexadecimal characters), ${LOOKUP}`,
    }
  }
  return undefined
}
