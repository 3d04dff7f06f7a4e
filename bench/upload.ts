/**
 * Benchmark 1: uploading impacted targets from a file, by the action (`node dist/index.js`,
 * command upload-targets) against the floor (curl posting the same body built in advance), the
 * way the service's own scripts do it (jq builds the body from the file, curl posts it), and a
 * naive Node script. Wall time and peak RSS of each, at 10k, 100k, 300k and 1M targets.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MAX_REQUEST_BODY_BYTES } from '../src/client/index.js'
import { fmtMiB, fmtMs, fmtRatio, runProcess, stats, type ProcessRun } from './lib/measure.js'
import {
  ACTION,
  BRANCH,
  REPO,
  SHA,
  TOKEN,
  actionEnv,
  baseInputs,
  curlPost,
  startEmulatorProcess,
  type EmulatorProcess,
} from './lib/processes.js'
import { progress, table, type Section, type TargetCheck } from './lib/report.js'
import { writeTargetsFile } from './lib/targets-file.js'

const SIZES = [10_000, 100_000, 300_000, 1_000_000]
const PR = 7

// Trunk's upload scripts build the body with jq from one target per line and post it with curl.
const JQ_PROGRAM =
  '{repo:{host:"github.com",owner:"acme",name:"app"},pr:{number:$number,sha:$sha},' +
  'targetBranch:"main",impactedTargets:(split("\\n")|map(select(length>0)))}'

interface Method {
  name: string
  run(file: string, body: string, emu: EmulatorProcess): Promise<ProcessRun>
  /** Not a way to upload this list, but a part of the action's time (its start-up). */
  part?: boolean
  /** What a successful run prints (a status code for curl, a log line for the action). */
  ok(r: ProcessRun, size: number): boolean
}

const curlArgs = (emu: EmulatorProcess, data: string) =>
  curlPost(`${emu.url}/setImpactedTargets`, data)

/** The action's start-up: the same command with a one-target file (one small request). */
const START_UP = 'action (Node 20), one target: start-up and one small request'

function methods(node24: string | undefined, oneTarget: string): Method[] {
  const action =
    (node: string, fixedFile?: string): Method['run'] =>
    (file, _body, emu) =>
      runProcess(node, [ACTION], {
        env: actionEnv({
          ...baseInputs(emu),
          command: 'upload-targets',
          'pr-number': String(PR),
          'pr-sha': SHA,
          'impacted-targets-file': fixedFile ?? file,
        }),
      })
  const actionOk = (r: ProcessRun, size: number) =>
    r.code === 0 &&
    (size === 1_000_000
      ? /sent ALL instead/.test(r.stdout)
      : /Uploaded \d+ distinct/.test(r.stdout))
  const list: Method[] = [
    {
      name: "floor: curl --data-binary @body.json (the action's body, built in advance)",
      run: (_file, body, emu) => runProcess('curl', curlArgs(emu, `@${body}`)),
      ok: (r) => r.code === 0 && r.stdout === '200',
    },
    {
      name: 'action (Node 20)',
      run: action(process.execPath),
      ok: actionOk,
    },
    {
      name: START_UP,
      run: action(process.execPath, oneTarget),
      ok: (r) => r.code === 0 && /Uploaded 1 distinct/.test(r.stdout),
      part: true,
    },
    {
      name: "jq -R -s, piped to curl (the service's scripts)",
      run: (file, _body, emu) =>
        runProcess(
          'bash',
          [
            '-c',
            `set -o pipefail; jq -R -s -c --arg sha "$SHA" --argjson number ${PR} '${JQ_PROGRAM}' "$FILE" | curl ${curlArgs(
              emu,
              '@-',
            )
              .map((a) => `'${a}'`)
              .join(' ')}`,
          ],
          { env: { ...process.env, SHA, FILE: file } },
        ),
      // jq knows no size limit: past 20 MiB the service answers 413.
      ok: (r, size) => r.code === 0 && r.stdout === (size === 1_000_000 ? '413' : '200'),
    },
    {
      name: 'naive Node script',
      run: (file, _body, emu) =>
        runProcess(process.execPath, [
          'bench/naive-upload.mjs',
          file,
          emu.url,
          TOKEN,
          String(PR),
          SHA,
        ]),
      // Past 20 MiB: the 413, or the connection closed under the body (see naive-upload.mjs).
      ok: (r, size) =>
        r.code === 0 &&
        (size === 1_000_000 ? ['413', 'closed'] : ['200']).includes(r.stdout.trim()),
    },
  ]
  if (node24) list.splice(2, 0, { name: 'action (Node 24)', run: action(node24), ok: actionOk })
  return list
}

/** The body the action sends for `targets` (list), built the plain way, field order included. */
function listBody(targets: string[] | 'ALL'): string {
  return JSON.stringify({
    repo: REPO,
    pr: { number: PR, sha: SHA },
    targetBranch: BRANCH,
    impactedTargets: targets,
  })
}

