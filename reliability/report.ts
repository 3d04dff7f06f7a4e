/** The tables of a reliability run, as Markdown (they read well in a terminal too). */
import { cpus, loadavg, platform, release, totalmem } from 'node:os'
import type { BadInputResult } from './bad-inputs.js'
import { differentialLine, type DifferentialResult } from './differential.js'
import {
  PEAK_MEMORY_BOUND_MIB,
  SIGTERM_EXIT_BOUND_MS,
  type HostileFileResult,
} from './hostile-files.js'
import type { LoadResult } from './load.js'
import {
  API_VERSIONS,
  scenarioFor,
  type ApiVersion,
  type Scenario,
  type ScenarioResult,
} from './scenarios.js'

/** One Markdown table; cells are made one-line and pipes escaped. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cell = (v: string | number) => String(v).replace(/\r?\n/g, '\\n').replace(/\|/g, '\\|')
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n')
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mark = (ok: boolean) => (ok ? 'pass' : '**FAIL**')

/** Everything one run measured. */
export interface RunReport {
  /** {@link machine} at the start of the run. */
  machine: string
  quick: boolean
  startedAt: Date
  ms: number
  scenarios: ScenarioResult[]
  badInputs: BadInputResult[]
  /** Hostile files through the action and the command line (absent from older reports). */
  hostileFiles?: HostileFileResult[]
  load?: LoadResult
  /** The test gate against generated truth (absent from older reports). */
  differential?: DifferentialResult
}

export function machine(): string {
  const cpu = cpus()
  return `Node ${process.version} on ${platform()} ${release()}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg()[0]?.toFixed(1)} at the start`
}

/** One scenario over one API: the runs (debug off, and on unless run once) and their verdict. */
function runsOf(results: ScenarioResult[], id: string, api: ApiVersion) {
  const runs = results.filter((r) => r.scenario.id === id && r.api === api)
  const plain = runs.find((r) => !r.debug) ?? runs[0]
  const debug = runs.find((r) => r.debug)
  const problems = runs.flatMap((r) =>
    r.verdict.problems.map((p) => `${r.debug ? '[debug] ' : ''}${p}`),
  )
  return { runs, plain, debug, problems }
}

/** What one scenario did over one API, in a table cell. */
function apiCell(results: ScenarioResult[], scenario: Scenario, api: ApiVersion): string {
  const why = scenario.notOn?.[api]
  if (why !== undefined) return `n/a: ${why}`
  const { plain, debug, problems } = runsOf(results, scenario.id, api)
  if (!plain) return 'not run in this run (the quick run takes a v2 subset)'
  const result = `${mark(plain.verdict.ok)}${debug ? ` / ${mark(debug.verdict.ok)}` : ''}`
  // A scenario that runs differently over this API says how, first.
  const how = scenario.fault !== plain.scenario.fault ? `(${scenario.fault}) ` : ''
  return `${how}${result}: ${plain.verdict.happened}${problems.length ? ` — ${problems.join('; ')}` : ''}`
}

/**
 * The fault scenarios side by side: one row per scenario, what happened over v1 and over v2
 * (result debug off / on, then what happened), or why it cannot apply.
 */
export function scenarioTable(results: ScenarioResult[]): string {
  const scenarios = [...new Set(results.map((r) => r.scenario))]
  const rows = scenarios.map((s, i) => [
    i + 1,
    s.fault,
    s.class,
    s.expected,
    ...API_VERSIONS.map((api) => apiCell(results, scenarioFor(s, api), api)),
  ])
  return table(['#', 'fault', 'class', 'expected', 'v1', 'v2'], rows)
}

