/**
 * Benchmark 5: listing 10,000 failing tests (100 pages of 100) end to end: the action's
 * failing-tests command (`node dist/index.js`, every page, the outputs and the summary), and the
 * client's failingTestPages in this process, timed page by page.
 */
import { TrunkClient } from '../src/client/index.js'
import { fmtMiB, fmtMs, nowMs, runProcess, seededRandom, stats } from './lib/measure.js'
import {
  ACTION,
  REPO,
  TOKEN,
  actionEnv,
  baseInputs,
  startEmulatorProcess,
} from './lib/processes.js'
import { table, type Section } from './lib/report.js'

const TESTS = 10_000
const PAGE = 100

/** 10,000 tests that all failed in the last day, with realistic names, paths and summaries. */
function dataSet() {
  const random = seededRandom(5)
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('')
  const areas = ['billing', 'checkout', 'search', 'identity', 'ledger', 'storage', 'ads']
  return Array.from({ length: TESTS }, (_, i) => {
    const area = areas[i % areas.length] as string
    const flaky = random() < 0.6
    return {
      id: `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`,
      name: `test_${area}_handles_case_${i}`,
      classname: `${area}.tests.test_${area}_${i % 50}`,
      file_path: `services/${area}/tests/test_${area}_${i % 50}.py`,
      status: {
        value: flaky ? 'flaky' : 'broken',
        reason: flaky ? 'passed on retry' : 'fails on main',
      },
      quarantined: random() < 0.2,
      failure_rate_last_7d: Math.round(random() * 100) / 100,
      failure_rate_last_24h: Math.round(random() * 100) / 100,
      most_common_failures: [
        { summary: `AssertionError: expected 200, got 50${i % 4}`, occurrence_count: 1 + (i % 9) },
      ],
      failures: [`-${1 + (i % 20)}h`, `-${30 + (i % 100)}h`],
    }
  })
}

export async function benchFlaky(o: { runs: number }): Promise<Section> {
  const emu = await startEmulatorProcess(['--manual-clock'])
  try {
    const set = dataSet()
    // The control API takes the set in a few parts (each well under the body limit).
    await emu.control('/reset', { flakyTests: true })
    for (let i = 0; i < set.length; i += 2500)
      await emu.control('/flaky-tests', { tests: set.slice(i, i + 2500) })
    const env = actionEnv({
      ...baseInputs(emu),
      command: 'failing-tests',
      'org-url-slug': 'acme',
      'window-hours': '24',
    })
    delete env['INPUT_TARGET-BRANCH']
    const action: number[] = []
    const actionRss: number[] = []
    const pageMs: number[] = []
    const clientMs: number[] = []
    let pagesSeen = 0
    for (let r = 0; r < o.runs; r++) {
      const run = await runProcess(process.execPath, [ACTION], { env })
      if (run.code !== 0 || !new RegExp(`${TESTS} test\\(s\\) failed`).test(run.stdout)) {
        throw new Error(
          `failing-tests: exit ${run.code}: ${run.stdout.slice(-400)} ${run.stderr.slice(-400)}`,
        )
      }
      action.push(run.ms)
      if (run.peakRss) actionRss.push(run.peakRss)

      const client = new TrunkClient({ baseUrl: emu.url, token: TOKEN })
      const end = new Date()
      const req = {
        repo: REPO,
        org_url_slug: 'acme',
        start_time: new Date(end.getTime() - 24 * 3600_000).toISOString(),
        end_time: end.toISOString(),
        page_size: PAGE,
      }
      let count = 0
      let pages = 0
      const started = nowMs()
      let last = started
      for await (const page of client.failingTestPages(req)) {
        const now = nowMs()
        pageMs.push(now - last)
        last = now
        count += page.tests.length
        pages++
      }
      clientMs.push(nowMs() - started)
      await client.close()
      if (count !== TESTS) throw new Error(`failingTestPages listed ${count} tests, not ${TESTS}`)
      pagesSeen = pages
    }
    const a = stats(action)
    const c = stats(clientMs)
    const p = stats(pageMs)
    const body =
      `${TESTS.toLocaleString('en-US')} tests that failed in the window, listed ${PAGE} a page (${pagesSeen} pages), ${o.runs} runs.\n\n` +
      table(
        ['', 'all pages, median (min–max)', 'per page', 'peak RSS'],
        [
          [
            'the action, command: failing-tests (process, outputs and summary included)',
            fmtMs(a),
            `${(a.median / pagesSeen).toFixed(1)} ms`,
            fmtMiB(stats(actionRss)),
          ],
          [
            'the client, failingTestPages (in process)',
            fmtMs(c),
            `${p.median.toFixed(1)} ms (${p.min.toFixed(1)}–${p.max.toFixed(1)}) each`,
            '',
          ],
        ],
      ) +
      '\n'
    return {
      title: '5. Flaky tests',
      body,
      targets: [
        {
          benchmark: '5. flaky tests',
          target: 'list 10,000 failing tests end to end; report time per page',
          measured: `${fmtMs(a)} for ${pagesSeen} pages (${(a.median / pagesSeen).toFixed(1)} ms a page, the action); ${p.median.toFixed(1)} ms a page (client)`,
          met: true,
        },
      ],
    }
  } finally {
    await emu.stop()
  }
}
