/**
 * check-test-results's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { actionOnly } from '../../ports/text.js'
import { isAbsolute, relative, resolve } from 'node:path'
import { readQuarantineFileInput } from '../../inputs/quarantine-file.js'
import { Inputs, Outputs } from '../../inputs/constants.js'
import { defaultOf } from '../../inputs/defaults.js'
import { InputError, shown } from '../../inputs/errors.js'
import {
  outputFoldersOf,
  parseBoolean,
  parseOutputPath,
  parsePath,
  parseSlug,
  type InputGetter,
} from '../../inputs/parsers.js'
import { readInteger } from '../../inputs/values.js'
import { readTestCollection } from '../common/flaky-tests.js'
import { defineCommand } from '../common/types.js'
import {
  ALLOWABLE_CLASSES,
  RETRIED_POLICIES,
  TEST_OUTCOMES,
  type AllowableClass,
  type RetriedPolicy,
  type TestOutcome,
} from './outcome.js'
import type { TestGateSettings } from './run.js'

export const testGateCommand = defineCommand({
  description:
    'Gates a job on its test reports: fails only on failures Trunk does not know as quarantined (or flaky).',
  required: [Inputs.OrgUrlSlug, [Inputs.TestReports, Inputs.JunitPaths]],
  runsOn: 'flaky-tests',
  v2: {
    operations: ['testCollections.list', 'testCollections.quarantineStatus'],
    needs: ['Upload test results'],
    note: 'testCollections.list only when test-collection is not an id',
  },
  target: 'repository',
  inputs: [
    Inputs.OrgUrlSlug,
    Inputs.TestCollection,
    Inputs.TestReports,
    Inputs.JunitPaths,
    Inputs.AllowFailures,
    Inputs.TestOutcome,
    Inputs.Variant,
    Inputs.AllowEmptyTestResults,
    Inputs.QuarantineFile,
    Inputs.QuarantineMaxDays,
    Inputs.RetriedTests,
    Inputs.ExpectedReports,
    Inputs.JudgedReport,
  ],
  outputs: [
    Outputs.FailedTestsCount,
    Outputs.QuarantinedFailuresCount,
    Outputs.RepoQuarantinedFailuresCount,
    Outputs.FlakyFailuresCount,
    Outputs.UnexplainedFailuresCount,
    Outputs.UnexplainedFailures,
    Outputs.PassedOnRetryCount,
    Outputs.RetrySeconds,
  ],
  read: (get, ctx): TestGateSettings => {
    // The run's workspace (GITHUB_WORKSPACE, from the context's port), else the working directory.
    const workspace = resolve(ctx.workspace || process.cwd())
    return {
      orgUrlSlug: parseSlug(get(Inputs.OrgUrlSlug)),
      ...readTestReports(get, workspace),
      allowFailures: readAllowFailures(get),
      workspace,
      testOutcome: readTestOutcome(get),
      variant: readVariant(get),
      allowEmpty: parseBoolean(get, Inputs.AllowEmptyTestResults),
      quarantineFile: readQuarantineFile(get, workspace),
      quarantineMaxDays: readInteger(get, Inputs.QuarantineMaxDays),
      retriedTests: readRetriedTests(get),
      ...readExpectedReports(get),
      ...readJudgedReport(get, ctx),
      testCollection: readTestCollection(get),
    }
  },
  load: () => import('./run.js'),
})

/** A line of test-reports saying its reports show failures outside test cases. */
const COMPLETE_PREFIX = /^complete:\s*/

function readTestReports(
  get: InputGetter,
  workspace: string,
): { testReports: string[]; completeReports: string[]; reportsInput: string } {
  const given = get(Inputs.TestReports)
  const alias = get(Inputs.JunitPaths)
  if (given.trim() && alias.trim()) {
    throw new InputError(
      Inputs.JunitPaths,
      `is given with test-reports (${shown(alias)})`,
      'test-reports alone (junit-paths is its former name)',
    )
  }
  const input = given.trim() ? Inputs.TestReports : Inputs.JunitPaths
  const lines = (given.trim() ? given : alias)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  if (!lines.length) {
    throw new InputError(
      Inputs.TestReports,
      'is required for check-test-results',
      'one glob per line of test reports, e.g. reports/**/*.xml',
    )
  }
  const testReports: string[] = []
  const completeReports: string[] = []
  for (const l of lines) {
    const complete = COMPLETE_PREFIX.test(l)
    const glob = readGlob(input, complete ? l.replace(COMPLETE_PREFIX, '') : l, l, workspace)
    if (complete && glob.startsWith('!')) {
      throw new InputError(
        input,
        `${shown(l)} marks an exclusion as complete`,
        '"complete: <glob>" with a glob of reports to read; exclusions stay plain "!<glob>" lines',
      )
    }
    testReports.push(glob)
    if (complete) completeReports.push(glob)
  }
  return { testReports, completeReports, reportsInput: input }
}

