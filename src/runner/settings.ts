/**
 * The action's inputs, read once and checked in full before any request: every wrong value is
 * refused with an {@link InputError} that names the input, shows what was given and says what is
 * expected. Nothing else reads inputs. What each command reads of its own is in its row of the
 * command table; this reads what all share: the command, the API, the repository and the target.
 */
import { COMMANDS, inputsOf, isCommand, rowOf, type Command } from './command-table.js'
import type {
  CommandRow,
  CommonSettings,
  PreparedCommand,
  SettledCommand,
  TargetResolver,
} from '../commands/common/types.js'
import { Inputs, type InputName } from '../inputs/constants.js'
import { headerValueProblem } from '../client/index.js'
import { DEFAULTS } from '../inputs/defaults.js'
import type { InputError } from '../inputs/errors.js'
import type { Door } from '../ports/text.js'
import { readInteger } from '../inputs/values.js'
import { apiVersionOf, resolveApiUrl, type ApiVersion } from '../inputs/api.js'
import { missingCapabilities, type Capability } from '../queue/index.js'
import { SETTINGS_WORDS, capabilityRefusal } from './words.js'
import {
  checkTokenLength,
  parseBranch,
  parsePrNumber,
  parseRepository,
  parseRepositoryHost,
  parseSha,
  parseToken,
  type InputGetter,
} from '../inputs/parsers.js'
import {
  applyPullRequestFacts,
  ciNotes,
  contextInputError,
  factsSource,
  notGiven,
  lookUpPullRequest,
  resolveRunContext,
  type ContextNeeds,
  type GivenContextInputs,
  type PullRequestFacts,
  type PullRequestLookup,
  type ResolvedContext,
} from './context/index.js'
import type { RunContext } from '../ports/run-context.js'

export { inputsOf } from './command-table.js'
export type { Command, Settings } from './command-table.js'
export type { SettledCommand } from '../commands/common/types.js'

/** Reads one input; '' when unset (as the runner passes it). */
export type InputReader = (name: InputName) => string

/** What every input said, checked, before any request: the settings but for the context. */
export interface SettingsPlan {
  command: Command
  /** The common settings, less the repository (which the context decides) and the token. */
  common: Omit<CommonSettings, 'repo' | 'run' | 'apiToken' | 'forkedWorkflowRunId'>
  /** The command with its own inputs read (their types are its own). */
  prepared: PreparedCommand
  /** The API token (checked), if given. */
  apiToken?: string
  /** The context resolved from the inputs and the event, perhaps with one lookup to make. */
  resolution: { resolved: ResolvedContext; lookup?: PullRequestLookup }
  /** The `github-token` input (masked), for the lookup. */
  githubToken?: string
  /** The run's facts, for the fork upload and the messages. */
  ctx: RunContext
  /** The door the run came through, for the messages. */
  door: Door
}

/** How {@link readSettings} masks tokens and looks a PR up (replaceable in tests). */
export interface ReadSettingsOptions {
  /** Runs as soon as a token is read, before anything could print it (the action masks it). */
  afterToken?: (token: string) => void
  /** The lookup of a PR on GitHub (default: `GET /repos/{owner}/{repo}/pulls/{number}`). */
  lookUp?: typeof lookUpPullRequest
  signal?: AbortSignal
  /** The door the run came through: its words for what is missing (default: the action). */
  door?: Door
  /** Runs as soon as the token has picked the API, before any input is checked. */
  onApi?: (version: ApiVersion) => void
  /**
   * Runs once every input is checked, before the lookup: what the run is known to be by then
   * (a failed lookup still leaves the outputs that say it).
   */
  onPlan?: (run: Pick<CommonSettings['run'], 'isMergeQueueRun' | 'prNumber'>) => void
}

/**
 * Reads and checks every input, resolves the context (one GitHub lookup at most, when a value the
 * command needs is in neither the inputs nor the event) and returns the settings. Every wrong
 * input is refused before any request, the lookup included.
 */
