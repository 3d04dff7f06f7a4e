/**
 * Bad input, tried systematically: every input of action.yml given empty, the wrong type, out of
 * range and hostile values (newlines, workflow commands, 100 KB), and targets files that are
 * missing, unreadable, malformed, mixed or not UTF-8. A wrong value must be refused before any
 * request, with a message naming the input. Values accepted by design say why.
 */
import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ActionRun } from '../__fixtures__/action-runner.js'
import { Outputs } from '../src/inputs/constants.js'
import {
  ACTION_INPUTS,
  errorMessage,
  pool,
  runLikeRunner,
  shaFor,
  stackLines,
  startConnectRecorder,
  startRig,
  tokenLeaks,
  warnings,
  type Rig,
} from './harness.js'

/** What a value is, as the table's second column says it. */
export type ValueKind =
  | 'empty'
  | 'wrong type'
  | 'out of range'
  | 'newline'
  | 'workflow command'
  | 'add-mask'
  | 'long (100 KB)'
  | 'file'
  | 'extra'

/** Paths of the files the cases use, made by {@link makeFiles}. */
export interface Files {
  dir: string
  missing: string
  directory: string
  unreadable?: string
  malformed: string
  mixed: string
  nonUtf8: string
  wrongElement: string
  empty: string
  huge: string
  hostileTargets: string
  /** A file where a directory should be (for metrics-file). */
  aFile: string
}

/** What a case's values may depend on: the emulator (through its tap), the token, the files. */
export interface CaseEnv {
  url: string
  token: string
  files: Files
}

type Value = string | ((e: CaseEnv) => string)

export interface BadInputCase {
  /** The input under test (action.yml name), or a label for the extra rows. */
  input: string
  kind: ValueKind
  /** The value, in words, for the table. */
  label: string
  value: Value
  command: string
  /** Other inputs this case needs (beyond the command's valid base). */
  extra?: Record<string, Value>
  /** Inputs of the base to leave out. */
  omit?: string[]
  /** Extra environment (e.g. an unexpected INPUT_ variable). */
  env?: Record<string, string>
  /** refused: before any request, naming the input; accepted: by design (see note). */
  expect: 'refused' | 'accepted'
  /** Inputs the message may name (default: the input itself). */
  names?: string[]
  /** Why an accepted value is accepted. */
  note?: string
  /** An extra check of an accepted run (e.g. the ALL rule applied); `proxied`: see viaProxy. */
  verify?: (r: ActionRun, proxied: string[]) => string | undefined
  /**
   * Run with HTTPS_PROXY at a loopback recorder that notes each CONNECT line and closes: for the
   * default api-url, so nothing leaves this machine and the table still shows where it went.
   */
  viaProxy?: boolean
  /** The reason a case is not run (it would leave the machine, or cannot be set up here). */
  skip?: string
}

const LONG = 100 * 1024
const SET_OUTPUT = '::set-output name=outcome::success'
const ADD_MASK = '::add-mask::x'
const UUID = '01234567-89ab-4cde-8f01-23456789abcd'
const SHA = shaFor(7)

/** A valid set of inputs for each command (no event: nothing defaults from a PR). */
function baseInputs(command: string, e: CaseEnv): Record<string, string> {
  const common = { command, 'api-token': e.token, 'api-url': e.url }
  // With the sha given too, nothing is looked up on GitHub: the cases need no event.
  const pr = { 'pr-number': '7', 'target-branch': 'main', 'pr-sha': SHA }
  switch (command) {
    case 'submit':
    case 'status':
    case 'rerun-failed-checks':
      return { ...common, ...pr }
    case 'wait':
      return { ...common, ...pr, 'timeout-seconds': '2', 'poll-interval-seconds': '1' }
    case 'upload-targets':
      return { ...common, ...pr, 'impacted-targets': '//a' }
    case 'testing-details':
      return { ...common, 'target-branch': 'main', 'test-run-id': UUID }
    case 'failing-tests':
      return { ...common, 'org-url-slug': 'acme' }
    case 'test-details':
      return { ...common, 'org-url-slug': 'acme', 'test-id': UUID }
    case 'update-queue':
      return { ...common, 'target-branch': 'main', 'queue-settings': '{"state":"running"}' }
    case 'metrics':
      return { ...common, 'metrics-file': join(e.files.dir, 'out', 'mq.prom') }
    case 'check-test-results':
      return { ...common, 'org-url-slug': 'acme', 'junit-paths': 'reports/**/*.xml' }
    case 'still-needed':
      // A test branch whose test run the queue does not know: needed (unknown), nothing cancelled.
      return { ...common, 'target-branch': 'main', 'test-branch': `trunk-merge/pr-7/${UUID}` }
    case 'sync-quarantine':
      // v2 only (a key: the token behind v2's prefix, so a leak of it is still seen); a dry run.
      return {
        command,
        'api-token': `trunk_v2_${e.token}`,
        'api-url': new URL(e.url).origin,
        'dry-run': 'true',
      }
    case 'doctor':
      // No github-token: nothing is asked of GitHub; the checkout is the working directory.
      return { ...common, 'target-branch': 'main' }
    default:
      throw new Error(`no base inputs for ${command}`)
  }
}

