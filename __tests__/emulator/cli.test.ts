/**
 * The command line, spawned as `npm run emulator` runs it: the URL line, a request, a clean stop
 * on SIGTERM/SIGINT with the data file written, and exit code 2 with a message on a bad flag.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { request } from 'undici'
import { CLI_FLAGS, main, parseCli } from '../../src/emulator/cli.js'
import { queueRef } from '../../__fixtures__/emulator.js'
import { resolveApiUrl } from '../../src/inputs/api.js'
import { MIN_TOKEN_LENGTH } from '../../src/wire/index.js'

let dir: string
const children: ChildProcessWithoutNullStreams[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'emulator-cli-'))
})
afterEach(() => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null && c.pid !== undefined) {
      process.kill(-c.pid, 'SIGKILL')
    }
  }
  rmSync(dir, { recursive: true, force: true })
})

/**
 * Starts the emulator's command line with `args`: by default the bundle that `npm run emulator`
 * and the `merge-queue-emulator` bin start (dist/emulator/index.js, built by npm test).
 */
function run(args: string[], command: string[] = [process.execPath, 'dist/emulator/index.js']) {
  const [file, ...head] = command as [string, ...string[]]
  // Its own process group, so a stop reaches the node process under npm and sh as well.
  const child = spawn(file, [...head, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_OPTIONS: '' },
    detached: true,
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  // 'close', not 'exit': the process may exit before its output is read (under load, a bad flag's
  // one line was still unread at 'exit'); 'close' comes once stdout and stderr are read too.
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const nl = stdout.indexOf('\n')
      if (nl >= 0) resolve(stdout.slice(0, nl))
    })
    void exit.then((code) => reject(new Error(`exited with ${code} before printing: ${stderr}`)))
  })
  // Tests that expect an early exit never read the line.
  firstLine.catch(() => undefined)
  return { child, exit, firstLine, out: () => stdout, err: () => stderr }
}

