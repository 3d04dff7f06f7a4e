/**
 * Properties of input parsing, for every input of action.yml: any string gives either settings
 * or an InputError naming that input (or the one it must agree with), never another exception;
 * settings that are accepted make requests the client accepts too (nothing refused later, after
 * the inputs were said to be fine); a refused token is never shown.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { COMMANDS } from '../../src/runner/command-table.js'
import { InputError } from '../../src/inputs/errors.js'
import { finishSettings, readInputs, type Settings } from '../../src/runner/settings.js'
import type { RunContext } from '../../src/ports/run-context.js'
import {
  GetMergeQueueTestingDetailsRequestSchema,
  GetTestDetailsRequestSchema,
  ListFailingTestsRequestSchema,
  MetricsQuerySchema,
  PullRequestRefSchema,
  SetImpactedTargetsRequestSchema,
  SubmitPullRequestRequestSchema,
  TrunkClient,
  UpdateQueueRequestSchema,
  parseBaseUrl,
} from '../../src/client/index.js'
import { COMMAND_OF } from '../../reliability/bad-inputs.js'
import { ACTION_INPUTS } from '../../reliability/harness.js'

const TOKEN = 'tok_inputParsing4Kq8Zr2Wd'
const UUID = '01234567-89ab-4cde-8f01-23456789abcd'
const SHA = 'c0ffee00'.repeat(5)
const ctx: RunContext = {
  repository: 'acme/app',
  serverHost: 'github.com',
  eventName: 'workflow_dispatch',
  runId: '1234567890',
  actor: 'octocat',
}

/** Valid inputs for the command whose behaviour each input changes (COMMAND_OF). */
const BASE: Record<string, Record<string, string>> = {
  status: { 'pr-number': '7', 'target-branch': 'main' },
  submit: { 'pr-number': '7', 'target-branch': 'main' },
  wait: { 'pr-number': '7', 'target-branch': 'main' },
  'upload-targets': { 'pr-number': '7', 'target-branch': 'main', 'pr-sha': SHA },
  'failing-tests': { 'org-url-slug': 'acme' },
  'test-details': { 'org-url-slug': 'acme', 'test-id': UUID },
  'testing-details': { 'target-branch': 'main', 'test-run-id': UUID },
  'update-queue': { 'target-branch': 'main', 'queue-settings': '{"state":"paused"}' },
  metrics: {},
  doctor: { 'target-branch': 'main' },
  'still-needed': { 'target-branch': 'main' },
  'check-test-results': { 'org-url-slug': 'acme', 'junit-paths': 'reports/*.xml' },
  // v2 only: an API key, not the v1 token.
  'rerun-failed-checks': {
    'pr-number': '7',
    'target-branch': 'main',
    'api-token': 'trunk_v2_inputParsing4Kq8Zr2Wd',
  },
  'sync-quarantine': { 'api-token': 'trunk_v2_inputParsing4Kq8Zr2Wd' },
}
/** Inputs an error about this input may name instead (they are checked against each other). */
const RELATED: Record<string, string[]> = {
  'wait-for': ['fail-on'],
  'poll-interval-seconds': ['max-poll-interval-seconds'],
  'impacted-targets': ['impacted-targets-file'],
  'impacted-targets-file': ['impacted-targets'],
  // junit-paths is test-reports' former name: one of the two is required.
  'junit-paths': ['test-reports'],
  'test-reports': ['junit-paths'],
}

/** The inputs a workflow step would pass: defaults filled in, trimmed as core.getInput does. */
function inputsFor(input: string, value: string): Record<string, string> {
  const command = input === 'command' ? value : (COMMAND_OF[input] ?? 'status')
  const values: Record<string, string> = {}
  for (const [name, i] of Object.entries(ACTION_INPUTS))
    if (i.default && !i.default.includes('${{')) values[name] = i.default
  Object.assign(values, { 'api-token': TOKEN }, BASE[COMMAND_OF[input] ?? 'status'], {
    command,
    [input]: value,
  })
  if (input === 'impacted-targets-file') delete values['impacted-targets']
  else if (command === 'upload-targets' && input !== 'impacted-targets')
    values['impacted-targets'] = '//a'
  return values
}

function read(values: Record<string, string>): Settings {
  const plan = readInputs((name) => (values[name] ?? '').trim(), ctx)
  const lookup = plan.resolution.lookup
  // What GitHub would answer for the PR (status and wait look its head up when not given).
  const settled = finishSettings(
    plan,
    lookup && {
      number: lookup.number,
      state: 'open',
      merged: false,
      baseBranch: 'main',
      headSha: SHA,
      headIsFork: false,
    },
  )
  return settled.settings as Settings
}