export async function readSettings(
  read: InputReader,
  ctx: RunContext,
  options: ReadSettingsOptions = {},
): Promise<ReadyCommand> {
  const plan = readInputs(read, ctx, options.afterToken, options.door, options.onApi)
  options.onPlan?.({
    isMergeQueueRun: plan.resolution.resolved.isMergeQueueRun,
    prNumber: aboutPr(plan.command, plan.resolution.resolved, plan.prepared),
  })
  const lookup = plan.resolution.lookup
  if (!lookup) return finishSettings(plan)
  const facts = await (options.lookUp ?? lookUpPullRequest)(lookup, {
    token: plan.githubToken,
    apiUrl: ctx.apiUrl,
    signal: options.signal,
  })
  return finishSettings(plan, facts)
}

/** Phase one, no I/O: every input read and checked, and the context resolved from the event. */
export function readInputs(
  read: InputReader,
  ctx: RunContext,
  afterToken: (token: string) => void = () => {},
  door: Door = 'action',
  onApi: (version: ApiVersion) => void = () => {},
): SettingsPlan {
  const get: InputGetter = (name) => read(name).trim()
  // The tokens first: masked before any other input is looked at or any message is built. One
  // too short to be a token is refused before that, so masking it cannot garble the message.
  const token = read(Inputs.ApiToken).trim()
  // The token picks the API: decided here, once, for the whole run.
  const apiVersion = apiVersionOf(token)
  onApi(apiVersion)
  checkTokenLength(Inputs.ApiToken, token)
  if (token) afterToken(token)
  const githubToken = read(Inputs.GithubToken).trim()
  checkTokenLength(Inputs.GithubToken, githubToken)
  if (githubToken) afterToken(githubToken)

  const commandRaw = get(Inputs.Command)
  const command = commandRaw.toLowerCase()
  if (!isCommand(command)) throw SETTINGS_WORDS.notACommand(commandRaw, COMMANDS)
  const row = rowOf(command)

  const common = {
    command,
    apiVersion,
    apiUrl: resolveApiUrl(get(Inputs.ApiUrl), apiVersion),
    requestTimeoutSeconds: readInteger(get, Inputs.RequestTimeoutSeconds),
    ignoredInputs: ignoredInputs(command, get),
  }
  const given = readGivenTarget(get, ctx)
  checkRequired(command, get)
  const prepared = row.prepare(get, ctx)
  // What the command needs of the API must be what the token's API declares: said once its own
  // inputs are checked, before any request.
  const missing = missingCapabilities(apiVersion, capabilitiesOf(row))[0]
  if (missing) throw capabilityRefusal(missing, command, apiVersion)
  // Every command needs the token but one that may run from a fork: said before any lookup.
  if (!token && !rowOf(command).withoutTokenFromFork) throw missingToken(command, ctx, door)
  const needs = needsOf(command)
  const r = resolveRunContext({ context: ctx, given, needs, door })
  if (r.error) throw contextInputError(r.error)
  // Checked only where it is used: a hand run (local-action) passes the default unexpanded.
  const githubTokenProblem = githubToken ? headerValueProblem(githubToken) : undefined
  if (r.lookup && githubTokenProblem) throw SETTINGS_WORDS.badGithubToken(githubTokenProblem)
  return {
    command,
    common,
    prepared,
    apiToken: token ? parseToken(token) : undefined,
    resolution: githubToken ? r : withoutLookup(r, needs, ctx, door),
    githubToken: githubToken || undefined,
    ctx,
    door,
  }
}

/** A command read, settled and ready to run, with its name as the table has it. */
export type ReadyCommand = SettledCommand & { command: Command }

