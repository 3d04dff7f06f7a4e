/**
 * Test-run minutes with and without still-needed (issue 44): a day's queue on the emulator (a
 * manual clock), with failures that restart the PRs behind them and a PR cancelled by hand. The
 * emulator ends a test run the queue gave up on at once; a real CI does not: its jobs run to their
 * end. This adds up, for every test run the queue started, the CI minutes:
 * - without still-needed: every run to its natural end;
 * - with the step at the top of each of the workflow's sequential jobs: a dead run stops at the
 *   start of its next job;
 * - with the watcher: a dead run stops within one poll (its back-off's longest interval).
 * Prints a Markdown table. Usage: node --import tsx bench/still-needed.ts
 */
import { TrunkClient } from '../src/client/index.js'
import { startEmulator } from '../src/emulator/index.js'

const MINUTE = 60_000
/** The workflow's jobs, one after another, each a third of the run. */
const JOBS = 3
/** The watcher's longest poll interval (max-poll-interval-seconds' default). */
const WATCH_POLL_MS = 60_000
const RUN_MS = 30 * MINUTE
const PRS = 24
/** PRs whose run fails (after 17 min), and the one cancelled by hand (at 13 min). */
const FAILING = new Set([4, 9, 15, 20])
const CANCELLED_BY_HAND = 12

const repo = { host: 'github.com', owner: 'acme', name: 'app' }
const emu = await startEmulator({
  clock: { mode: 'manual' },
  flakyTests: false,
  testDurationMs: RUN_MS,
})
const client = new TrunkClient({ baseUrl: emu.url, token: emu.token, retry: { maxAttempts: 1 } })
const control = async (path: string, body: unknown) => {
  const r = await fetch(`${emu.origin}/_control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-token': emu.token },
    body: JSON.stringify(body),
  })
  if (!r.ok) throw new Error(`${path}: HTTP ${r.status}`)
}
try {
  await client.createQueue({ repo, targetBranch: 'main', mode: 'single', concurrency: 4 })
  for (let n = 1; n <= PRS; n++) {
    await control('/pull-requests', {
      repo: 'acme/app',
      number: n,
      headSha: n.toString(16).padStart(40, '0'),
    })
    if (FAILING.has(n)) {
      await control('/outcomes', {
        repo: 'acme/app',
        number: n,
        outcome: 'fail',
        durationMs: 17 * MINUTE,
      })
    }
    await client.submitPullRequest({ repo, targetBranch: 'main', pr: { number: n } })
  }
  for (let t = 0; t < 24 * 60; t++) {
    if (t === 13)
      await client.cancelPullRequest({
        repo,
        targetBranch: 'main',
        pr: { number: CANCELLED_BY_HAND },
      })
    emu.advance(MINUTE)
    if (emu.state().queues[0]?.entries.length === 0) break
  }
  const runs = emu.simulation.runs
  let without = 0
  let steps = 0
  let watcher = 0
  let dead = 0
  for (const r of runs.values()) {
    const natural = (r.endsAt ?? r.finishedAt ?? r.createdAt) - r.createdAt
    without += natural
    if (r.status !== 'cancelled' || r.finishedAt === undefined) {
      steps += natural
      watcher += natural
      continue
    }
    dead++
    const diedAfter = r.finishedAt - r.createdAt
    const job = RUN_MS / JOBS
    steps += Math.min(natural, Math.ceil(diedAfter / job) * job)
    watcher += Math.min(natural, diedAfter + WATCH_POLL_MS)
  }
  const min = (ms: number) => Math.round(ms / MINUTE)
  const pct = (ms: number) => `${Math.round((100 * (without - ms)) / without)} %`
  process.stdout.write(
    [
      `${PRS} PRs, concurrency 4, ${RUN_MS / MINUTE}-minute runs of ${JOBS} jobs; PRs ${[...FAILING].join(', ')} fail after 17 min, PR ${CANCELLED_BY_HAND} is cancelled at 13 min: ${runs.size} test runs, ${dead} of them given up by the queue.`,
      '',
      '| | CI minutes | saved |',
      '|---|---:|---:|',
      `| without still-needed | ${min(without)} | |`,
      `| still-needed at the top of each job | ${min(steps)} | ${pct(steps)} |`,
      `| the watcher (poll ≤ ${WATCH_POLL_MS / 1000} s) | ${min(watcher)} | ${pct(watcher)} |`,
      '',
    ].join('\n'),
  )
} finally {
  await client.close()
  await emu.close()
}