/** The command that uses each input (the one its value matters to). */
export const COMMAND_OF: Record<string, string> = {
  command: 'status',
  'api-token': 'status',
  'api-url': 'status',
  repository: 'status',
  'repository-host': 'status',
  'target-branch': 'status',
  'pr-number': 'status',
  'pr-sha': 'upload-targets',
  priority: 'submit',
  'no-batch': 'submit',
  'impacted-targets': 'upload-targets',
  'impacted-targets-file': 'upload-targets',
  'wait-for': 'wait',
  'fail-on': 'wait',
  'timeout-seconds': 'wait',
  'poll-interval-seconds': 'wait',
  'max-poll-interval-seconds': 'wait',
  'not-submitted-timeout-seconds': 'wait',
  'org-url-slug': 'failing-tests',
  'window-hours': 'failing-tests',
  'test-id': 'test-details',
  'test-run-id': 'testing-details',
  'queue-settings': 'update-queue',
  'metrics-file': 'metrics',
  'metrics-scope': 'metrics',
  'request-timeout-seconds': 'status',
  'junit-paths': 'check-test-results',
  'test-reports': 'check-test-results',
  'allow-failures': 'check-test-results',
  'test-outcome': 'check-test-results',
  variant: 'check-test-results',
  'allow-empty-test-results': 'check-test-results',
  'test-collection': 'check-test-results',
  'quarantine-file': 'check-test-results',
  'quarantine-max-days': 'check-test-results',
  'retried-tests': 'check-test-results',
  'expected-reports': 'check-test-results',
  'judged-report': 'check-test-results',
  'github-token': 'status',
  comment: 'status',
  requeue: 'wait',
  'max-requeues': 'wait',
  'checkout-path': 'doctor',
  'external-checks': 'doctor',
  'rerun-mode': 'rerun-failed-checks',
  'test-branch': 'still-needed',
  'cancel-run': 'still-needed',
  watch: 'still-needed',
  'commit-sha': 'still-needed',
  'dry-run': 'sync-quarantine',
}

type Spec = Partial<
  Record<
    Exclude<ValueKind, 'file' | 'extra'>,
    | { value: Value; label?: string; accept?: string; names?: string[] }
    | { value: Value; label?: string; accept?: string; names?: string[] }[]
  >
>

const num = (min: number, max: number, wrong = 'abc'): Spec => ({
  empty: { value: '', accept: 'empty means the default of action.yml' },
  'wrong type': { value: wrong },
  'out of range': [{ value: String(min - 1) }, { value: String(max + 1) }],
  newline: { value: `${min}\n${min}`, label: `"${min}\\n${min}"` },
  'workflow command': { value: SET_OUTPUT },
  'add-mask': { value: ADD_MASK },
  'long (100 KB)': { value: '9'.repeat(LONG), label: '100 KB of digits' },
})

const hostile = (v: string): Spec => ({
  newline: { value: `${v}\n${v}`, label: `"${v}\\n${v}"` },
  'workflow command': { value: SET_OUTPUT },
  'add-mask': { value: ADD_MASK },
  'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB of letters' },
})