describe('npm run emulator', () => {
  it('prints the URL line first, serves requests, and stops cleanly on SIGTERM with the state saved', async () => {
    const dataFile = join(dir, 'state.json')
    const p = run([
      '--port',
      '0',
      '--token',
      'cli-token-1234',
      '--manual-clock',
      '--data-file',
      dataFile,
    ])
    const line = await p.firstLine
    const m = /^Emulator listening on (http:\/\/127\.0\.0\.1:(\d+)\/v1)$/.exec(line)
    expect(m).not.toBeNull()
    const url = (m as RegExpExecArray)[1] as string
    const res = await request(`${url}/createQueue`, {
      method: 'POST',
      headers: { 'x-api-token': 'cli-token-1234', 'content-type': 'application/json' },
      body: JSON.stringify(queueRef('cli')),
    })
    expect(res.statusCode).toBe(200)
    expect(await res.body.text()).toBe('OK')
    const denied = await request(`${url}/getQueue`, {
      method: 'POST',
      body: JSON.stringify(queueRef('cli')),
    })
    expect(denied.statusCode).toBe(401)
    await denied.body.dump()
    p.child.kill('SIGTERM')
    expect(await p.exit).toBe(0)
    expect(p.out().split('\n').filter(Boolean)).toEqual([line])
    expect(p.err()).not.toContain('cli-token-1234')
    const doc = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      simulation: { queues: { branch: string }[] }
    }
    expect(doc.simulation.queues.map((q) => q.branch)).toEqual(['cli'])
  }, 60_000)

  it('says where each API is, in URLs the action accepts, and what a sped-up clock does', async () => {
    const p = run(['--port', '0', '--speed', '60', '--token', 'cli-token-1234'])
    const v1 = (
      /^Emulator listening on (\S+)$/.exec(await p.firstLine) as RegExpExecArray
    )[1] as string
    await new Promise<void>((resolve) => {
      const check = () => (/clock sped up/.test(p.err()) ? resolve() : setTimeout(check, 20))
      check()
    })
    p.child.kill('SIGTERM')
    expect(await p.exit).toBe(0)
    const v2 = (/v2 api-url (\S+) /.exec(p.err()) as RegExpExecArray)[1] as string
    expect(v2).toBe(new URL(v1).origin)
    // The action's own resolver takes both as they are printed.
    expect(resolveApiUrl(v1, 'v1')).toBe(v1)
    expect(resolveApiUrl(v2, 'v2')).toBe(v2)
    expect(p.err()).toContain(`v1 api-url ${v1} (with the token)`)
    expect(p.err()).toMatch(
      /clock sped up 60x: emulated time, and the Date of every answer, runs ahead of this machine's clock by design/,
    )
    expect(p.err()).not.toContain('cli-token-1234')
  }, 60_000)

  it('stops cleanly on SIGINT', async () => {
    const p = run([
      '--port',
      '0',
      '--speed',
      '60',
      '--test-duration-seconds',
      '30',
      '--flaky-seed',
      '1',
      '--flaky-size',
      '50',
    ])
    expect(await p.firstLine).toMatch(/^Emulator listening on http:\/\/127\.0\.0\.1:\d+\/v1$/)
    p.child.kill('SIGINT')
    expect(await p.exit).toBe(0)
  }, 60_000)

  // Found when CI ran on a busy machine: the URL line went out before the signal handlers were
  // installed, so a SIGINT sent as soon as the line was read killed the emulator unsaved.
  it('is ready for SIGINT by the time the URL line is out', async () => {
    const before = { int: process.listeners('SIGINT'), term: process.listeners('SIGTERM') }
    const write = process.stdout.write
    const writeErr = process.stderr.write
    process.stdout.write = ((chunk: string | Uint8Array) => {
      // The moment a script could read the line: the signal arrives at once.
      if (String(chunk).startsWith('Emulator listening on ')) process.emit('SIGINT')
      return true
    }) as typeof process.stdout.write
    process.stderr.write = (() => true) as typeof process.stderr.write
    try {
      const running = main(['--port', '0', '--token', 'cli-token-1234', '--manual-clock'])
      const code = await Promise.race([
        running,
        new Promise((r) => setTimeout(() => r('still running: the SIGINT was lost'), 5000)),
      ])
      // Lost: stop it now (its handlers are there by now), so the failure does not hang jest.
      if (typeof code === 'string') process.emit('SIGINT')
      await running
      expect(code).toBe(0)
    } finally {
      process.stdout.write = write
      process.stderr.write = writeErr
      for (const l of process.listeners('SIGINT'))
        if (!before.int.includes(l)) process.removeListener('SIGINT', l)
      for (const l of process.listeners('SIGTERM'))
        if (!before.term.includes(l)) process.removeListener('SIGTERM', l)
    }
  })

  it('exits 2 with a one-line message naming a bad flag', async () => {
    const cases: [string[], RegExp][] = [
      [['--port', 'abc'], /--port: expected a whole number from 0 to 65535, got "abc"/],
      [['--bogus'], /--bogus: unknown flag/],
      [['--speed', '2', '--manual-clock'], /--speed: cannot be combined with --manual-clock/],
      [['--faults', '{"rules":[{"kind":"nope"}]}'], /--faults: expected/],
      // A negative value is the value's mistake, told in one line (not parseArgs' three).
      [
        ['--speed', '-1'],
        /^emulator: --speed: expected a number above 0 and at most \d+, got "-1"$/m,
      ],
      [['--port', '-5'], /--port: expected a whole number from 0 to 65535, got "-5"/],
      [['--token', '--port', '0'], /--token: expected a value after the flag/],
    ]
    const runs = cases.map(([args, message]) => ({ args, message, p: run(args) }))
    for (const { args, message, p } of runs) {
      expect({ args, code: await p.exit }).toEqual({ args, code: 2 })
      expect(p.err().trim().split('\n')).toHaveLength(1)
      expect(p.err()).toMatch(message)
      expect(p.out()).toBe('')
    }
  }, 60_000)

  it('refuses a data file under /proc, /sys or /dev at once (exit 2), never hanging on it', async () => {
    // Writing /proc/nope/s.json used to spin in a recursive mkdir, deaf to SIGTERM.
    symlinkSync('/proc/self', join(dir, 'proc-link'))
    const cases = [
      '/proc/nope/s.json',
      '/sys/nope/s.json',
      join(dir, 'proc-link', 'nope', 's.json'),
    ]
    const runs = cases.map((path) => ({ path, p: run(['--port', '0', '--data-file', path]) }))
    for (const { path, p } of runs) {
      const code = await Promise.race([
        p.exit,
        new Promise<string>((r) => setTimeout(() => r('still running after 20 s'), 20_000)),
      ])
      expect({ path, code }).toEqual({ path, code: 2 })
      expect(p.err().trim().split('\n')).toHaveLength(1)
      expect(p.err()).toContain(`--data-file: ${JSON.stringify(path)} cannot be written`)
      expect(p.err()).toMatch(/is under \/(proc|sys), a file system of the kernel/)
      expect(p.out()).toBe('')
    }
  }, 60_000)

  it('refuses to listen beyond loopback with the well-known default token or v2 key (exit 2)', async () => {
    // A documentation address (RFC 5737) that no interface here has: were the refusal gone, the
    // listen would fail (exit 1) rather than open a port beyond loopback.
    const p = run(['--host', '192.0.2.1', '--port', '0'])
    expect(await p.exit).toBe(2)
    expect(p.err().trim().split('\n')).toHaveLength(1)
    expect(p.err()).toBe(
      'emulator: --host: "192.0.2.1" is not a loopback address, so anyone who reaches it could use the well-known default credentials; give --token (the default "emulator-token") and --api-key (the default v2 key "trunk_v2_emulator") of your own, or listen on 127.0.0.1\n',
    )
    expect(p.out()).toBe('')
  }, 60_000)

  it('exits 1 with a clear message when the data file is damaged', async () => {
    const dataFile = join(dir, 'bad.json')
    writeFileSync(dataFile, 'not json')
    const p = run(['--port', '0', '--data-file', dataFile])
    expect(await p.exit).toBe(1)
    expect(p.err()).toMatch(/bad\.json is not valid JSON/)
    expect(existsSync(dataFile)).toBe(true)
  }, 60_000)
})

