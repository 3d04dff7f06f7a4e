/**
 * The action's inputs, read once and checked in full before any request: every wrong value is
 * refused with an {@link InputError} that names the input, shows what was given and says what is
 * expected. Nothing else reads inputs. What each command reads of its own is in its row of the
 * command table; this reads what all share: the command, the API, the repository and the target.
 */
import { COMMAND_TABLE, COMMANDS, isCommand, type Command, type Settings } from './command-table.js'
import type { CommonSettings, TargetKind, Targets } from './commands/types.js'
import { Inputs, type InputName } from './constants.js'
import { DEFAULTS } from './defaults.js'
import { InputError, shown } from './input-error.js'
import {
  intInput,
  parseApiUrl,
  parseBranch,
  parsePrNumber,
  parseRepository,
  parseSha,
  parseToken,
  type InputGetter,
} from './input-parsers.js'
import type { WorkflowContext } from './workflow-context.js'

export type { Command, Settings } from './command-table.js'

/** Reads one input; '' when unset (as the runner passes it). */
export type InputReader = (name: InputName) => string

/** Inputs every command reads. */
const COMMON_INPUTS: readonly InputName[] = [
  Inputs.Command,
  Inputs.ApiToken,
  Inputs.ApiUrl,
  Inputs.Repository,
  Inputs.RepositoryHost,
  Inputs.RequestTimeoutSeconds,
]

/** The inputs each kind of target reads. */
const TARGET_INPUTS: Record<TargetKind, readonly InputName[]> = {
  'pull-request': [Inputs.TargetBranch, Inputs.PrNumber, Inputs.PrSha],
  'pull-request-head': [Inputs.TargetBranch, Inputs.PrNumber, Inputs.PrSha],
  queue: [Inputs.TargetBranch],
  'optional-queue': [Inputs.TargetBranch],
  repository: [],
}

/** The inputs command `command` reads: the common ones, its target's and its own. */
export function inputsOf(command: Command): InputName[] {
  const spec = COMMAND_TABLE[command]
  return [...COMMON_INPUTS, ...TARGET_INPUTS[spec.target], ...spec.inputs]
}

/**
 * Reads and checks every input. `afterToken` runs as soon as the token is read and before
 * anything else could print it (the action masks it there).
 */
export function readSettings(
  read: InputReader,
  ctx: WorkflowContext,
  afterToken: (token: string) => void = () => {},
): Settings {
  const get: InputGetter = (name) => read(name).trim()
  // The token first: masked before any other input is looked at or any message is built.
  const token = read(Inputs.ApiToken).trim()
  if (token) afterToken(token)

  const commandRaw = get(Inputs.Command)
  if (!commandRaw) {
    throw new InputError(Inputs.Command, 'is required', `one of ${COMMANDS.join(', ')}`)
  }
  const command = commandRaw.toLowerCase()
  if (!isCommand(command)) {
    throw new InputError(
      Inputs.Command,
      `${shown(commandRaw)} is not a command`,
      `one of ${COMMANDS.join(', ')}`,
    )
  }
  const spec = COMMAND_TABLE[command]

  const common: CommonSettings = {
    command,
    apiUrl: parseApiUrl(get(Inputs.ApiUrl) || DEFAULTS[Inputs.ApiUrl]),
    repo: parseRepository(
      get(Inputs.Repository) || ctx.repository || '',
      get(Inputs.RepositoryHost) || ctx.serverHost,
    ),
    requestTimeoutSeconds: intInput(get, Inputs.RequestTimeoutSeconds, 5, 3600),
    ignoredInputs: ignoredInputs(command, get),
  }
  const target = readTarget(spec.target, get, ctx)
  const own = spec.read(get, ctx)
  if (spec.target === 'pull-request-head' && !(target as Partial<Targets['pull-request']>).prSha) {
    throw new InputError(
      Inputs.PrSha,
      'is empty and the event does not give the PR head sha',
      "the PR's head commit sha (e.g. ${{ github.event.pull_request.head.sha }})",
    )
  }
  const s = { ...common, ...target, ...own } as Settings

  // The token last, so the message can say exactly which kind of run lacks it.
  if (token) {
    s.apiToken = parseToken(token)
  } else if (
    command === 'upload-targets' &&
    ctx.pr?.fromFork &&
    ctx.pr.number === (target as Partial<Targets['pull-request']>).prNumber &&
    ctx.runId
  ) {
    // A fork PR gets no secrets; the service accepts the run id instead for this one call.
    s.forkedWorkflowRunId = ctx.runId
  } else {
    throw new InputError(
      Inputs.ApiToken,
      missingTokenReason(command, ctx),
      "the organization's v1 API token, e.g. ${{ secrets.TRUNK_API_TOKEN }}",
    )
  }
  return s
}

/** Inputs given that `command` does not read (those with a default are always passed). */
function ignoredInputs(command: Command, get: InputGetter): InputName[] {
  const uses = new Set(inputsOf(command))
  return (Object.values(Inputs) as InputName[]).filter(
    (n) => !uses.has(n) && !Object.hasOwn(DEFAULTS, n) && get(n) !== '',
  )
}

/** The queue and PR a command addresses, from its inputs or the event. */
function readTarget(kind: TargetKind, get: InputGetter, ctx: WorkflowContext): Targets[TargetKind] {
  if (kind === 'repository') return {}
  if (kind === 'optional-queue') {
    const branch = get(Inputs.TargetBranch)
    return branch ? { targetBranch: parseBranch(branch) } : {}
  }
  const branch = get(Inputs.TargetBranch) || ctx.pr?.baseBranch || ctx.defaultBranch
  if (!branch) {
    throw new InputError(
      Inputs.TargetBranch,
      'is empty and the event has no PR base branch or repository default branch to default to',
      "the queue's branch, e.g. main",
    )
  }
  const targetBranch = parseBranch(branch)
  if (kind === 'queue') return { targetBranch }

  const given = get(Inputs.PrNumber)
  const fromEvent = ctx.pr?.number ?? ctx.testBranch?.prNumber
  if (!given && fromEvent === undefined) {
    throw new InputError(
      Inputs.PrNumber,
      `is empty and the ${ctx.eventName ?? 'triggering'} event has no pull request`,
      'the PR number (e.g. ${{ github.event.pull_request.number }})',
    )
  }
  const prNumber = given ? parsePrNumber(given) : (fromEvent as number)
  const sha = get(Inputs.PrSha)
  let prSha: string | undefined
  if (sha) prSha = parseSha(sha)
  // The event's head sha belongs to the event's PR only.
  else if (ctx.pr?.headSha && ctx.pr.number === prNumber) prSha = ctx.pr.headSha.toLowerCase()
  return { targetBranch, prNumber, prSha }
}

function missingTokenReason(command: Command, ctx: WorkflowContext): string {
  if (ctx.actor === 'dependabot[bot]') {
    return 'is empty: this run was started by Dependabot, and Dependabot runs get no Actions secrets (add the token to the Dependabot secrets)'
  }
  if (ctx.pr?.fromFork) {
    return (
      'is empty: this run is for a pull request from a fork, and fork runs get no secrets' +
      (command === 'upload-targets'
        ? ''
        : `. Only upload-targets works from a fork (without a token); ${command} needs one`)
    )
  }
  return 'is empty: set it from a secret (the secret may be missing, or not available to this workflow)'
}
