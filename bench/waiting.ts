/**
 * Benchmark 3: waiting. (a) Detection: the real action (`node dist/index.js`, command wait,
 * poll-interval 1 s) against the emulator; the emulator's state is changed at a random moment and
 * the time to the action's exit is measured. (b) Requests per hour at the default settings: the
 * action's wait loop (waitForPullRequestState) runs against a real emulator (in this process,
 * over HTTP) with a simulated clock, so an hour passes in a second; the emulator's request log
 * counts what it saw.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { waitForPullRequestState } from '../src/commands/wait/poll.js'
import { waitEndWords } from '../src/commands/wait/words.js'
import { TrunkClient, type Clock } from '../src/client/index.js'
import { V1MergeQueue } from '../src/queue/index.js'
import { startEmulator } from '../src/emulator/index.js'
import { fmtMs, nowMs, runProcess, seededRandom, stats } from './lib/measure.js'
import {
  ACTION,
  BRANCH,
  REPO,
  actionEnv,
  baseInputs,
  startEmulatorProcess,
} from './lib/processes.js'
import { table, type Section } from './lib/report.js'

const POLL_S = 1
const JITTER = 0.2

export async function benchWaiting(o: { runs: number }): Promise<Section> {
  const detection = await measureDetection(o.runs)
  const quiet = await requestsPerHour('quiet')
  const busy = await requestsPerHour('busy')
  const bound = POLL_S * 1000 * (1 + JITTER)
  const d = stats(detection)
  const body =
    `**Detection** (real time, the action as the runner starts it, \`poll-interval-seconds: ${POLL_S}\`, \`max-poll-interval-seconds: ${POLL_S}\`; the queue's state is changed ${o.runs} times at a random moment (seeded) by \`POST /_control/clock\`, and the time runs from sending that request to the action's exit): ` +
    `${fmtMs(d)}, that is ${(d.median / (POLL_S * 1000)).toFixed(2)} (max ${(d.max / (POLL_S * 1000)).toFixed(2)}) poll intervals. ` +
    `The bound is one interval plus its jitter (${bound} ms) plus one request and the action's exit; with the default 15 s interval the same bound is 18 s plus the same few tens of ms.\n\n` +
    `**Requests per hour** at the defaults (poll 15 s, backoff ×1.5 to 60 s, ±20 % jitter, getQueue at the start, on changes and every 5 minutes), counted by the emulator while \`waitForPullRequestState\` ran for a simulated hour (a clock whose sleep moves time at once; the seeded jitter):\n\n` +
    table(
      ['hour', 'getSubmittedPullRequest', 'getQueue', 'total', 'state changes seen'],
      [quiet, busy].map((r) => [
        r.label,
        String(r.find),
        String(r.queue),
        String(r.find + r.queue),
        String(r.changes),
      ]),
    ) +
    "\n\nThe worst case is a state that changes at every poll (which the service's states cannot do for long): every poll then resets the interval to 15 s (12 s with jitter) and re-reads the queue, at most 2 × 3600 / 12 = 600 requests in an hour.\n"
  return {
    title: '3. Waiting',
    body,
    targets: [
      {
        benchmark: '3. waiting',
        target: 'detection within one poll interval plus jitter',
        measured: `${fmtMs(d)} at a ${POLL_S} s interval (bound ${bound} ms + one request and exit)`,
        met: d.max <= bound + 300,
      },
      {
        benchmark: '3. waiting',
        target: 'at most 240 requests an hour (defaults)',
        measured: `${quiet.find + quiet.queue} (quiet hour), ${busy.find + busy.queue} (a push every 5 minutes)`,
        met: quiet.find + quiet.queue <= 240 && busy.find + busy.queue <= 240,
      },
    ],
  }
}

async function measureDetection(runs: number): Promise<number[]> {
  const emu = await startEmulatorProcess(['--manual-clock', '--test-duration-seconds', '60'])
  const random = seededRandom(3)
  const out: number[] = []
  try {
    for (let r = 0; r < runs; r++) {
      await emu.control('/reset', {})
      await emu.api('createQueue', { repo: REPO, targetBranch: BRANCH })
      const pr = 21 + r
      await emu.api('submitPullRequest', { repo: REPO, targetBranch: BRANCH, pr: { number: pr } })
      let seen: (() => void) | undefined
      const observed = new Promise<void>((ok) => (seen = ok))
      const exit = runProcess(process.execPath, [ACTION], {
        env: actionEnv({
          ...baseInputs(emu),
          command: 'wait',
          'pr-number': String(pr),
          'wait-for': 'merged',
          'poll-interval-seconds': String(POLL_S),
          'max-poll-interval-seconds': String(POLL_S),
          'timeout-seconds': '60',
        }),
        onStdout: (text) => {
          if (/is TESTING/.test(text)) seen?.()
        },
      })
      await observed
      await sleep(200 + random() * 2000)
      const changedAt = nowMs()
      await emu.control('/clock', { advanceMs: 10 * 60_000 })
      const run = await exit
      if (run.code !== 0 || !/MERGED/.test(run.stdout)) {
        throw new Error(`wait run ${r}: exit ${run.code}: ${run.stdout.slice(-400)}`)
      }
      out.push(run.endedAt - changedAt)
    }
  } finally {
    await emu.stop()
  }
  return out
}

interface HourCount {
  label: string
  find: number
  queue: number
  changes: number
}

/** Runs the wait loop for a simulated hour at the defaults and counts the emulator's requests. */
async function requestsPerHour(kind: 'quiet' | 'busy'): Promise<HourCount> {
  const emu = await startEmulator({ clock: { mode: 'manual' }, flakyTests: false })
  const client = new TrunkClient({ baseUrl: emu.url, token: emu.token })
  const pr = 31
  try {
    await client.createQueue({
      repo: REPO,
      targetBranch: BRANCH,
      mode: kind === 'busy' ? 'parallel' : 'single',
    })
    let sha = 'a'.repeat(40)
    const origin = emu.origin
    const control = async (path: string, body: unknown) => {
      const res = await fetch(`${origin}/_control${path}`, {
        method: 'POST',
        headers: { 'x-api-token': emu.token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (res.status !== 200) throw new Error(`control ${path}: ${res.status} ${await res.text()}`)
    }
    await control('/pull-requests', {
      repo: `${REPO.owner}/${REPO.name}`,
      number: pr,
      headSha: sha,
    })
    const ref = { repo: REPO, targetBranch: BRANCH, pr: { number: pr, sha } }
    if (kind === 'busy') await client.uploadImpactedTargets(ref, ['//a:b'])
    await client.submitPullRequest({ repo: REPO, targetBranch: BRANCH, pr: { number: pr } })
    await control('/requests/reset', {})

    // A push every 5 minutes (the PR goes back to NOT_READY) and its targets a minute later.
    const events: { at: number; run: () => Promise<void> }[] = []
    if (kind === 'busy') {
      for (let t = 5; t < 60; t += 5) {
        events.push({
          at: t * 60_000,
          run: async () => {
            sha = (t.toString(16) + 'b'.repeat(40)).slice(0, 40)
            await control('/pull-requests', {
              repo: `${REPO.owner}/${REPO.name}`,
              number: pr,
              headSha: sha,
            })
          },
        })
        events.push({
          at: (t + 1) * 60_000,
          run: async () => {
            await client.uploadImpactedTargets({ ...ref, pr: { number: pr, sha } }, ['//a:b'])
          },
        })
      }
    }
    const start = Date.UTC(2026, 0, 1)
    let offset = 0
    const random = seededRandom(kind === 'busy' ? 11 : 7)
    const clock: Clock = {
      now: () => start + offset,
      random,
      sleep: async (ms) => {
        offset += ms
        while (events.length && (events[0] as { at: number }).at <= offset)
          await events.shift()!.run()
      },
    }
    const result = await waitForPullRequestState(
      {
        client: new V1MergeQueue(client),
        clock,
        log: { info: () => {}, warning: () => {}, debug: () => {} },
      },
      {
        ref: { repo: REPO, targetBranch: BRANCH, pr: { number: pr } },
        waitFor: ['merged'],
        failOn: ['failed', 'cancelled'],
        timeoutMs: 3600_000,
        pollIntervalMs: 15_000,
        maxPollIntervalMs: 60_000,
        notSubmittedTimeoutMs: 0,
        requestTimeoutMs: 120_000,
      },
    )
    if (!result.timedOut)
      throw new Error(`the ${kind} hour ended early: ${result.outcome} ${waitEndWords(result.end)}`)
    const log = emu.requests() as { byOperation: Record<string, number> }
    return {
      label:
        kind === 'quiet'
          ? 'quiet: the PR stays TESTING'
          : 'busy: a push every 5 min, targets 1 min later',
      find: log.byOperation.getSubmittedPullRequest ?? 0,
      queue: log.byOperation.getQueue ?? 0,
      changes: result.timeline.length - 1,
    }
  } finally {
    await client.close()
    await emu.close()
  }
}