const URL_LINE = /^Emulator listening on http:\/\/127\.0\.0\.1:\d+\/v1$/

/** Stops a spawned command and everything it started (npm runs node through sh). */
async function stopGroup(p: ReturnType<typeof run>): Promise<number | null> {
  process.kill(-(p.child.pid as number), 'SIGTERM')
  return p.exit
}

// These run the bundle (dist/), as a team does; CI builds it before the tests.
describe('the documented commands', () => {
  it('`npm run --silent emulator` prints the URL as its very first stdout line', async () => {
    const p = run(['--port', '0', '--manual-clock'], ['npm', 'run', '--silent', 'emulator', '--'])
    expect(await p.firstLine).toMatch(URL_LINE)
    expect(await stopGroup(p)).not.toBe(2)
  }, 60_000)

  it('the merge-queue-emulator bin is the bundle with a node shebang, and runs through a link', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { bin: Record<string, string> }
    const target = pkg.bin['merge-queue-emulator']
    expect(target).toBe('dist/emulator/index.js')
    expect(readFileSync(target as string, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node')
    // npm installs a bin as a symbolic link (node_modules/.bin/NAME -> the file).
    const link = join(dir, 'merge-queue-emulator')
    symlinkSync(resolve(target as string), link)
    const p = run(['--port', '0', '--manual-clock'], [process.execPath, link])
    expect(await p.firstLine).toMatch(URL_LINE)
    p.child.kill('SIGTERM')
    expect(await p.exit).toBe(0)
  }, 60_000)
})

describe('--help', () => {
  it('lists every flag the parser accepts, and exits 0', async () => {
    let out = ''
    const write = process.stdout.write
    process.stdout.write = ((chunk: string | Uint8Array) => {
      out += String(chunk)
      return true
    }) as typeof process.stdout.write
    try {
      expect(await main(['--help'])).toBe(0)
    } finally {
      process.stdout.write = write
    }
    const flags = Object.entries(CLI_FLAGS)
    expect(flags.length).toBeGreaterThan(10)
    for (const [name, f] of flags) {
      expect(out).toMatch(new RegExp(`^  (-${'short' in f ? f.short : ''}, )?--${name}\\b`, 'm'))
    }
    expect(parseCli(['-h'])).toBe('help')
  })
})

describe('parseCli', () => {
  it('maps flags to options', () => {
    expect(
      parseCli([
        '--host',
        '127.0.0.1',
        '--port',
        '9000',
        '--token',
        'T-token-12345',
        '--speed',
        '2.5',
        '--data-file',
        'x.json',
        '--test-duration-seconds',
        '90',
        '--flaky-seed',
        '4',
        '--flaky-size',
        '100',
        '--faults',
        '[{"kind":"reset","rate":0.1}]',
        '--fault-seed',
        '9',
        '--v2-duplicate-submit',
        '--latency-ms',
        '50',
      ]),
    ).toEqual({
      host: '127.0.0.1',
      port: 9000,
      token: 'T-token-12345',
      clock: { mode: 'real', speed: 2.5 },
      dataFile: 'x.json',
      testDurationMs: 90_000,
      flakyTests: { seed: 4, size: 100 },
      faults: { seed: 9, rules: [{ kind: 'reset', rate: 0.1 }] },
      v2DuplicateSubmit: true,
      latencyMs: 50,
    })
    expect(parseCli(['--manual-clock'])).toMatchObject({ port: 8080, clock: { mode: 'manual' } })
    expect(parseCli(['-h'])).toBe('help')
  })

  it("beyond loopback, needs a token and a v2 key of the user's own; loopback keeps the defaults", () => {
    const key = 'trunk_v2_own_key_Zx81=all'
    for (const host of ['0.0.0.0', '::', '192.168.0.10', 'emulator.internal']) {
      expect(() => parseCli(['--host', host])).toThrow(
        `--host: ${JSON.stringify(host)} is not a loopback address`,
      )
      expect(() => parseCli(['--host', host, '--api-key', key])).toThrow(
        /give --token \(the default "emulator-token"\) of your own/,
      )
      expect(() => parseCli(['--host', host, '--token', 'own-token-123'])).toThrow(
        /give --api-key \(the default v2 key "trunk_v2_emulator"\) of your own/,
      )
      expect(
        parseCli(['--host', host, '--token', 'own-token-123', '--api-key', key]),
      ).toMatchObject({ host, token: 'own-token-123' })
    }
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(parseCli(['--host', host])).toMatchObject({ host })
    }
  })

  it('names the flag in every refusal', () => {
    expect(() => parseCli(['--flaky-seed', '1'])).toThrow(
      /--flaky-size: required together with --flaky-seed/,
    )
    expect(() =>
      parseCli(['--flaky-tests', 'f.json', '--flaky-size', '3', '--flaky-seed', '1']),
    ).toThrow(/--flaky-tests/)
    expect(() => parseCli(['--test-duration-seconds', '0'])).toThrow(
      /--test-duration-seconds: expected a number above 0/,
    )
    expect(() => parseCli(['--fault-seed', '1'])).toThrow(/--fault-seed: needs --faults/)
    for (const latency of ['-1', '1.5', '60001', 'fast']) {
      expect(() => parseCli(['--latency-ms', latency])).toThrow(
        `--latency-ms: expected a whole number from 0 to 60000, got ${JSON.stringify(latency)}`,
      )
    }
    expect(() => parseCli(['--faults', 'missing-file.json'])).toThrow(
      /--faults: expected JSON or a readable file/,
    )
    expect(() => parseCli(['--port'])).toThrow(/--port: expected a value/)
    expect(() => parseCli(['--token', 'has space'])).toThrow(/--token: expected/)
    // A token the action and the CLI would refuse as too short is refused here too, unshown.
    expect(() => parseCli(['--token', 'dev-token'])).toThrow(
      /^--token: expected at least 12 characters, got 9: the action and the merge-queue CLI refuse a shorter api-token/,
    )
    expect(() => parseCli(['--token', 'dev-token'])).not.toThrow(/dev-token/)
    expect(parseCli(['--token', 'x'.repeat(MIN_TOKEN_LENGTH)])).toMatchObject({
      token: 'x'.repeat(MIN_TOKEN_LENGTH),
    })
  })
})