/** The requests the command would send; each must pass the client's own checks. */
async function clientAccepts(s: Settings): Promise<void> {
  const repo = s.repo
  const t = s as Partial<{ targetBranch: string; prNumber: number }>
  const pr = { repo, targetBranch: t.targetBranch as string, pr: { number: t.prNumber as number } }
  parseBaseUrl(s.apiUrl)
  const client = new TrunkClient({
    baseUrl: s.apiUrl,
    token: s.apiToken,
    forkedWorkflowRunId: s.forkedWorkflowRunId,
  })
  await client.close()
  switch (s.command) {
    case 'submit':
      SubmitPullRequestRequestSchema.parse({ ...pr, priority: s.priority, noBatch: s.noBatch })
      break
    case 'status':
    case 'wait':
    case 'cancel':
    case 'restart-tests':
      PullRequestRefSchema.parse(pr)
      break
    case 'upload-targets':
      SetImpactedTargetsRequestSchema.parse({
        ...pr,
        pr: { number: s.prNumber, sha: s.prSha },
        impactedTargets: s.targets?.kind === 'ALL' ? 'ALL' : (s.targets?.targets ?? []),
      })
      break
    case 'testing-details':
      GetMergeQueueTestingDetailsRequestSchema.parse({
        repo,
        targetBranch: s.targetBranch,
        testRunId: s.testRunId,
      })
      break
    case 'failing-tests': {
      const end = Date.now()
      ListFailingTestsRequestSchema.parse({
        repo,
        org_url_slug: s.orgUrlSlug,
        start_time: new Date(end - s.windowHours * 3600_000).toISOString(),
        end_time: new Date(end).toISOString(),
        page_query: { page_size: 100 },
      })
      break
    }
    case 'test-details':
      GetTestDetailsRequestSchema.parse({ repo, org_url_slug: s.orgUrlSlug, test_id: s.testId })
      break
    case 'update-queue':
      UpdateQueueRequestSchema.parse({ repo, targetBranch: s.targetBranch, ...s.queueSettings })
      break
    case 'metrics':
      MetricsQuerySchema.parse({ repo: `${repo.owner}/${repo.name}`, repoHost: repo.host })
      break
    default:
      break
  }
}

// Strings a user, a typo or an attacker might give: any Unicode (lone surrogates included),
// the characters input parsers split or choke on, workflow commands, numbers and JSON.
const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({
    unit: fc.constantFrom(
      'a',
      'Z',
      '7',
      '0',
      '-',
      '_',
      '.',
      '/',
      ':',
      '@',
      '#',
      ',',
      ' ',
      '\n',
      '\r',
      '\t',
      '\u0000',
      '\u2028',
      '"',
      '[',
      ']',
      '{',
      '}',
      'é',
      '😀',
      '\ud800',
    ),
    maxLength: 40,
  }),
  fc.constantFrom(
    '',
    ' ',
    'ALL',
    '[]',
    '{}',
    'true',
    'False',
    '0',
    '-1',
    '255',
    '256',
    '2147483647',
    '2147483648',
    '::set-output name=outcome::success',
    '::add-mask::x',
    'merged,failed',
    'tests_passed',
    'https://api.trunk.io/v1',
    'http://127.0.0.1:1/v1',
    'a'.repeat(5000),
  ),
  fc.integer().map(String),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  // Long values with a valid shape: lengths around the limits of each field (63, 100, 253, 255,
  // 1024, 2048, 4096 characters), where settings and the client's request checks must agree.
  fc
    .tuple(
      fc.oneof(fc.nat(300), fc.integer({ min: 1000, max: 5000 })),
      fc.constantFrom('a', '9', 'a.', 'a/', 'a-'),
    )
    .map(([n, c]) => `${c.repeat(n)}a`),
)

describe('input parsing, for any string in any input', () => {
  for (const input of Object.keys(ACTION_INPUTS)) {
    it(`${input}: settings the client accepts, or an InputError naming it`, async () => {
      await fc.assert(
        fc.asyncProperty(anyValue, async (value) => {
          let s: Settings
          try {
            s = read(inputsFor(input, value))
          } catch (e) {
            if (!(e instanceof InputError)) throw e
            const knownCommand =
              input === 'command' &&
              (COMMANDS as readonly string[]).includes(value.trim().toLowerCase())
            // A known command with no other inputs may miss any of them.
            if (!knownCommand) expect([input, ...(RELATED[input] ?? [])]).toContain(e.input)
            expect(e.message).toMatch(new RegExp(`^Input '${e.input}': `))
            if (input === 'api-token' && value.trim().length >= 6) {
              expect(e.message).not.toContain(value.trim())
            }
            return
          }
          await clientAccepts(s)
        }),
        { numRuns: 150 },
      )
    })
  }
})