/** The values tried for each input, by kind. */
function specs(): Record<string, Spec> {
  const statesAccept = 'a newline separates states like a comma does'
  return {
    command: {
      empty: { value: '' },
      'wrong type': { value: 'merge' },
      ...hostile('status'),
    },
    'api-token': {
      empty: { value: '' },
      'wrong type': { value: 'tok with spaces' },
      // Too short to be a token: masking it would garble the log ("the ***-api-token header").
      'out of range': [
        { value: 'x', label: '"x" (1 character)' },
        { value: 'tok_1234567', label: '11 characters' },
      ],
      newline: { value: 'tok_a\ntok_b', label: '"tok_a\\ntok_b"' },
      'workflow command': { value: SET_OUTPUT },
      'add-mask': {
        value: ADD_MASK,
        accept: 'a token is opaque printable ASCII; the service answers 401',
      },
      'long (100 KB)': { value: `tok_${'a'.repeat(LONG)}`, label: 'tok_ + 100 KB' },
    },
    'api-url': {
      empty: {
        value: '',
        accept: `empty means the default, ${ACTION_INPUTS['api-url']?.default} (run through a loopback HTTPS_PROXY that saw the CONNECT)`,
      },
      'wrong type': { value: 'not a url' },
      'out of range': [
        { value: 'http://example.com/v1', label: 'http: to a non-loopback host' },
        { value: (e) => e.url.replace('http://', 'http://user:pw@'), label: 'credentials in it' },
      ],
      newline: { value: (e) => e.url.replace('/v1', '/v\n1'), label: 'newline inside the URL' },
      'workflow command': { value: SET_OUTPUT },
      'add-mask': { value: ADD_MASK },
      'long (100 KB)': { value: (e) => `${e.url}/${'a'.repeat(LONG)}`, label: 'URL + 100 KB path' },
    },
    repository: {
      empty: { value: '', accept: 'empty means GITHUB_REPOSITORY' },
      'wrong type': [
        { value: 'app' },
        // A clone URL's ending: it used to reach the service, whose 404 then blamed pr-number.
        { value: 'acme/app.git' },
      ],
      'out of range': { value: `${'a'.repeat(101)}/app`, label: '101-character owner' },
      ...hostile('acme/app'),
    },
    'repository-host': {
      empty: { value: '', accept: 'empty means the server host (github.com)' },
      'wrong type': { value: 'git hub' },
      'out of range': { value: 'github.com:1234567', label: '7-digit port' },
      ...hostile('github.com'),
      'long (100 KB)': { value: `${'a.'.repeat(LONG / 2)}com`, label: '100 KB of a. labels' },
    },
    'target-branch': {
      // Without a PR event it would be looked up on GitHub; with github-token empty, it is asked for.
      empty: { value: '' },
      'wrong type': { value: 'a..b' },
      'out of range': { value: 'a'.repeat(256), label: '256 characters' },
      ...hostile('main'),
    },
    'pr-number': { ...num(1, 2147483647), empty: { value: '' } },
    'pr-sha': {
      empty: { value: '' },
      'wrong type': { value: 'xyz' },
      'out of range': { value: 'a'.repeat(41), label: '41 hex digits' },
      ...hostile(SHA),
    },
    priority: {
      empty: { value: '', accept: "empty means the queue's default" },
      'wrong type': [{ value: 'asap' }, { value: '__proto__' }],
      'out of range': [{ value: '256' }, { value: '-1' }],
      ...hostile('high'),
    },
    'no-batch': {
      empty: { value: '', accept: 'empty means false' },
      'wrong type': [{ value: 'yes' }, { value: '1' }],
      ...hostile('true'),
    },
    'impacted-targets': {
      empty: { value: '', names: ['impacted-targets', 'impacted-targets-file'] },
      'wrong type': [
        { value: '[1,2]', label: 'JSON array of numbers' },
        { value: '["//a",', label: 'malformed JSON' },
        { value: 'ALL\n//a', label: 'ALL plus targets' },
      ],
      newline: { value: '//a\n//b', label: '"//a\\n//b"', accept: 'one target per line' },
      'workflow command': { value: SET_OUTPUT, accept: 'a target name is opaque; never printed' },
      'add-mask': { value: ADD_MASK, accept: 'a target name is opaque; never printed' },
      'long (100 KB)': {
        value: 'a'.repeat(LONG),
        label: 'one 100 KB target',
        accept: 'a long target is still a target (the 20 MiB rule is on the body)',
      },
    },
    'impacted-targets-file': {
      newline: { value: 'targets\n.txt', label: 'newline in the path' },
      'workflow command': { value: SET_OUTPUT },
      'add-mask': { value: ADD_MASK },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB path' },
    },
    'wait-for': {
      empty: { value: '', accept: 'empty means merged' },
      'wrong type': { value: 'landed' },
      'out of range': {
        value: 'failed',
        label: 'a state of the default fail-on (failed)',
        accept:
          'the default fail-on leaves out what wait-for names (a fail-on the user writes may not overlap)',
      },
      ...hostile('merged'),
      newline: {
        value: 'merged\ntests_passed',
        label: '"merged\\ntests_passed"',
        accept: statesAccept,
      },
    },
    'fail-on': {
      empty: { value: '', accept: 'empty means failed,cancelled' },
      'wrong type': { value: 'broken' },
      'out of range': { value: 'merged', label: 'a wait-for state (merged)' },
      ...hostile('failed'),
      newline: { value: 'failed\ncancelled', label: '"failed\\ncancelled"', accept: statesAccept },
    },
    'timeout-seconds': num(1, 432000, '1h'),
    'poll-interval-seconds': {
      ...num(1, 3600, '1.5'),
      'out of range': [
        { value: '0' },
        { value: '3601' },
        {
          value: '90',
          label: '90 (over max-poll-interval-seconds 60)',
          names: ['max-poll-interval-seconds'],
        },
      ],
    },
    'max-poll-interval-seconds': {
      ...num(1, 3600),
      'out of range': [{ value: '0' }, { value: '3601' }],
    },
    'not-submitted-timeout-seconds': {
      ...num(0, 432000, '-1'),
      'out of range': { value: '432001' },
    },
    'org-url-slug': {
      empty: { value: '' },
      'wrong type': { value: 'a/b' },
      'out of range': { value: 'a'.repeat(101), label: '101 characters' },
      ...hostile('acme'),
    },
    'window-hours': num(1, 168, 'day'),
    'test-id': {
      empty: { value: '' },
      'wrong type': { value: '42' },
      'out of range': { value: `${UUID}0`, label: 'a UUID and one more digit' },
      ...hostile(UUID),
    },
    'test-run-id': {
      // A test run id is the uuid of its test branch (v1: with -bisection…); anything else used
      // to reach the service and come back 404.
      empty: { value: '' },
      'wrong type': [{ value: '42' }, { value: '123' }],
      'out of range': [
        { value: 'a'.repeat(256), label: '256 characters' },
        { value: `${UUID}0`, label: 'a UUID and one more digit' },
      ],
      ...hostile(UUID),
    },
    'queue-settings': {
      empty: { value: '' },
      'wrong type': [
        { value: '[]' },
        { value: '{mode:single}', label: 'not JSON' },
        { value: '{"speed":3}', label: 'unknown setting' },
      ],
      'out of range': [
        { value: '{"concurrency":0}' },
        { value: '{"concurrency":1000000000}' },
        { value: '{"testingTimeoutMinutes":10081}' },
        { value: '{"batchingMinSize":2.5}' },
        { value: '{}', label: 'no setting' },
      ],
      newline: {
        value: '{"state":\n"running"}',
        label: 'JSON across lines',
        accept: 'JSON allows a newline between tokens',
      },
      'workflow command': { value: SET_OUTPUT },
      'add-mask': { value: ADD_MASK },
      'long (100 KB)': {
        value: JSON.stringify({ requiredStatuses: ['a'.repeat(LONG)] }),
        label: 'a 100 KB status name',
      },
    },
    'metrics-file': {
      empty: { value: '', accept: 'empty means the text is not written' },
      'wrong type': [
        { value: (e) => e.files.dir, label: 'a directory' },
        { value: (e) => join(e.files.aFile, 'mq.prom'), label: 'under a file' },
      ],
      'out of range': {
        value: '../../x',
        label: '"../../x" (outside the workspace and RUNNER_TEMP)',
      },
      newline: { value: 'mq\n.prom', label: 'newline in the path' },
      'workflow command': {
        value: SET_OUTPUT,
        accept: 'a legal relative file name (written in the working directory)',
      },
      'add-mask': {
        value: ADD_MASK,
        accept: 'a legal relative file name (written in the working directory)',
      },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB path' },
    },
    'metrics-scope': {
      empty: { value: '', accept: 'empty means repository' },
      'wrong type': { value: 'world' },
      ...hostile('repository'),
    },
    'request-timeout-seconds': num(5, 3600, '2m'),
    'junit-paths': {
      empty: { value: '', names: ['junit-paths', 'test-reports'] },
      newline: {
        value: 'reports/a.xml\nreports/b.xml',
        accept:
          'one glob per line; none matches here, so the gate ends in error before any request',
      },
      'workflow command': {
        value: SET_OUTPUT,
        accept: 'a glob that matches nothing: the gate ends in error, never a pass',
      },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB path' },
      'out of range': [
        { value: '/etc/passwd', label: 'a file outside the workspace' },
        { value: '../../**/*.xml', label: 'a glob that climbs out of the workspace' },
      ],
    },
    'test-reports': {
      empty: { value: '', names: ['test-reports', 'junit-paths'] },
      newline: {
        value: 'reports/a.xml\nreports/b.xml',
        accept:
          'one glob per line; none matches here, so the gate ends in error before any request',
      },
      'workflow command': {
        value: SET_OUTPUT,
        accept: 'a glob that matches nothing: the gate ends in error, never a pass',
      },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB path' },
      'out of range': [
        { value: '/etc/passwd', label: 'a file outside the workspace' },
        { value: '../../**/*.xml', label: 'a glob that climbs out of the workspace' },
      ],
    },
    'allow-failures': {
      empty: { value: '', accept: 'empty means the default, quarantined' },
      'wrong type': { value: 'broken' },
      'out of range': { value: 'none,flaky', label: 'none and a class (a contradiction)' },
      ...hostile('flaky'),
      newline: {
        value: 'quarantined\nflaky',
        label: '"quarantined\\nflaky"',
        accept: 'a newline separates classes like a comma does',
      },
    },
    comment: {
      empty: { value: '', accept: 'empty means never' },
      'wrong type': { value: 'sometimes' },
      ...hostile('on-failure'),
    },
    // A v1 token here: a good mode is then refused for the token (rerun-failed-checks is v2 only).
    'rerun-mode': {
      empty: { value: '', names: ['api-token'] },
      'wrong type': { value: 'later' },
      ...hostile('now'),
    },
    'test-outcome': {
      empty: { value: '', accept: 'not given: the summary says what the gate could not check' },
      'wrong type': { value: 'failed', label: '"failed" (the outcome is "failure")' },
      ...hostile('failure'),
    },
    'test-branch': {
      empty: { value: '', accept: "empty means the run's own test branch (none here: needed)" },
      'wrong type': { value: 'a..b' },
      'out of range': { value: 'a'.repeat(256), label: '256 characters' },
      ...hostile(`trunk-merge/pr-7/${UUID}`),
    },
    'cancel-run': {
      empty: { value: '', accept: 'empty means false' },
      'wrong type': [{ value: 'yes' }, { value: '1' }],
      ...hostile('true'),
    },
    'dry-run': {
      empty: { value: '', accept: 'empty means false' },
      'wrong type': [{ value: 'yes' }, { value: '1' }],
      ...hostile('true'),
    },
    watch: {
      empty: { value: '', accept: 'empty means false' },
      'wrong type': [{ value: 'yes' }, { value: '1' }],
      ...hostile('true'),
    },
    'commit-sha': {
      empty: { value: '', accept: "empty means the run's commit (GITHUB_SHA)" },
      'wrong type': { value: 'xyz' },
      'out of range': { value: 'a'.repeat(41), label: '41 hex digits' },
      ...hostile(SHA),
    },
    'allow-empty-test-results': {
      empty: { value: '', accept: 'empty means false' },
      'wrong type': [{ value: 'yes' }, { value: '1' }],
      ...hostile('true'),
    },
    'test-collection': {
      empty: { value: '', accept: "the organization's only collection (v2), unused on v1" },
      'wrong type': { value: 'tab\there', label: 'a tab inside' },
      'out of range': { value: 'c'.repeat(101), label: '101 characters' },
      newline: { value: 'web\napi', label: '"web\\napi"' },
      'workflow command': { value: SET_OUTPUT, accept: "a collection's name is Trunk's free text" },
      'add-mask': { value: ADD_MASK, accept: "a collection's name is Trunk's free text" },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB of letters' },
    },
    variant: {
      empty: { value: '', accept: 'no variant' },
      'wrong type': { value: 'linux x64', accept: "a variant is the uploader's free text" },
      newline: { value: 'linux\nmac', label: '"linux\\nmac"' },
      'workflow command': {
        value: SET_OUTPUT,
        accept: "a variant is the uploader's free text",
      },
      'add-mask': {
        value: ADD_MASK,
        accept: "a variant is the uploader's free text",
      },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB of letters' },
    },
    requeue: {
      empty: { value: '', accept: 'empty means the default of action.yml (never)' },
      'wrong type': { value: 'always' },
    },
    'max-requeues': num(0, 10),
    'quarantine-file': {
      empty: { value: '', accept: 'empty means the default, .github/quarantine.yml' },
      newline: { value: 'a.yml\nb.yml', label: '"a.yml\\nb.yml"' },
      'out of range': { value: '../../q.yml', label: 'a file outside the workspace' },
      'workflow command': {
        value: SET_OUTPUT,
        accept: 'a path where no file is: nothing is quarantined, the gate is as strict',
      },
      'add-mask': {
        value: ADD_MASK,
        accept: 'a path where no file is: nothing is quarantined, the gate is as strict',
      },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB path' },
    },
    'quarantine-max-days': num(1, 366),
    'retried-tests': {
      empty: { value: '', accept: 'empty means the default, pass' },
      'wrong type': { value: 'retry' },
      ...hostile('warn'),
    },
    'expected-reports': {
      empty: { value: '', accept: 'not checked' },
      'wrong type': { value: 'three' },
      'out of range': [{ value: '0' }, { value: '1001' }],
      ...hostile('3'),
    },
    'judged-report': {
      empty: { value: '', accept: 'none written' },
      'wrong type': { value: (e) => e.files.dir, label: 'a directory' },
      'out of range': {
        value: '../../x.xml',
        label: '"../../x.xml" (outside the workspace and RUNNER_TEMP)',
      },
      newline: { value: 'a.xml\nb.xml', label: '"a.xml\\nb.xml"' },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB path' },
    },
    'checkout-path': {
      empty: { value: '', accept: 'empty means the working directory' },
      'wrong type': [
        { value: (e) => e.files.aFile, label: 'a file' },
        { value: (e) => e.files.missing, label: 'a path that does not exist' },
      ],
      newline: { value: '.\n.', label: '".\\n."' },
      'workflow command': { value: SET_OUTPUT },
      'add-mask': { value: ADD_MASK },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: '100 KB path' },
    },
    'external-checks': {
      empty: { value: '', accept: 'no checks of other CIs' },
      newline: { value: 'buildkite/app\ncircleci: test', accept: 'one check name per line' },
      'workflow command': {
        value: SET_OUTPUT,
        accept: 'a check name is free text, never printed as given',
      },
      'add-mask': { value: ADD_MASK, accept: 'a check name is free text, never printed as given' },
      'long (100 KB)': { value: 'a'.repeat(LONG), label: 'a 100 KB check name' },
    },
    'github-token': {
      // Used, and so checked, only for a lookup of the PR on GitHub, which these inputs (PR
      // number, branch and head all given) do not need.
      empty: { value: '', accept: 'not used: nothing to look up' },
      // Masked as soon as it is read, used or not: too short to be a token, it is refused.
      'out of range': { value: 'ghs_x', label: '"ghs_x" (5 characters)' },
      'wrong type': {
        value: 'ghs_abcdefghij klmnop',
        label: 'with a space',
        accept: 'not used: nothing to look up',
      },
      'workflow command': { value: SET_OUTPUT, accept: 'not used: nothing to look up; masked' },
    },
  }
}

