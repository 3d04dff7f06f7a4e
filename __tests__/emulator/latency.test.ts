/**
 * The answers' latency (`latencyMs`, `--latency-ms`), on a real server on 127.0.0.1: every `/v1`
 * and `/v2` answer, refusals too, comes no sooner than the latency after its request, and answers
 * what it would without one; the control API answers while an API request still waits. Only
 * lower bounds are timed: a loaded machine makes answers later, never sooner.
 */
import { performance } from 'node:perf_hooks'
import { describe, expect, it } from '@jest/globals'
import { isApiPath } from '../../src/emulator/server.js'
import { EmulatorConfigError, MAX_LATENCY_MS, startEmulator } from '../../src/emulator/index.js'
import { queueRef } from '../../__fixtures__/emulator.js'
import { v2Raw, withEmulator } from './helpers.js'

const LATENCY = 150

/** The answer of `send` and the real milliseconds it took. */
async function timed<T>(send: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now()
  const answer = await send()
  return { answer, ms: performance.now() - started }
}

describe('latencyMs', () => {
  it('every /v1 and /v2 answer, refusals too, waits at least the latency and answers as without it', () =>
    withEmulator({ latencyMs: LATENCY }, async (emu) => {
      const answers = {
        createQueue: await timed(() => emu.post('/createQueue', queueRef())),
        getQueue: await timed(() => emu.post('/getQueue', queueRef())),
        wrongToken: await timed(() =>
          emu.raw('POST', '/v1/getQueue', { body: '{}', token: 'not-the-token-1234' }),
        ),
        noSuchEndpoint: await timed(() => emu.post('/noSuchEndpoint', {})),
        v2Queues: await timed(() => v2Raw(emu, 'GET', '/v2/merge-queues')),
        v2NoKey: await timed(() => v2Raw(emu, 'GET', '/v2/merge-queues', undefined, { key: null })),
      }
      expect(
        Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, a.answer.status])),
      ).toEqual({
        createQueue: 200,
        getQueue: 200,
        wrongToken: 401,
        noSuchEndpoint: 404,
        v2Queues: 200,
        v2NoKey: 401,
      })
      expect(answers.getQueue.answer.json()).toMatchObject({ branch: 'main', state: 'running' })
      // A timer may fire a millisecond before its time as performance.now() counts it.
      for (const [name, a] of Object.entries(answers))
        expect([name, a.ms >= LATENCY - 2]).toEqual([name, true])
    }))

  it('the control API answers while an API request still waits, and that request is not handled yet', () =>
    withEmulator({ latencyMs: MAX_LATENCY_MS }, async (emu) => {
      const waiting = emu.post('/createQueue', queueRef()).then(
        () => 'answered' as const,
        () => 'cut when the emulator stopped' as const,
      )
      // Sent after the API request: with the latency on the control API too, the API request
      // would answer first (and a minute late).
      const first = await Promise.race([
        emu.control<{ queues: unknown[] }>('/state').then((state) => ({ state })),
        waiting.then((api) => ({ api })),
      ])
      expect(first).toEqual({ state: expect.objectContaining({ queues: [] }) })
      expect(emu.requests().total).toBe(0)
      await emu.stop()
      expect(await waiting).toBe('cut when the emulator stopped')
      expect(emu.state().queues).toEqual([])
    }))

  it('refuses a latency that is not 0 to a minute of whole milliseconds, naming it', async () => {
    for (const latencyMs of [-1, 1.5, MAX_LATENCY_MS + 1, Number.NaN]) {
      await expect(startEmulator({ latencyMs })).rejects.toThrow(EmulatorConfigError)
      await expect(startEmulator({ latencyMs })).rejects.toThrow(
        /^latencyMs must be a whole number/,
      )
    }
  })

  it('delays the API paths only', () => {
    expect(['/v1', '/v1/getQueue', '/v2', '/v2/merge-queues'].filter(isApiPath)).toHaveLength(4)
    expect(
      ['/', '/_control/state', '/_control/api-keys', '/_view/app.js', '/v10', '/v2x'].filter(
        isApiPath,
      ),
    ).toEqual([])
  })
})
