/**
 * One scenario through every door: submit a PR, then read its status, with the root action
 * (dist/index.js with INPUT_COMMAND, on a pull_request event), with the sub-actions (submit/ and
 * status/, their action.yml's defaults and runs.main, as the runner runs them) and with the
 * command-line tool (dist/cli/index.js, on a Buildkite PR build naming the same PR). Each door
 * gets a fresh emulator in the same state; the outputs of each step must be identical.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { outputsOf, type Command } from '../../src/runner/command-table.js'
import { pullRequestEvent, runAction } from '../../__fixtures__/action-runner.js'
import { startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { buildkitePr, openPr, runSubAction } from '../e2e/helpers.js'
import { runCli } from './cli-runner.js'

const HEAD = '5'.repeat(40)
const PR = 5

/** A door: runs one command for PR 5 against an emulator, returns its outputs. */
type Door = (t: E2E, command: string) => Promise<Record<string, string>>

const rootAction: Door = async (t, command) => {
  const run = await runAction({
    inputs: { command, 'api-token': t.token, 'api-url': t.emu.url },
    event: pullRequestEvent(PR, HEAD),
  })
  expect([command, run.code]).toEqual([command, 0])
  return run.outputs
}

const subAction: Door = async (t, command) => {
  // The runner passes the step's inputs and the defaults the sub-action declares.
  const run = await runSubAction(
    command,
    { 'api-token': t.token, 'api-url': t.emu.url },
    { event: pullRequestEvent(PR, HEAD) },
  )
  expect([command, run.code]).toEqual([command, 0])
  return run.outputs
}

const commandLine: Door = async (t, command) => {
  const run = await runCli([command, '--api-url', t.emu.url, '--json'], {
    env: { TRUNK_API_TOKEN: t.token, ...buildkitePr(PR, HEAD) },
  })
  expect([command, run.code, run.stderr]).toEqual([command, 0, expect.any(String)])
  // --json types what the table types (a count is a number, an output not set is null): back
  // to the text the runner would have set, so the doors compare value for value.
  const typed = JSON.parse(run.stdout) as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(typed).map(([n, v]) => [
      n,
      v === null
        ? ''
        : typeof v === 'string'
          ? v
          : typeof v === 'number'
            ? String(v)
            : JSON.stringify(v),
    ]),
  )
}

const started: E2E[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((t) => t.stop()))
})

/** The scenario through one door, on an emulator of its own. */
async function scenario(door: Door): Promise<Record<string, Record<string, string>>> {
  const t = await startE2E()
  started.push(t)
  await openPr(t, PR, HEAD)
  const submit = await door(t, 'submit')
  const status = await door(t, 'status')
  // Each door has an emulator of its own, started at its own time: the estimate is compared as
  // the time from the emulator's now (its clock is manual, so that is the same for every door).
  const { now } = await t.emu.control<{ now: string }>('/state')
  for (const o of [submit, status]) {
    const at = o['estimated-merge-at']
    if (at)
      o['estimated-merge-at'] =
        `now + ${(Date.parse(at) - Math.floor(Date.parse(now) / 1000) * 1000) / 1000} s`
  }
  return { submit, status }
}

describe('one scenario, every door', () => {
  it('submit then status give the same outputs through the action, the sub-actions and the command line', async () => {
    const action = await scenario(rootAction)
    const sub = await scenario(subAction)
    const cli = await scenario(commandLine)
    expect(action.submit).toMatchObject({ outcome: 'success', 'is-submitted': 'true' })
    expect(action.status).toMatchObject({ outcome: 'success', 'pr-number': String(PR) })
    expect(action.status?.['estimated-merge-at']).toMatch(/^now \+ \d+ s$/)
    // The tool prints every output, as the root action sets them.
    expect(cli).toEqual(action)
    // A sub-action declares its command's outputs: those are the root action's, value for value.
    for (const command of ['submit', 'status'] as Command[]) {
      const declared = outputsOf(command)
      const pick = (o: Record<string, string>) => Object.fromEntries(declared.map((n) => [n, o[n]]))
      expect([command, pick(sub[command]!)]).toEqual([command, pick(action[command]!)])
    }
  })
})