/** Phase two: the settings, from the plan and (when it asked for one) the lookup's answer. */
export function finishSettings(plan: SettingsPlan, facts?: PullRequestFacts): ReadyCommand {
  const { command, ctx } = plan
  if (plan.resolution.lookup && !facts) {
    throw new Error(`settings: the context of ${command} needs a lookup of the PR first`)
  }
  const resolved = facts
    ? applyPullRequestFacts(plan.resolution.resolved, facts)
    : plan.resolution.resolved
  // The token, so the message can say exactly which kind of run lacks it.
  let auth: Pick<CommonSettings, 'apiToken' | 'forkedWorkflowRunId'>
  if (plan.apiToken) {
    auth = { apiToken: plan.apiToken }
  } else if (
    rowOf(command).withoutTokenFromFork &&
    ctx.pr?.fromFork &&
    ctx.pr.number === resolved.prNumber &&
    ctx.runId
  ) {
    // A fork PR gets no secrets; the service accepts the run id instead for this one call.
    auth = { forkedWorkflowRunId: ctx.runId }
  } else {
    throw missingToken(command, ctx, plan.door)
  }
  const common: CommonSettings = {
    ...plan.common,
    ...auth,
    repo: parseRepository(resolved.repository, resolved.repositoryHost),
    run: {
      isMergeQueueRun: resolved.isMergeQueueRun,
      ...(resolved.testBranch ? { testBranch: resolved.testBranch } : {}),
      prNumber: aboutPr(command, resolved, plan.prepared),
      sources: resolved.sources,
      warnings: resolved.warnings,
    },
  }
  return { ...plan.prepared.settle(common, targetsOf(resolved)), command }
}

/**
 * With github-token empty nothing can be looked up: a value the command needs is asked for as an
 * input (no request is made); a head commit only worth having is done without, and said.
 */
function withoutLookup(
  r: { resolved: ResolvedContext; lookup?: PullRequestLookup },
  needs: ContextNeeds,
  ctx: RunContext,
  door: Door,
): { resolved: ResolvedContext } {
  if (!r.lookup) return r
  const needed = r.lookup.wants.filter((w) => w !== 'head-sha' || needs.headSha === 'required')
  if (!needed.length) {
    const warning = SETTINGS_WORDS.headUnchecked(r.lookup.number)
    return { resolved: { ...r.resolved, warnings: [...r.resolved.warnings, warning] } }
  }
  const inputs = needed.map((w) => (w === 'target-branch' ? Inputs.TargetBranch : Inputs.PrSha))
  throw SETTINGS_WORDS.noLookup(inputs, r.lookup.number, {
    notGiven: notGiven(door),
    source: `${factsSource(ctx)}`,
    notes: ciNotes(ctx),
    door,
  })
}

/** The target inputs as given (checked); undefined where not set. */
function readGivenTarget(get: InputGetter, ctx: RunContext): GivenContextInputs {
  const repository = get(Inputs.Repository)
  const host = get(Inputs.RepositoryHost)
  // Checked now, so a wrong value is refused before any request (the context decides the rest).
  const repositoryHost = host ? parseRepositoryHost(host) : undefined
  if (repository) parseRepository(repository, repositoryHost ?? ctx.serverHost)
  const branch = get(Inputs.TargetBranch)
  const number = get(Inputs.PrNumber)
  const sha = get(Inputs.PrSha)
  return {
    repository: repository || undefined,
    repositoryHost,
    targetBranch: branch ? parseBranch(branch) : undefined,
    prNumber: number ? parsePrNumber(number) : undefined,
    prSha: sha ? parseSha(sha) : undefined,
  }
}

/** The PR the step is about: a PR command's, else what the command's own settings say. */
function aboutPr(
  command: Command,
  resolved: ResolvedContext,
  prepared: PreparedCommand,
): number | undefined {
  const { target } = rowOf(command)
  if (target === 'pull-request' || target === 'pull-request-head') return resolved.prNumber
  return prepared.prNumber
}

