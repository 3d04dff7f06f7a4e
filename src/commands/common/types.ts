/**
 * What every command is made of: the settings it runs with, the context it gets, the result it
 * returns, and its row in the command table (what it reads and sets, how it reads its own inputs,
 * and how its code is loaded).
 */
import type { Io } from '../../ports/io.js'
import type { Clock, ErrorKind, RepoRef } from '../../client/index.js'
import type { MergeQueueClient } from '../../client/v2/index.js'
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
 * What a command runs with. `client` talks to either API for the merge-queue commands; the
 * commands that run on v1 only (flaky tests, the test gate) ask for the v1 client as `C`.
 */
export interface CommandContext<S, C extends MergeQueueClient = MergeQueueClient> {
  s: S
  client: C
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
export interface CommandCode<
  T extends TargetKind = TargetKind,
  O = object,
  C extends MergeQueueClient = MergeQueueClient,
> {
  /** Runs it. */
  run(c: CommandContext<SettingsFor<T, O>, C>): Promise<CommandResult>
}

/**
 * One row of the command table: everything the runner, the doors and the generated files know of a
 * command before it runs (its folder's row.ts), and how to load its code (its folder's run.ts, a
 * chunk of its own in the bundle).
 */
export interface CommandSpec<
  T extends TargetKind = TargetKind,
  O = object,
  C extends MergeQueueClient = MergeQueueClient,
> {
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
   * key needs for them (the error messages and docs/api-v2.md say these); or on v1 only (a v2 key
   * is refused before any request).
   */
  v2: V2CommandNeeds | 'v1-only'
  /** Its own work's log lines go to one status line rewritten in place on a terminal (the CLI). */
  liveStatus?: true
  /** What it addresses. */
  target: T
  /** A PR command for which the PR's head commit is worth a lookup of its own (stale checks). */
  headSha?: 'wanted'
  /** A queue command that may take the repository's default branch when no PR says otherwise. */
  defaultBranchOk?: boolean
  /** The inputs it reads beyond the common ones and those of its target. */
  inputs: readonly InputName[]
  /** The outputs it may set (beyond outcome and error-kind, which every command sets). */
  outputs: readonly OutputName[]
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

/** Declares a command (the identity, typed: `read` decides the settings `run` gets). */
export function defineCommand<
  T extends TargetKind,
  O extends object = object,
  C extends MergeQueueClient = MergeQueueClient,
>(spec: CommandSpec<T, O, C>): CommandSpec<T, O, C> {
  return spec
}

/** For commands with no inputs of their own. */
export const readNothing = (): object => ({})
