/**
 * Hundreds of concurrent submits and cancels on one queue, through real HTTP, leave a state that
 * a simple model agrees with: one entry per PR, nothing lost or duplicated, every 2xx reflected.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { SeededRandom } from '../../../src/emulator/simulation/random.js'
import { prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { rawOn, useAgent, useEmulator } from '../helpers.js'

const agent = useAgent({ connections: 32 })
const emu = useEmulator({}, { queue: true })
beforeAll(async () => {
  // Enough slots that PRs start testing while the storm goes on.
  await emu.client.updateQueue({ ...queueRef(), concurrency: 25 })
})

async function send(path: string, body: unknown): Promise<number> {
  const res = await rawOn(agent, emu, 'POST', `/v1${path}`, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })
  return res.status
}

type Op = { kind: 'submit' | 'cancel'; pr: number; priority: number }

describe('concurrent submits and cancels', () => {
  it('agree with a model of one entry per PR', async () => {
    const rnd = new SeededRandom(2024)
    const PRS = 60
    const ops: Op[] = Array.from({ length: 600 }, () => ({
      kind: rnd.chance(0.6) ? 'submit' : 'cancel',
      pr: rnd.int(1, PRS),
      priority: rnd.pick([0, 10, 100, 200]),
    }))
    const statuses = await Promise.all(
      ops.map((op) =>
        send(op.kind === 'submit' ? '/submitPullRequest' : '/cancelPullRequest', {
          ...prRef(op.pr),
          ...(op.kind === 'submit' ? { priority: op.priority } : {}),
        }),
      ),
    )
    expect(statuses.every((s) => s === 200 || s === 404)).toBe(true)
    const submitsOk = new Map<number, number>()
    const cancelsOk = new Map<number, number>()
    const priorities = new Map<number, Set<number>>()
    ops.forEach((op, i) => {
      const s = statuses[i]
      if (op.kind === 'submit') {
        expect(s).toBe(200)
        submitsOk.set(op.pr, (submitsOk.get(op.pr) ?? 0) + 1)
        priorities.set(op.pr, (priorities.get(op.pr) ?? new Set()).add(op.priority))
      } else if (s === 200) cancelsOk.set(op.pr, (cancelsOk.get(op.pr) ?? 0) + 1)
    })

    const queue = emu.state().queues[0]
    if (!queue) throw new Error('no queue')
    const active = queue.entries
    const finished = queue.finished
    // One active entry per PR at most, and no entry in two places.
    const activePrs = active.map((e) => e.prNumber)
    expect(new Set(activePrs).size).toBe(activePrs.length)
    const ids = [...active, ...finished].map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)

    for (let pr = 1; pr <= PRS; pr++) {
      const entries = [...active, ...finished].filter((e) => e.prNumber === pr)
      const cancelled = finished.filter((e) => e.prNumber === pr && e.state === 'cancelled').length
      const isActive = active.some((e) => e.prNumber === pr)
      const submits = submitsOk.get(pr) ?? 0
      // Every 2xx cancel ended exactly one entry; every entry came from a 2xx submit.
      expect({ pr, cancelled }).toEqual({ pr, cancelled: cancelsOk.get(pr) ?? 0 })
      expect(entries.length).toBeLessThanOrEqual(submits)
      // Nothing merged or failed (the clock did not move), so entries = cancelled + active.
      expect({ pr, entries: entries.length }).toEqual({
        pr,
        entries: cancelled + (isActive ? 1 : 0),
      })
      if (submits > 0 && cancelled === 0) expect({ pr, isActive }).toEqual({ pr, isActive: true })
      // The priority a PR ends with is one that was submitted for it.
      const last = active.find((e) => e.prNumber === pr)
      if (last) expect(priorities.get(pr)?.has(last.priorityValue)).toBe(true)
    }
    // The line is well formed: at most `concurrency` PRs testing, and the API agrees with the dump.
    expect(active.filter((e) => e.state === 'testing').length).toBeLessThanOrEqual(25)
    const q = await emu.client.getQueue(queueRef())
    expect(q.enqueuedPullRequests.map((p) => p.id)).toEqual(active.map((e) => e.id))
    const log = emu.requests()
    expect(
      (log.byOperation.submitPullRequest ?? 0) + (log.byOperation.cancelPullRequest ?? 0),
    ).toBe(ops.length)
  })
})
