/**
 * What every command is made of: the settings it runs with, the context it gets, the result it
 * returns, and its row in the command table (what it reads and sets, how it reads its own inputs,
 * and how its code is loaded). {@link defineCommand} keeps a row's types together: the runner
 * holds every row as a {@link CommandRow} and never casts a command's settings or client.
 */
import type { Io } from '../../ports/io.js'
import type { ErrorKind } from '../../wire/error-kind.js'
import type {
  Capability,
  Clock,
  FlakyTests,
  MergeQueue,
  RepoRef,
  TrunkApi,
} from '../../queue/index.js'
import type { InputName, Outcome, OutputName } from '../../inputs/constants.js'
import type { InputGetter } from '../../inputs/parsers.js'
import type { RunContext } from '../../ports/run-context.js'

/** Settings every command has. */
export interface CommonSettings {
  /** The command's name, as given in the `command` input. */
  command: string
  /**
   * The token (already masked): the organization's v1 API token, or a Trunk API key
   * (`trunk_v2_…`) for v2; undefined only for a fork upload.
   */
  apiToken?: string
  /** The API the token selects: v2 for a Trunk API key, else v1 (also when unset). */
  apiVersion?: 'v1' | 'v2'
  /** Base URL of the API: ending in /v1 for v1, the host root for v2. */
  apiUrl: string
  /** The repository the queue belongs to. */
  repo: RepoRef
  /** upload-targets from a fork: the run id sent instead of a token. */
  forkedWorkflowRunId?: string
  /** Deadline of each API operation, retries included. */
  requestTimeoutSeconds: number
  /** Inputs given that this command does not use (warned about). */
  ignoredInputs: string[]
  /** What the run is, and where the queue, PR and commit came from (for outputs and the log). */
  run: {
    /** This run tests a merge-queue test branch (`trunk-merge/pr-N/<uuid>`). */
    isMergeQueueRun: boolean
    /** That test branch's PR and test run id (the branch's uuid part). */
    testBranch?: { prNumber: number; testRunId: string }
    /**
     * The PR the step is about, for the `pr-number` output: a PR command's PR; else only what the
     * command's own settings say (never the event's PR for a queue command).
     */
    prNumber?: number
    /** Where each value came from: input, event, test-branch, github-api, default-branch. */
    sources: Record<string, string | undefined>
    /** Things worth a warning (e.g. a target-branch that is not the PR's base). */
    warnings: string[]
  }
}

/** A command on one queue. */
export interface QueueTarget {
  /** The queue's branch. */
  targetBranch: string
}

/** A command on one PR of a queue. */
export interface PullRequestTarget extends QueueTarget {
  /** The PR's number. */
  prNumber: number
  /** The PR's expected head commit; stale queue entries are detected against it. */
  prSha?: string
}

/** A command that needs the PR's head commit (it sends it). */
export interface PullRequestHeadTarget extends PullRequestTarget {
  /** The PR's head commit. */
  prSha: string
}

/** What a command addresses, and so which of the target inputs it reads and must resolve. */
export interface Targets {
  /** A PR in a queue: target-branch, pr-number, and pr-sha when known. */
  'pull-request': PullRequestTarget
  /** A PR in a queue and its head commit, which must be known. */
  'pull-request-head': PullRequestHeadTarget
  /** A queue: target-branch. */
  queue: QueueTarget
  /** Optionally a queue (a filter): target-branch when given. */
  'optional-queue': Partial<QueueTarget>
  /** The repository only. */
  repository: object
}
export type TargetKind = keyof Targets

/** What a command produced. */
export interface CommandResult {
  outcome: Outcome
  outputs: Partial<Record<OutputName, string>>
  /** Markdown for the job summary (below the heading). */
  summary: string
  /** Set when the step must fail: the message it fails with. */
  failure?: string
  /** With outcome `error`: the error-kind output (e.g. `cancelled`). */
  errorKind?: ErrorKind
}

/**
 * What a command logs through: the door's {@link Io} without masking and input naming, its every
 * line already made safe by the caller (execute()).
 */
export type Log = Pick<Io, 'info' | 'warning' | 'notice' | 'debug' | 'annotate' | 'group'>

