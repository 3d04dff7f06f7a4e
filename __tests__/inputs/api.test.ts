/** api-token picks the API; api-url defaults per API and must fit it; the flaky-test commands take either. */
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/inputs/errors.js'
import { renderRefs } from '../../src/ports/text.js'
import { finishSettings, readInputs } from '../../src/runner/settings.js'
import { readWorkflowContext } from '../../src/ports/github-actions/workflow-context.js'

const KEY = 'trunk_v2_unitKeyS3cret'
const V1_TOKEN = 'tok_unitV1S3cret'
const ctx = readWorkflowContext({
  GITHUB_EVENT_NAME: 'workflow_dispatch',
  GITHUB_REPOSITORY: 'acme/app',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_RUN_ID: '1',
})
const PR = { 'target-branch': 'main', 'pr-number': '7' }

function read(values: Record<string, string>) {
  return finishSettings(readInputs((name) => values[name] ?? '', ctx)).settings
}

/** The refusal, with the inputs it names worded as the action words them. */
function refusal(values: Record<string, string>): InputError {
  try {
    read(values)
  } catch (e) {
    expect(e).toBeInstanceOf(InputError)
    expect((e as Error).message).not.toContain(KEY)
    expect((e as Error).message).not.toContain(V1_TOKEN)
    const i = e as InputError
    const say = (text: string) => renderRefs(text, (_kind, value) => value)
    return new InputError(i.input, say(i.problem), i.expected && say(i.expected))
  }
  throw new Error('expected an InputError')
}

describe('one input, two APIs', () => {
  it('a trunk_v2_ key selects v2 at https://api.trunk.io by default', () => {
    const s = read({ command: 'status', 'api-token': KEY, ...PR })
    expect(s.apiVersion).toBe('v2')
    expect(s.apiUrl).toBe('https://api.trunk.io')
  })

  it('any other token selects v1 at https://api.trunk.io/v1 by default', () => {
    const s = read({ command: 'status', 'api-token': V1_TOKEN, ...PR })
    expect(s.apiVersion).toBe('v1')
    expect(s.apiUrl).toBe('https://api.trunk.io/v1')
  })

  it('a v2 key keeps a loopback root URL (the emulator) without its trailing slash', () => {
    const s = read({
      command: 'get-queue',
      'api-token': KEY,
      'api-url': 'http://127.0.0.1:4567/',
      'target-branch': 'main',
    })
    expect(s.apiUrl).toBe('http://127.0.0.1:4567')
  })

  // [name, command, api-token, api-url, what the message says]: each refused naming api-url.
  it.each<[string, string, string, string, RegExp[]]>([
    [
      'a v2 key with a v1 URL is refused, naming api-url and api-token',
      'submit',
      KEY,
      'https://api.trunk.io/v1',
      [
        /"https:\/\/api\.trunk\.io\/v1" is a v1 address, but api-token is a Trunk API key/,
        /expected the v2 API's host root such as https:\/\/api\.trunk\.io/,
      ],
    ],
    [
      'a v2 key with a URL ending in /v2 is refused with the root to use',
      'status',
      KEY,
      'https://api.trunk.io/v2',
      [/ends in \/v2.*expected https:\/\/api\.trunk\.io\./],
    ],
    [
      'a v2 key with http: to a public host is refused (the key would travel in clear)',
      'status',
      KEY,
      'http://api.trunk.io',
      [/does not use https/],
    ],
    [
      'a v1 token with a v2 root URL is refused, naming both inputs',
      'status',
      V1_TOKEN,
      'https://api.trunk.io',
      [/is a v2 address, but api-token is not a Trunk API key/],
    ],
  ])('%s', (_name, command, token, url, messages) => {
    const e = refusal({ command, 'api-token': token, 'api-url': url, ...PR })
    expect(e.input).toBe('api-url')
    for (const message of messages) expect(e.message).toMatch(message)
  })

  it.each(['failing-tests', 'test-details', 'check-test-results'])(
    '%s takes a v2 key: the flaky tests run on v2 too',
    (command) => {
      const s = read({
        command,
        'api-token': KEY,
        'org-url-slug': 'acme',
        'test-id': '01234567-0123-0123-0123-0123456789ab',
        'junit-paths': 'r/*.xml',
      })
      expect(s.apiVersion).toBe('v2')
      expect(s.apiUrl).toBe('https://api.trunk.io')
    },
  )

  it('a tokenless fork upload stays on v1 with the v1 default URL', () => {
    const fork = readWorkflowContext({
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '1',
    })
    const values: Record<string, string> = {
      command: 'upload-targets',
      'target-branch': 'main',
      'pr-number': '7',
      'pr-sha': 'ab'.repeat(20),
      'impacted-targets': 'ALL',
    }
    const plan = readInputs((name) => values[name] ?? '', {
      ...fork,
      pr: { number: 7, fromFork: true },
    } as typeof fork)
    expect(plan.common.apiVersion).toBe('v1')
    expect(plan.common.apiUrl).toBe('https://api.trunk.io/v1')
  })
})
