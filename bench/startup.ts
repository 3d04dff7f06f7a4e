/**
 * Benchmark 2: start-up. `node dist/index.js` with command: status (find the PR, then read the
 * queue: two requests) against a running emulator, against the least any tool could do: a bare
 * `node -e ''` followed by `curl` of the same getSubmittedPullRequest request, and a naive script
 * (bench/naive-status.mjs) that makes the same two requests with `fetch` and writes the outputs.
 * The targets are on Node 24 (what action.yml runs), with every dependency as published: status
 * within 1.5x the naive fetch script, measured in pairs in the same run (issue 24), and within 6x
 * a bare `node -e ''` of the same Node.
 */
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fmtMiB, fmtMs, fmtRatio, runProcess, stats, type ProcessRun } from './lib/measure.js'
import {
  ACTION,
  BRANCH,
  REPO,
  actionEnv,
  baseInputs,
  curlPost,
  startEmulatorProcess,
} from './lib/processes.js'
import { table, type Section } from './lib/report.js'

const PR = 12
const NAIVE = resolve('bench/naive-status.mjs')

/** Bytes of JavaScript under dist/ (the one bundle, its chunks and the one-line entries). */
function distJavaScriptBytes(dir = 'dist'): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0)
}

export async function benchStartup(o: { runs: number; node24?: string }): Promise<Section> {
  const emu = await startEmulatorProcess()
  try {
    await emu.api('createQueue', { repo: REPO, targetBranch: BRANCH })
    await emu.api('submitPullRequest', { repo: REPO, targetBranch: BRANCH, pr: { number: PR } })
    const env = actionEnv({ ...baseInputs(emu), command: 'status', 'pr-number': String(PR) })
    const request = JSON.stringify({ repo: REPO, targetBranch: BRANCH, pr: { number: PR } })
    const curl = curlPost(`${emu.url}/getSubmittedPullRequest`, request)
    const cases: { name: string; run: () => Promise<ProcessRun[]> }[] = [
      {
        name: "baseline: node -e '' then curl",
        run: async () => [
          await runProcess(process.execPath, ['-e', '']),
          await runProcess('curl', curl),
        ],
      },
      {
        name: 'action status (Node 20)',
        run: async () => [await runProcess(process.execPath, [ACTION], { env })],
      },
    ]
    if (o.node24) {
      const n24 = o.node24
      cases.push(
        {
          name: 'naive fetch script (Node 24)',
          run: async () => [await runProcess(n24, [NAIVE], { env })],
        },
        {
          name: "baseline: node -e '' then curl (Node 24)",
          run: async () => [await runProcess(n24, ['-e', '']), await runProcess('curl', curl)],
        },
        {
          name: 'action status (Node 24)',
          run: async () => [await runProcess(n24, [ACTION], { env })],
        },
        {
          name: "bare node -e '' (Node 24)",
          run: async () => [await runProcess(n24, ['-e', ''])],
        },
      )
    }
    const walls = new Map<string, number[]>(cases.map((c) => [c.name, []]))
    const rss = new Map<string, number[]>(cases.map((c) => [c.name, []]))
    // One warm-up round (page cache, the emulator's first requests), then interleaved runs.
    for (let r = -1; r < o.runs; r++) {
      for (const c of cases) {
        const runs = await c.run()
        for (const x of runs) {
          if (x.code !== 0) throw new Error(`${c.name}: exit ${x.code}: ${x.stdout} ${x.stderr}`)
        }
        if (runs.length === 2 && runs[1]!.stdout !== '200')
          throw new Error(`curl: ${runs[1]!.stdout}`)
        if (/^(action|naive)/.test(c.name) && !/PR #12 is TESTING/.test(runs[0]!.stdout)) {
          throw new Error(`${c.name}: unexpected output ${runs[0]!.stdout}`)
        }
        if (r < 0) continue
        walls.get(c.name)!.push(runs.reduce((a, x) => a + x.ms, 0))
        rss.get(c.name)!.push(Math.max(...runs.map((x) => x.peakRss ?? NaN)))
      }
    }
    const row = (name: string, base: string) => {
      const w = stats(walls.get(name)!)
      const b = stats(walls.get(base)!)
      return [
        name,
        fmtMs(w),
        name === base ? '1x' : fmtRatio(w.median / b.median),
        fmtMiB(stats(rss.get(name)!)),
      ]
    }
    const rows = [row(cases[0]!.name, cases[0]!.name), row(cases[1]!.name, cases[0]!.name)]
    if (o.node24)
      rows.push(
        row(cases[2]!.name, cases[2]!.name),
        row(cases[4]!.name, cases[2]!.name),
        row(cases[3]!.name, cases[3]!.name),
        row(cases[4]!.name, cases[3]!.name),
        row(cases[5]!.name, cases[3]!.name),
      )
    const action = stats(walls.get(cases[1]!.name)!)
    const base = stats(walls.get(cases[0]!.name)!)
    const n24Naive = o.node24 ? stats(walls.get(cases[2]!.name)!) : undefined
    const n24Action = o.node24 ? stats(walls.get(cases[4]!.name)!) : action
    const n24Bare = o.node24 ? stats(walls.get(cases[5]!.name)!) : undefined
    // The same pairs: each naive run beside the action run of its round, the ratio's median.
    const pairRatios = o.node24
      ? walls.get(cases[4]!.name)!.map((ms, i) => ms / walls.get(cases[2]!.name)![i]!)
      : []
    const pairRatio = pairRatios.length ? stats(pairRatios).median : NaN
    const size = distJavaScriptBytes()
    const body =
      `The action makes two requests (getSubmittedPullRequest, then getQueue for the position), as the naive fetch script does; the curl baseline one. \`dist/\` holds ${size.toLocaleString('en-US')} bytes of JavaScript (one bundle, its chunks and the one-line entries; the action's start loads only its own chunks).` +
      (o.node24
        ? ` On Node 24 the action takes ${fmtRatio(pairRatio)} the naive script, the median of the ratios of the ${pairRatios.length} rounds (each round runs both).`
        : '') +
      '\n\n' +
      table(['', 'wall time, median (min–max)', 'vs baseline', 'peak RSS'], rows) +
      '\n'
    return {
      title: '2. Start-up',
      body,
      targets: [
        {
          benchmark: '2. start-up',
          target: 'status within 1.5x a naive fetch script on Node 24, measured in pairs',
          measured: n24Naive
            ? `${fmtRatio(pairRatio)} (${fmtMs(n24Action)} vs ${fmtMs(n24Naive)})`
            : 'Node 24 not installed',
          met: n24Naive ? pairRatio <= 1.5 : false,
        },
        {
          benchmark: '2. start-up',
          target: "status within 6x a bare node -e '' on Node 24, dependencies as published",
          measured: o.node24
            ? `${fmtRatio(n24Action.median / n24Bare!.median)} (${fmtMs(n24Action)} vs ${fmtMs(n24Bare!)}); Node 20: ${fmtRatio(action.median / base.median)} of node -e '' + curl`
            : `Node 24 not installed; Node 20: ${fmtRatio(action.median / base.median)} of node -e '' + curl`,
          met: o.node24 ? n24Action.median <= 6 * n24Bare!.median : false,
        },
      ],
    }
  } finally {
    await emu.stop()
  }
}
