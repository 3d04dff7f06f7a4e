/** Inputs: defaults from the event, and every wrong value refused with a message naming it. */
import { renderRefs } from '../../src/ports/text.js'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/inputs/errors.js'
import {
  finishSettings,
  readInputs,
  type InputReader,
  type Settings,
} from '../../src/runner/settings.js'
import { readWorkflowContext } from '../../src/ports/github-actions/workflow-context.js'
import type { RunContext } from '../../src/ports/run-context.js'
import { pullRequestEvent } from '../../__fixtures__/action-runner.js'

const TOKEN = 'tok_settings_K2w9'
const GH_TOKEN = 'ghs_settingsTestToken'
const SHA = 'ab'.repeat(20)
const ctxDir = mkdtempSync(join(tmpdir(), 'mqa-settings-ctx-'))
afterAll(() => rmSync(ctxDir, { recursive: true, force: true }))
let events = 0
/** The context as the action reads it: an event payload file and the runner's variables. */
function contextOf(
  eventName: string,
  payload: unknown,
  env: Record<string, string> = {},
): RunContext {
  const path = join(ctxDir, `event-${events++}.json`)
  writeFileSync(path, JSON.stringify(payload))
  return readWorkflowContext({
    GITHUB_EVENT_PATH: path,
    GITHUB_EVENT_NAME: eventName,
    GITHUB_REPOSITORY: 'acme/app',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '987654321',
    GITHUB_ACTOR: 'octocat',
    ...env,
  })
}
const REPOSITORY = { full_name: 'acme/app', default_branch: 'main' }
const prContext = contextOf('pull_request', pullRequestEvent(42, SHA))
/** A comment on PR 42: the event names the PR, not its branches or head. */
const commentOnPr42 = () =>
  contextOf('issue_comment', {
    issue: { number: 42, pull_request: { url: 'https://api.github.com/repos/acme/app/pulls/42' } },
    repository: REPOSITORY,
  })

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

/** The settings, where the event and inputs suffice (no lookup of the PR on GitHub). */
function settings(values: Record<string, string>, ctx: RunContext = prContext): AnySettings {
  return finishSettings(readInputs(reader({ 'api-token': TOKEN, ...values }), ctx))
    .settings as AnySettings
}

/** The error as the action words it: names of inputs and the action's asides rendered. */
function asTheActionSaysIt(e: InputError): InputError {
  const say = (text: string) => renderRefs(text, (_kind, value) => value)
  return new InputError(e.input, say(e.problem), e.expected && say(e.expected))
}

