/** Inputs: defaults from the event, and every wrong value refused with a message naming it. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/action/input-error.js'
import { readSettings, type InputReader, type Settings } from '../../src/action/settings.js'
import type { WorkflowContext } from '../../src/action/workflow-context.js'

const TOKEN = 'tok_settings_K2w9'
const SHA = 'ab'.repeat(20)
const prContext: WorkflowContext = {
  repository: 'acme/app',
  serverHost: 'github.com',
  eventName: 'pull_request',
  pr: { number: 42, headSha: SHA, baseBranch: 'main', fromFork: false },
  defaultBranch: 'main',
  runId: '987654321',
  actor: 'octocat',
}

function reader(values: Record<string, string>): InputReader {
  return (name) => values[name] ?? ''
}

/** Every field any command's settings may have, for assertions on the union. */
type WithoutCommand<U> = U extends unknown ? Omit<U, 'command'> : never
type AnySettings = Settings & Partial<UnionToIntersection<WithoutCommand<Settings>>>
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never

function settings(values: Record<string, string>, ctx: WorkflowContext = prContext): AnySettings {
  return readSettings(reader({ 'api-token': TOKEN, ...values }), ctx)
}

function inputError(values: Record<string, string>, ctx: WorkflowContext = prContext): InputError {
  try {
    settings(values, ctx)
  } catch (e) {
    expect(e).toBeInstanceOf(InputError)
    expect((e as Error).message).not.toContain(TOKEN)
    return e as InputError
  }
  throw new Error('expected an InputError')
}

describe('defaults from the workflow run', () => {
  it('a pull_request event gives the repository, base branch, PR number and head sha', () => {
    const s = settings({ command: 'status' })
    expect(s).toMatchObject({
      command: 'status',
      apiUrl: 'https://api.trunk.io/v1',
      repo: { host: 'github.com', owner: 'acme', name: 'app' },
      targetBranch: 'main',
      prNumber: 42,
      prSha: SHA,
      apiToken: TOKEN,
    })
  })

  it('the event head sha is not used for another PR number', () => {
    expect(settings({ command: 'status', 'pr-number': '7' }).prSha).toBeUndefined()
  })

  it('without a PR, the target branch defaults to the default branch', () => {
    const s = settings(
      { command: 'get-queue' },
      { ...prContext, pr: undefined, defaultBranch: 'trunk' },
    )
    expect(s.targetBranch).toBe('trunk')
  })

  it('a trunk-merge test branch gives the PR number and test run id', () => {
    const ctx = {
      ...prContext,
      pr: undefined,
      testBranch: { prNumber: 9, testRunId: '5df78918-0d3c-4a3e-9f5e-2b1c3d4e5f60' },
    }
    expect(settings({ command: 'testing-details' }, ctx).testRunId).toBe(
      '5df78918-0d3c-4a3e-9f5e-2b1c3d4e5f60',
    )
    expect(settings({ command: 'status' }, ctx).prNumber).toBe(9)
  })

  it('GitHub Enterprise: the host defaults to the server host', () => {
    expect(
      settings({ command: 'get-queue' }, { ...prContext, serverHost: 'ghe.acme.io' }).repo.host,
    ).toBe('ghe.acme.io')
  })

  it('wait defaults: merged, failing on failed/cancelled, 3600 s, 15 s polls', () => {
    expect(settings({ command: 'wait' })).toMatchObject({
      waitFor: ['merged'],
      failOn: ['failed', 'cancelled'],
      timeoutSeconds: 3600,
      pollIntervalSeconds: 15,
      maxPollIntervalSeconds: 60,
      notSubmittedTimeoutSeconds: 0,
    })
  })

  it('states are accepted in either case, with hyphens or underscores', () => {
    expect(
      settings({
        command: 'wait',
        'wait-for': 'TESTS_PASSED, merged',
        'fail-on': 'failed,Pending-Failure',
      }),
    ).toMatchObject({
      waitFor: ['tests_passed', 'merged'],
      failOn: ['failed', 'pending_failure'],
    })
  })

  it('the token is handed to the mask before anything else is read', () => {
    const order: string[] = []
    readSettings(
      (name) => {
        order.push(name)
        return ({ 'api-token': TOKEN, command: 'status' } as Record<string, string>)[name] ?? ''
      },
      prContext,
      () => order.push('MASK'),
    )
    expect(order.slice(0, 2)).toEqual(['api-token', 'MASK'])
  })

  it('inputs the command does not use are reported as ignored', () => {
    expect(
      settings({ command: 'status', priority: 'high', 'org-url-slug': 'acme' }).ignoredInputs,
    ).toEqual(['priority', 'org-url-slug'])
  })

  it('queue-settings are parsed and checked against the known settings', () => {
    expect(
      settings({ command: 'update-queue', 'queue-settings': '{"state":"PAUSED","concurrency":3}' })
        .queueSettings,
    ).toEqual({ state: 'PAUSED', concurrency: 3 })
  })
})

