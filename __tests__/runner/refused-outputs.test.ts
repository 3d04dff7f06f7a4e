/**
 * A run refused for an input still says what is known before any input is read (issue 33): the
 * PR a PR command is about (given, or the run's own), whether the run is on a merge-queue test
 * branch, and the API the token selects. No request is made.
 */
import { describe, expect, it } from '@jest/globals'
import { execute } from '../../src/runner/execute.js'
import type { RunContext } from '../../src/ports/run-context.js'
import { fakeIo } from '../../__fixtures__/fake-io.js'

const UUID = '0f5a3c2e-1b7d-4e8f-9a6b-2c3d4e5f6a7b'
// Nothing listens here: a run that made a request would fail with a network error, not `input`.
const API = { 'api-token': 'tok_refusedOutputsToken', 'api-url': 'http://127.0.0.1:9/v1' }
const noPr: RunContext = { repository: 'acme/app', serverHost: 'github.com', ref: 'main' }

describe('outputs of a refused input', () => {
  it('keep the pr-number given to a PR command', async () => {
    const r = await execute(
      { ...API, command: 'wait', 'pr-number': '7', 'timeout-seconds': 'soon' },
      noPr,
      fakeIo(),
    )
    expect(r.outputs['error-kind']).toBe('input')
    expect(r.failure).toMatch(/--timeout-seconds/)
    expect(r.outputs['pr-number']).toBe('7')
  })

  it("keep the run's own PR when no pr-number is given", async () => {
    const r = await execute(
      { ...API, command: 'status', 'request-timeout-seconds': '-1' },
      { ...noPr, pr: { number: 12, fromFork: false, runIsPrCheck: true } },
      fakeIo(),
    )
    expect(r.outputs['error-kind']).toBe('input')
    expect(r.outputs['pr-number']).toBe('12')
  })

  it('say is-merge-queue-run=true for a run refused on a test branch', async () => {
    const r = await execute(
      { ...API, command: 'testing-details', 'test-run-id': 'not-a-uuid' },
      { ...noPr, ref: `refs/heads/trunk-merge/pr-5/${UUID}` },
      fakeIo(),
    )
    expect(r.outputs['error-kind']).toBe('input')
    expect(r.failure).toMatch(/--test-run-id/)
    expect(r.outputs['is-merge-queue-run']).toBe('true')
  })

  it('never say a pr-number for a queue command, nor one that is not a number', async () => {
    const queue = await execute(
      { ...API, command: 'get-queue', 'pr-number': '7', 'request-timeout-seconds': '-1' },
      noPr,
      fakeIo(),
    )
    expect(queue.outputs['error-kind']).toBe('input')
    expect(queue.outputs['pr-number']).toBe('')
    const wrong = await execute({ ...API, command: 'cancel', 'pr-number': 'seven' }, noPr, fakeIo())
    expect(wrong.outputs['error-kind']).toBe('input')
    expect(wrong.outputs['pr-number']).toBe('')
  })
})
