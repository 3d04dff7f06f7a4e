/**
 * `npm run docs:screenshots`: pictures of the job summaries for the docs. Each scenario runs the
 * bundled action (dist/index.js) against the emulator as the runner does and reads back the
 * summary it wrote; the summary is rendered as GFM (marked) on a page styled like GitHub's
 * (local CSS, mermaid's browser bundle from node_modules, nothing from the network) and headless
 * Chromium screenshots it into docs/images/summary-<name>.png. Every summary must pass the same
 * render check as the e2e suite, and every mermaid diagram must render, or the script fails.
 *
 * Needs Debian's `chromium` (`apt-get install -y chromium`) and a built dist/ (`npm run build`);
 * it installs nothing itself.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { marked } from 'marked'
import puppeteer from 'puppeteer-core'
import { ACTION, pullRequestEvent, runAction } from '../__fixtures__/action-runner.js'
import { summaryProblems } from '../__fixtures__/summary-render.js'
import { TrunkClient } from '../src/client/index.js'
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../src/emulator/index.js'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')
const OUT_DIR = join(ROOT, 'docs/images')
const MERMAID = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js')
const REPO = { host: 'github.com', owner: 'acme', name: 'app' }
const MINUTE = 60_000
/** GitHub's summary column is about this wide on a laptop; it keeps the PNGs small too. */
const VIEWPORT_WIDTH = 1000

/** One picture: a run of the action whose summary is shown. */
interface Scenario {
  /** The file's name: docs/images/summary-<name>.png. */
  name: string
  /** What the picture shows, for the log. */
  about: string
  /** Runs the action; resolves with the summary's Markdown. */
  run(): Promise<string>
}

const SCENARIOS: Scenario[] = [
  { name: 'wait', about: 'wait: NOT_READY, PENDING, TESTING, MERGED', run: waitScenario },
  { name: 'get-queue', about: 'get-queue of a parallel queue', run: getQueueScenario },
  { name: 'get-queue-single', about: 'get-queue of a single queue', run: getSingleQueueScenario },
  { name: 'status-not-ready', about: 'status of a NOT_READY PR', run: statusScenario },
  { name: 'failure', about: 'wait that ends FAILED', run: failureScenario },
  { name: 'why', about: 'status of a PR whose queue test run failed unit-tests', run: whyScenario },
]

/**
 * The test gate's picture. The `check-test-results` command is being built; once it is in the
 * command table, this scenario runs: give it the inputs (and the JUnit files they name) that
 * show a failing gate, e.g. `{ 'junit-paths': join(ROOT, '__fixtures__/junit/failing.xml') }`.
 */
SCENARIOS.push({
  name: 'check-test-results',
  about: 'check-test-results, the test gate: one quarantined, one flaky and one new failure',
  run: testGateScenario,
})

/** JUnit failures Trunk knows as quarantined and flaky, and one it does not know. */
async function testGateScenario(): Promise<string> {
  const emu = await emulator({ clock: { mode: 'manual' } })
  const ws = mkdtempSync(join(tmpdir(), 'mqa-gate-shot-'))
  try {
    await control(emu, '/flaky-tests', {
      tests: [
        {
          id: '33333333-0000-4000-8000-000000000001',
          name: 'test_rejects_expired_coupon',
          classname: 'tests.test_checkout',
          file_path: 'tests/test_checkout.py',
          quarantined: true,
          status: { value: 'flaky', reason: 'passed on retry' },
          failures: ['-2h'],
        },
        {
          id: '33333333-0000-4000-8000-000000000002',
          name: 'test_total[eur]',
          classname: 'tests.test_cart',
          file_path: 'tests/test_cart.py',
          status: { value: 'flaky', reason: 'passed on retry' },
          failures: ['-1d'],
        },
      ],
    })
    mkdirSync(join(ws, 'reports'))
    writeFileSync(
      join(ws, 'reports', 'junit.xml'),
      '<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" tests="5" failures="2" errors="1">' +
        '<testcase classname="tests.test_search" name="test_ranks" file="tests/test_search.py" line="4" time="0.01"/>' +
        '<testcase classname="tests.test_search" name="test_unicode" file="tests/test_search.py" line="9" time="0.01"/>' +
        '<testcase classname="tests.test_checkout" name="test_rejects_expired_coupon" file="tests/test_checkout.py" line="21" time="0.02"><failure message="AssertionError: coupon accepted after expiry">assert not accepted</failure></testcase>' +
        '<testcase classname="tests.test_cart" name="test_total[eur]" file="tests/test_cart.py" line="40" time="1.2"><failure message="TimeoutError: price service took 5.0 s">timeout</failure></testcase>' +
        '<testcase classname="tests.test_ledger" name="test_balance" file="tests/test_ledger.py" line="7" time="0.0"><error message="ConnectionRefusedError: [Errno 111] connection refused">db down</error></testcase>' +
        '</testsuite></testsuites>',
    )
    return await act(
      emu,
      'check-test-results',
      { 'org-url-slug': 'acme', 'junit-paths': 'reports/**/*.xml' },
      { cwd: ws, env: { GITHUB_WORKSPACE: ws } },
    )
  } finally {
    rmSync(ws, { recursive: true, force: true })
    await emu.close()
  }
}