describe('the token', () => {
  it('missing: says so plainly', () => {
    expect(inputError({ command: 'status', 'api-token': '' }).message).toMatch(
      /^Input 'api-token': is empty/,
    )
  })

  it('missing on a Dependabot run: says Dependabot runs get no secrets', () => {
    expect(
      inputError({ command: 'submit', 'api-token': '' }, { ...prContext, actor: 'dependabot[bot]' })
        .message,
    ).toMatch(/Dependabot/)
  })

  it('missing on a fork PR: only upload-targets works, with the run id', () => {
    const fork = { ...prContext, pr: { ...prContext.pr!, fromFork: true } }
    expect(inputError({ command: 'submit', 'api-token': '' }, fork).message).toMatch(
      /fork.*Only upload-targets works from a fork/,
    )
    const s = settings(
      { command: 'upload-targets', 'api-token': '', 'impacted-targets': '//a' },
      fork,
    )
    expect(s.apiToken).toBeUndefined()
    expect(s.forkedWorkflowRunId).toBe('987654321')
  })

  it('with whitespace inside: refused without showing it', () => {
    const e = inputError({ command: 'status', 'api-token': 'tok_ab cd' })
    expect(e.input).toBe('api-token')
    expect(e.message).not.toContain('tok_ab')
  })
})

