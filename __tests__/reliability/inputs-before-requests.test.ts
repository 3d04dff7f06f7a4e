/**
 * Inputs that used to reach the service unchecked (issue 23): a test run id that is no uuid,
 * queue settings past the service's ranges, a repository with a clone URL's .git, a metrics file
 * outside the workspace, tokens too short to be real. Each is a row of `npm run reliability`'s
 * bad-input table, run here through both doors: dist/index.js as the runner starts it, and the
 * command line dist/cli/index.js; each is refused naming the input before any request or
 * connection reaches the emulator (counted by the tap in front of it).
 */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  badInputCases,
  caseInputs,
  makeFiles,
  runBadInput,
  type BadInputCase,
  type Files,
} from '../../reliability/bad-inputs.js'
import { startRig, type Rig } from '../../reliability/harness.js'
import { runCli } from '../cli/cli-runner.js'

const UUID = '01234567-89ab-4cde-8f01-23456789abcd'

/** The rows of the table this issue added: input and value. */
const ADDED: [string, string][] = [
  ['api-token', 'x'],
  ['api-token', 'tok_1234567'],
  ['github-token', 'ghs_x'],
  ['repository', 'acme/app.git'],
  ['test-run-id', '123'],
  ['test-run-id', '42'],
  ['test-run-id', `${UUID}0`],
  ['queue-settings', '{"concurrency":1000000000}'],
  ['queue-settings', '{"testingTimeoutMinutes":10081}'],
  ['queue-settings', '{"batchingMinSize":2.5}'],
  ['metrics-file', '../../x'],
]

const cases = badInputCases({ root: false }).filter((c) =>
  ADDED.some(([input, value]) => c.input === input && c.value === value),
)
const label = (c: BadInputCase) => `${c.input}: ${JSON.stringify(c.value)}`

let files: Files
let rig: Rig
beforeAll(async () => {
  files = makeFiles()
  rig = await startRig()
})
afterAll(async () => {
  await rig.close()
  rmSync(files.dir, { recursive: true, force: true })
})

it('every added row is in the table, refused', () => {
  const rows = (r: unknown[][]) => r.map((x) => JSON.stringify(x)).sort()
  expect(rows(cases.map((c) => [c.input, c.value, c.expect]))).toEqual(
    rows(ADDED.map(([input, value]) => [input, value, 'refused'])),
  )
})

describe('the action (dist/index.js, as the runner starts it)', () => {
  it.each(cases.map((c) => [label(c), c] as const))('%s', async (_l, c) => {
    const r = await runBadInput(c, files, rig)
    expect(r.problems).toEqual([])
    expect(r.message).toMatch(new RegExp(`^Input '${c.input}': `))
    expect({ refused: r.refused, requests: r.requests, connections: r.connections }).toEqual({
      refused: true,
      requests: 0,
      connections: 0,
    })
  })

  it('a one-character token is refused in words the masking leaves whole', async () => {
    const c = cases.find((x) => x.input === 'api-token' && x.value === 'x') as BadInputCase
    const r = await runBadInput(c, files, rig)
    expect(r.message).toBe(
      "Input 'api-token': is 1 character long, too short to be a token (its value is not shown); expected the token exactly as issued, at least 12 characters (check that the secret is set to the whole token).",
    )
  })
})

/** How the command line names an input in its messages. */
const cliName = (input: string) =>
  input === 'api-token'
    ? 'TRUNK_API_TOKEN'
    : input === 'github-token'
      ? 'GITHUB_TOKEN'
      : `--${input}`

describe('the command line (dist/cli/index.js)', () => {
  it.each(cases.map((c) => [label(c), c] as const))('%s', async (_l, c) => {
    await rig.resetCounts()
    const inputs = caseInputs(c, { url: rig.url, token: rig.token, files })
    const { command, 'api-token': token, 'github-token': githubToken, ...flags } = inputs
    // No CI here: the repository the action takes from GITHUB_REPOSITORY is a flag.
    const args = [command as string, ...(flags.repository ? [] : ['--repository', 'acme/app'])]
    for (const [name, value] of Object.entries(flags)) args.push(`--${name}`, value)
    const run = await runCli(args, {
      env: {
        TRUNK_API_TOKEN: token ?? '',
        ...(githubToken === undefined ? {} : { GITHUB_TOKEN: githubToken }),
      },
    })
    expect({ code: run.code, stdout: run.stdout }).toMatchObject({
      code: 2,
      stdout: expect.stringContaining('error-kind: input'),
    })
    expect(run.stderr).toMatch(new RegExp(`^error: ${cliName(c.input)}: `, 'm'))
    expect(run.stderr).not.toContain(rig.token)
    expect({ requests: rig.total(), connections: rig.tap.connections }).toEqual({
      requests: 0,
      connections: 0,
    })
  })
})
