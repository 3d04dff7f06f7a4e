/**
 * Benchmark 7: the command-line tool's start-up. `node dist/cli/index.js status` (find the PR,
 * then read the queue: two requests) against a running emulator, with a CI's environment
 * (Buildkite: the repository from BUILDKITE_REPO) and the PR and branch as flags, against a bare
 * `node -e ''` of the same Node. Target (issue 17): within 5x, on Node 24 when installed.
 */
import { join, resolve } from 'node:path'
import { fmtMiB, fmtMs, fmtRatio, runProcess, stats } from './lib/measure.js'
import { BRANCH, REPO, TOKEN, scratch, startEmulatorProcess } from './lib/processes.js'
import { table, type Section } from './lib/report.js'

const CLI = resolve('dist/cli/index.js')
const PR = 12

export async function benchCliStartup(o: { runs: number; node24?: string }): Promise<Section> {
  const emu = await startEmulatorProcess()
  try {
    await emu.api('createQueue', { repo: REPO, targetBranch: BRANCH })
    await emu.api('submitPullRequest', { repo: REPO, targetBranch: BRANCH, pr: { number: PR } })
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '',
      TRUNK_API_TOKEN: TOKEN,
      BUILDKITE: 'true',
      BUILDKITE_REPO: `git@github.com:${REPO.owner}/${REPO.name}.git`,
      BUILDKITE_BRANCH: 'main',
      BUILDKITE_PULL_REQUEST: 'false',
    }
    const args = [CLI, 'status', '--api-url', emu.url, '--pr-number', String(PR)]
    args.push('--target-branch', BRANCH)
    const node = o.node24 ?? process.execPath
    const which = o.node24 ? 'Node 24' : 'Node 20'
    // The tool turns on Node's compile cache (Node 22.1+): warm after the first run on an agent
    // that keeps its temporary folder, cold in a fresh container. Both are measured.
    const warm = { ...env, NODE_COMPILE_CACHE: join(scratch.dir, 'cli-compile-cache') }
    const cold = { ...env, NODE_DISABLE_COMPILE_CACHE: '1' }
    const cases = [
      { name: `bare node -e '' (${which})`, argv: ['-e', ''], env },
      { name: `merge-queue status, compile cache warm (${which})`, argv: args, env: warm },
      { name: `merge-queue status, no compile cache (${which})`, argv: args, env: cold },
    ]
    const walls = new Map<string, number[]>(cases.map((c) => [c.name, []]))
    const rss = new Map<string, number[]>(cases.map((c) => [c.name, []]))
    // One warm-up round, then interleaved runs.
    for (let r = -1; r < o.runs; r++) {
      for (const c of cases) {
        const run = await runProcess(node, c.argv, { env: c.env })
        if (run.code !== 0)
          throw new Error(`${c.name}: exit ${run.code}: ${run.stdout} ${run.stderr}`)
        if (c.argv !== cases[0]!.argv && !/^state: TESTING$/m.test(run.stdout)) {
          throw new Error(`${c.name}: unexpected output ${run.stdout}`)
        }
        if (r < 0) continue
        walls.get(c.name)!.push(run.ms)
        rss.get(c.name)!.push(run.peakRss ?? NaN)
      }
    }
    const bare = stats(walls.get(cases[0]!.name)!)
    const cli = stats(walls.get(cases[1]!.name)!)
    const coldCli = stats(walls.get(cases[2]!.name)!)
    const rows = cases.map((c) => {
      const w = stats(walls.get(c.name)!)
      return [c.name, fmtMs(w), fmtRatio(w.median / bare.median), fmtMiB(stats(rss.get(c.name)!))]
    })
    return {
      title: '7. Start-up of the command-line tool',
      body:
        'The tool makes the same two requests as the action (getSubmittedPullRequest, then getQueue).\n\n' +
        table(['', 'wall time, median (min–max)', "vs node -e ''", 'peak RSS'], rows) +
        '\n',
      targets: [
        {
          benchmark: '7. CLI start-up',
          target: `merge-queue status within 5x a bare node -e '' (${which})`,
          measured: `${fmtRatio(cli.median / bare.median)} with the compile cache warm (${fmtMs(cli)} vs ${fmtMs(bare)}); ${fmtRatio(coldCli.median / bare.median)} without it`,
          met: cli.median <= 5 * bare.median,
        },
      ],
    }
  } finally {
    await emu.stop()
  }
}