function inputError(values: Record<string, string>, ctx: RunContext = prContext): InputError {
  try {
    settings(values, ctx)
  } catch (e) {
    expect(e).toBeInstanceOf(InputError)
    expect((e as Error).message).not.toContain(TOKEN)
    return asTheActionSaysIt(e as InputError)
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
    // Another PR's head is looked up (status checks the entry's commit against it), never taken
    // from the event's PR.
    const plan = readInputs(
      reader({ 'api-token': TOKEN, 'github-token': GH_TOKEN, command: 'status', 'pr-number': '7' }),
      prContext,
    )
    expect(plan.resolution.lookup).toMatchObject({ number: 7 })
    expect(plan.resolution.lookup?.wants).toContain('head-sha')
    expect(plan.resolution.resolved.headSha).toBeUndefined()
    expect(
      settings({ command: 'submit', 'pr-number': '7', 'target-branch': 'main' }).prSha,
    ).toBeUndefined()
  })

  it('without a PR, get-queue reads the default branch; a queue change never assumes it', () => {
    const dispatch = contextOf('workflow_dispatch', {
      repository: { ...REPOSITORY, default_branch: 'trunk' },
    })
    expect(settings({ command: 'get-queue' }, dispatch).targetBranch).toBe('trunk')
    for (const command of ['create-queue', 'delete-queue', 'testing-details']) {
      expect(
        inputError({ command, 'test-run-id': '01234567-89ab-4cde-8f01-23456789abcd' }, dispatch)
          .input,
      ).toBe('target-branch')
    }
  })

  it('a trunk-merge test branch gives the PR number and test run id; its base comes from one lookup', () => {
    const uuid = '5df78918-0d3c-4a3e-9f5e-2b1c3d4e5f60'
    const ref = `refs/heads/trunk-merge/pr-9/${uuid}`
    const push = contextOf(
      'push',
      { ref, repository: REPOSITORY },
      { GITHUB_REF: ref, GITHUB_REF_NAME: `trunk-merge/pr-9/${uuid}` },
    )
    const plan = readInputs(
      reader({ 'api-token': TOKEN, 'github-token': GH_TOKEN, command: 'testing-details' }),
      push,
    )
    expect(plan.resolution.lookup).toMatchObject({ owner: 'acme', repo: 'app', number: 9 })
    const s = finishSettings(plan, {
      number: 9,
      state: 'open',
      merged: false,
      baseBranch: 'release/2.0',
      headSha: SHA,
      headIsFork: false,
    }).settings as AnySettings
    expect(s).toMatchObject({ testRunId: uuid, targetBranch: 'release/2.0' })
    expect(s.run).toMatchObject({ isMergeQueueRun: true, prNumber: 9 })
    // Given target-branch and pr-sha, there is nothing to look up.
    const given = readInputs(
      reader({ 'api-token': TOKEN, command: 'status', 'target-branch': 'main', 'pr-sha': SHA }),
      push,
    )
    expect(given.resolution.lookup).toBeUndefined()
    expect(finishSettings(given).settings).toMatchObject({ prNumber: 9, targetBranch: 'main' })
  })

  it('GitHub Enterprise: the host defaults to the server host', () => {
    const ghes = contextOf('pull_request', pullRequestEvent(42, SHA), {
      GITHUB_SERVER_URL: 'https://ghe.acme.io',
    })
    expect(settings({ command: 'get-queue' }, ghes).repo.host).toBe('ghe.acme.io')
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

  it('wait-for: failed waits for it: the default fail-on leaves out what wait-for names (issue 33)', () => {
    expect(settings({ command: 'wait', 'wait-for': 'failed' })).toMatchObject({
      waitFor: ['failed'],
      failOn: ['cancelled'],
    })
    // As the runner passes it: the default filled in, as if given.
    expect(
      settings({ command: 'wait', 'wait-for': 'failed,merged', 'fail-on': 'failed,cancelled' }),
    ).toMatchObject({ waitFor: ['failed', 'merged'], failOn: ['cancelled'] })
  })

  it('fail-on: none fails on no state; a list the user wrote still may not overlap wait-for', () => {
    expect(settings({ command: 'wait', 'fail-on': 'None' })).toMatchObject({
      waitFor: ['merged'],
      failOn: [],
    })
    expect(
      inputError({ command: 'wait', 'wait-for': 'failed', 'fail-on': 'failed' }).message,
    ).toMatch(/fail-on': names failed, which wait-for names too/)
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
    readInputs(
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

  it('an input with a default is ignored-and-said when it is not the default the runner passes (issue 33)', () => {
    expect(settings({ command: 'status', 'timeout-seconds': '60' }).ignoredInputs).toEqual([
      'timeout-seconds',
    ])
    // The root action passes every default: those are no one's choice, so not said.
    expect(
      settings({ command: 'status', 'timeout-seconds': '3600', 'wait-for': 'merged' })
        .ignoredInputs,
    ).toEqual([])
    // A runner expression's default arrives expanded: never said.
    expect(
      settings({ command: 'get-queue', 'github-token': 'ghs_expandedTokenValue1234' })
        .ignoredInputs,
    ).toEqual([])
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
      inputError(
        { command: 'submit', 'api-token': '' },
        contextOf('pull_request', pullRequestEvent(42, SHA), { GITHUB_ACTOR: 'dependabot[bot]' }),
      ).message,
    ).toMatch(/Dependabot/)
  })

  it('missing on a fork PR: only upload-targets works, with the run id', () => {
    const fork = contextOf('pull_request', pullRequestEvent(42, SHA, 'main', { fork: true }))
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

  /** Refused with the input named, then the problem. */
  function refusedNamingIt(values: Record<string, string>, input: string, message: RegExp) {
    const e = inputError(values)
    expect(e.input).toBe(input)
    expect(e.message).toMatch(new RegExp(`^Input '${input}': `))
    expect(e.message).toMatch(message)
  }

  // [name, command, the input, its value, the message]: the command given that one input.
  const oneInput: [string, string, string, string, RegExp][] = [
    ['http api-url', 'status', 'api-url', 'http://api.trunk.io/v1', /does not use https/],
    ['api-url not a url', 'status', 'api-url', 'trunk', /is not a URL/],
    [
      'api-url without /v1',
      'status',
      'api-url',
      'https://api.trunk.io/v3',
      /"https:\/\/api\.trunk\.io\/v3" does not end in \/v1/,
    ],
    [
      'a v1 token with the v2 root',
      'status',
      'api-url',
      'https://api.trunk.io',
      /"https:\/\/api\.trunk\.io" is a v2 address, but api-token is not a Trunk API key \(trunk_v2_…\), so it selects the v1 API.*expected a v1 URL ending in \/v1/,
    ],
    [
      'api-url of another API version',
      'status',
      'api-url',
      'https://api.trunk.io/v2/',
      /is a v2 address, but api-token is not a Trunk API key/,
    ],
    ['api-url with credentials', 'status', 'api-url', 'https://u:p@api.trunk.io/v1', /credentials/],
    [
      'repository without owner',
      'status',
      'repository',
      'app',
      /"app" is not a repository; expected owner\/name/,
    ],
    ['repository with spaces', 'status', 'repository', 'acme/my app', /is not a repository/],
    ['repository-host', 'status', 'repository-host', 'git hub', /is not a host name/],
    ['branch with spaces', 'status', 'target-branch', 'my branch', /not a valid branch name/],
    ['branch with ..', 'status', 'target-branch', 'a..b', /not a valid branch name/],
    [
      'branch with newline',
      'status',
      'target-branch',
      'main\n::error::x',
      /not a valid branch name/,
    ],
    [
      'pr-number text',
      'status',
      'pr-number',
      'abc',
      /"abc" is not a PR number; expected a whole number from 1 to 2147483647/,
    ],
    ['pr-number 0', 'status', 'pr-number', '0', /is not a PR number/],
    ['pr-number huge', 'status', 'pr-number', '99999999999', /is not a PR number/],
    ['pr-number negative', 'status', 'pr-number', '-3', /is not a PR number/],
    ['pr-sha short', 'status', 'pr-sha', 'abc123', /is not a full commit sha/],
    [
      'priority word',
      'submit',
      'priority',
      'asap',
      /"asap" is not a priority; expected low, medium, high, urgent, or a number from 0/,
    ],
    ['priority 256', 'submit', 'priority', '256', /is not a priority/],
    // Found by the input-parsing property (__tests__/reliability): an `in` check let the names
    // of Object.prototype through, and the client refused them only after a first request.
    ['priority __proto__', 'submit', 'priority', '__proto__', /is not a priority/],
    ['priority constructor', 'submit', 'priority', 'Constructor', /is not a priority/],
    ['no-batch yes', 'submit', 'no-batch', 'yes', /"yes" is not a boolean; expected true or false/],
    ['wait-for unknown', 'wait', 'wait-for', 'landed', /"landed" is not a PR state/],
    ['wait-for empty list', 'wait', 'wait-for', ' , ', /names no state/],
    [
      'timeout 0',
      'wait',
      'timeout-seconds',
      '0',
      /"0" is less than 1; expected a whole number from 1 to \d+\.$/,
    ],
    [
      'request timeout 1',
      'status',
      'request-timeout-seconds',
      '1',
      /"1" is less than 5; expected a whole number from 5 to 3600\.$/,
    ],
    [
      'request timeout too long',
      'status',
      'request-timeout-seconds',
      '3601',
      /"3601" is more than 3600; expected a whole number from 5 to 3600\.$/,
    ],
    ['timeout text', 'wait', 'timeout-seconds', '1h', /"1h" is not a whole number/],
    ['poll 0', 'wait', 'poll-interval-seconds', '0', /from 1 to 3600/],
    ['bad slug', 'failing-tests', 'org-url-slug', 'a/b', /not an organization slug/],
    [
      'queue-settings not json',
      'update-queue',
      'queue-settings',
      '{mode:single}',
      /is not valid JSON/,
    ],
    ['queue-settings array', 'update-queue', 'queue-settings', '[]', /is not a JSON object/],
    [
      'queue-settings unknown key',
      'update-queue',
      'queue-settings',
      '{"speed":3}',
      /unknown setting "speed"/,
    ],
    [
      'queue-settings bad value',
      'update-queue',
      'queue-settings',
      '{"concurrency":0}',
      /concurrency 0 is out of range; expected a whole number from 1 to 1000 for concurrency\.$/,
    ],
    ['queue-settings empty', 'update-queue', 'queue-settings', '{}', /empty object/],
    ['metrics scope', 'metrics', 'metrics-scope', 'world', /repository or organization/],
    [
      'targets file missing',
      'upload-targets',
      'impacted-targets-file',
      join(dir, 'nope.txt'),
      /does not exist/,
    ],
    [
      'targets file is a directory',
      'upload-targets',
      'impacted-targets-file',
      dir,
      /is a directory/,
    ],
    [
      'targets file bad element',
      'upload-targets',
      'impacted-targets-file',
      badJson,
      /element 1 of the JSON array/,
    ],
    // Found by the reliability run (npm run reliability): each of these used to get past the
    // inputs and fail later, after a request or without naming the input.
    [
      'api-token of 100 KB',
      'status',
      'api-token',
      'a'.repeat(102_400),
      /is 102400 characters long \(its value is not shown\); expected .*at most 4096/,
    ],
    [
      'api-url with a newline inside (the URL parser would drop it)',
      'status',
      'api-url',
      'https://api.trunk.io/v\n1',
      /is not a URL on one line/,
    ],
    [
      'api-url with a tab inside',
      'status',
      'api-url',
      'https://api.trunk.io/\tv1',
      /is not a URL on one line/,
    ],
    [
      'api-url of 100 KB',
      'status',
      'api-url',
      `https://api.trunk.io/v1/${'a'.repeat(102_400)}`,
      /at most 2048 characters/,
    ],
    [
      'repository-host of 100 KB of labels',
      'status',
      'repository-host',
      `${'a.'.repeat(51_200)}com`,
      /is not a host name/,
    ],
    ['metrics-file is a directory', 'metrics', 'metrics-file', dir, /is a directory/],
    [
      'metrics-file under a file',
      'metrics',
      'metrics-file',
      join(badJson, 'sub', 'mq.prom'),
      /cannot be created: ".*bad\.json" is a file, not a directory/,
    ],
  ]
  it.each(oneInput)('%s', (_name, command, input, value, message) =>
    refusedNamingIt({ command, [input]: value }, input, message),
  )

  // [name, the inputs, the input named, the message].
  const cases: [string, Record<string, string>, string, RegExp][] = [
    ['no command', { command: '' }, 'command', /is required/],
    [
      'unknown command',
      { command: 'merge' },
      'command',
      /"merge" is not a command; expected one of submit, cancel/,
    ],
    [
      'fail-on overlaps',
      { command: 'wait', 'wait-for': 'merged', 'fail-on': 'merged' },
      'fail-on',
      /which wait-for names too/,
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
      'test-id not uuid',
      { command: 'test-details', 'org-url-slug': 'acme', 'test-id': '42' },
      'test-id',
      /"42" is not a test id/,
    ],
    ['update-queue without settings', { command: 'update-queue' }, 'queue-settings', /is required/],
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
      'repository owner longer than the API takes',
      {
        command: 'status',
        repository: `${'a'.repeat(100)}/${'b'.repeat(100)}/${'c'.repeat(100)}/app`,
      },
      'repository',
      /is not a repository/,
    ],
  ]
  it.each(cases)('%s', (_name, values, input, message) => refusedNamingIt(values, input, message))

  it('a token too short to be real is refused before it is masked, so the message reads whole', () => {
    for (const [input, values] of [
      ['api-token', { command: 'status', 'api-token': 'x' }],
      // github-token too, though nothing is looked up here: masking it would garble the log.
      ['github-token', { command: 'status', 'api-token': TOKEN, 'github-token': 'ghs_x' }],
    ] as const) {
      const masked: string[] = []
      let error: unknown
      try {
        readInputs(reader(values), prContext, (t) => masked.push(t))
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(InputError)
      expect((error as InputError).input).toBe(input)
      expect((error as InputError).message).toMatch(/long, too short to be a token/)
      // The API token, read first, is masked when it is fine; the short one never is.
      expect(masked).toEqual(input === 'github-token' ? [TOKEN] : [])
    }
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
    const push = contextOf('push', { ref: 'refs/heads/main', repository: REPOSITORY })
    const e = inputError({ command: 'status' }, push)
    expect(e.input).toBe('pr-number')
    expect(e.message).toMatch(/this push is not to a merge-queue test branch/)
  })

  it('a github-token that cannot be a token is refused where a lookup needs it, never shown', () => {
    const comment = commentOnPr42()
    const bad = 'ghs_secret with a space'
    const e = inputError({ command: 'submit', 'github-token': bad }, comment)
    expect(e.input).toBe('github-token')
    expect(e.message).not.toContain('secret with')
    // Where nothing is looked up it is not used, so not checked (a hand run passes the default).
    expect(settings({ command: 'status', 'github-token': bad }).prNumber).toBe(42)
  })

  it('upload-targets on a PR comment looks the PR up for its head sha, unless it is given', () => {
    const comment = commentOnPr42()
    const plan = readInputs(
      reader({
        'api-token': TOKEN,
        'github-token': GH_TOKEN,
        command: 'upload-targets',
        'impacted-targets': '//a',
      }),
      comment,
    )
    expect(plan.resolution.lookup?.wants.sort()).toEqual(['head-sha', 'target-branch'])
    expect(() => finishSettings(plan)).toThrow(/needs a lookup/)
    const given = readInputs(
      reader({
        'api-token': TOKEN,
        command: 'upload-targets',
        'impacted-targets': '//a',
        'target-branch': 'release/2.0',
        'pr-sha': SHA,
      }),
      comment,
    )
    expect(given.resolution.lookup).toBeUndefined()
    expect(finishSettings(given).settings).toMatchObject({
      targetBranch: 'release/2.0',
      prSha: SHA,
    })
  })

  it('testing-details needs a test run id off a test branch', () => {
    expect(inputError({ command: 'testing-details' }).input).toBe('test-run-id')
  })

  it('no repository anywhere', () => {
    const nowhere = contextOf('workflow_dispatch', {}, { GITHUB_REPOSITORY: '' })
    expect(inputError({ command: 'status', 'pr-number': '1' }, nowhere).input).toBe('repository')
  })
})