/** What a command needs of the API: its row's capabilities; a row of the flaky tests those. */
export function capabilitiesOf(row: CommandRow): Capability[] {
  return [
    ...(row.requires ?? []),
    ...(row.runsOn === 'flaky-tests' ? (['flaky-tests'] as const) : []),
  ]
}

/** What command `command` needs of the context, from its target kind in the command table. */
export function needsOf(command: Command): ContextNeeds {
  const spec = rowOf(command)
  switch (spec.target) {
    case 'pull-request':
      return { targetBranch: 'pr-base', prNumber: true, headSha: spec.headSha ?? 'if-known' }
    case 'pull-request-head':
      return { targetBranch: 'pr-base', prNumber: true, headSha: 'required' }
    case 'queue':
      return {
        targetBranch: spec.defaultBranchOk ? 'default-branch-ok' : 'pr-base',
        prNumber: false,
        headSha: 'if-known',
      }
    case 'optional-queue':
    case 'repository':
      return { targetBranch: 'none', prNumber: false, headSha: 'if-known' }
  }
}

/**
 * The target of each kind, from the resolved context. The resolution gives what the command's
 * kind needs (or it refused the inputs): a value it lacks here is a bug, said as one.
 */
function targetsOf(r: ResolvedContext): TargetResolver {
  const branch = () => r.targetBranch ?? unresolved('target branch')
  return {
    repository: () => ({}),
    'optional-queue': () => (r.targetBranch ? { targetBranch: r.targetBranch } : {}),
    queue: () => ({ targetBranch: branch() }),
    'pull-request': () => ({
      targetBranch: branch(),
      prNumber: r.prNumber ?? unresolved('PR number'),
      prSha: r.headSha,
    }),
    'pull-request-head': () => ({
      targetBranch: branch(),
      prNumber: r.prNumber ?? unresolved('PR number'),
      prSha: r.headSha ?? unresolved('head commit'),
    }),
  }
}

function unresolved(what: string): never {
  throw new Error(`settings: the context resolution left the ${what} unknown`)
}

/**
 * Inputs given that `command` does not read. The root action is passed every default, so an input
 * with a default counts when its value is not the default; one whose default is a runner
 * expression (`${{ github.token }}`) arrives expanded and never counts.
 */
function ignoredInputs(command: Command, get: InputGetter): InputName[] {
  const uses = new Set(inputsOf(command))
  const defaults: Partial<Record<InputName, string>> = DEFAULTS
  return (Object.values(Inputs) as InputName[]).filter((n) => {
    if (uses.has(n)) return false
    const value = get(n)
    const fallback = defaults[n]
    if (fallback === undefined) return value !== ''
    return !fallback.startsWith('${{') && value !== '' && value !== fallback
  })
}

/** The inputs the command's row requires, each given (one of a pair): before its own checks. */
function checkRequired(command: Command, get: InputGetter): void {
  for (const requirement of rowOf(command).required ?? []) {
    if (typeof requirement === 'string') {
      if (get(requirement) !== '') continue
      throw SETTINGS_WORDS.required(requirement, command)
    }
    const [first, second] = requirement
    if (get(first) !== '' || get(second) !== '') continue
    throw SETTINGS_WORDS.neitherGiven(first, second)
  }
}

/** Commands that may run from a fork without a token, for the message. */
const TOKENLESS_FROM_FORK = COMMANDS.filter((c) => rowOf(c).withoutTokenFromFork)

/** The token is missing: why, in this door's words and for this kind of run. */
function missingToken(command: Command, ctx: RunContext, door: Door): InputError {
  if (door === 'cli') return SETTINGS_WORDS.noTokenCli(command)
  const kind = ctx.actor === 'dependabot[bot]' ? 'dependabot' : ctx.pr?.fromFork ? 'fork' : 'secret'
  const fromFork = rowOf(command).withoutTokenFromFork ? undefined : TOKENLESS_FROM_FORK
  return SETTINGS_WORDS.noToken(command, kind, fromFork)
}