/** Every run's figures: one row per scenario and API. */
export function scenarioDetailTable(results: ScenarioResult[]): string {
  const scenarios = [...new Set(results.map((r) => r.scenario))]
  const rows = scenarios.flatMap((scenario, i) =>
    API_VERSIONS.flatMap((api) => {
      const { runs, plain, debug, problems } = runsOf(results, scenario.id, api)
      if (!plain) return []
      const s = scenarioFor(scenario, api)
      const requests = Object.entries(plain.requests)
        .map(([op, n]) => `${op.replace(/PullRequest$/, 'PR')} ${n}`)
        .join(', ')
      return [
        [
          i + 1,
          api,
          s.fault,
          plain.verdict.happened +
            (debug?.waits.length
              ? `; debug run: retry waits ${debug.waits.map((w) => `${(w / 1000).toFixed(1)} s`).join(', ')}`
              : '') +
            (problems.length ? ` — ${problems.join('; ')}` : ''),
          requests || '0',
          plain.exitAfterSignalMs !== undefined
            ? `${seconds(plain.ms)} (exit ${(plain.exitAfterSignalMs / 1000).toFixed(2)} s after SIGINT)`
            : seconds(plain.ms),
          runs.reduce((n, r) => n + r.leaks.length, 0),
          runs.reduce((n, r) => n + r.stackLines, 0),
          `${mark(plain.verdict.ok)}${debug ? ` / ${mark(debug.verdict.ok)}` : ' / (once)'}`,
        ],
      ]
    }),
  )
  return table(
    [
      '#',
      'API',
      'fault',
      'what happened',
      'requests the emulator saw',
      'time',
      'token leaks',
      'stack lines',
      'result (debug off / on)',
    ],
    rows,
  )
}

export function badInputSummaryTable(results: BadInputResult[]): string {
  const inputs = [...new Set(results.map((r) => r.c.input))]
  const rows = inputs.map((input) => {
    const rs = results.filter((r) => r.c.input === input && !r.c.skip)
    const wrong = rs.filter((r) => r.c.expect === 'refused')
    const accepted = rs.filter((r) => r.c.expect === 'accepted')
    return [
      `\`${input}\``,
      rs.length,
      `${wrong.filter((r) => r.refused).length} of ${wrong.length}`,
      `${wrong.filter((r) => r.namesInput).length} of ${wrong.length}`,
      wrong.reduce((n, r) => n + r.requests, 0),
      wrong.reduce((n, r) => n + r.connections, 0),
      accepted.length ? `${accepted.length}: ${accepted.map((r) => r.c.label).join(', ')}` : '',
      mark(rs.every((r) => r.ok)),
    ]
  })
  return table(
    [
      'input',
      'values tried',
      'wrong ones refused',
      'message names the input',
      'requests seen (refused)',
      'connections (refused)',
      'accepted by design',
      'result',
    ],
    rows,
  )
}

export function badInputTable(results: BadInputResult[]): string {
  return table(
    [
      'input',
      'value kind',
      'value',
      'refused?',
      'message names input?',
      'requests seen',
      'note',
      'result',
    ],
    results.map((r) => [
      `\`${r.c.input}\``,
      r.c.kind,
      r.c.label.length > 48 ? `${r.c.label.slice(0, 47)}…` : r.c.label,
      r.c.skip ? '—' : r.refused ? 'yes' : 'no',
      r.c.skip ? '—' : r.c.expect === 'refused' ? (r.namesInput ? 'yes' : 'no') : '—',
      r.c.skip ? '—' : r.requests,
      r.c.skip ??
        (r.c.expect === 'accepted'
          ? `accepted by design: ${r.c.note}`
          : r.message.length > 90
            ? `${r.message.slice(0, 89)}…`
            : r.message),
      r.c.skip ? 'not run' : mark(r.ok) + (r.ok ? '' : `: ${r.problems.join('; ')}`),
    ]),
  )
}

export function loadTable(l: LoadResult): string {
  const ops = Object.entries(l.byOperation)
    .map(([k, v]) => `${k} ${v.sent} (${v.ok} 2xx)`)
    .join(', ')
  return table(
    ['figure', 'value'],
    [
      ['duration, connections, PRs', `${l.durationS} s, ${l.connections}, ${l.prs}`],
      ['requests answered', l.requests],
      ['requests/s (mean)', Math.round(l.requestsPerSecond)],
      ['latency p50 / p99 / max', `${l.latencyP50Ms} / ${l.latencyP99Ms} / ${l.latencyMaxMs} ms`],
      ['errors / timeouts', `${l.errors} / ${l.timeouts}`],
      ['non-2xx (of them, expected 404s)', `${l.non2xx} (${l.expected404})`],
      ['requests sent, by operation', ops],
      ['requests the emulator logged', l.emulatorLogged],
      ['PRs in the queue at the end / entries in all', `${l.activeEntries} / ${l.allEntries}`],
      ['PRs with a request in flight at the stop (checked both ways)', l.inFlightAtStop],
      [
        'state disagreeing with the responses',
        l.mismatches.length ? l.mismatches.slice(0, 5).join('; ') : 'none',
      ],
      ['result', mark(l.ok)],
    ],
  )
}

