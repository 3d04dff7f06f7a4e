/**
 * A typed fake of the v1 API client for tests of a command's run(): each test gives the methods
 * it expects, typed as TrunkClient's own; any other method called fails the test by name. Calls
 * are recorded with their request, in order. A merge-queue command gets it through the floor's
 * v1 implementation (`queueContext`), a flaky-test command as it is (`commandContext`). Also: a
 * PR and a queue (v1's answers, and as the floor says them), the targets of the commands'
 * settings, a write's answer and the service's 404.
 */
import {
  NotFoundError,
  type Queue,
  type SubmittedPullRequest,
  type TrunkClient,
} from '../src/client/index.js'
import type { CommandContext, Log } from '../src/commands/common/types.js'
import {
  V1MergeQueue,
  type MergeQueue,
  type Queue as DomainQueue,
  type QueuedPullRequest,
} from '../src/queue/index.js'
import { fromV1PullRequest, fromV1Queue } from '../src/queue/v1.js'
import type { Command, SettingsOf } from '../src/runner/command-table.js'

/** The client's methods, as a test may give them. */
export type ClientMethods = {
  [
    K in keyof TrunkClient as TrunkClient[K] extends (...a: never[]) => unknown ? K : never
  ]?: TrunkClient[K]
}

/** A fake client and the calls it saw (method name and first argument). */
export interface FakeClient {
  client: TrunkClient
  calls: { method: string; request: unknown }[]
  /** The names of the methods called, in order. */
  called(): string[]
}

/** A client whose given methods answer; any other fails with its name. */
export function fakeClient(methods: ClientMethods): FakeClient {
  const calls: FakeClient['calls'] = []
  const given = methods as Record<string, (...args: unknown[]) => unknown>
  const client = new Proxy(
    {},
    {
      get(_, name: string) {
        // The service's clock is no request: without a `Date` seen, the client knows none.
        if (name === 'serviceNow' && !given[name]) return () => undefined
        return (...args: unknown[]) => {
          calls.push({ method: name, request: args[0] })
          const fn = given[name]
          if (!fn) throw new Error(`fake client: ${name} was not expected in this test`)
          return fn(...args)
        }
      },
    },
  ) as TrunkClient
  return { client, calls, called: () => calls.map((c) => c.method) }
}

/** A log that keeps its lines (warnings prefixed `WARN `, notices `NOTICE `). */
export function keptLog(): Log & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    info: (m) => lines.push(m),
    warning: (m) => lines.push(`WARN ${m}`),
    notice: (m) => lines.push(`NOTICE ${m}`),
    debug: () => {},
    annotate: (level, m) => lines.push(`${level.toUpperCase()} ${m}`),
    group: (_, fn) => fn(),
  }
}

/** The settings every command has, for acme/app on github.com. */
export function commonSettings<C extends Command>(command: C) {
  return {
    command,
    apiUrl: 'https://api.trunk.io/v1',
    repo: { host: 'github.com', owner: 'acme', name: 'app' },
    requestTimeoutSeconds: 120,
    ignoredInputs: [],
    run: { isMergeQueueRun: false, sources: {}, warnings: [] },
  }
}

/** A command's context: its settings, the fake client, a fixed clock and a kept log. */
export function commandContext<C extends Command>(
  s: SettingsOf<C>,
  fake: FakeClient,
  log = keptLog(),
): CommandContext<SettingsOf<C>, TrunkClient> & { log: ReturnType<typeof keptLog> } {
  const clock = {
    now: () => Date.parse('2026-11-23T12:00:00Z'),
    random: () => 0.5,
    sleep: async () => {},
  }
  return { s, client: fake.client, clock, log }
}

/** A merge-queue command's context: its settings, the merge queue over the fake v1 client. */
export function queueContext<C extends Command>(
  s: SettingsOf<C>,
  fake: FakeClient,
  log = keptLog(),
): CommandContext<SettingsOf<C>, MergeQueue> & { log: ReturnType<typeof keptLog> } {
  const c = commandContext(s, fake, log)
  return { ...c, client: new V1MergeQueue(fake.client) }
}

export const HEAD = 'c0ffee'.repeat(6) + 'c0ff'

/** What a fake's write answers: taken at the first attempt. */
export const WRITE = { attempts: 1, reconciled: false, requestBytes: 80, status: 200 }

/** The PR commands' target in their settings: PR 42 on main, at {@link HEAD}. */
export const PR_42 = { targetBranch: 'main', prNumber: 42, prSha: HEAD }

/** The queue commands' target in their settings: the queue of main. */
export const MAIN_QUEUE = { targetBranch: 'main' }

/** The service's 404. */
export const notFound = () => new NotFoundError({ operation: 'x', status: 404 })

/** A PR as the queue holds it. */
export function queuedPr(
  state: string,
  extra: Partial<SubmittedPullRequest> = {},
): SubmittedPullRequest {
  return {
    state,
    stateChangedAt: '2026-11-23T11:00:00.000Z',
    priorityValue: 100,
    priorityName: 'medium',
    skipTheLine: false,
    isCurrentlySubmittedToQueue: !['merged', 'failed', 'cancelled'].includes(state),
    prNumber: 42,
    prTitle: 'Add refunds',
    prSha: HEAD,
    prBaseBranch: 'main',
    prAuthor: 'octocat',
    ...extra,
  }
}

/** PR 42 NOT_READY: the queue needs its impacted targets and none were uploaded. */
export const awaitingTargets = (): SubmittedPullRequest =>
  queuedPr('not_ready', {
    readiness: {
      requiresImpactedTargets: true,
      hasImpactedTargets: false,
      doesBaseBranchMatch: true,
      gitHubMergeability: 'mergeable',
    },
  })

/** A running queue holding PRs 7 and 42, in that order. */
export function queueOf(extra: Partial<Queue> = {}): Queue {
  return {
    state: 'running',
    branch: 'main',
    concurrency: 1,
    testingTimeoutMinutes: 60,
    mode: 'single',
    canOptimisticallyMerge: false,
    pendingFailureDepth: 0,
    batch: false,
    batchingMaxWaitTimeMinutes: 1,
    batchingMinSize: 1,
    createPrsForTestingBranches: false,
    commentsEnabled: false,
    commandsEnabled: false,
    statusCheckEnabled: false,
    bisectionConcurrency: 1,
    requiredStatuses: [],
    directMergeMode: 'off',
    optimizationMode: 'off',
    mergeMethod: 'squash',
    enqueuedPullRequests: [
      { ...queuedPr('testing', { prNumber: 7 }), noBatch: false },
      { ...queuedPr('pending'), noBatch: false },
    ],
    ...extra,
  }
}

/** A PR as the floor says it (what {@link queuedPr} reads as over v1). */
export function domainPr(
  state: string,
  extra: Partial<SubmittedPullRequest> = {},
): QueuedPullRequest {
  return fromV1PullRequest(queuedPr(state, extra))
}

/** A queue as the floor says it (what {@link queueOf} reads as over v1). */
export function domainQueue(extra: Partial<Queue> = {}): DomainQueue {
  return fromV1Queue(queueOf(extra))
}