export async function benchUpload(o: {
  runs: number
  dir: string
  node24?: string
}): Promise<Section> {
  const emu = await startEmulatorProcess()
  const targets: TargetCheck[] = []
  let body = ''
  try {
    await emu.api('createQueue', { repo: REPO, targetBranch: BRANCH })
    const oneTarget = join(o.dir, 'one-target.txt')
    writeFileSync(oneTarget, '//one:target\n')
    const all = methods(o.node24, oneTarget)
    for (const size of SIZES) {
      const dir = join(o.dir, `upload-${size}`)
      mkdirSync(dir, { recursive: true })
      const file = join(dir, 'targets.txt')
      const fileBytes = writeTargetsFile(file, size)
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l)
      const list = listBody(lines)
      const listBytes = Buffer.byteLength(list)
      const sent = listBytes > MAX_REQUEST_BODY_BYTES ? listBody('ALL') : list
      const bodyFile = join(dir, 'body.json')
      writeFileSync(bodyFile, sent)
      progress(`upload ${size}: file ${fileBytes} bytes, list body ${listBytes} bytes`)
      const runsBy = new Map<string, ProcessRun[]>(all.map((m) => [m.name, []]))
      for (let r = 0; r < o.runs; r++) {
        for (const m of all) {
          const run = await m.run(file, bodyFile, emu)
          if (!m.ok(run, size)) {
            throw new Error(
              `${m.name} at ${size}: unexpected result (exit ${run.code}): ${run.stdout.slice(-300)} ${run.stderr.slice(-300)}`,
            )
          }
          runsBy.get(m.name)!.push(run)
        }
      }
      const floor = stats(runsBy.get(all[0]!.name)!.map((r) => r.ms))
      const decide = await decisionTimes(file, o.runs)
      const rows = all.map((m) => {
        const rs = runsBy.get(m.name)!
        const wall = stats(rs.map((r) => r.ms))
        const rss = stats(rs.flatMap((r) => (r.peakRss === undefined ? [] : [r.peakRss])))
        return [
          m.name,
          fmtMs(wall),
          m === all[0] ? '1x' : fmtRatio(wall.median / floor.median),
          fmtMiB(rss),
          m.part ? '' : fmtRatio(rss.median / listBytes),
        ]
      })
      const jq = stats(runsBy.get(all.find((m) => m.name.startsWith('jq'))!.name)!.map((r) => r.ms))
      const action = stats(runsBy.get('action (Node 20)')!.map((r) => r.ms))
      const naive = stats(runsBy.get('naive Node script')!.map((r) => r.ms))
      const startUp = stats(runsBy.get(START_UP)!.map((r) => r.ms))
      const actionRss = stats(
        runsBy.get('action (Node 20)')!.flatMap((r) => (r.peakRss ? [r.peakRss] : [])),
      )
      body += `### ${size.toLocaleString('en-US')} targets\n\n`
      body += `File ${mib(fileBytes)}; the list body ${mib(listBytes)}${listBytes > MAX_REQUEST_BODY_BYTES ? ' (over the 20 MiB limit: the action sends `ALL`, a ' + sent.length + '-byte body; jq and the naive script post the list and get 413)' : ''}. `
      body += `Decision (read the file and encode; instrumented, ${decide.n} runs): ${fmtMs(decide.stats)}${decide.mode ? `, ${decide.mode}` : ''}.\n\n`
      body +=
        table(
          ['method', 'wall time, median (min–max)', 'vs floor', 'peak RSS', 'peak RSS / list body'],
          rows,
        ) + '\n\n'
      if (size === 300_000) {
        targets.push(
          {
            benchmark: '1. upload 300k',
            target: "at most 0.4x the jq pipeline's time (issue 23)",
            measured: `${fmtRatio(action.median / jq.median)} of jq (${fmtMs(action)} vs ${fmtMs(jq)})`,
            met: action.median <= 0.4 * jq.median,
          },
          {
            benchmark: '1. upload 300k',
            target: 'at most 6x the floor (issue 23)',
            measured: `${fmtRatio(action.median / floor.median)} (${fmtMs(action)} vs ${fmtMs(floor)}, of which start-up ${fmtMs(startUp)}; naive script ${fmtRatio(naive.median / floor.median)})`,
            met: action.median <= 6 * floor.median,
          },
          {
            benchmark: '1. upload 300k',
            target: 'peak memory at most 6x the body',
            measured:
              `${fmtRatio(actionRss.median / listBytes)} (${fmtMiB(actionRss)} for a ${mib(listBytes)} body)` +
              (runsBy.has('action (Node 24)')
                ? `; Node 24: ${fmtRatio(stats(runsBy.get('action (Node 24)')!.flatMap((r) => (r.peakRss ? [r.peakRss] : []))).median / listBytes)}`
                : ''),
            met: actionRss.median <= 6 * listBytes,
          },
        )
      }
      if (size === 1_000_000) {
        targets.push({
          benchmark: '1. upload 1M',
          target: 'decides ALL within a second, without building the list body',
          measured: `decision ${fmtMs(decide.stats)} (max ${decide.stats.max.toFixed(0)} ms), ${decide.mode}; stopped after ${decide.distinctSeen} of ${size} targets; whole run ${fmtMs(action)}`,
          met: decide.mode === 'ALL' && decide.stats.max < 1000 && decide.bodyBytes < 1000,
        })
      }
    }
  } finally {
    await emu.stop()
  }
  return { title: '1. Upload of impacted targets', body, targets }
}

function mib(bytes: number): string {
  return `${(bytes / 1048576).toFixed(1)} MiB`
}

async function decisionTimes(file: string, runs: number) {
  const ms: number[] = []
  let mode = ''
  let distinctSeen = 0
  let bodyBytes = 0
  for (let r = 0; r < runs; r++) {
    const run = await runProcess(process.execPath, ['--import', 'tsx', 'bench/decide.ts', file])
    if (run.code !== 0) throw new Error(`decide.ts failed: ${run.stderr}`)
    const d = JSON.parse(run.stdout) as {
      decideMs: number
      mode: string
      distinctSeen: number
      bodyBytes: number
    }
    ms.push(d.decideMs)
    mode = d.mode
    distinctSeen = d.distinctSeen
    bodyBytes = d.bodyBytes
  }
  return { stats: stats(ms), n: runs, mode, distinctSeen, bodyBytes }
}