const show = (v: string): string => {
  const j = JSON.stringify(v)
  return j.length > 40 ? `${j.slice(0, 37)}..."` : j
}

/** Every case, in action.yml's input order, then the targets files, then the extra rows. */
export function badInputCases(options: { root: boolean }): BadInputCase[] {
  const cases: BadInputCase[] = []
  const all = specs()
  for (const input of Object.keys(ACTION_INPUTS)) {
    const spec = all[input]
    if (!spec) throw new Error(`no bad values for input ${input}`)
    for (const [kind, entry] of Object.entries(spec) as [ValueKind, Spec[keyof Spec]][]) {
      for (const v of [entry ?? []].flat()) {
        cases.push({
          input,
          kind,
          label: v.label ?? (typeof v.value === 'string' ? show(v.value) : kind),
          value: v.value,
          command: COMMAND_OF[input] as string,
          omit:
            input === 'impacted-targets-file' || input === 'impacted-targets'
              ? ['impacted-targets']
              : undefined,
          expect: v.accept ? 'accepted' : 'refused',
          names: v.names,
          note: v.accept,
          ...(input === 'api-url' && kind === 'empty'
            ? {
                viaProxy: true,
                extra: { 'request-timeout-seconds': '5' },
                verify: (_r: ActionRun, proxied: string[]) =>
                  proxied[0]?.startsWith('CONNECT api.trunk.io:443 ') && proxied.length <= 5
                    ? undefined
                    : `the proxy saw ${proxied.length} CONNECTs: ${proxied[0]}`,
              }
            : {}),
        })
      }
    }
  }

  const file = (
    label: string,
    value: (f: Files) => string | undefined,
    more: Partial<BadInputCase> = {},
  ): BadInputCase => ({
    input: 'impacted-targets-file',
    kind: 'file',
    label,
    value: (e) => value(e.files) ?? '',
    command: 'upload-targets',
    omit: ['impacted-targets'],
    expect: 'refused',
    ...more,
  })
  cases.push(
    file('missing file', (f) => f.missing),
    file('a directory (unreadable as a file)', (f) => f.directory),
    file('chmod 000', (f) => f.unreadable, {
      skip: options.root ? 'not run as root: chmod does not stop root from reading' : undefined,
    }),
    file('malformed JSON', (f) => f.malformed),
    file('mixed: ALL plus targets', (f) => f.mixed),
    file('non-UTF-8 bytes', (f) => f.nonUtf8),
    file('JSON array with a number', (f) => f.wrongElement),
    file('given with impacted-targets too', (f) => f.hostileTargets, {
      extra: { 'impacted-targets': '//a' },
      omit: [],
    }),
    file('empty file', (f) => f.empty, {
      expect: 'accepted',
      note: 'an empty list: a PR that impacts nothing',
      verify: (r) =>
        r.outputs[Outputs.ImpactedTargetsMode] === 'list' &&
        r.outputs[Outputs.ImpactedTargetsCount] === '0'
          ? undefined
          : `mode ${r.outputs[Outputs.ImpactedTargetsMode]}, count ${r.outputs[Outputs.ImpactedTargetsCount]}`,
    }),
    file('21 MiB of targets', (f) => f.huge, {
      expect: 'accepted',
      note: 'over 20 MiB: the ALL rule, with a warning',
      verify: (r) =>
        r.outputs[Outputs.ImpactedTargetsMode] === 'ALL' &&
        warnings(r).some((w) => /sent ALL instead/.test(w))
          ? undefined
          : `mode ${r.outputs[Outputs.ImpactedTargetsMode]}, warnings ${warnings(r).join(' | ')}`,
    }),
    file('targets that look like workflow commands', (f) => f.hostileTargets, {
      expect: 'accepted',
      note: 'target names are opaque; sent, never printed',
      verify: (r) =>
        r.outputs[Outputs.ImpactedTargetsCount] === '3'
          ? undefined
          : `count ${r.outputs[Outputs.ImpactedTargetsCount]}`,
    }),
  )
  cases.push(
    {
      input: 'priority',
      kind: 'extra',
      label: 'given to status, which does not use it',
      value: 'high',
      command: 'status',
      expect: 'accepted',
      note: 'ignored, with a warning naming it',
      verify: (r) =>
        warnings(r).some((w) => /Input 'priority' is not used by command 'status'/.test(w))
          ? undefined
          : 'no warning',
    },
    {
      input: '(unknown input)',
      kind: 'extra',
      label: 'INPUT_BOGUS=1, not in action.yml',
      value: '',
      command: 'status',
      env: { INPUT_BOGUS: '1' },
      expect: 'accepted',
      note: 'the action reads only its own inputs (the runner warns about unexpected ones)',
    },
    {
      input: 'test-run-id',
      kind: 'extra',
      label: 'a v1 bisection id (uuid-bisection)',
      value: `${UUID}-bisection`,
      command: 'testing-details',
      expect: 'accepted',
      note: "v1's bisection test branches carry it (trunk-merge/pr-N/<uuid>-bisection…)",
    },
    {
      input: 'pr-number',
      kind: 'extra',
      label: '" 7 " (surrounding spaces)',
      value: ' 7 ',
      command: 'status',
      expect: 'accepted',
      note: 'surrounding whitespace is trimmed, as core.getInput does',
    },
  )
  return cases
}

