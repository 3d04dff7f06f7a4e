// Takes docs/images/emulator-view.png: starts the emulator from the sources on 127.0.0.1 with a
// manual clock, fills a parallel queue (PRs with overlapping and separate impacted targets, one
// waiting for targets) and a single-mode one, moves the clock so there is history, signs in to the
// live view in headless Chromium and saves a screenshot. Re-run after changing the view:
//   node scripts/screenshot-emulator.mjs [output.png]
// Needs Chromium (`apt-get install -y chromium`, or CHROMIUM_PATH).
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import puppeteer from 'puppeteer-core'

const out = resolve(process.argv[2] ?? 'docs/images/emulator-view.png')
const token = 'screenshot-token'

function chromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
    } catch {
      // next
    }
  }
  throw new Error('Chromium is not installed: apt-get update && apt-get install -y chromium')
}

const emulator = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/emulator/cli.ts', '--port', '0', '--manual-clock', '--token', token],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
)
let browser
try {
  const url = await new Promise((resolveUrl, reject) => {
    let text = ''
    emulator.stdout.on('data', (d) => {
      text += d
      const m = /^Emulator listening on (\S+)\n/.exec(text)
      if (m) resolveUrl(m[1])
    })
    emulator.once('exit', (code) => reject(new Error(`the emulator exited with ${code}`)))
  })
  const origin = new URL(url).origin
  const call = async (path, body) => {
    const res = await fetch(path.startsWith('/_control') ? origin + path : url + path, {
      method: 'POST',
      headers: { 'x-api-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}: ${await res.text()}`)
  }
  const repo = { host: 'github.com', owner: 'acme', name: 'app' }
  const release = { repo, targetBranch: 'main' }
  await call('/createQueue', { ...release, mode: 'parallel', concurrency: 3 })
  await call('/updateQueue', { ...release, requiredStatuses: ['ci/build', 'ci/test'] })
  const prs = [
    [101, 'Cache the dependency graph between runs', ['//api', '//core'], 'high'],
    [102, 'Add dark mode to the settings page', ['//web'], undefined],
    [103, 'Retry flaky uploads with backoff', ['//api'], undefined],
    [104, 'Bump the linter to 9.x', ['//web', '//tools'], 'low'],
    [105, 'Split the billing service', ['//billing'], undefined],
    [106, 'Document the release checklist', null, undefined],
    [107, 'Move session storage to Redis', ['//api', '//billing'], undefined],
    [108, 'Tidy the web build config', ['//web'], undefined],
  ]
  // One PR fails its run early, so the view has a failure to show.
  await call('/_control/outcomes', {
    repo: 'acme/app',
    number: 102,
    outcome: 'fail',
    durationMs: 60_000,
  })
  for (const [number, title, targets, priority] of prs) {
    const sha = String(number).repeat(14).slice(0, 40)
    await call('/_control/pull-requests', { repo: 'acme/app', number, title, headSha: sha })
    if (targets) {
      await call('/setImpactedTargets', {
        ...release,
        pr: { number, sha },
        impactedTargets: targets,
      })
    }
    await call('/submitPullRequest', { ...release, pr: { number }, priority })
    await call('/_control/clock', { advanceMs: 10_000 })
  }
  const single = { repo, targetBranch: 'hotfix' }
  await call('/createQueue', single)
  await call('/_control/pull-requests', {
    repo: 'acme/app',
    number: 90,
    title: 'Fix the login redirect',
  })
  await call('/submitPullRequest', { ...single, pr: { number: 90 } })
  await call('/_control/pull-requests', {
    repo: 'acme/app',
    number: 91,
    title: 'Patch CVE in the XML parser',
  })
  await call('/submitPullRequest', { ...single, pr: { number: 91 }, priority: 'urgent' })
  await call('/_control/clock', { advanceMs: 100_000 })
  await call('/updateQueue', { ...single, state: 'paused' })

  browser = await puppeteer.launch({
    executablePath: chromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  const page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 1100, deviceScaleFactor: 1 })
  await page.goto(`${origin}/`)
  await page.type('#token', token)
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')])
  await page.waitForSelector('section.queue[data-branch="hotfix"] li.pr')
  await page.$eval('section.queue[data-branch="main"] details', (d) => (d.open = true))
  mkdirSync(dirname(out), { recursive: true })
  await page.screenshot({ path: out, fullPage: true })
  console.log(`wrote ${out}`)
} finally {
  await browser?.close()
  emulator.kill('SIGTERM')
}