async function main(): Promise<void> {
  const chromium = findChromium()
  if (!chromium) {
    console.error(
      "docs:screenshots needs Debian's Chromium and found none on the PATH (or in $CHROMIUM).\n" +
        'Install it with: apt-get update && apt-get install -y chromium',
    )
    process.exit(1)
  }
  if (!existsSync(ACTION)) {
    console.error(`${relative(ROOT, ACTION)} is missing: run \`npm run build\` first.`)
    process.exit(1)
  }
  mkdirSync(OUT_DIR, { recursive: true })
  const work = mkdtempSync(join(tmpdir(), 'mqa-screenshots-'))
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--allow-file-access-from-files', '--disable-gpu'],
  })
  let failed = false
  try {
    const only = process.argv.slice(2)
    for (const s of SCENARIOS.filter((x) => !only.length || only.includes(x.name))) {
      const markdown = await s.run()
      const problems = summaryProblems(markdown)
      if (problems.length) {
        console.error(`${s.name}: the summary does not render well:\n  ${problems.join('\n  ')}`)
        failed = true
        continue
      }
      const page = join(work, `${s.name}.html`)
      writeFileSync(join(work, `${s.name}.md`), markdown)
      writeFileSync(page, summaryPage(markdown, s.name))
      const file = join(OUT_DIR, `summary-${s.name}.png`)
      const error = await screenshot(browser, page, file)
      if (error) {
        console.error(`${s.name}: ${error}`)
        failed = true
        continue
      }
      console.log(`${relative(ROOT, file)}: ${s.about}`)
    }
  } finally {
    await browser.close()
    rmSync(work, { recursive: true, force: true })
  }
  if (failed) process.exit(1)
}

function findChromium(): string | undefined {
  if (process.env.CHROMIUM)
    return existsSync(process.env.CHROMIUM) ? process.env.CHROMIUM : undefined
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim() || undefined
    } catch {
      // not this one
    }
  }
  return undefined
}

// ---- Scenarios ----------------------------------------------------------------------------------

type Emulator = RunningEmulator & { client: TrunkClient; token: string }

async function emulator(options: EmulatorOptions): Promise<Emulator> {
  const token = `tok_${randomBytes(16).toString('base64url')}`
  const emu = await startEmulator({ token, flakyTests: false, ...options })
  const client = new TrunkClient({ baseUrl: emu.url, token, retry: { maxAttempts: 1 } })
  const close = emu.close.bind(emu)
  return Object.assign(emu, {
    client,
    token,
    close: async () => {
      await client.close()
      await close()
    },
  })
}

async function control(emu: Emulator, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${emu.origin}/_control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-token': emu.token },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`control ${path}: HTTP ${res.status}: ${await res.text()}`)
}

interface DemoPr {
  number: number
  title: string
  author: string
  /** Impacted targets to upload (parallel queues); none: the PR stays NOT_READY. */
  targets?: string[]
  sha?: string
}

/** Registers the PR with the emulator and submits it (and its targets, when it has some). */
async function submit(emu: Emulator, pr: DemoPr): Promise<string> {
  const sha = pr.sha ?? randomBytes(20).toString('hex')
  await control(emu, '/pull-requests', {
    repo: 'acme/app',
    number: pr.number,
    headSha: sha,
    title: pr.title,
    author: pr.author,
  })
  if (pr.targets) await uploadTargets(emu, pr.number, sha, pr.targets)
  await emu.client.submitPullRequest({
    repo: REPO,
    targetBranch: 'main',
    pr: { number: pr.number },
  })
  return sha
}