/** Makes the targets files (and the others) the cases refer to. */
export function makeFiles(): Files {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-bad-inputs-'))
  const at = (name: string, content: string | Buffer) => {
    const p = join(dir, name)
    writeFileSync(p, content)
    return p
  }
  const directory = join(dir, 'a-directory')
  mkdirSync(directory)
  const unreadable = at('unreadable.txt', '//a\n')
  chmodSync(unreadable, 0o000)
  // 21 MiB of targets, written in chunks.
  const huge = join(dir, 'huge.txt')
  const fd = openSync(huge, 'w')
  const line = `//services/${'x'.repeat(100)}/target:`
  let written = 0
  for (let i = 0; written <= 21 * 1024 * 1024; i++) {
    const chunk = Array.from({ length: 1000 }, (_, k) => `${line}${i * 1000 + k}`).join('\n') + '\n'
    writeSync(fd, chunk)
    written += Buffer.byteLength(chunk)
  }
  closeSync(fd)
  return {
    dir,
    missing: join(dir, 'no-such-file.txt'),
    directory,
    unreadable,
    malformed: at('malformed.json', '["//a", "//b"'),
    mixed: at('mixed.txt', 'ALL\n//a\n//b\n'),
    nonUtf8: at('non-utf8.txt', Buffer.from([0x2f, 0x2f, 0x61, 0x0a, 0xc3, 0x28, 0xff, 0x0a])),
    wrongElement: at('wrong.json', '["//a", 3]'),
    empty: at('empty.txt', ''),
    huge,
    hostileTargets: at('hostile.txt', `${SET_OUTPUT}\n${ADD_MASK}\n::error::x\n`),
    aFile: at('a-file', 'not a directory'),
  }
}

