/**
 * check-test-results: the test gate. This run's JUnit failures judged against the service's
 * flaky-test data; the work is in ../test-gate/, this reads the inputs and reports.
 */
import { Inputs, Outputs } from '../constants.js'
import { defaultOf } from '../defaults.js'
import { InputError, shown } from '../input-error.js'
import { parsePath, parseSlug, type InputGetter } from '../input-parsers.js'
import { ALLOWABLE_CLASSES, type AllowableClass } from '../test-gate/classify.js'
import {
  defineCommand,
  type CommandContext,
  type CommandResult,
  type SettingsFor,
} from './types.js'

/** check-test-results' own settings. */
export interface TestGateSettings {
  /** The organization's URL slug. */
  orgUrlSlug: string
  /** Globs of JUnit XML reports, relative to the workspace (`!` excludes). */
  junitPaths: string[]
  /** Failure classes that do not fail the gate. */
  allowFailures: ReadonlySet<AllowableClass>
  /** Where globs and report paths are relative to: GITHUB_WORKSPACE, else the working directory. */
  workspace: string
}

export const testGateCommand = defineCommand({
  target: 'repository',
  inputs: [Inputs.OrgUrlSlug, Inputs.JunitPaths, Inputs.AllowFailures],
  outputs: [
    Outputs.FailedTestsCount,
    Outputs.QuarantinedFailuresCount,
    Outputs.FlakyFailuresCount,
    Outputs.UnexplainedFailuresCount,
    Outputs.UnexplainedFailures,
  ],
  read: (get): TestGateSettings => ({
    orgUrlSlug: parseSlug(get(Inputs.OrgUrlSlug)),
    junitPaths: readJunitPaths(get),
    allowFailures: readAllowFailures(get),
    workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
  }),
  run: checkTests,
})

function readJunitPaths(get: InputGetter): string[] {
  const lines = get(Inputs.JunitPaths)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  if (!lines.length) {
    throw new InputError(
      Inputs.JunitPaths,
      'is required for check-test-results',
      'one glob per line of JUnit XML reports, e.g. reports/**/*.xml',
    )
  }
  return lines.map((l) => parsePath(Inputs.JunitPaths, l))
}

function readAllowFailures(get: InputGetter): Set<AllowableClass> {
  const raw = get(Inputs.AllowFailures) || defaultOf(Inputs.AllowFailures)
  const allowed = new Set<AllowableClass>()
  for (const item of raw.split(/[,\n]/).map((x) => x.trim().toLowerCase())) {
    if (!item || item === 'none') continue
    if (!(ALLOWABLE_CLASSES as readonly string[]).includes(item)) {
      throw new InputError(
        Inputs.AllowFailures,
        `${shown(item)} is not a class of failures that can be allowed`,
        `quarantined, flaky, both comma-separated, or none`,
      )
    }
    allowed.add(item as AllowableClass)
  }
  return allowed
}

async function checkTests(
  c: CommandContext<SettingsFor<'repository', TestGateSettings>>,
): Promise<CommandResult> {
  // The XML parser and the glob library load only for this command, not at every start.
  const { checkTestResults } = await import('../test-gate/index.js')
  const r = await checkTestResults(
    { client: c.client, clock: c.clock, signal: c.signal, log: c.log },
    {
      repo: c.s.repo,
      orgUrlSlug: c.s.orgUrlSlug,
      junitPaths: c.s.junitPaths,
      allowFailures: c.s.allowFailures,
      workspace: c.s.workspace,
    },
  )
  for (const a of r.annotations) {
    c.log.annotate(a.level, a.message, { title: a.title, file: a.file, startLine: a.line })
  }
  if (r.outcome === 'success') c.log.info('Every failure is explained: the gate passes.')
  return {
    outcome: r.outcome,
    outputs: r.outputs,
    summary: r.summary,
    failure: r.failure,
    errorKind: r.outcome === 'error' ? 'test-reports' : undefined,
  }
}