/**
 * What a command runs with. `client` is the merge queue (either API) for the merge-queue
 * commands; the commands of the flaky tests (their row says `runsOn: 'flaky-tests'`) get those as
 * `C`.
 */
export interface CommandContext<S, C = MergeQueue> {
  s: S
  client: C
  /**
   * The flaky tests beside the merge queue, for a merge-queue command that also reads Trunk's
   * tests (doctor, for the repository's quarantine file); undefined in a context without them.
   */
  flakyTests?: () => FlakyTests
  clock: Clock
  signal?: AbortSignal
  log: Log
}

/** The settings a command of target kind `T` with own settings `O` runs with. */
export type SettingsFor<T extends TargetKind, O> = CommonSettings & Targets[T] & O

/** An input a command cannot run without; a pair: one of the two (never both, as the command says). */
export type Requirement = InputName | readonly [InputName, InputName]

/** What a command calls on v2 and the permissions (UI labels) a Trunk API key needs for it. */
export interface V2CommandNeeds {
  /** The v2 operations it calls (src/wire/v2/permissions.ts gives each one's permission). */
  operations: readonly string[]
  /** The permissions it needs always; `[]` for reads. */
  needs: readonly string[]
  /** What some of its inputs add, for the docs. */
  note?: string
}

/** What a command does once its settings are read: its own module, loaded only when it runs. */
export interface CommandCode<T extends TargetKind = TargetKind, O = object, C = MergeQueue> {
  /** Runs it. */
  run(c: CommandContext<SettingsFor<T, O>, C>): Promise<CommandResult>
}

/**
 * What a row says of its command before its code loads: what the runner, the doors and the
 * generated files read (src/runner/command-table.ts: `rowOf`).
 */
export interface CommandFacts {
  /** One line: what the command does (the sub-action's description, the CLI's --help). */
  description: string
  /** Its own inputs it cannot run without (checked before any request, in this order). */
  required?: readonly Requirement[]
  /**
   * It may run without api-token from a fork PR, sending the run id instead (fork runs get no
   * secrets; the service accepts this for this call only).
   */
  withoutTokenFromFork?: true
  /**
   * The APIs it runs on: on v2 too, with the operations it calls and the permissions a Trunk API
   * key needs for them (the error messages and docs/api-v2.md say these); or `v1-only`.
   */
  v2: V2CommandNeeds | 'v1-only'
  /**
   * It runs on the flaky tests (its client is the run's FlakyTests, which needs the capability
   * `flaky-tests`, src/queue/capabilities.ts), not on the merge queue.
   */
  runsOn?: 'flaky-tests'
  /**
   * What it needs beyond what both APIs do: a token whose API does not declare one of these is
   * refused before any request (src/queue/capabilities.ts).
   */
  requires?: readonly Capability[]
  /** Its own work's log lines go to one status line rewritten in place on a terminal (the CLI). */
  liveStatus?: true
  /** What it addresses. */
  target: TargetKind
  /** A PR command for which the PR's head commit is worth a lookup of its own (stale checks). */
  headSha?: 'wanted'
  /** A queue command that may take the repository's default branch when no PR says otherwise. */
  defaultBranchOk?: boolean
  /** The inputs it reads beyond the common ones and those of its target. */
  inputs: readonly InputName[]
  /** The outputs it may set (beyond outcome and error-kind, which every command sets). */
  outputs: readonly OutputName[]
}

/**
 * One row of the command table as its folder's row.ts writes it: its facts, how it reads its own
 * inputs, and how to load its code (its folder's run.ts, a chunk of its own in the bundle).
 */
export interface CommandSpec<
  T extends TargetKind = TargetKind,
  O = object,
  C = MergeQueue,
> extends CommandFacts {
  target: T
  /** Reads and checks its own inputs; throws an InputError before any request. */
  read(get: InputGetter, ctx: RunContext): O
  /**
   * The PR a command that addresses no PR is still about, from its own settings (testing-details:
   * the PR of the run's own test run), for the `pr-number` output. PR commands: their PR.
   */
  prNumberOf?(own: O): number | undefined
  /** Loads its code: `() => import('./run.js')`, so a step loads only the command it runs. */
  load(): Promise<CommandCode<T, O, C>>
}