async function uploadTargets(emu: Emulator, n: number, sha: string, targets: string[]) {
  await emu.client.uploadImpactedTargets(
    { repo: REPO, targetBranch: 'main', pr: { number: n, sha } },
    targets,
  )
}

/** Runs the action once; resolves with its summary. */
async function act(
  emu: Emulator,
  command: string,
  inputs: Record<string, string> = {},
  opts: {
    pr?: { number: number; sha: string }
    onStdout?: (s: string) => void
    cwd?: string
    env?: Record<string, string>
  } = {},
): Promise<string> {
  const run = await runAction({
    inputs: { command, 'api-token': emu.token, 'api-url': emu.url, ...inputs },
    event: opts.pr ? pullRequestEvent(opts.pr.number, opts.pr.sha) : undefined,
    onStdout: opts.onStdout,
    cwd: opts.cwd,
    env: opts.env,
    timeoutMs: 120_000,
  })
  if (run.summary.includes(emu.token)) throw new Error(`${command}: the summary shows the token`)
  return run.summary
}

const WAIT_INPUTS = { 'poll-interval-seconds': '1', 'max-poll-interval-seconds': '1' }

/**
 * A PR of a parallel queue waits for its targets (NOT_READY), then behind the PR testing the
 * same targets (PENDING), tests (TESTING) and merges. Real time: the timeline is the action's.
 */
async function waitScenario(): Promise<string> {
  const emu = await emulator({ clock: { mode: 'real' }, testDurationMs: 6000 })
  try {
    await emu.client.createQueue({
      repo: REPO,
      targetBranch: 'main',
      mode: 'parallel',
      concurrency: 1,
    })
    await submit(emu, {
      number: 470,
      title: 'Retry uploads on 502 with a jittered backoff',
      author: 'mona',
      targets: ['//services/upload:server'],
    })
    const pr = { number: 471, title: 'Show the wait as a gantt chart', author: 'octocat' }
    const sha = await submit(emu, pr)
    let uploaded = false
    return await act(emu, 'wait', WAIT_INPUTS, {
      pr: { number: pr.number, sha },
      onStdout: (out) => {
        if (!uploaded && /is NOT_READY/.test(out)) {
          uploaded = true
          setTimeout(
            () => void uploadTargets(emu, pr.number, sha, ['//services/upload:server']),
            3000,
          )
        }
      },
    })
  } finally {
    await emu.close()
  }
}

/** The PRs of the parallel queue pictured by get-queue and status. */
const QUEUE_PRS: (DemoPr & { after: number })[] = [
  { number: 481, title: 'Retry uploads on 502 with a jittered backoff', author: 'mona', targets: ['//services/upload:server'], after: 0 },
  { number: 487, title: 'Cache the queue read between polls', author: 'hubot', targets: ['//client:client'], after: 9 },
  { number: 490, title: 'Fix `md()` escaping of | in PR titles', author: 'octocat', targets: ['//client:client'], after: 6 },
  { number: 492, title: 'Docs: the "wait" gantt chart <screenshot>', author: 'mona', targets: ['//docs:site'], after: 4 },
  { number: 495, title: "WIP: split the emulator's simulation", author: 'hubot', after: 7 },
] // prettier-ignore

/** A parallel queue with two PRs testing, two pending and one not ready, over ~40 minutes. */
async function parallelQueue(): Promise<Emulator> {
  const total = QUEUE_PRS.reduce((n, p) => n + p.after, 0) + 12
  const emu = await emulator({
    clock: { mode: 'manual', startAt: Date.now() - total * MINUTE },
    testDurationMs: 90 * MINUTE,
  })
  await emu.client.createQueue({
    repo: REPO,
    targetBranch: 'main',
    mode: 'parallel',
    concurrency: 2,
  })
  for (const pr of QUEUE_PRS) {
    emu.advance(pr.after * MINUTE)
    await submit(emu, pr)
  }
  emu.advance(12 * MINUTE)
  return emu
}

async function getQueueScenario(): Promise<string> {
  const emu = await parallelQueue()
  try {
    return await act(emu, 'get-queue', { 'target-branch': 'main' })
  } finally {
    await emu.close()
  }
}