/** The inputs of a case, as the workflow would give them. */
export function caseInputs(c: BadInputCase, e: CaseEnv): Record<string, string> {
  const inputs = baseInputs(c.command, e)
  for (const o of c.omit ?? []) delete inputs[o]
  // test-reports and its former name junit-paths are one input: a case of one gives not the other.
  if (c.input === 'test-reports') delete inputs['junit-paths']
  for (const [k, v] of Object.entries(c.extra ?? {})) inputs[k] = typeof v === 'string' ? v : v(e)
  if (c.kind !== 'extra' || c.input !== '(unknown input)') {
    inputs[c.input] = typeof c.value === 'string' ? c.value : c.value(e)
  }
  return inputs
}

/** One row of the table. */
export interface BadInputResult {
  c: BadInputCase
  /** True when the action refused it as an input (error-kind=input). */
  refused: boolean
  /** The message names the input (for refused values). */
  namesInput: boolean
  /** API requests the emulator logged, and connections that reached it. */
  requests: number
  connections: number
  message: string
  ok: boolean
  problems: string[]
}

/** Lines that start a workflow command the action does not issue itself. */
export function injectedCommands(r: ActionRun, tokens: string[]): string[] {
  const own = /^::(error|warning|notice|debug|group|endgroup)::/
  // The action masks the tokens as given (trimmed), escaped as @actions/core escapes commands.
  const masks = new Set(
    tokens.map(
      (token) =>
        `::add-mask::${token.trim().replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`,
    ),
  )
  return r.stdout.split('\n').filter((l) => l.startsWith('::') && !own.test(l) && !masks.has(l))
}

