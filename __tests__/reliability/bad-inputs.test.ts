/**
 * Bad input, the fast part of `npm run reliability`: every value of its table through the input
 * parser (refused naming the input, or accepted by design), and one hostile value per input
 * through dist/index.js as the runner runs it, with zero requests reaching the emulator.
 */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/inputs/errors.js'
import { finishSettings, readInputs } from '../../src/runner/settings.js'
import { readWorkflowContext } from '../../src/ports/github-actions/workflow-context.js'
import {
  badInputCases,
  caseInputs,
  makeFiles,
  runBadInput,
  type BadInputCase,
  type Files,
} from '../../reliability/bad-inputs.js'
import { ACTION_INPUTS, pool, startRig, type Rig } from '../../reliability/harness.js'

const TOKEN = 'tok_badInputsJest5Vn2Qx8Lp'
const root = process.getuid?.() === 0
const cases = badInputCases({ root }).filter((c) => !c.skip)
let files: Files

beforeAll(() => {
  files = makeFiles()
})
afterAll(() => {
  rmSync(files.dir, { recursive: true, force: true })
})

/** What readSettings makes of a case, with the runner's defaults and core.getInput's trim. */
function parse(c: BadInputCase): unknown {
  const given = caseInputs(c, { url: 'http://127.0.0.1:9/v1', token: TOKEN, files })
  const values: Record<string, string> = {}
  // An expression default (github-token) is the runner's to fill in; a hand run has none.
  for (const [name, i] of Object.entries(ACTION_INPUTS))
    if (i.default && !i.default.includes('${{')) values[name] = i.default
  Object.assign(values, given)
  // As the action runs in the reliability harness: a workflow_dispatch event whose payload names
  // the repository's default branch.
  const ctx = {
    ...readWorkflowContext({
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_EVENT_NAME: 'workflow_dispatch',
    }),
    defaultBranch: 'main',
  }
  try {
    return finishSettings(readInputs((name) => (values[name] ?? '').trim(), ctx))
  } catch (e) {
    return e
  }
}

const label = (c: BadInputCase) => `${c.input}, ${c.kind}: ${c.label}`

describe('every value of the table, through the input parser', () => {
  const refused = cases.filter((c) => c.expect === 'refused')
  const accepted = cases.filter((c) => c.expect === 'accepted')

  it.each(refused.map((c) => [label(c), c] as const))('refused: %s', (_l, c) => {
    const e = parse(c)
    expect(e).toBeInstanceOf(InputError)
    expect(c.names ?? [c.input]).toContain((e as InputError).input)
    expect((e as InputError).message).not.toContain(TOKEN)
  })

  it.each(accepted.map((c) => [label(c), c] as const))('accepted by design: %s', (_l, c) => {
    expect(parse(c)).not.toBeInstanceOf(Error)
  })
})

describe('one hostile value per input, through dist/index.js', () => {
  // Per input: its workflow-command value if it is refused, else its newline, else any refused.
  const picked: BadInputCase[] = []
  for (const input of Object.keys(ACTION_INPUTS)) {
    const mine = cases.filter((c) => c.input === input && c.expect === 'refused')
    const pick =
      mine.find((c) => c.kind === 'workflow command') ??
      mine.find((c) => c.kind === 'newline') ??
      mine[0]
    if (pick) picked.push(pick)
  }
  picked.push(
    ...cases.filter(
      (c) =>
        c.kind === 'file' && /non-UTF-8|mixed|malformed/.test(c.label) && c.expect === 'refused',
    ),
  )

  let rigs: Rig[] = []
  let results: Awaited<ReturnType<typeof runBadInput>>[] = []
  beforeAll(async () => {
    rigs = await Promise.all([startRig(), startRig(), startRig()])
    results = await pool(
      rigs.length,
      picked.map((c) => (w: number) => runBadInput(c, files, rigs[w] as Rig)),
    )
  }, 120_000)
  afterAll(async () => {
    await Promise.all(rigs.map((r) => r.close()))
  })

  it.each(picked.map((c, i) => [label(c), i] as const))(
    'refused before any request: %s',
    (_l, i) => {
      const r = results[i]!
      expect(r.problems).toEqual([])
      expect(r.refused).toBe(true)
      expect(r.namesInput).toBe(true)
      expect({ requests: r.requests, connections: r.connections }).toEqual({
        requests: 0,
        connections: 0,
      })
    },
  )
})
