/**
 * The runner's own words: what a refused input says (the command, the token and what its API
 * lacks, an input the command requires, a lookup that cannot be made), and what a missing
 * permission of a Trunk API key says. One row per capability (src/queue/capabilities.ts), so a new
 * one does not compile until it is worded here. Inputs are named with `inputRef`, and words only
 * one door says are its asides, so each door says them its own way.
 */
import { INPUTS } from '../inputs/descriptions.js'
import { Inputs, type InputName } from '../inputs/constants.js'
import { InputError, shown } from '../inputs/errors.js'
import type { ApiVersion } from '../inputs/api.js'
import { actionOnly, inputRef, type Door } from '../ports/text.js'
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
    why: `${command} runs on Trunk's Flaky Tests API, which this API does not offer`,
    expected:
      "the organization's v1 API token (Trunk → Settings → Organization → API token), or a Trunk API key (v2)",
  }),
  'quarantine-overrides': (command) => ({
    why: `${command} needs the v2 API: v1 has no call that sets a test's quarantine override`,
    expected: 'a Trunk API key with the "Quarantine tests" permission',
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

/** Why a run's token is missing (the action's door: by the kind of run). */
type NoTokenKind = 'dependabot' | 'fork' | 'secret'

const NO_TOKEN: Record<NoTokenKind, string> = {
  dependabot:
    'is empty: this run was started by Dependabot, and Dependabot runs get no Actions secrets (add the token to the Dependabot secrets)',
  fork: 'is empty: this run is for a pull request from a fork, and fork runs get no secrets',
  secret:
    'is empty: set it from a secret (the secret may be missing, or not available to this workflow)',
}

/** The refusals of the inputs every command shares. */
export const SETTINGS_WORDS = {
  notACommand: (given: string, commands: readonly string[]) =>
    new InputError(
      Inputs.Command,
      given ? `${shown(given)} is not a command` : 'is required',
      `one of ${commands.join(', ')}`,
    ),
  required: (input: InputName, command: string) =>
    new InputError(
      input,
      `is required for ${command}`,
      INPUTS[input].expected ?? INPUTS[input].description,
    ),
  neitherGiven: (first: InputName, second: InputName) =>
    new InputError(
      first,
      `is empty and so is ${inputRef(second)}`,
      INPUTS[first].expected ?? INPUTS[first].description,
    ),
  badGithubToken: (problem: string) =>
    new InputError(
      Inputs.GithubToken,
      `${problem.replace(/; copy it again without them$/, '')} (its value is not shown)`,
      `a GitHub token exactly as issued${actionOnly(' (default ${{ github.token }})')}`,
    ),
  headUnchecked: (prNumber: number) =>
    `The head commit of PR #${prNumber} is not known (${inputRef('github-token')} is empty, so it is not looked up): the queue's entry is not checked against it. Set ${inputRef('pr-sha')} to check it.`,
  noLookup: (
    inputs: readonly InputName[],
    prNumber: number,
    w: { notGiven: string; source: string; notes: string; door: Door },
  ) => {
    const what = inputs[0] === Inputs.TargetBranch ? 'the base branch' : 'the head commit'
    const token = inputRef('github-token')
    const byDefault =
      w.door === 'cli'
        ? ''
        : '; in a workflow it defaults to ${{ github.token }} with permission pull-requests: read'
    return new InputError(
      inputs[0] ?? Inputs.PrSha,
      `${w.notGiven}, and ${w.source} does not give ${what} of PR #${prNumber}${w.notes}; it would be looked up on GitHub, but ${token} ${w.notGiven}`,
      `${inputs.map(inputRef).join(' and ')} set by hand, or ${token} (a token that may read pull requests${byDefault})`,
    )
  },
  noTokenCli: (command: string) =>
    new InputError(
      Inputs.ApiToken,
      `is not set; ${command} needs it`,
      "the organization's v1 API token or a Trunk API key (trunk_v2_…), exported in the environment from the CI's secret store (it is never a flag)",
    ),
  noToken: (command: string, kind: NoTokenKind, tokenlessFromFork?: readonly string[]) =>
    new InputError(
      Inputs.ApiToken,
      NO_TOKEN[kind] +
        (kind === 'fork' && tokenlessFromFork
          ? `. Only ${tokenlessFromFork.join(', ')} works from a fork (without a token); ${command} needs one`
          : ''),
      "the organization's v1 API token, e.g. ${{ secrets.TRUNK_API_TOKEN }}",
    ),
}

/** A Trunk API key lacks a permission: which (or that one), what needs it, and where to grant it. */
export function missingPermissionWords(
  labels: readonly string[],
  command: string | undefined,
  where: { operation: string; status?: number; requestId?: string },
): string {
  const what = labels.length
    ? `the permission ${labels.map((l) => `'${l}'`).join(' or ')}`
    : 'a permission'
  const needs = command ? ` that ${command} needs` : ''
  const at = `${where.operation}: HTTP ${where.status ?? 403}${where.requestId ? `, request id ${where.requestId}` : ''}`
  return `The API key lacks ${what}${needs}; give the key that permission in Trunk → Settings → Developer → API Keys (or use a key that has it). (${at})`
}
