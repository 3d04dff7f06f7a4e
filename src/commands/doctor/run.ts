/**
 * doctor's run: reads the queue's settings (getQueue: v1, or v2's queue), the required checks
 * (the queue's own list, else .trunk/trunk.yaml's, else GitHub's branch protection and rulesets),
 * the checkout's workflows, and what each rule reads itself; then reports every finding (outputs,
 * annotations on the workflow files, a summary table). It fails when a finding is an error (the
 * queue will stall) and ends in `unknown` when doctor could not tell (nothing it could tell fails).
 */
import { resolve } from 'node:path'
import { CancelledError } from '../../queue/index.js'
import { MAX_LIST_OUTPUT_BYTES, Outputs, type Outcome } from '../../inputs/constants.js'
import {
  requiredChecksOf,
  type GitHubRepositoryTarget,
} from '../../ports/github/repository-checks.js'
import { jsonArrayWithin } from '../../ports/text.js'
import type { CommandContext, CommandResult, Log, SettingsFor } from '../common/types.js'
import { analyze, type DoctorInput, type RequiredChecks } from './analysis.js'
import { readWorkflows, trunkYamlRequiredStatuses } from './checkout.js'
import { judge, readForRules } from './diagnose.js'
import { countFindings, type Finding } from './findings.js'
import { RULE_OF } from './rules.js'
import { readQuarantineAt, readTrunkTests, type QuarantineFacts } from './quarantine.js'
import { doctorSummary } from './summary.js'
import { RUN_WORDS } from './words.js'

/** What doctor reads, from its inputs (its row reads them before any request). */
export interface DoctorSettings {
  /** The checkout: `.github/workflows` and `.trunk/trunk.yaml` are read under it. */
  checkoutPath: string
  /** Required checks another CI posts: not looked for in the workflows. */
  externalChecks: string[]
  /** The GitHub token (already masked) for branch protection, rulesets and runs; none: not read. */
  githubToken?: string
  /** The GitHub REST API's base URL. */
  githubApiUrl: string
  /** The repository's quarantine file, relative to the checkout (the gate's input and default). */
  quarantineFile: string
  /** How far ahead an entry may expire (the gate's `quarantine-max-days`). */
  quarantineMaxDays: number
  /** The organization's slug: v1 names the repository's tests with it (none: not compared on v1). */
  orgUrlSlug?: string
  /** v2's test collection (id or name); none: the organization's only one. */
  testCollection?: string
}

type Context = CommandContext<SettingsFor<'queue', DoctorSettings>>

/** Runs doctor with its settings. */
export async function run(c: Context): Promise<CommandResult> {
  const q = await c.client.getQueue(
    { repo: c.s.repo, targetBranch: c.s.targetBranch },
    { signal: c.signal },
  )
  const checkout = resolve(c.s.checkoutPath)
  const { files, folder } = readWorkflows(checkout)
  c.log.info(RUN_WORDS.folderRead(folder, files.length))
  const github = githubTarget(c)
  const trunkYaml = trunkYamlRequiredStatuses(checkout)
  const unread: string[] = []
  const input: DoctorInput = {
    queue: {
      branch: c.s.targetBranch,
      mode: q.mode,
      state: q.state,
      createPrsForTestingBranches: q.createPrsForTestingBranches,
      testingTimeoutMinutes: q.testingTimeoutMinutes,
    },
    required: await requiredChecks(
      q.requiredStatuses,
      trunkYaml.names,
      github,
      c.s.targetBranch,
      unread,
    ),
    workflows: files,
    folder,
    repository: `${c.s.repo.owner}/${c.s.repo.name}`,
    externalChecks: c.s.externalChecks,
    unread,
    ...(trunkYaml.problem ? { trunkYamlProblem: trunkYaml.problem } : {}),
  }
  input.quarantine = await readQuarantine(c, checkout)
  c.log.info(RUN_WORDS.quarantineRead(input.quarantine))
  const facts = analyze(input)
  input.reads = await readForRules(facts, { checkout, github, unread: (s) => unread.push(s) })
  if (c.signal?.aborted) throw new CancelledError('doctor', 'the job was cancelled')
  const findings = judge(facts)
  annotate(c.log, findings)
  c.log.info(RUN_WORDS.tally(countFindings(findings), input))
  return result(findings, input, files.length)
}