/** One row per hostile file and door: what it ended in, how fast, how much memory. */
export function hostileFilesTable(results: HostileFileResult[]): string {
  return table(
    ['file', 'door', 'expected', 'got', 'exit', 'wall', 'after SIGTERM', 'peak memory', 'result'],
    results.map((r) => [
      r.name,
      r.door === 'action' ? 'action (dist/index.js)' : 'CLI (dist/cli/index.js)',
      r.expected,
      r.got,
      r.code ?? 'signal',
      seconds(r.ms),
      r.exitAfterSignalMs === undefined ? '' : `${r.exitAfterSignalMs} ms`,
      r.peakMiB === undefined ? 'n/a (no GNU time)' : `${r.peakMiB.toFixed(0)} MiB`,
      r.ok ? 'pass' : `**FAIL**: ${r.problems.join('; ')}`,
    ]),
  )
}

/** What the quick run says of bad inputs, which it leaves to npm test. */
export const BAD_INPUTS_IN_TESTS =
  'Bad inputs: not sent through dist/index.js in the quick run; npm test sends every value of the table through the input parser and one per input through dist/index.js, and the full run (npm run reliability) every value through dist/index.js.'

/** The headline figures. */
export function figures(r: RunReport) {
  const plain = r.scenarios.filter((s) => !s.debug)
  const wrong = r.badInputs.filter((b) => b.c.expect === 'refused' && !b.c.skip)
  const signals = r.scenarios.filter((s) => s.exitAfterSignalMs !== undefined)
  return {
    scenarios: plain.length,
    scenarioRuns: r.scenarios.length,
    scenariosPassed: plain.filter((s) =>
      r.scenarios
        .filter((x) => x.scenario === s.scenario && x.api === s.api)
        .every((x) => x.verdict.ok),
    ).length,
    /** Scenarios run over each API. */
    byApi: API_VERSIONS.map((api) => ({
      api,
      runs: plain.filter((s) => s.api === api).length,
      passed: plain.filter(
        (s) =>
          s.api === api &&
          r.scenarios
            .filter((x) => x.scenario === s.scenario && x.api === api)
            .every((x) => x.verdict.ok),
      ).length,
    })),
    transient: plain.filter((s) => s.scenario.class === 'transient'),
    persistent: plain.filter((s) => s.scenario.class === 'persistent'),
    wrongInputs: wrong.length,
    refused: wrong.filter((b) => b.refused && b.namesInput).length,
    refusedRequests: wrong.reduce((n, b) => n + b.requests, 0),
    refusedConnections: wrong.reduce((n, b) => n + b.connections, 0),
    acceptedByDesign: r.badInputs.filter((b) => b.c.expect === 'accepted' && !b.c.skip).length,
    badInputsOk: r.badInputs.every((b) => b.ok),
    leakRuns: r.scenarios.length + r.badInputs.filter((b) => !b.c.skip).length,
    leaks:
      r.scenarios.reduce((n, s) => n + s.leaks.length, 0) +
      r.badInputs.filter((b) => b.problems.some((p) => p.startsWith('token in'))).length,
    maxExitAfterSignalMs: Math.max(0, ...signals.map((s) => s.exitAfterSignalMs as number)),
    hostileRuns: r.hostileFiles?.length ?? 0,
    hostilePassed: r.hostileFiles?.filter((h) => h.ok).length ?? 0,
    hostilePeakMiB: Math.max(0, ...(r.hostileFiles ?? []).map((h) => h.peakMiB ?? 0)),
    hostileMaxAfterSigtermMs: Math.max(
      0,
      ...(r.hostileFiles ?? []).map((h) => h.exitAfterSignalMs ?? 0),
    ),
    ok:
      r.scenarios.every((s) => s.verdict.ok) &&
      r.badInputs.every((b) => b.ok) &&
      (r.hostileFiles ?? []).every((h) => h.ok) &&
      (r.load?.ok ?? true),
  }
}

/** The parts of a run (`--only`, `--skip`). */
export const PARTS = ['scenarios', 'bad-inputs', 'hostile-files', 'differential', 'load'] as const
export type Part = (typeof PARTS)[number]

/**
 * The summary lines printed at the end and at the top of RELIABILITY.md; of a run of some parts
 * (`ran`), a part not run says so.
 */
