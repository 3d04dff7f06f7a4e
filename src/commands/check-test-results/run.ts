/**
 * check-test-results's run: reads the reports, looks their failures up in Trunk's flaky-test data
 * (gate.ts) and reports the verdict.
 */
import type { FlakyTests } from '../../queue/index.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { checkTestResults } from './gate.js'
import type { AllowableClass, RetriedPolicy, TestOutcome } from './outcome.js'
import { omittedAnnotationsText, passesText } from './words.js'

/** check-test-results' own settings. */
export interface TestGateSettings {
  /** The organization's URL slug. */
  orgUrlSlug: string
  /** Globs of test reports, relative to the workspace (`!` excludes). */
  testReports: string[]
  /** The globs of `complete:` lines: their reports show failures outside test cases. */
  completeReports: string[]
  /** The input the globs came from: test-reports, or junit-paths (its former name). */
  reportsInput: string
  /** Failure classes that do not fail the gate. */
  allowFailures: ReadonlySet<AllowableClass>
  /** Where globs and report paths are relative to: GITHUB_WORKSPACE, else the working directory. */
  workspace: string
  /** The test step's outcome (`steps.<id>.outcome`), '' when not given. */
  testOutcome: TestOutcome
  /** The variant the tests were uploaded with ('' for none): part of Trunk's test id. */
  variant: string
  /** Reports that hold no test are expected (allow-empty-test-results). */
  allowEmpty: boolean
  /** The repository's quarantine file, relative to the workspace. */
  quarantineFile: string
  /** How many days ahead an entry of the quarantine file may expire. */
  quarantineMaxDays: number
  /** What a test that passed on a retry does to the gate. */
  retriedTests: RetriedPolicy
  /** Shards: how many report files must be found, or every pattern must match one. */
  expectedReports?: number | 'each-pattern'
  /** Where to write the judged report (JUnit XML), absolute; absent: none written. */
  judgedReport?: string
  /** The v2 test collection (id or name); undefined: the organization's only one. */
  testCollection?: string
}

/** Runs check-test-results with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'repository', TestGateSettings>, FlakyTests>,
): Promise<CommandResult> {
  const r = await checkTestResults(
    { client: c.client, clock: c.clock, signal: c.signal, log: c.log },
    {
      repo: c.s.repo,
      orgUrlSlug: c.s.orgUrlSlug,
      testReports: c.s.testReports,
      completeReports: c.s.completeReports,
      reportsInput: c.s.reportsInput,
      allowFailures: c.s.allowFailures,
      workspace: c.s.workspace,
      testOutcome: c.s.testOutcome,
      variant: c.s.variant,
      allowEmptyReports: c.s.allowEmpty,
      quarantineFile: c.s.quarantineFile,
      quarantineMaxDays: c.s.quarantineMaxDays,
      retriedTests: c.s.retriedTests,
      ...(c.s.expectedReports !== undefined ? { expectedReports: c.s.expectedReports } : {}),
      ...(c.s.judgedReport !== undefined ? { judgedReport: c.s.judgedReport } : {}),
      testCollection: c.s.testCollection,
    },
  )
  for (const a of r.annotations) {
    c.log.annotate(a.level, a.message, { title: a.title, file: a.file, startLine: a.line })
  }
  if (r.omittedAnnotations) c.log.info(omittedAnnotationsText(r.omittedAnnotations))
  if (r.outcome === 'success') c.log.info(passesText)
  return {
    outcome: r.outcome,
    outputs: r.outputs,
    summary: r.summary,
    failure: r.failure,
    errorKind: r.outcome === 'error' ? 'test-reports' : undefined,
  }
}
