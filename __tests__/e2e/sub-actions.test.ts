/**
 * The sub-actions as the runner runs them: `<command>/action.yml` read, its declared defaults
 * passed as INPUT_* with the step's `with:`, and its `runs.main` (resolved from its folder, as
 * the runner resolves it) started with node: the one bundle, the command fixed by the folder.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { pullRequestEvent, type ActionRun } from '../../__fixtures__/action-runner.js'
import { sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { openPr, runSubAction, subAction } from './helpers.js'

let t: E2E
beforeAll(async () => {
  t = await startE2E()
})
afterAll(() => t.stop())

/** Runs sub-action `folder` with `with:` inputs, as the runner does. */
function uses(folder: string, given: Record<string, string>, event?: unknown): Promise<ActionRun> {
  const all = { 'api-token': t.token, 'api-url': t.emu.url, ...given }
  // The runner passes what the step gives and the defaults of what it declares, nothing else.
  const { declared } = subAction(folder)
  for (const name of Object.keys(all)) expect(declared).toContain(name)
  return runSubAction(folder, all, { event })
}

describe('sub-actions', () => {
  it('submit, then status: the command comes from the folder, with no command input', async () => {
    const head = sha()
    const event = pullRequestEvent(31, head)
    await openPr(t, 31, head)
    const submitted = await uses('submit', {}, event)
    expect(submitted.code).toBe(0)
    expect(submitted.outputs).toMatchObject({
      outcome: 'success',
      'is-submitted': 'true',
      'pr-number': '31',
    })
    const status = await uses('status', {}, event)
    expect(status.code).toBe(0)
    expect(status.outputs).toMatchObject({
      outcome: 'success',
      'is-submitted': 'true',
      'pr-sha': head,
    })
    // The PR reference in the title is inert (#, a zero-width space as an entity, 31).
    expect(status.summary).toContain('status PR #&#8203;31')
  })

  it('get-queue reads the queue of the default branch', async () => {
    const run = await uses('get-queue', {})
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'success', 'queue-state': 'running' })
  })

  it('a required input left empty fails naming it, before any request', async () => {
    const before = await t.requestCount()
    const run = await uses('failing-tests', {})
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("Input 'org-url-slug': is required for failing-tests")
    expect(await t.requestCount()).toBe(before)
  })
})