describe('every wrong input is refused, naming it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-settings-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const badJson = join(dir, 'bad.json')
  writeFileSync(badJson, '["//a", 3]')

  const cases: [string, Record<string, string>, string, RegExp][] = [
    ['no command', { command: '' }, 'command', /is required/],
    [
      'unknown command',
      { command: 'merge' },
      'command',
      /"merge" is not a command; expected one of submit, cancel/,
    ],
    [
      'http api-url',
      { command: 'status', 'api-url': 'http://api.trunk.io/v1' },
      'api-url',
      /does not use https/,
    ],
    ['api-url not a url', { command: 'status', 'api-url': 'trunk' }, 'api-url', /is not a URL/],
    [
      'api-url without /v1',
      { command: 'status', 'api-url': 'https://api.trunk.io' },
      'api-url',
      /"https:\/\/api\.trunk\.io" does not end in \/v1/,
    ],
    [
      'api-url of another API version',
      { command: 'status', 'api-url': 'https://api.trunk.io/v2/' },
      'api-url',
      /does not end in \/v1, so every request would miss the v1 API; expected the API's base URL/,
    ],
    [
      'api-url with credentials',
      { command: 'status', 'api-url': 'https://u:p@api.trunk.io/v1' },
      'api-url',
      /credentials/,
    ],
    [
      'repository without owner',
      { command: 'status', repository: 'app' },
      'repository',
      /"app" is not a repository; expected owner\/name/,
    ],
    [
      'repository with spaces',
      { command: 'status', repository: 'acme/my app' },
      'repository',
      /is not a repository/,
    ],
    [
      'repository-host',
      { command: 'status', 'repository-host': 'git hub' },
      'repository-host',
      /is not a host name/,
    ],
    [
      'branch with spaces',
      { command: 'status', 'target-branch': 'my branch' },
      'target-branch',
      /not a valid branch name/,
    ],
    [
      'branch with ..',
      { command: 'status', 'target-branch': 'a..b' },
      'target-branch',
      /not a valid branch name/,
    ],
    [
      'branch with newline',
      { command: 'status', 'target-branch': 'main\n::error::x' },
      'target-branch',
      /not a valid branch name/,
    ],
    [
      'pr-number text',
      { command: 'status', 'pr-number': 'abc' },
      'pr-number',
      /"abc" is not a PR number; expected a whole number from 1 to 2147483647/,
    ],
    ['pr-number 0', { command: 'status', 'pr-number': '0' }, 'pr-number', /is not a PR number/],
    [
      'pr-number huge',
      { command: 'status', 'pr-number': '99999999999' },
      'pr-number',
      /is not a PR number/,
    ],
    [
      'pr-number negative',
      { command: 'status', 'pr-number': '-3' },
      'pr-number',
      /is not a PR number/,
    ],
    [
      'pr-sha short',
      { command: 'status', 'pr-sha': 'abc123' },
      'pr-sha',
      /is not a full commit sha/,
    ],
    [
      'priority word',
      { command: 'submit', priority: 'asap' },
      'priority',
      /"asap" is not a priority; expected low, medium, high, urgent, or a number from 0/,
    ],
    ['priority 256', { command: 'submit', priority: '256' }, 'priority', /is not a priority/],
    // Found by the input-parsing property (__tests__/reliability): an `in` check let the names
    // of Object.prototype through, and the client refused them only after a first request.
    [
      'priority __proto__',
      { command: 'submit', priority: '__proto__' },
      'priority',
      /is not a priority/,
    ],
    [
      'priority constructor',
      { command: 'submit', priority: 'Constructor' },
      'priority',
      /is not a priority/,
    ],
    [
      'no-batch yes',
      { command: 'submit', 'no-batch': 'yes' },
      'no-batch',
      /"yes" is not a boolean; expected true or false/,
    ],
    [
      'wait-for unknown',
      { command: 'wait', 'wait-for': 'landed' },
      'wait-for',
      /"landed" is not a PR state/,
    ],
    ['wait-for empty list', { command: 'wait', 'wait-for': ' , ' }, 'wait-for', /names no state/],
    [
      'fail-on overlaps',
      { command: 'wait', 'wait-for': 'merged', 'fail-on': 'merged' },
      'fail-on',
      /which wait-for names too/,
    ],
    [
      'timeout 0',
      { command: 'wait', 'timeout-seconds': '0' },
      'timeout-seconds',
      /not a whole number from 1/,
    ],
    [
      'timeout text',
      { command: 'wait', 'timeout-seconds': '1h' },
      'timeout-seconds',
      /"1h" is not a whole number/,
    ],
    [
      'poll 0',
      { command: 'wait', 'poll-interval-seconds': '0' },
      'poll-interval-seconds',
      /from 1 to 3600/,
    ],
    [
      'max poll below poll',
      { command: 'wait', 'poll-interval-seconds': '30', 'max-poll-interval-seconds': '10' },
      'max-poll-interval-seconds',
      /less than poll-interval-seconds/,
    ],
    [
      'window 169 h',
      { command: 'failing-tests', 'org-url-slug': 'acme', 'window-hours': '169' },
      'window-hours',
      /from 1 to 168/,
    ],
    ['no slug', { command: 'failing-tests' }, 'org-url-slug', /is required/],
    [
      'bad slug',
      { command: 'failing-tests', 'org-url-slug': 'a/b' },
      'org-url-slug',
      /not an organization slug/,
    ],
    [
      'test-id not uuid',
      { command: 'test-details', 'org-url-slug': 'acme', 'test-id': '42' },
      'test-id',
      /"42" is not a test id/,
    ],
    [
      'queue-settings not json',
      { command: 'update-queue', 'queue-settings': '{mode:single}' },
      'queue-settings',
      /is not valid JSON/,
    ],
    [
      'queue-settings array',
      { command: 'update-queue', 'queue-settings': '[]' },
      'queue-settings',
      /is not a JSON object/,
    ],
    [
      'queue-settings unknown key',
      { command: 'update-queue', 'queue-settings': '{"speed":3}' },
      'queue-settings',
      /unknown setting "speed"/,
    ],
    [
      'queue-settings bad value',
      { command: 'update-queue', 'queue-settings': '{"concurrency":0}' },
      'queue-settings',
      /setting concurrency: must be at least 1/,
    ],
    [
      'queue-settings empty',
      { command: 'update-queue', 'queue-settings': '{}' },
      'queue-settings',
      /empty object/,
    ],
    ['update-queue without settings', { command: 'update-queue' }, 'queue-settings', /is required/],
    [
      'metrics scope',
      { command: 'metrics', 'metrics-scope': 'world' },
      'metrics-scope',
      /repository or organization/,
    ],
    [
      'targets both',
      { command: 'upload-targets', 'impacted-targets': '//a', 'impacted-targets-file': 'x' },
      'impacted-targets-file',
      /together with impacted-targets/,
    ],
    [
      'targets none',
      { command: 'upload-targets' },
      'impacted-targets',
      /is empty and so is impacted-targets-file/,
    ],
    [
      'targets file missing',
      { command: 'upload-targets', 'impacted-targets-file': join(dir, 'nope.txt') },
      'impacted-targets-file',
      /does not exist/,
    ],
    [
      'targets file is a directory',
      { command: 'upload-targets', 'impacted-targets-file': dir },
      'impacted-targets-file',
      /is a directory/,
    ],
    [
      'targets file bad element',
      { command: 'upload-targets', 'impacted-targets-file': badJson },
      'impacted-targets-file',
      /element 1 of the JSON array/,
    ],
    // Found by the reliability run (npm run reliability): each of these used to get past the
    // inputs and fail later, after a request or without naming the input.
    [
      'api-token of 100 KB',
      { command: 'status', 'api-token': 'a'.repeat(102_400) },
      'api-token',
      /is 102400 characters long \(its value is not shown\); expected .*at most 4096/,
    ],
    [
      'api-url with a newline inside (the URL parser would drop it)',
      { command: 'status', 'api-url': 'https://api.trunk.io/v\n1' },
      'api-url',
      /is not a URL on one line/,
    ],
    [
      'api-url with a tab inside',
      { command: 'status', 'api-url': 'https://api.trunk.io/\tv1' },
      'api-url',
      /is not a URL on one line/,
    ],
    [
      'api-url of 100 KB',
      { command: 'status', 'api-url': `https://api.trunk.io/v1/${'a'.repeat(102_400)}` },
      'api-url',
      /at most 2048 characters/,
    ],
    [
      'repository-host of 100 KB of labels',
      { command: 'status', 'repository-host': `${'a.'.repeat(51_200)}com` },
      'repository-host',
      /is not a host name/,
    ],
    [
      'repository owner longer than the API takes',
      {
        command: 'status',
        repository: `${'a'.repeat(100)}/${'b'.repeat(100)}/${'c'.repeat(100)}/app`,
      },
      'repository',
      /is not a repository/,
    ],
    [
      'metrics-file is a directory',
      { command: 'metrics', 'metrics-file': dir },
      'metrics-file',
      /is a directory/,
    ],
    [
      'metrics-file under a file',
      { command: 'metrics', 'metrics-file': join(badJson, 'sub', 'mq.prom') },
      'metrics-file',
      /cannot be created: ".*bad\.json" is a file, not a directory/,
    ],
  ]
  it.each(cases)('%s', (_name, values, input, message) => {
    const e = inputError(values)
    expect(e.input).toBe(input)
    expect(e.message).toMatch(new RegExp(`^Input '${input}': `))
    expect(e.message).toMatch(message)
  })

  it('a 100 KB token is refused without showing it', () => {
    const token = `tok_${'x'.repeat(102_400)}`
    const e = inputError({ command: 'status', 'api-token': token })
    expect(e.message).not.toContain('x'.repeat(20))
  })

  it('a metrics-file that does not exist yet, in a directory that does not either, is fine', () => {
    const path = join(dir, 'new', 'deeper', 'mq.prom')
    expect(settings({ command: 'metrics', 'metrics-file': path }).metricsFile).toBe(path)
  })

  it('no PR in the event and no pr-number', () => {
    const e = inputError({ command: 'status' }, { ...prContext, eventName: 'push', pr: undefined })
    expect(e.input).toBe('pr-number')
    expect(e.message).toMatch(/push event has no pull request/)
  })

  it('upload-targets needs the head sha', () => {
    const e = inputError(
      { command: 'upload-targets', 'impacted-targets': '//a' },
      { ...prContext, pr: { number: 42, fromFork: false } },
    )
    expect(e.input).toBe('pr-sha')
  })

  it('testing-details needs a test run id off a test branch', () => {
    expect(inputError({ command: 'testing-details' }).input).toBe('test-run-id')
  })

  it('no repository anywhere', () => {
    expect(inputError({ command: 'status' }, { ...prContext, repository: undefined }).input).toBe(
      'repository',
    )
  })
})
