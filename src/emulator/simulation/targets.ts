/** Impacted targets: overlap checks and unions (parallel mode's notion of "depends on"). */
import { IMPACTS_ALL } from '../../wire/index.js'
import type { Targets } from './model.js'

/** Fast overlap checks of impacted targets against a growing set of entries. */
export class TargetIndex {
  private all = false
  private readonly names = new Set<string>()
  private size = 0

  add(targets: Targets | undefined): void {
    if (targets === undefined) return
    this.size++
    if (targets === IMPACTS_ALL) this.all = true
    else for (const t of targets) this.names.add(t)
  }

  /** True when `targets` overlaps anything added (ALL overlaps everything non-empty). */
  overlaps(targets: Targets | undefined): boolean {
    if (targets === undefined || this.size === 0) return false
    if (targets === IMPACTS_ALL) return true
    if (this.all) return true
    return targets.some((t) => this.names.has(t))
  }
}

/** True when two target sets overlap: `ALL` overlaps everything, lists by a shared name. */
export function targetsOverlap(a: Targets | undefined, b: Targets | undefined): boolean {
  if (a === undefined || b === undefined) return false
  if (a === IMPACTS_ALL || b === IMPACTS_ALL) return true
  if (a.length > b.length) return targetsOverlap(b, a)
  const set = new Set(b)
  return a.some((t) => set.has(t))
}

/** The union of target sets: `ALL` if any is `ALL`; undefined if none was uploaded. */
export function unionTargets(list: (Targets | undefined)[]): Targets | undefined {
  let any = false
  const out = new Set<string>()
  for (const t of list) {
    if (t === undefined) continue
    any = true
    if (t === IMPACTS_ALL) return IMPACTS_ALL
    for (const name of t) out.add(name)
  }
  return any ? [...out] : undefined
}
