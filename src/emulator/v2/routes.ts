/**
 * The `/v2` endpoints over the same simulation the `/v1` ones drive: each parses and checks its
 * input (400 VALIDATION_FAILED naming the field), acts through the simulation's public methods in
 * one synchronous call, and answers in v2's shapes; errors in the `{error:{code,message}}`
 * envelope. The routes live by concern (queue-routes.ts, entry-routes.ts, history-routes.ts,
 * repository-routes.ts, flaky-routes.ts, override-routes.ts, on route-kit.ts and lookups.ts); this file gathers them and matches a
 * request to one.
 */
import { ENTRY_ROUTES } from './entry-routes.js'
import { FLAKY_ROUTES } from './flaky-routes.js'
import { HISTORY_ROUTES } from './history-routes.js'
import { OVERRIDE_ROUTES } from './override-routes.js'
import { QUEUE_ROUTES } from './queue-routes.js'
import { REPOSITORY_ROUTES } from './repository-routes.js'
import type { V2Route } from './route-kit.js'

/** Every v2 endpoint the emulator serves. */
export const V2_ROUTES: V2Route[] = [
  ...QUEUE_ROUTES,
  ...ENTRY_ROUTES,
  ...HISTORY_ROUTES,
  ...REPOSITORY_ROUTES,
  ...FLAKY_ROUTES,
  ...OVERRIDE_ROUTES,
]

/**
 * The route of a method and path below `/v2`, its path parameters, and the methods the path
 * has. Literal segments win over ids: `/merge-queues/metrics` is not the queue "metrics".
 */
export function matchRoute(
  method: string,
  segments: string[],
): { route?: V2Route; params: string[]; allowed: string[] } {
  const ids = (r: V2Route) => r.pattern.filter((p) => p === ':id').length
  const fitting = V2_ROUTES.filter(
    (r) =>
      r.pattern.length === segments.length &&
      r.pattern.every((p, i) => p === ':id' || p === segments[i]),
  )
  const fewest = Math.min(...fitting.map(ids))
  const best = fitting.filter((r) => ids(r) === fewest)
  const route = best.find((r) => r.method === method)
  const params = route
    ? route.pattern.flatMap((p, i) =>
        p === ':id' ? [decodeURIComponent(segments[i] as string)] : [],
      )
    : []
  return { route, params, allowed: best.map((r) => r.method) }
}
