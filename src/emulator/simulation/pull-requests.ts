/**
 * What the emulator knows of pull requests outside any queue: their metadata (registered through
 * the control API, or learned from an upload), their impacted-target uploads, the readiness
 * derived from both, and the scripted results of their next test runs. It changes no queue: a
 * method that learns of a push says so, and the simulation acts on it.
 */
import { MAX_TARGET_UPLOADS_PER_PR, repoKey } from './model.js'
import type { PrMetadata, Queue, ScriptedOutcome, TargetUpload, Targets } from './model.js'
import { fakeSha } from './random.js'
import type { Repo, SetImpactedTargetsBody } from './requests.js'

/** Why a PR can or cannot start testing, as the readiness object reports it. */
export interface Readiness {
  hasImpactedTargets: boolean
  requiresImpactedTargets: boolean
  doesBaseBranchMatch: boolean
  gitHubMergeability: 'mergeable' | 'not_mergeable'
  ready: boolean
}

/** `repoKey#number`: the key of a PR's metadata and scripts. */
export function prKey(repo: Repo, number: number): string {
  return `${repoKey(repo)}#${number}`
}

/** PR metadata, impacted-target uploads and scripted outcomes. */
export class PullRequestBook {
  /** PR metadata by `repoKey#number`. */
  readonly metadata = new Map<string, PrMetadata>()
  /** Impacted-target uploads by `queueKey#number`, newest last. */
  readonly targetUploads = new Map<string, TargetUpload[]>()
  /** Scripted outcomes by `repoKey#number`. */
  readonly outcomes = new Map<string, ScriptedOutcome[]>()
  /** Derived fake head shas, by `repoKey#number` (hashing each time is costly in big queues). */
  private readonly fakeShas = new Map<string, string>()

  /** PR metadata, registered or not (defaults filled in by the readers). */
  metadataOf(repo: Repo, number: number): PrMetadata {
    return this.metadata.get(prKey(repo, number)) ?? { repo, number }
  }

  /** True when metadata for the PR was registered through the control API. */
  hasMetadata(repo: Repo, number: number): boolean {
    return this.metadata.get(prKey(repo, number))?.registered === true
  }

  /** The PR's head sha: registered, else learned from an upload, else a fake derived one. */
  headShaOf(repo: Repo, number: number): string {
    const key = prKey(repo, number)
    const m = this.metadata.get(key)
    if (m?.headSha ?? m?.learnedSha) return (m.headSha ?? m.learnedSha) as string
    let sha = this.fakeShas.get(key)
    if (sha === undefined) {
      sha = fakeSha(key)
      this.fakeShas.set(key, sha)
    }
    return sha
  }

  /** The impacted targets uploaded for the PR's current head sha, if any. */
  currentTargets(q: Queue, prNumber: number): Targets | undefined {
    const sha = this.headShaOf(q.repo, prNumber)
    const uploads = this.targetUploads.get(`${q.key}#${prNumber}`)
    return uploads?.find((u) => u.sha === sha)?.targets
  }

  /** Why a PR can or cannot start testing in queue `q`. */
  readinessOf(q: Queue, prNumber: number): Readiness {
    const meta = this.metadataOf(q.repo, prNumber)
    const requiresImpactedTargets = q.settings.mode === 'parallel'
    const hasImpactedTargets = this.currentTargets(q, prNumber) !== undefined
    const doesBaseBranchMatch = (meta.baseBranch ?? q.branch) === q.branch
    const gitHubMergeability = meta.mergeable === false ? 'not_mergeable' : 'mergeable'
    return {
      hasImpactedTargets,
      requiresImpactedTargets,
      doesBaseBranchMatch,
      gitHubMergeability,
      ready:
        doesBaseBranchMatch &&
        gitHubMergeability === 'mergeable' &&
        (!requiresImpactedTargets || hasImpactedTargets),
    }
  }

  /**
   * Keeps an upload of impacted targets for the PR's sha in queue `q`. True when it revealed a
   * new head commit (a push): the first sha learned from an upload is not one.
   */
  recordUpload(q: Queue, body: SetImpactedTargetsBody, now: number): { pushed: boolean } {
    const n = body.pr.number
    const sha = body.pr.sha.toLowerCase()
    const key = `${q.key}#${n}`
    const uploads = (this.targetUploads.get(key) ?? []).filter((u) => u.sha !== sha)
    uploads.push({ sha, targets: body.impactedTargets, at: now })
    while (uploads.length > MAX_TARGET_UPLOADS_PER_PR) uploads.shift()
    this.targetUploads.set(key, uploads)
    const metaKey = prKey(body.repo, n)
    const meta = this.metadata.get(metaKey)
    if (meta?.headSha === undefined && meta?.learnedSha !== sha) {
      // No head sha registered: the upload is the best evidence of the PR's head.
      const base = meta ?? { repo: { ...body.repo }, number: n }
      this.metadata.set(metaKey, { ...base, learnedSha: sha })
      return { pushed: meta?.learnedSha !== undefined }
    }
    return { pushed: false }
  }

  /** Registers or updates PR metadata; says whether its head sha changed (a push). */
  register(meta: Omit<PrMetadata, 'learnedSha' | 'registered'>): {
    metadata: PrMetadata
    pushed: boolean
  } {
    const key = prKey(meta.repo, meta.number)
    const before = this.headShaOf(meta.repo, meta.number)
    const merged: PrMetadata = {
      ...this.metadata.get(key),
      ...stripUndefined(meta),
      repo: meta.repo,
      number: meta.number,
      registered: true,
    }
    if (merged.headSha) merged.headSha = merged.headSha.toLowerCase()
    this.metadata.set(key, merged)
    return { metadata: merged, pushed: this.headShaOf(meta.repo, meta.number) !== before }
  }

  /** Adds a scripted result for the PR's next test run(s). */
  scriptOutcome(repo: Repo, number: number, outcome: ScriptedOutcome): void {
    const key = prKey(repo, number)
    const list = this.outcomes.get(key) ?? []
    list.push({ ...outcome })
    this.outcomes.set(key, list)
  }

  /** The scripts still waiting for the PR's next runs. */
  scriptsOf(repo: Repo, number: number): ScriptedOutcome[] {
    return this.outcomes.get(prKey(repo, number)) ?? []
  }

  /** Takes the script of the PR's next run, if any (a script for N runs counts down). */
  takeOutcome(repo: Repo, number: number): ScriptedOutcome | undefined {
    const key = prKey(repo, number)
    const list = this.outcomes.get(key)
    const next = list?.[0]
    if (!list || !next) return undefined
    next.remaining--
    if (next.remaining <= 0) list.shift()
    if (list.length === 0) this.outcomes.delete(key)
    return next
  }

  /** Forgets the uploads made to a deleted queue. */
  dropQueue(queueKey: string): void {
    for (const key of [...this.targetUploads.keys()]) {
      if (key.startsWith(`${queueKey}#`)) this.targetUploads.delete(key)
    }
  }

  /** Forgets everything. */
  reset(): void {
    this.metadata.clear()
    this.targetUploads.clear()
    this.outcomes.clear()
  }
}

/** A not_ready PR's reason, in words. */
export function describeUnready(r: Readiness): string {
  if (!r.doesBaseBranchMatch) return "not ready: the PR's base branch is not the queue's branch"
  if (r.gitHubMergeability !== 'mergeable') return 'not ready: GitHub reports it not mergeable'
  return 'not ready: no impacted targets uploaded for its head commit'
}

/** The object without its undefined fields. */
export function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>
}
