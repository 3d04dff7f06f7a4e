/**
 * The data file: state survives a restart, a damaged file fails with a clear message, and a
 * crash mid-write (a stray temp file, a process killed while writing) loses nothing written.
 */
import { describe, expect, it } from '@jest/globals'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { request } from 'undici'
import { startEmulator } from '../../../src/emulator/index.js'
import { MINUTE, lineOf, prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { useTempDir, withEmulator } from '../helpers.js'

const dir = useTempDir('emulator-state-')
/** The data file of the test, in its own folder. */
const stateFile = () => join(dir(), 'state.json')

describe('data file', () => {
  it('keeps queues, PRs, metadata, scripts and the clock across a restart', async () => {
    const dataFile = stateFile()
    const { before, now } = await withEmulator({ dataFile }, async (first) => {
      await first.client.createQueue(queueRef())
      await first.client.updateQueue({ ...queueRef(), concurrency: 2, mergeMethod: 'rebase' })
      await first.control('/pull-requests', {
        repo: 'acme/app',
        number: 3,
        title: 'Kept',
        author: 'ada',
      })
      await first.control('/outcomes', { repo: 'acme/app', number: 2, outcome: 'fail' })
      for (const n of [1, 2, 3]) await first.client.submitPullRequest(prRef(n))
      first.advance(2 * MINUTE)
      return { before: await first.client.getQueue(queueRef()), now: first.now() }
    })
    expect(existsSync(dataFile)).toBe(true)

    await withEmulator({ dataFile }, async (second) => {
      expect(second.now()).toBe(now)
      const after = await second.client.getQueue(queueRef())
      expect(after).toEqual(before)
      expect((await second.client.getSubmittedPullRequest(prRef(3))).prAuthor).toBe('ada')
      // The simulation goes on where it stopped: #1 passes at 5 min, #2 fails (scripted).
      second.advance(3 * MINUTE)
      expect(await lineOf(second)).toEqual(['3:testing'])
      expect((await second.client.getSubmittedPullRequest(prRef(2))).state).toBe('failed')
      expect((await second.client.getSubmittedPullRequest(prRef(1))).state).toBe('merged')
    })
  })

  it('writes the file on its own after a change (debounced)', async () => {
    const dataFile = stateFile()
    await withEmulator({ dataFile, persistDebounceMs: 10 }, async (emu) => {
      await emu.client.createQueue(queueRef('auto'))
      for (let i = 0; i < 200 && !existsSync(dataFile); i++)
        await new Promise((r) => setTimeout(r, 25))
      const doc = JSON.parse(readFileSync(dataFile, 'utf8')) as {
        simulation: { queues: { branch: string }[] }
      }
      expect(doc.simulation.queues.map((q) => q.branch)).toEqual(['auto'])
    })
  })

  it('after a background write, later ones and the one on close still happen', async () => {
    // The first debounced write used to leave the writer marked busy for good: every later
    // write, the one on close included, was skipped, and a restart lost what came after it.
    const dataFile = stateFile()
    const now = await withEmulator({ dataFile, persistDebounceMs: 10 }, async (first) => {
      await first.client.createQueue(queueRef())
      for (let i = 0; i < 200 && !existsSync(dataFile); i++)
        await new Promise((r) => setTimeout(r, 25))
      expect(existsSync(dataFile)).toBe(true)
      await first.client.createQueue(queueRef('second'))
      first.advance(2 * MINUTE)
      return first.now()
    })
    await withEmulator({ dataFile }, async (second) => {
      expect(second.now()).toBe(now)
      expect((await second.client.getQueue(queueRef('second'))).state).toBe('running')
    })
  })

  it('a manual clock resumes exactly at the saved time, even one before the wall clock', async () => {
    const dataFile = stateFile()
    const clock = { mode: 'manual', startAt: '2020-01-01T00:00:00Z' } as const
    await withEmulator({ dataFile, clock }, async (first) => {
      await first.client.createQueue(queueRef())
      first.advance(MINUTE)
    })
    await withEmulator({ dataFile }, async (second) => {
      expect(new Date(second.now()).toISOString()).toBe('2020-01-01T00:01:00.000Z')
    })
  })

  it('ignores and removes a stray temp file left by a crash mid-write', async () => {
    const dataFile = stateFile()
    await withEmulator({ dataFile }, async (first) => {
      await first.client.createQueue(queueRef())
      await first.client.submitPullRequest(prRef(9))
    })
    const stray = join(dir(), 'state.json.4242.tmp')
    const strayOfOldVersion = join(dir(), '.state.json.4242.abc.tmp')
    for (const f of [stray, strayOfOldVersion]) {
      writeFileSync(f, '{"format":"merge-queue-emulator-state","simulation":{"queues":[{"ke')
    }
    await withEmulator({ dataFile }, async (second) => {
      expect(await lineOf(second)).toEqual(['9:testing'])
      expect(existsSync(stray)).toBe(false)
      expect(existsSync(strayOfOldVersion)).toBe(false)
    })
  })

  it('keeps requiredStatuses null or a list across a restart; a file of an older version loads its [] as null', async () => {
    const dataFile = stateFile()
    await withEmulator({ dataFile }, async (first) => {
      await first.client.createQueue(queueRef())
      await first.client.createQueue(queueRef('release'))
      await first.client.updateQueue({ ...queueRef('release'), requiredStatuses: ['ci/test'] })
    })
    const expectRequiredStatuses = () =>
      withEmulator({ dataFile }, async (emu) => {
        expect((await emu.client.getQueue(queueRef())).requiredStatuses).toBeNull()
        expect((await emu.client.getQueue(queueRef('release'))).requiredStatuses).toEqual([
          'ci/test',
        ])
      })
    await expectRequiredStatuses()
    // Before null existed, "no override" was saved as [] with requiredStatusesSource trunk_config.
    const doc = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      simulation: { queues: { settings: Record<string, unknown>; [k: string]: unknown }[] }
    }
    for (const q of doc.simulation.queues) {
      q.requiredStatusesSource =
        q.settings.requiredStatuses === null ? 'trunk_config' : 'merge_instance'
      if (q.settings.requiredStatuses === null) q.settings.requiredStatuses = []
    }
    writeFileSync(dataFile, JSON.stringify(doc))
    await expectRequiredStatuses()
  })

  it('fails to start with a clear error on a damaged or foreign file', async () => {
    const damaged = join(dir(), 'damaged.json')
    writeFileSync(damaged, '{"format": "merge-queue-emulator-state", "simul')
    await expect(startEmulator({ dataFile: damaged })).rejects.toThrow(
      new RegExp(`data file .*damaged\\.json is not valid JSON`),
    )
    const foreign = join(dir(), 'foreign.json')
    writeFileSync(foreign, '{"hello": "world"}')
    await expect(startEmulator({ dataFile: foreign })).rejects.toThrow(
      /is not an emulator state file \(format/,
    )
  })

  it('refuses to start on a data file in a kernel file system, reached through a link', () => {
    // Run in a child with a time limit: saving under /proc used to spin forever in a recursive
    // mkdir, and a synchronous spin here would stop the whole test run, not just fail a test.
    symlinkSync('/proc/self', join(dir(), 'link'))
    const dataFile = join(dir(), 'link', 'nope', 's.json')
    const script = `
      import { startEmulator } from ${JSON.stringify(resolve('src/emulator/index.ts'))}
      try {
        const emu = await startEmulator({ port: 0, dataFile: ${JSON.stringify(dataFile)} })
        await emu.close()
        console.log('started and saved')
      } catch (e) { console.log('refused: ' + e.message) }`
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        timeout: 20_000,
        env: { ...process.env, NODE_OPTIONS: '' },
      },
    )
    expect({ signal: r.signal, status: r.status }).toEqual({ signal: null, status: 0 })
    expect(r.stdout.trim()).toBe(
      `refused: cannot use the emulator data file ${dataFile}: ${dataFile} is under /proc, a file system of the kernel, not of a disk`,
    )
  })

  it('a process killed while it writes leaves a file that loads, with what was written', async () => {
    const dataFile = stateFile()
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/emulator/cli.ts',
        '--port',
        '0',
        '--manual-clock',
        '--data-file',
        dataFile,
      ],
      {
        cwd: process.cwd(),
        env: { ...process.env, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString()
          const m = /^Emulator listening on (\S+)\n/.exec(out)
          if (m) resolve(m[1] as string)
        })
        child.once('exit', (code) => reject(new Error(`emulator exited early (${code})`)))
      })
      const post = async (path: string, body: unknown) => {
        const res = await request(`${url}${path}`, {
          method: 'POST',
          headers: { 'x-api-token': 'emulator-token', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        await res.body.dump()
        return res.statusCode
      }
      expect(await post('/createQueue', queueRef())).toBe(200)
      // Keep the writer busy (every change schedules a write), then kill it mid-stream.
      let submitted = 0
      while (submitted < 400 && !existsSync(dataFile)) {
        expect(await post('/submitPullRequest', prRef(++submitted))).toBe(200)
      }
      for (let i = 0; i < 60; i++)
        expect(await post('/submitPullRequest', prRef(++submitted))).toBe(200)
      child.kill('SIGKILL')
      await exited
      const doc = JSON.parse(readFileSync(dataFile, 'utf8')) as unknown
      expect(doc).toMatchObject({ format: 'merge-queue-emulator-state' })
      await withEmulator({ dataFile }, async (emu) => {
        const prs = (await emu.client.getQueue(queueRef())).enqueuedPullRequests.map((p) =>
          Number(p.prNumber),
        )
        expect(prs.length).toBeGreaterThan(0)
        expect(prs.every((n) => n >= 1 && n <= submitted)).toBe(true)
        expect(new Set(prs).size).toBe(prs.length)
      })
      expect(readdirSync(dir()).filter((n) => n.endsWith('.tmp'))).toEqual([])
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    }
  }, 60_000)
})
