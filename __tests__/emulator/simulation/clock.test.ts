/**
 * The clock (manual and scaled real time), the real-time driver of the simulation, the v2
 * duplicate-submit switch, and the metrics window.
 */
import { describe, expect, it } from '@jest/globals'
import { EmulatorClock, iso } from '../../../src/emulator/simulation/clock.js'
import { escapeLabelValue } from '../../../src/emulator/simulation/metrics.js'
import { EmulatorConfigError, startEmulator } from '../../../src/emulator/index.js'
import { MINUTE, prRef, queueRef, startTestEmulator } from '../../../__fixtures__/emulator.js'

describe('iso', () => {
  it('writes any instant as toISOString does, also when asked again (it remembers)', () => {
    const instants = Array.from(
      { length: 10_000 },
      (_, i) => 1_700_000_000_000 + ((i * 7919) % 5000) * 997,
    )
    for (const ms of [...instants, ...instants, 0, -1, 8.64e15]) {
      expect(iso(ms)).toBe(new Date(ms).toISOString())
    }
    expect(() => iso(Number.NaN)).toThrow(RangeError)
  })
})

describe('EmulatorClock', () => {
  it('manual time moves only when advanced', () => {
    let wall = 1_000
    const clock = new EmulatorClock({ mode: 'manual', startAt: 5_000 }, () => wall)
    wall += 10_000
    expect(clock.now()).toBe(5_000)
    expect(clock.advance(250)).toBe(5_250)
    expect(clock.realDelayUntil(9_999)).toBe(Infinity)
  })

  it('real time runs at the speed factor and keeps its time across changes', () => {
    let wall = 0
    const clock = new EmulatorClock({ mode: 'real', speed: 60, startAt: 1_000_000 }, () => wall)
    wall = 1_000
    expect(clock.now()).toBe(1_060_000)
    expect(clock.realDelayUntil(1_120_000)).toBe(1_000)
    clock.configure({ speed: 1 })
    wall = 2_000
    expect(clock.now()).toBe(1_061_000)
    clock.configure({ mode: 'manual' })
    wall = 9_000
    expect(clock.now()).toBe(1_061_000)
    expect(() => clock.configure({ speed: 0 })).toThrow(RangeError)
  })
})

describe('real-time mode', () => {
  it('moves the queue on its own, on a timer, at the speed factor', async () => {
    // 5 simulated minutes per test run at 20,000x speed: 15 ms of real time.
    const emu = await startTestEmulator({ clock: { mode: 'real', speed: 20_000 } })
    try {
      await emu.client.createQueue(queueRef())
      await emu.client.submitPullRequest(prRef(1))
      let state = ''
      for (let i = 0; i < 400 && state !== 'merged'; i++) {
        await new Promise((r) => setTimeout(r, 10))
        state = emu.simulation.queueOf(queueRef().repo, 'main').byPr.get(1)?.state ?? ''
      }
      expect(state).toBe('merged')
    } finally {
      await emu.stop()
    }
  })
})

describe('options', () => {
  it('v2DuplicateSubmit answers 409 to a submit of a queued PR', async () => {
    const emu = await startTestEmulator({ v2DuplicateSubmit: true })
    try {
      await emu.client.createQueue(queueRef())
      expect((await emu.post('/submitPullRequest', prRef(1))).status).toBe(200)
      const again = await emu.post('/submitPullRequest', prRef(1))
      expect(again.status).toBe(409)
      expect(again.text).toMatch(/PR_ALREADY_ENQUEUED/)
      emu.advance(5 * MINUTE)
      expect((await emu.post('/submitPullRequest', prRef(1))).status).toBe(200)
    } finally {
      await emu.stop()
    }
  })

  it('testDurationMs sets the simulated CI time', async () => {
    const emu = await startTestEmulator({ testDurationMs: 90_000 })
    try {
      await emu.client.createQueue(queueRef())
      await emu.client.submitPullRequest(prRef(1))
      emu.advance(89_999)
      expect((await emu.client.getSubmittedPullRequest(prRef(1))).state).toBe('testing')
      emu.advance(1)
      expect((await emu.client.getSubmittedPullRequest(prRef(1))).state).toBe('merged')
    } finally {
      await emu.stop()
    }
  })

  it('refuses invalid options with a message naming them', async () => {
    await expect(startEmulator({ port: 70_000 })).rejects.toThrow(/port must be 0-65535/)
    await expect(startEmulator({ token: 'with space' })).rejects.toBeInstanceOf(EmulatorConfigError)
    await expect(startEmulator({ testDurationMs: -1 })).rejects.toThrow(/testDurationMs/)
    await expect(startEmulator({ clock: { mode: 'real', speed: 0 } })).rejects.toThrow(
      /clock: speed/,
    )
  })
})

describe('metrics window', () => {
  it('counts only the last hour of emulator time', async () => {
    const emu = await startTestEmulator()
    try {
      await emu.client.createQueue(queueRef())
      await emu.client.submitPullRequest(prRef(1))
      emu.advance(5 * MINUTE)
      const merged = () =>
        emu.client
          .getMergeQueueMetrics()
          .then((m) => /conclusion="merged"\} (\d+)/.exec(m.text)?.[1])
      expect(await merged()).toBe('1')
      emu.advance(60 * MINUTE)
      expect(await merged()).toBe('0')
    } finally {
      await emu.stop()
    }
  })

  it('escapes label values', () => {
    expect(escapeLabelValue('a"b\\c\nd')).toBe('a\\"b\\\\c\\nd')
  })
})