function readGlob(
  input: typeof Inputs.TestReports | typeof Inputs.JunitPaths,
  l: string,
  line: string,
  workspace: string,
): string {
  if (!l.trim()) {
    throw new InputError(
      input,
      `${shown(line)} has no glob after complete:`,
      '"complete: <glob>", e.g. complete: reports/jest-junit.xml',
    )
  }
  const path = parsePath(input, l)
  // Reports are the workspace's (the docs say so): a glob that reaches outside it is refused,
  // so a PR's workflow cannot make the gate read (and show) files elsewhere on the runner.
  const body = path.startsWith('!') ? path.slice(1) : path
  const rel = relative(workspace, resolve(workspace, body))
  if (rel.startsWith('..') || isAbsolute(rel)) {
    throw new InputError(
      input,
      `${shown(line)} is outside the workspace (${workspace})`,
      'globs relative to the workspace (GITHUB_WORKSPACE, else the working directory), e.g. reports/**/*.xml',
    )
  }
  return path
}

function readAllowFailures(get: InputGetter): Set<AllowableClass> {
  const raw = get(Inputs.AllowFailures) || defaultOf(Inputs.AllowFailures)
  const allowed = new Set<AllowableClass>()
  const items = raw
    .split(/[,\n]/)
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean)
  if (items.includes('none') && items.length > 1) {
    throw new InputError(
      Inputs.AllowFailures,
      `${shown(raw)} says none and names classes too`,
      'none alone, or quarantined, flaky or both comma-separated',
    )
  }
  for (const item of items) {
    if (item === 'none') continue
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

function readTestOutcome(get: InputGetter): TestOutcome {
  const raw = get(Inputs.TestOutcome).trim()
  if (raw !== '' && !(TEST_OUTCOMES as readonly string[]).includes(raw)) {
    throw new InputError(
      Inputs.TestOutcome,
      `${shown(raw)} is not a step outcome`,
      `success, failure, cancelled or skipped${actionOnly(', as ${{ steps.<id>.outcome }} gives it')}, or empty`,
    )
  }
  return raw as TestOutcome
}

function readVariant(get: InputGetter): string {
  const raw = get(Inputs.Variant)
  // Part of an id joined with '#': kept exactly as the uploader was given it, one line.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw) || raw.length > 256) {
    throw new InputError(
      Inputs.Variant,
      `${shown(raw)} is not a variant`,
      'the variant the tests were uploaded with (one line, at most 256 characters), or empty',
    )
  }
  return raw
}

function readQuarantineFile(get: InputGetter, workspace: string): string {
  return readQuarantineFileInput(get, workspace, 'workspace')
}

function readRetriedTests(get: InputGetter): RetriedPolicy {
  const raw = (get(Inputs.RetriedTests) || defaultOf(Inputs.RetriedTests)).trim().toLowerCase()
  if (!(RETRIED_POLICIES as readonly string[]).includes(raw)) {
    throw new InputError(
      Inputs.RetriedTests,
      `${shown(raw)} is not a policy for tests that passed on a retry`,
      'pass, warn or fail',
    )
  }
  return raw as RetriedPolicy
}

/** The most report files expected-reports may ask for. */
export const MAX_EXPECTED_REPORTS = 1000

function readExpectedReports(get: InputGetter): { expectedReports?: number | 'each-pattern' } {
  const raw = get(Inputs.ExpectedReports).trim()
  if (raw === '') return {}
  if (raw === 'each-pattern') return { expectedReports: raw }
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!Number.isInteger(n) || n < 1 || n > MAX_EXPECTED_REPORTS) {
    throw new InputError(
      Inputs.ExpectedReports,
      `${shown(raw)} is not a number of reports`,
      `a whole number from 1 to ${MAX_EXPECTED_REPORTS}, or each-pattern`,
    )
  }
  return { expectedReports: n }
}

function readJudgedReport(
  get: InputGetter,
  ctx: Parameters<typeof outputFoldersOf>[0],
): { judgedReport?: string } {
  const raw = get(Inputs.JudgedReport).trim()
  if (raw === '') return {}
  const folders = outputFoldersOf(ctx)
  const path = parseOutputPath(Inputs.JudgedReport, raw, folders)
  return { judgedReport: resolve(folders.workspace, path) }
}