/** The quarantine file, and Trunk's tests when it has entries (see quarantine.ts). */
async function readQuarantine(c: Context, checkout: string): Promise<QuarantineFacts> {
  const nowMs = c.clock.now()
  const path = c.s.quarantineFile
  const file = readQuarantineAt(checkout, path, nowMs, c.s.quarantineMaxDays)
  if (file.kind !== 'read' || !file.entries.length) return { path, nowMs, file }
  if (!c.flakyTests)
    return {
      path,
      nowMs,
      file,
      trunk: { kind: 'unknown', why: 'the flaky tests are not open in this run' },
    }
  const flaky = c.flakyTests()
  const scope =
    flaky.version === 'v1' && !c.s.orgUrlSlug
      ? { missing: RUN_WORDS.noOrgUrlSlug }
      : {
          repo: c.s.repo,
          orgUrlSlug: c.s.orgUrlSlug ?? '',
          ...(c.s.testCollection ? { testCollection: c.s.testCollection } : {}),
        }
  const trunk = await readTrunkTests(flaky, scope, file.entries, nowMs, c.signal)
  return { path, nowMs, file, trunk }
}

function githubTarget(c: Context): GitHubRepositoryTarget | undefined {
  if (!c.s.githubToken) return undefined
  return {
    token: c.s.githubToken,
    apiUrl: c.s.githubApiUrl,
    owner: c.s.repo.owner,
    repo: c.s.repo.name,
    signal: c.signal,
  }
}

/** The required checks: the queue's own, else .trunk/trunk.yaml's, else GitHub's (what it refused said in `unread`). */
async function requiredChecks(
  queue: readonly string[] | null | undefined,
  trunkYaml: string[] | undefined,
  github: GitHubRepositoryTarget | undefined,
  branch: string,
  unread: string[],
): Promise<RequiredChecks> {
  if (queue?.length) return { names: [...queue], source: { kind: 'queue' }, complete: true }
  if (trunkYaml) return { names: trunkYaml, source: { kind: 'trunk-yaml' }, complete: true }
  if (!github) {
    unread.push(RUN_WORDS.noToken)
    return { names: [], source: { kind: 'no-token' }, complete: false }
  }
  const read = await requiredChecksOf(github, branch)
  for (const problem of read.problems) unread.push(RUN_WORDS.requiredUnread(problem))
  return {
    names: read.names,
    source: { kind: 'github', sources: read.sources },
    complete: read.problems.length === 0,
  }
}

/** Each finding on the workflow file it names (an annotation), or in the log. */
function annotate(log: Log, findings: Finding[]): void {
  for (const f of findings) {
    const text = `${f.check ? `${f.check}: ` : ''}${f.message}`
    const title = RULE_OF[f.code].title
    const level = f.severity === 'error' ? 'error' : 'warning'
    if (f.file) log.annotate(level, text, { title, file: f.file, startLine: f.line })
    else if (level === 'error') log.annotate('error', text, { title })
    else log.warning(`${title}: ${text}`)
  }
}

/** The run's outcome: an error fails it; else anything doctor could not tell makes it unknown. */
export function outcomeOf(findings: readonly Finding[]): Outcome {
  const counts = countFindings(findings)
  return counts.error ? 'failure' : counts.unknown ? 'unknown' : 'success'
}

function result(findings: Finding[], input: DoctorInput, workflows: number): CommandResult {
  const counts = countFindings(findings)
  const outcome = outcomeOf(findings)
  const failure = RUN_WORDS.failure(outcome, counts, input.queue.branch)
  return {
    outcome,
    outputs: {
      // Outputs share a budget per job: a long list keeps its first (most severe) findings.
      [Outputs.Findings]: jsonArrayWithin(findings, MAX_LIST_OUTPUT_BYTES).json,
      [Outputs.ErrorsCount]: String(counts.error),
      [Outputs.WarningsCount]: String(counts.warning),
      [Outputs.UnknownsCount]: String(counts.unknown),
    },
    summary: doctorSummary(findings, {
      queue: input.queue,
      required: input.required,
      workflows,
      ...(input.quarantine ? { quarantine: input.quarantine } : {}),
    }),
    ...(failure ? { failure } : {}),
  }
}