/** A single queue: one PR testing, three behind it in one line. */
async function getSingleQueueScenario(): Promise<string> {
  const emu = await emulator({
    clock: { mode: 'manual', startAt: Date.now() - 30 * MINUTE },
    testDurationMs: 90 * MINUTE,
  })
  try {
    await emu.client.createQueue({
      repo: REPO,
      targetBranch: 'main',
      mode: 'single',
      concurrency: 1,
    })
    for (const [i, pr] of QUEUE_PRS.slice(0, 4).entries()) {
      emu.advance((i ? 5 : 0) * MINUTE)
      await submit(emu, { ...pr, targets: undefined })
    }
    emu.advance(15 * MINUTE)
    return await act(emu, 'get-queue', { 'target-branch': 'main' })
  } finally {
    await emu.close()
  }
}

async function statusScenario(): Promise<string> {
  const emu = await parallelQueue()
  try {
    const pr = QUEUE_PRS.at(-1)!
    const sha = emu.simulation.headShaOf(REPO, pr.number) ?? ''
    return await act(emu, 'status', {}, { pr: { number: pr.number, sha } })
  } finally {
    await emu.close()
  }
}

/** PR 7's queue test run fails `unit-tests` and `lint` (docs pass): status says why. */
async function whyScenario(): Promise<string> {
  const emu = await emulator({ clock: { mode: 'manual' } })
  try {
    await emu.client.createQueue({ repo: REPO, targetBranch: 'main', mode: 'single' })
    await emu.client.updateQueue({
      repo: REPO,
      targetBranch: 'main',
      requiredStatuses: ['unit-tests', 'lint', 'docs'],
    })
    await control(emu, '/outcomes', {
      repo: 'acme/app',
      number: 7,
      outcome: 'fail',
      failChecks: ['unit-tests', 'lint'],
      durationMs: 4 * MINUTE,
    })
    const sha = await submit(emu, {
      number: 7,
      title: 'Round refunds to whole cents',
      author: 'octocat',
    })
    await control(emu, '/clock', { advanceMs: 5 * MINUTE })
    return await act(emu, 'status', {}, { pr: { number: 7, sha } })
  } finally {
    await emu.close()
  }
}

/** A PR waits behind another (PENDING), tests, and fails: the step fails with the alert. */
async function failureScenario(): Promise<string> {
  const emu = await emulator({ clock: { mode: 'real' }, testDurationMs: 5000 })
  try {
    await emu.client.createQueue({
      repo: REPO,
      targetBranch: 'main',
      mode: 'single',
      concurrency: 1,
    })
    await submit(emu, { number: 502, title: 'Speed up the payments service', author: 'mona' })
    await control(emu, '/outcomes', { repo: 'acme/app', number: 503, outcome: 'fail' })
    const pr = { number: 503, title: 'Drop Node 18 from the test matrix', author: 'hubot' }
    const sha = await submit(emu, pr)
    return await act(emu, 'wait', WAIT_INPUTS, { pr: { number: pr.number, sha } })
  } finally {
    await emu.close()
  }
}

// ---- The page -----------------------------------------------------------------------------------

/** The summary as GitHub shows it on a run's page: its alerts and mermaid diagrams drawn. */
function summaryPage(markdown: string, name: string): string {
  const body = marked
    .parse(markdown, { gfm: true, async: false })
    .replace(
      /<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g,
      '<pre class="mermaid">$1</pre>',
    )
    .replace(
      /<blockquote>\s*<p>\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\n([\s\S]*?)<\/p>\s*<\/blockquote>/g,
      (_, kind: string, text: string) =>
        `<div class="markdown-alert markdown-alert-${kind.toLowerCase()}"><p class="markdown-alert-title">${ALERT_ICONS[kind] ?? ''}${kind[0]}${kind.slice(1).toLowerCase()}</p><p>${text}</p></div>`,
    )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name} summary</title>
<style>${CSS}</style></head>
<body><div class="frame"><div class="frame-title">${name} summary</div><div class="markdown-body">
${body}
</div></div>
<script src="${pathToFileURL(MERMAID).href}"></script>
<script>
  mermaid.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict',
    fontFamily: getComputedStyle(document.body).fontFamily })
  window.rendered = document.querySelector('pre.mermaid')
    ? mermaid.run({ querySelector: 'pre.mermaid' }).then(() => '', (e) => 'mermaid: ' + (e && e.message || e))
    : Promise.resolve('')