/** What the runner hands a command's run besides its settings. */
export interface RunDeps {
  /** The run's API, opened for the token: the row's part of it becomes the command's client. */
  api: TrunkApi
  clock: Clock
  signal?: AbortSignal
  log: Log
}

/** The target a settled command addresses, as the runner describes it (all it may hold). */
export type AnyTarget = Partial<PullRequestHeadTarget>

/** A command with every setting known, ready to run. */
export interface SettledCommand {
  /** Its settings: the common ones, its target and its own (for the log and the tests). */
  readonly settings: CommonSettings & AnyTarget
  /** Runs it: loads its code and calls it with its settings and its part of the API. */
  run(deps: RunDeps): Promise<CommandResult>
}

/** The target of each kind, resolved by the runner from the inputs and the context. */
export type TargetResolver = { [K in TargetKind]: () => Targets[K] }

/** A command whose own inputs are read. */
export interface PreparedCommand {
  /** The PR it is about by its own settings (testing-details: its test run's), if any. */
  readonly prNumber: number | undefined
  /** The command with its settings, once the common ones and the target are settled. */
  settle(common: CommonSettings, targets: TargetResolver): SettledCommand
}

/** A row as the runner holds it: its facts, and how its own inputs are read. */
export interface CommandRow extends CommandFacts {
  /** Reads and checks its own inputs (before any request), keeping their types to itself. */
  prepare(get: InputGetter, ctx: RunContext): PreparedCommand
}

/** A row as defined: its spec (typed, for its tests) and the runner's view of it. */
export type DefinedCommand<T extends TargetKind, O, C> = CommandSpec<T, O, C> & CommandRow

/** A spec with the runner's view of it: `clientOf` is the part of the API its run gets. */
function prepared<T extends TargetKind, O extends object, C>(
  spec: CommandSpec<T, O, C>,
  clientOf: (api: TrunkApi) => C,
): DefinedCommand<T, O, C> {
  return {
    ...spec,
    prepare(get, ctx) {
      const own = spec.read(get, ctx)
      return {
        prNumber: spec.prNumberOf?.(own),
        settle(common, targets) {
          const s: SettingsFor<T, O> = { ...common, ...targets[spec.target](), ...own }
          return {
            settings: s,
            run: async ({ api, ...rest }) =>
              (await spec.load()).run({
                s,
                client: clientOf(api),
                flakyTests: () => api.flakyTests(),
                ...rest,
              }),
          }
        },
      }
    },
  }
}

/**
 * Declares a command: `read` decides the settings `run` gets, and the row's `runsOn` which part of
 * the API it runs on: the flaky tests for `flaky-tests`, else the merge queue.
 */
export function defineCommand<T extends TargetKind, O extends object = object>(
  spec: CommandSpec<T, O, FlakyTests> & { runsOn: 'flaky-tests' },
): DefinedCommand<T, O, FlakyTests>
export function defineCommand<T extends TargetKind, O extends object = object>(
  spec: CommandSpec<T, O, MergeQueue> & { runsOn?: undefined },
): DefinedCommand<T, O, MergeQueue>
export function defineCommand<T extends TargetKind, O extends object = object>(
  spec: FlakyTestsSpec<T, O> | MergeQueueSpec<T, O>,
): DefinedCommand<T, O, FlakyTests> | DefinedCommand<T, O, MergeQueue> {
  if (runsOnFlakyTests(spec)) return prepared(spec, (api) => api.flakyTests())
  return prepared(spec, (api) => api.mergeQueue)
}

type FlakyTestsSpec<T extends TargetKind, O> = CommandSpec<T, O, FlakyTests> & {
  runsOn: 'flaky-tests'
}
type MergeQueueSpec<T extends TargetKind, O> = CommandSpec<T, O, MergeQueue> & {
  runsOn?: undefined
}

/** A row of the flaky tests (`runsOn: 'flaky-tests'`), told apart from a merge-queue row. */
function runsOnFlakyTests<T extends TargetKind, O>(
  spec: FlakyTestsSpec<T, O> | MergeQueueSpec<T, O>,
): spec is FlakyTestsSpec<T, O> {
  return spec.runsOn === 'flaky-tests'
}

/** For commands with no inputs of their own. */
export const readNothing = (): object => ({})