/** Runs one case through dist/index.js against `rig` (its counts zeroed first). */
export async function runBadInput(
  c: BadInputCase,
  files: Files,
  rig: Rig,
): Promise<BadInputResult> {
  if (c.skip) {
    return {
      c,
      refused: false,
      namesInput: false,
      requests: 0,
      connections: 0,
      message: c.skip,
      ok: true,
      problems: [],
    }
  }
  await rig.resetState()
  const cwd = mkdtempSync(join(tmpdir(), 'mqa-cwd-'))
  const proxy = c.viaProxy ? await startConnectRecorder('close') : undefined
  try {
    const inputs = caseInputs(c, { url: rig.url, token: rig.token, files })
    // With RUNNER_DEBUG=1: the action then prints the most (client events, stacks of surprises).
    const env = { RUNNER_DEBUG: '1', ...c.env, ...(proxy ? { HTTPS_PROXY: proxy.url } : {}) }
    const r = await runLikeRunner({ inputs, env, cwd })
    const problems: string[] = []
    const message = errorMessage(r)
    const refused = r.outputs[Outputs.ErrorKind] === 'input'
    const names = c.names ?? [c.input]
    const namesInput = names.some((n) => message.startsWith(`Input '${n}'`))
    const requests = rig.total()
    const connections = rig.tap.connections
    if (c.expect === 'refused') {
      if (!refused)
        problems.push(
          `not refused as input (outcome ${r.outputs[Outputs.Outcome]}, error-kind ${r.outputs[Outputs.ErrorKind]}): ${message}`,
        )
      if (!namesInput) problems.push(`message does not name ${names.join(' or ')}: ${message}`)
      if (r.code === 0) problems.push('exit code 0')
      if (requests || connections)
        problems.push(`${requests} requests, ${connections} connections before the refusal`)
    } else {
      if (refused) problems.push(`refused, though accepted by design: ${message}`)
      const bad = c.verify?.(r, proxy?.seen ?? [])
      if (bad) problems.push(bad)
    }
    const leaks = tokenLeaks(r, rig.token)
    if (leaks.length) problems.push(`token in ${leaks.join(', ')}`)
    const stack = stackLines(r)
    if (stack.length) problems.push(`stack trace: ${stack[0]}`)
    const injected = injectedCommands(r, [inputs['api-token'] ?? '', inputs['github-token'] ?? ''])
    if (injected.length) problems.push(`workflow command injected: ${injected[0]?.slice(0, 60)}`)
    return {
      c,
      refused,
      namesInput,
      requests,
      connections,
      message,
      ok: problems.length === 0,
      problems,
    }
  } finally {
    await proxy?.close()
    rmSync(cwd, { recursive: true, force: true })
  }
}

/** Runs every case (or those `filter` keeps) with at most `concurrency` at a time. */
export async function runBadInputs(
  options: { concurrency: number; filter?: (c: BadInputCase) => boolean } = { concurrency: 4 },
): Promise<BadInputResult[]> {
  const root = process.getuid?.() === 0
  const files = makeFiles()
  const cases = badInputCases({ root }).filter(options.filter ?? (() => true))
  // One emulator per worker: refused inputs leave nothing behind, accepted ones do not matter.
  const rigs = await Promise.all(Array.from({ length: options.concurrency }, () => startRig()))
  try {
    return await pool(
      options.concurrency,
      cases.map((c) => (worker: number) => runBadInput(c, files, rigs[worker] as Rig)),
    )
  } finally {
    await Promise.all(rigs.map((r) => r.close()))
    rmSync(files.dir, { recursive: true, force: true })
  }
}