</script>
</body></html>
`
}

/** Renders the page and screenshots its frame; resolves with an error message, or ''. */
async function screenshot(
  browser: Awaited<ReturnType<typeof puppeteer.launch>>,
  page: string,
  file: string,
): Promise<string> {
  const tab = await browser.newPage()
  try {
    await tab.setViewport({ width: VIEWPORT_WIDTH, height: 800, deviceScaleFactor: 1 })
    // Only this page and mermaid's bundle, both local: anything else would be the network.
    await tab.setRequestInterception(true)
    tab.on('request', (r) => void (r.url().startsWith('file://') ? r.continue() : r.abort()))
    await tab.goto(pathToFileURL(page).href, { waitUntil: 'load' })
    const error = await tab.evaluate(
      () => (globalThis as unknown as { rendered: Promise<string> }).rendered,
    )
    if (error) return error
    const broken = await tab.$$eval(
      'pre.mermaid',
      (els) =>
        els.filter((e) => !e.querySelector('svg') || /Syntax error/i.test(e.textContent ?? ''))
          .length,
    )
    if (broken) return `${broken} mermaid diagram(s) did not render`
    const frame = await tab.$('.frame')
    await frame!.screenshot({ path: file as `${string}.png` })
    return ''
  } finally {
    await tab.close()
  }
}

const ALERT_ICONS: Record<string, string> = {
  WARNING: '<span class="icon">⚠</span>',
  CAUTION: '<span class="icon">⊘</span>',
  NOTE: '<span class="icon">ⓘ</span>',
}

/** The parts of GitHub's light theme a summary uses (Primer colours, markdown-body spacing). */
const CSS = `
* { box-sizing: border-box; }
body { margin: 0; padding: 16px; background: #f6f8fa; color: #1f2328;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial,
    "Liberation Sans", sans-serif, "Noto Color Emoji"; font-size: 14px; line-height: 1.5; }
.frame { background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; overflow: hidden; }
.frame-title { padding: 12px 16px; font-weight: 600; font-size: 14px; border-bottom: 1px solid #d1d9e0; }
.markdown-body { padding: 16px 24px 8px; word-wrap: break-word; }
.markdown-body > :first-child { margin-top: 0 !important; }
.markdown-body h3 { font-size: 1.25em; font-weight: 600; line-height: 1.25; margin: 24px 0 16px; }
.markdown-body p, .markdown-body ul, .markdown-body ol, .markdown-body table, .markdown-body pre,
.markdown-body blockquote, .markdown-body details, .markdown-body .markdown-alert { margin: 0 0 16px; }
.markdown-body ul { padding-left: 2em; }
.markdown-body li + li { margin-top: .25em; }
.markdown-body a { color: #0969da; text-decoration: none; }
.markdown-body a:hover { text-decoration: underline; }
.markdown-body strong { font-weight: 600; }
.markdown-body code { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas,
  "Liberation Mono", monospace; font-size: 85%; padding: .2em .4em; margin: 0;
  background: rgba(129,139,152,.12); border-radius: 6px; white-space: break-spaces; }
.markdown-body table { border-spacing: 0; border-collapse: collapse; display: block; width: max-content;
  max-width: 100%; overflow: auto; font-variant: tabular-nums; }
.markdown-body th { font-weight: 600; }
.markdown-body th, .markdown-body td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body tr { background: #fff; border-top: 1px solid #d1d9e0b3; }
.markdown-body tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body span[title] { text-decoration: underline dotted #59636e; text-underline-offset: 2px; }
.markdown-body details summary { cursor: pointer; }
.markdown-body pre.mermaid { background: none; padding: 0; text-align: left; }
.markdown-body pre.mermaid svg { max-width: 100%; height: auto; }
.markdown-alert { padding: 8px 16px; border-left: .25em solid #d1d9e0; }
.markdown-alert > :last-child { margin-bottom: 0; }
.markdown-alert p { margin: 0; }
.markdown-alert-title { display: flex; align-items: center; gap: 8px; font-weight: 500; line-height: 1; margin-bottom: 8px !important; }
.markdown-alert-note { border-left-color: #0969da; } .markdown-alert-note .markdown-alert-title { color: #0969da; }
.markdown-alert-warning { border-left-color: #9a6700; } .markdown-alert-warning .markdown-alert-title { color: #9a6700; }
.markdown-alert-caution { border-left-color: #cf222e; } .markdown-alert-caution .markdown-alert-title { color: #d1242f; }
.icon { font-size: 16px; }
`

await main()
