/**
 * Benchmark 4: the emulator under load. autocannon (10 connections, a few seconds) posts
 * getSubmittedPullRequest to the bundled emulator, then the same to a bare node:http server that
 * answers a fixed body of the same size; runs alternate. After the emulator's runs its state
 * must be what it was (a read changes nothing) and its request log must have counted every
 * request.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import autocannon, { type Result } from 'autocannon'
import { stats } from './lib/measure.js'
import { BRANCH, REPO, TOKEN, scratch, startEmulatorProcess } from './lib/processes.js'
import { table, type Section } from './lib/report.js'

const CONNECTIONS = 10
const DURATION_S = 4
const PR = 41

export async function benchEmulator(o: { runs: number }): Promise<Section> {
  const emu = await startEmulatorProcess()
  const request = JSON.stringify({ repo: REPO, targetBranch: BRANCH, pr: { number: PR } })
  const headers = { 'x-api-token': TOKEN, 'content-type': 'application/json' }
  let bare: { url: string; stop: () => Promise<void> } | undefined
  try {
    await emu.api('createQueue', { repo: REPO, targetBranch: BRANCH })
    await emu.api('submitPullRequest', { repo: REPO, targetBranch: BRANCH, pr: { number: PR } })
    const answer = await (
      await fetch(`${emu.url}/getSubmittedPullRequest`, { method: 'POST', headers, body: request })
    ).text()
    const bodyFile = join(scratch.dir, `bare-answer-${process.pid}.json`)
    writeFileSync(bodyFile, answer)
    bare = await startBare(bodyFile)

    const stateBefore = JSON.stringify(await emu.control('/state'))
    const logBefore = await emu.control<{ total: number }>('/requests')
    const runs: { emu: Result[]; bare: Result[] } = { emu: [], bare: [] }
    const load = (url: string) =>
      autocannon({
        url,
        method: 'POST',
        headers,
        body: request,
        connections: CONNECTIONS,
        duration: DURATION_S,
      })
    // A short warm-up of each (JIT, sockets), not counted.
    await autocannon({
      url: `${emu.url}/getSubmittedPullRequest`,
      method: 'POST',
      headers,
      body: request,
      connections: CONNECTIONS,
      duration: 1,
    })
    await autocannon({
      url: bare.url,
      method: 'POST',
      headers,
      body: request,
      connections: CONNECTIONS,
      duration: 1,
    })
    const logAfterWarmup = await emu.control<{ total: number }>('/requests')
    for (let r = 0; r < o.runs; r++) {
      runs.emu.push(await load(`${emu.url}/getSubmittedPullRequest`))
      runs.bare.push(await load(bare.url))
    }
    const stateAfter = JSON.stringify(await emu.control('/state'))
    const logAfter = await emu.control<{ total: number }>('/requests')
    const sent = runs.emu.reduce((a, r) => a + r.requests.total, 0)
    const counted = logAfter.total - logAfterWarmup.total
    const failures = [...runs.emu, ...runs.bare].reduce(
      (a, r) => a + r.errors + r.non2xx + r.timeouts,
      0,
    )
    const stateSame = stateBefore === stateAfter
    const logOk = counted >= sent && counted <= sent + CONNECTIONS * o.runs
    void logBefore

    const rps = (rs: Result[]) => stats(rs.map((r) => r.requests.average))
    const p99 = (rs: Result[]) => stats(rs.map((r) => r.latency.p99))
    const e = rps(runs.emu)
    const b = rps(runs.bare)
    const f = (s: { median: number; min: number; max: number }, d = 0) =>
      `${s.median.toFixed(d)} (${s.min.toFixed(d)}–${s.max.toFixed(d)})`
    const body =
      `autocannon in the benchmark's process, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${o.runs} runs each, alternating; the answer is ${Buffer.byteLength(answer)} bytes.\n\n` +
      table(
        ['server', 'requests/s, median (min–max)', 'p99 latency, ms', 'vs bare'],
        [
          [
            'emulator (dist/emulator), getSubmittedPullRequest',
            f(e),
            f(p99(runs.emu)),
            `${(e.median / b.median).toFixed(2)}x`,
          ],
          ['bare node:http, fixed body of the same size', f(b), f(p99(runs.bare)), '1x'],
        ],
      ) +
      `\n\nAfter the load: the emulator's state (\`GET /_control/state\`) ${stateSame ? 'is byte for byte what it was before' : '**changed**'}; its request log counted ${counted} requests for the ${sent} autocannon completed (the difference is requests in flight when a run stopped); ${failures} errors, timeouts or non-2xx answers.\n`
    return {
      title: '4. Emulator',
      body,
      targets: [
        {
          benchmark: '4. emulator',
          target: "at least half the bare server's rate, state invariant holds",
          measured: `${(e.median / b.median).toFixed(2)}x (${e.median.toFixed(0)} vs ${b.median.toFixed(0)} req/s); state ${stateSame ? 'unchanged' : 'CHANGED'}, log ${logOk ? 'consistent' : 'INCONSISTENT'}, ${failures} failures`,
          met: e.median >= b.median / 2 && stateSame && logOk && failures === 0,
        },
      ],
    }
  } finally {
    await bare?.stop()
    await emu.stop()
  }
}

async function startBare(bodyFile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['bench/bare-server.mjs', bodyFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`bare server exited ${code}`)))
    createInterface({ input: child.stdout! }).once('line', ok)
  })
  return {
    url,
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null) return ok()
        child.once('exit', () => ok())
        child.kill('SIGTERM')
      }),
  }
}