export function summaryLines(r: RunReport, ran: (part: Part) => boolean = () => true): string[] {
  const f = figures(r)
  const l = r.load
  const notRun = (what: string) => `${what}: not run (--only, --skip).`
  return [
    !ran('scenarios')
      ? notRun('Fault scenarios')
      : `Scenarios survived: ${f.scenariosPassed} of ${f.scenarios} (${f.byApi.map((a) => `${a.api} ${a.passed} of ${a.runs}`).join(', ')}; ${f.scenarioRuns} runs, RUNNER_DEBUG off and on); transient faults ended in success ${f.transient.filter((s) => s.outcome === 'success').length} of ${f.transient.length}, persistent ones in a clear typed failure ${f.persistent.filter((s) => s.verdict.ok).length} of ${f.persistent.length}; slowest exit after SIGINT ${(f.maxExitAfterSignalMs / 1000).toFixed(2)} s (bound 7.5 s).`,
    !ran('bad-inputs')
      ? notRun('Bad inputs')
      : r.badInputs.length
        ? `Bad inputs refused before any request, naming the input: ${f.refused} of ${f.wrongInputs}; requests the emulator saw for them: ${f.refusedRequests}, connections: ${f.refusedConnections}; ${f.acceptedByDesign} values accepted by design.`
        : BAD_INPUTS_IN_TESTS,
    !ran('scenarios') && !r.badInputs.length
      ? notRun('Token leaks (looked for in the scenarios and the bad inputs)')
      : `Token leaks (stdout, stderr, outputs, summary): ${f.leaks} in ${f.leakRuns} runs.`,
    r.hostileFiles
      ? `Hostile files (/dev/zero, 300 MB of NULs, a 300 MB line, a FIFO, a directory, SIGTERM): ${f.hostilePassed} of ${f.hostileRuns} runs as expected; peak memory ${f.hostilePeakMiB.toFixed(0)} MiB (bound ${PEAK_MEMORY_BOUND_MIB}); slowest exit after SIGTERM ${f.hostileMaxAfterSigtermMs} ms (bound ${SIGTERM_EXIT_BOUND_MS}).`
      : notRun('Hostile files'),
    l
      ? `Load: ${Math.round(l.requestsPerSecond)} requests/s, p99 ${l.latencyP99Ms} ms, ${l.errors} errors, ${l.non2xx} non-2xx (all expected 404s: ${l.non2xx === l.expected404 ? 'yes' : 'no'}); state agrees with every answer: ${l.mismatches.length ? 'no' : 'yes'}.`
      : notRun('Load'),
    r.differential ? differentialLine(r.differential) : notRun('Test gate against generated truth'),
  ]
}

/** The "Fault scenarios" section of RELIABILITY.md: the side-by-side table and every run's figures. */
export function scenarioSection(results: ScenarioResult[]): string {
  return `## Fault scenarios

Each scenario over both APIs: v1 with an organization token (\`x-api-token\`), v2 with an API
key (\`trunk_v2_\` + 24 random letters and digits, \`Authorization: Bearer\`) the emulator was
started with; the same fault kinds, aimed at each API's own operations (v1
\`getSubmittedPullRequest\`, v2 \`pullRequests.resolveByCoordinates\` then \`pullRequests.get\`;
v1 \`submitPullRequest\`, v2 \`mergeQueues.submitPullRequest\`). The same promises: reads
retried, a write whose outcome is unknown settled by a read before any re-send (v2 ignores
\`Idempotency-Key\` and answers a second submit with 409 \`PR_ALREADY_ENQUEUED\`), a PR never
queued twice and never an error when the write did land, SIGINT obeyed, no token or key in any
output. Result: debug off / on, then what happened (debug off).

${scenarioTable(results)}

<details><summary>Every run's figures (requests, time, leaks, stack lines)</summary>

${scenarioDetailTable(results)}

</details>`
}

