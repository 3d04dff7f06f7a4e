/**
 * sync-quarantine end to end: its sub-action run as the runner runs it (dist/), in a workspace
 * holding a quarantine file, against the emulator's v2 overrides. Four runs: a dry run (the plan,
 * no write), a run that applies it (an entry set, an expired entry's override cleared, a person's
 * override left alone with its reason, an entry by the id Trunk's uploader computes), the same run again (all unchanged, no write sent), and a
 * run whose bulk request fails for one test (the step fails naming it; the others stay applied).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import {
  expectNoLeak,
  expectNoStackTrace,
  failureMessage,
  startE2E,
  type E2E,
} from '../../__fixtures__/e2e.js'
import type { ActionRun } from '../../__fixtures__/action-runner.js'
import { summaryProblems } from '../../__fixtures__/summary-render.js'
import { newV2Key, runSubAction } from './helpers.js'

// Each run is a node process: on a loaded machine, seconds each.
jest.setTimeout(180_000)

const KEY = newV2Key()
const COLLECTION = 'aB3xY9kQ'
const NAMES = ['test_a', 'test_b', 'test_c', 'test_d', 'test_e']
const MARK = '[quarantine file]'

let t: E2E
let ws: string
const ids: Record<string, string> = {}

/** A YYYY-MM-DD `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const entry = (name: string, expires: string, owner = '@acme/pay') =>
  `  - name: ${name}\n    classname: tests.test_pay\n    owner: "${owner}"\n    reason: flaky on CI\n    expires: ${expires}\n`

async function v2(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${t.emu.v2Url}${path}`, {
    method,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`)
  return res.json()
}

const overrideOf = async (name: string) =>
  ((await v2('GET', `/v2/tests/${ids[name]}`)) as { quarantineOverride: unknown })
    .quarantineOverride as { mode: string; reason: string } | null

const writes = async () =>
  (await t.emu.control<{ recent: { operation: string }[] }>('/requests')).recent.filter((r) =>
    /setQuarantine/.test(r.operation),
  ).length

beforeAll(async () => {
  t = await startE2E({
    noQueue: true,
    apiKeys: [{ key: KEY, permissions: ['quarantine-tests', 'upload-test-results'] }],
  })
  await t.emu.control('/flaky-tests', {
    tests: NAMES.map((name, i) => ({
      id: `44444444-0000-4000-8000-00000000000${i + 1}`,
      name,
      classname: 'tests.test_pay',
      failures: ['-2h'],
    })),
  })
  const listed = (await v2('GET', `/v2/tests?testCollectionId=${COLLECTION}&limit=100`)) as {
    data: { id: string; name: string }[]
  }
  for (const r of listed.data) ids[r.name] = r.id
  // test_b: an override an earlier sync set (its entry has since expired); test_c: a person's.
  await v2('POST', `/v2/tests/${ids.test_b}/quarantine`, {
    mode: 'alwaysQuarantine',
    reason: `${MARK} owner @acme/pay; until ${day(-2)}; flaky on CI`,
  })
  await v2('POST', `/v2/tests/${ids.test_c}/quarantine`, {
    mode: 'neverQuarantine',
    reason: 'we fixed it; keep it out of quarantine',
  })
  ws = mkdtempSync(join(tmpdir(), 'mqa-sync-quarantine-e2e-'))
  mkdirSync(join(ws, '.github'))
  writeFileSync(
    join(ws, '.github', 'quarantine.yml'),
    // test_d by the id Trunk's uploader computes (as the gate matches it), not by its v2 id.
    `tests:\n${entry('test_a', day(10))}${entry('test_b', day(-1))}${entry('test_c', day(10))}  - id: 44444444-0000-4000-8000-000000000004\n    owner: "ana@acme.dev"\n    reason: flaky on CI\n    expires: ${day(20)}\n`,
  )
  await t.emu.control('/requests/reset', {})
})
afterAll(async () => {
  await t?.stop()
  if (ws) rmSync(ws, { recursive: true, force: true })
})

async function sync(inputs: Record<string, string> = {}): Promise<ActionRun> {
  const run = await runSubAction(
    'sync-quarantine',
    { 'api-token': KEY, 'api-url': t.emu.v2Url, 'test-collection': COLLECTION, ...inputs },
    { cwd: ws, env: { GITHUB_WORKSPACE: ws } },
  )
  expectNoLeak(run, KEY)
  expectNoStackTrace(run)
  expect(summaryProblems(run.summary)).toEqual([])
  return run
}

const counts = (run: ActionRun) =>
  Object.fromEntries(
    ['set', 'cleared', 'unchanged', 'left-alone', 'unresolved', 'failed'].map((k) => [
      k,
      run.outputs[`${k}-count`],
    ]),
  )

describe('sync-quarantine', () => {
  it('a dry run prints the plan and sends no write', async () => {
    const run = await sync({ 'dry-run': 'true' })
    expect(run.code).toBe(0)
    expect(counts(run)).toEqual({
      set: '2',
      cleared: '1',
      unchanged: '0',
      'left-alone': '1',
      unresolved: '0',
      failed: '0',
    })
    expect(run.stdout).toMatch(/test_a \(.*\): would set alwaysQuarantine/)
    expect(run.stdout).toMatch(/test_b \(.*\): would clear its override \(the entry expired\)/)
    expect(run.summary).toMatch(/Dry run .*nothing was sent/)
    expect(await writes()).toBe(0)
    expect((await overrideOf('test_b'))?.mode).toBe('alwaysQuarantine')
  })

  it("applies the plan: sets, clears the expired entry's override, leaves a person's alone; a second run changes nothing", async () => {
    const run = await sync()
    expect(run.code).toBe(0)
    expect(run.outputs.outcome).toBe('success')
    expect(counts(run)).toMatchObject({ set: '2', cleared: '1', 'left-alone': '1', failed: '0' })
    expect(await overrideOf('test_a')).toMatchObject({
      mode: 'alwaysQuarantine',
      reason: `${MARK} owner @acme/pay; until ${day(10)}; flaky on CI`,
    })
    expect(await overrideOf('test_b')).toBeNull()
    expect((await overrideOf('test_d'))?.reason).toBe(
      `${MARK} owner ana@acme.dev; until ${day(20)}; flaky on CI`,
    )
    expect(await overrideOf('test_c')).toMatchObject({
      mode: 'neverQuarantine',
      reason: 'we fixed it; keep it out of quarantine',
    })
    await t.emu.control('/requests/reset', {})

    const again = await sync()
    expect(again.code).toBe(0)
    expect(counts(again)).toEqual({
      set: '0',
      cleared: '0',
      unchanged: '2',
      'left-alone': '1',
      unresolved: '0',
      failed: '0',
    })
    expect(await writes()).toBe(0)
    expect((await overrideOf('test_c'))?.reason).toBe('we fixed it; keep it out of quarantine')
  })

  it('a bulk request that fails for one test fails the step naming it; the others stay applied', async () => {
    writeFileSync(
      join(ws, '.github', 'quarantine.yml'),
      `tests:\n${entry('test_a', day(10))}${entry('test_d', day(20), 'ana@acme.dev')}${entry('test_e', day(5))}${entry('test_missing', day(5))}`,
    )
    await t.emu.control('/quarantine-overrides', { failWrites: [ids.test_e] })
    const run = await sync()
    expect(run.code).not.toBe(0)
    expect(run.outputs.outcome).toBe('failure')
    expect(counts(run)).toMatchObject({ set: '0', unchanged: '2', unresolved: '1', failed: '1' })
    const failure = failureMessage(run)
    expect(failure).toContain(`test_e (${ids.test_e}): INTERNAL_ERROR`)
    expect(failure).not.toContain('test_a')
    expect(run.stdout).toMatch(/test_missing: no test in Trunk matches the entry/)
    expect(await overrideOf('test_e')).toBeNull()
    expect((await overrideOf('test_d'))?.mode).toBe('alwaysQuarantine')
  })
})
