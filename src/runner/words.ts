/**
 * The runner's own words: what a refused token says when its API lacks what the command needs.
 * One row per capability (src/queue/capabilities.ts), so a new one does not compile until it is
 * worded here.
 */
import { Inputs } from '../inputs/constants.js'
import { InputError } from '../inputs/errors.js'
import type { ApiVersion } from '../inputs/api.js'
import type { Capability } from '../queue/index.js'

/** What the token is, by the API it picked (its value is never shown). */
const TOKEN_IS: Record<ApiVersion, string> = {
  v1: 'is not a Trunk API key (trunk_v2_…; its value is not shown)',
  v2: 'is a Trunk API key (trunk_v2_…; its value is not shown)',
}

/** Why a command cannot run on an API without the capability, and what token it needs instead. */
const WITHOUT: Record<Capability, (command: string) => { why: string; expected: string }> = {
  'rerun-failed-checks': (command) => ({
    why: `${command} needs the v2 API: v1 has no call that re-runs failed checks`,
    expected: 'a Trunk API key with the "Merge and cancel PRs" permission',
  }),
  'flaky-tests': (command) => ({
    why: `${command} runs on the v1 API only: Trunk's v2 Flaky Tests API is scoped to test collections, with other test ids`,
    expected:
      "the organization's v1 API token (Trunk → Settings → Organization → API token) for this step; keep the v2 key for the merge-queue commands",
  }),
}

/** The refusal of a token whose API lacks `capability`, which `command` needs (before any request). */
export function capabilityRefusal(
  capability: Capability,
  command: string,
  version: ApiVersion,
): InputError {
  const { why, expected } = WITHOUT[capability](command)
  return new InputError(Inputs.ApiToken, `${TOKEN_IS[version]}, but ${why}`, expected)
}