/** RELIABILITY.md, from a full run. */
export function markdown(r: RunReport): string {
  const f = figures(r)
  return `# Reliability and security, measured

Written by \`npm run reliability\` (reliability/run.ts) from its last full run; do not edit by hand.
CI runs the same checks (\`npm run reliability -- --quick\`: a 3 s load run, without the one
30-second scenario, over v2 only the scenarios marked for it (debug off), without the bad inputs
through dist/index.js, which \`npm test\` covers (every value through the input parser, one per
input through dist/index.js), and without rewriting this file).

Run on ${r.startedAt.toISOString().slice(0, 10)}, ${r.machine}; it took ${seconds(r.ms)}.
Times and load figures depend on what else the machine is doing; the pass/fail results do not.

${summaryLines(r)
  .map((l) => `- ${l}`)
  .join('\n')}

## How it runs

- **The action as the runner runs it**: \`dist/index.js\` in a child process, every input of
  \`action.yml\` passed as \`INPUT_*\` (hyphens kept, defaults filled in), \`GITHUB_OUTPUT\`,
  \`GITHUB_STEP_SUMMARY\` and a \`pull_request\` event file; each run with a fresh token
  \`tok_\` + 24 random letters and digits.
- **Against the emulator's fault mode** (\`src/emulator\`, one per scenario, manual clock), reached
  through a loopback TCP tap that counts connections, so "no request" also covers a request the
  emulator's HTTP parser would refuse before its log sees it. Redirect targets and the
  token-echoing 401 are a second loopback server that records every request.
- **Every run is scanned**: the token (and its random part alone, which no escaping changes) in
  stdout, stderr, every output and the summary, except the \`::add-mask::\` line that tells the
  runner what to mask; stack-trace lines; workflow commands the action did not issue itself.
- The per-attempt timeout is the client's default (30 s, no input); an attempt also never
  outlives its call's deadline (\`request-timeout-seconds\`, at least 5 s). So the quick
  slow-header rows use \`request-timeout-seconds: 5\` and an 8 s delay, and one full-run row
  shows the 30 s attempt timeout itself followed by a successful retry.

${scenarioSection(r.scenarios)}
## Bad input

Every input of \`action.yml\`, given empty, the wrong type, out of range, and hostile values
(internal newlines, \`${'::set-output name=outcome::success'}\`, \`::add-mask::x\`, 100 KB), each run
through \`dist/index.js\` with \`RUNNER_DEBUG=1\` against an emulator (state reset, behind the tap)
(${f.wrongInputs} wrong values, ${f.acceptedByDesign} accepted by design). Targets files: missing, a directory, malformed JSON, ALL mixed with
targets, non-UTF-8 bytes, empty (an empty list, accepted), 21 MiB (the ALL rule, accepted).

${badInputSummaryTable(r.badInputs)}

<details><summary>Every value tried (${r.badInputs.length})</summary>

${badInputTable(r.badInputs)}

</details>

## Hostile files

Each file someone names that is not what it should be, run through the bundled action
(\`dist/index.js\`, as the runner starts it) and the command line (\`dist/cli/index.js\`), one
run at a time, under GNU time (\`/usr/bin/time -f %M\`: the peak resident memory). A run passes
when it ends as expected, under ${PEAK_MEMORY_BOUND_MIB} MiB, and, for SIGTERM, within
${SIGTERM_EXIT_BOUND_MS} ms of the signal. Files are refused when they are not regular files or
hold a NUL byte; a targets file is read no further than the 20 MiB body limit (a longer one is
ALL); the event payload is read no further than 25 MiB and, when unreadable, ignored with a
warning (reliability/hostile-files.ts).

${r.hostileFiles ? hostileFilesTable(r.hostileFiles) : 'Not run.'}

## Under load

autocannon against the bundled emulator (\`dist/emulator/index.js\`, its own process, manual
clock) on loopback: mixed submit, cancel, status (getSubmittedPullRequest) and upload
(setImpactedTargets) requests over ${r.load?.prs ?? 200} PRs, then the emulator's state
(\`/_control/state\`) compared with a model fed by the responses: per PR, one entry per submit
that found it out of the queue, one cancelled entry per acknowledged cancel, the last
acknowledged priority and targets; no PR in the queue twice. Requests for one PR never overlap,
so the order of its answers is the order they were applied.

${r.load ? loadTable(r.load) : 'Not run.'}

## Reproduce

\`\`\`sh
npm ci
npm run build            # only if src/ changed: the checks run the committed dist/
npm run reliability      # full run; rewrites this file
npm run reliability -- --quick   # what CI runs, in two parts: the gate against generated
                                 # truth and the load run beside the tests, then the scenarios and
                                 # the hostile files alone (they run against deadlines and time a
                                 # SIGTERM: --only scenarios --only hostile-files)
\`\`\`

The fast, deterministic parts also run with \`npm test\` (\`__tests__/reliability/\`): every bad
value through the input parser, one hostile value per input through \`dist/index.js\` with zero
requests, a secrets scan of a few scenarios (SIGINT included), and the property tests of input
parsing and response parsing.
`
}
