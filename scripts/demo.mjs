// The main job (`npm start`): runs the bundled action exactly as the GitHub runner does against
// the embedded emulator, through a whole merge-queue workflow: create a parallel queue, submit two
// PRs, upload their impacted targets, wait for both to merge, list failing tests, run the test
// gate on a red test step's reports and write the metrics. Needs nothing installed: it uses only
// the committed bundles in dist/. `npm start -- --api v2` runs the merge-queue steps over Trunk's
// v2 API with a `trunk_v2_` API key; the flaky-test steps stay on v1 with the organization token,
// as they must (v2's Flaky Tests API is scoped to test collections). A third PR fails `unit-tests`
// in the queue's test run: its wait fails naming the check, and prints the PR comment it would post.
// A fourth PR's test run times out: requeue puts it back once (a second try on the same commit is
// refused, limit-reached), and a fifth PR queued behind it is told when it will merge.
// Last, doctor catches a required check that never runs on the queue's test branches.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { parseOutputFile, runnerEnv } from '../__fixtures__/runner-env.mjs'

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..')
const ACTION = join(ROOT, 'dist/index.js')
const EMULATOR = join(ROOT, 'dist/emulator/index.js')
const TOKEN = `tok_demo_${randomBytes(12).toString('hex')}`
const API = apiOfArgs(process.argv.slice(2))
// The run's folder: its time and API (two demos started together, as the tests do, never share one).
const RUN_DIR = join(ROOT, '.demo', `${new Date().toISOString().replace(/[:.]/g, '-')}-${API}`)
const API_KEY = `trunk_v2_demo_${randomBytes(12).toString('hex')}`
/** The commands that run on v1 only: in a v2 demo they get the v1 token and URL. */
const V1_ONLY = new Set(['failing-tests', 'test-details', 'check-test-results'])

/** `--api v1` (default) or `--api v2`; anything else stops the demo with the usage. */
function apiOfArgs(args) {
  const i = args.indexOf('--api')
  const value =
    i === -1 ? (args.find((a) => a.startsWith('--api='))?.slice(6) ?? 'v1') : args[i + 1]
  const unknown = args.filter((a, j) => a !== '--api' && j !== i + 1 && !a.startsWith('--api='))
  if ((value !== 'v1' && value !== 'v2') || unknown.length) {
    console.error(`usage: npm start [-- --api v1|v2]  (given: ${args.join(' ') || 'nothing'})`)
    process.exit(2)
  }
  return value
}
const REPO = 'acme/app'
const PRS = [
  {
    number: 101,
    sha: randomBytes(20).toString('hex'),
    title: 'Speed up the payments service',
    targets: ['//services/payments:server', '//libs/ledger:ledger', '//libs/ledger:ledger_test'],
  },
  {
    number: 102,
    sha: randomBytes(20).toString('hex'),
    title: 'Fix a typo in the docs site',
    targets: ['//docs/site:site'],
  },
]

const dim = (s) => (process.stdout.isTTY ? `\x1b[2m${s}\x1b[0m` : s)
const bold = (s) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s)

/** Emulated seconds per real second: a 2-minute test run takes 2 s. */
const SPEED = 60

/** Starts the emulator's command line on a free loopback port; resolves with its base URL. */
function startEmulator() {
  // 60 emulated seconds per real second, and 2-minute test runs: a PR tests in 2 s.
  const child = spawn(
    process.execPath,
    [
      EMULATOR,
      ...['--port', '0', '--token', TOKEN, '--api-key', `${API_KEY}=all`],
      ...['--speed', String(SPEED), '--test-duration-seconds', '120'],
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolvePromise, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.once('line', (line) => {
      const url = /(http:\/\/\S+\/v1)$/.exec(line)?.[1]
      if (url) resolvePromise({ url, child })
      else reject(new Error(`unexpected emulator output: ${line}`))
    })
    child.once('exit', (code) => reject(new Error(`the emulator exited (code ${code})`)))
  })
}

let step = 0
/** Runs dist/index.js once, as the runner does, and prints what it did. */
function runAction(command, inputs, pr, extraEnv = {}) {
  step++
  const dir = join(
    RUN_DIR,
    `${String(step).padStart(2, '0')}-${command}${pr ? `-pr${pr.number}` : ''}`,
  )
  mkdirSync(dir, { recursive: true })
  const event = pr
    ? {
        action: 'synchronize',
        number: pr.number,
        pull_request: {
          number: pr.number,
          title: pr.title,
          head: {
            sha: pr.sha,
            ref: `feature-${pr.number}`,
            repo: { full_name: REPO, fork: false },
          },
          base: { ref: 'main', repo: { full_name: REPO } },
        },
        repository: { full_name: REPO, default_branch: 'main' },
      }
    : { repository: { full_name: REPO, default_branch: 'main' } }
  // The runner's environment (runner-env.mjs): inputs keep their hyphens; defaults are action.yml's.
  const { env, files } = runnerEnv({
    dir,
    inputs: { command, ...credentialsFor(command), ...inputs },
    event,
    eventName: pr ? 'pull_request' : 'workflow_dispatch',
    repository: REPO,
    runId: '4242',
    env: extraEnv,
  })
  const label = `${command}${pr ? ` PR #${pr.number}` : ''}${API === 'v2' && V1_ONLY.has(command) ? ' (v1: the flaky-test steps need the organization token)' : ''}`
  return new Promise((resolvePromise) => {
    const started = Date.now()
    const child = spawn(process.execPath, [ACTION], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let log = ''
    child.stdout.on('data', (c) => (log += c))
    child.stderr.on('data', (c) => (log += c))
    child.on('close', (code) => {
      const outputs = parseOutputFile(readFileSync(files.output, 'utf8'))
      const shown = Object.entries(outputs).filter(([, v]) => v !== '')
      const lines = [
        `${bold(`▶ ${label}`)}  ${dim(`exit ${code}, ${Date.now() - started} ms`)}`,
        ...withoutGroup(log, 'Inputs')
          .split('\n')
          .filter(
            (l) =>
              l &&
              !l.startsWith('::debug::') &&
              !l.startsWith('::add-mask::') &&
              !/^::(end)?group::/.test(l),
          )
          .map((l) => `  │ ${l.replace(/^::(warning|error|notice)::/, (_, k) => `${k}: `)}`),
        ...shown.map(
          ([k, v]) => `  ${dim('output')} ${k} = ${v.length > 100 ? `${v.slice(0, 97)}...` : v}`,
        ),
        `  ${dim('summary')} ${relative(process.cwd(), files.summary)}`,
      ]
      resolvePromise({ code, outputs, text: lines.join('\n'), label })
    })
  })
}

/** The token and URL of a step: the v2 key and root for a v2 demo, but for the v1-only steps. */
function credentialsFor(command) {
  if (API === 'v2' && !V1_ONLY.has(command))
    return { 'api-token': API_KEY, 'api-url': new URL(emulatorUrl).origin }
  return { 'api-token': TOKEN, 'api-url': emulatorUrl }
}

/** The log without one group's lines (the resolved inputs are the same in every step). */
function withoutGroup(log, name) {
  return log.replace(new RegExp(`::group::${name}\\n[\\s\\S]*?::endgroup::\\n`), '')
}

async function sequential(...calls) {
  const results = []
  for (const call of calls) {
    const r = await call()
    console.log(`${r.text}\n`)
    results.push(r)
  }
  return results
}

/**
 * The test gate once, against the emulator's flaky-test example, on a mixed run: a red test step
 * whose reports (pytest's JUnit XML, marked `complete:` since pytest writes collection errors as
 * test cases, and a `go test -json` stream) hold only failures Trunk has quarantined, one of them
 * 40 days ago (found by its Trunk test id), and a Go test that passed on its rerun.
 */
function testGate() {
  const ws = join(RUN_DIR, 'workspace')
  mkdirSync(join(ws, 'reports'), { recursive: true })
  const tc = (name, failure) =>
    `<testcase classname="tests.payments.test_refunds.TestRefunds" name="${name}" time="0.004">${failure ? `<failure message="${failure}">E   ${failure}</failure>` : ''}</testcase>`
  writeFileSync(
    join(ws, 'reports', 'pytest.xml'),
    `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="2" skipped="0" tests="3">${tc('test_refund_rounds_half_cents_down', "AssertionError: assert Decimal('0.01') == Decimal('0.00')")}${tc('test_refund_keeps_the_currency')}${tc('test_refund_of_a_zero_amount_is_a_no_op', 'AssertionError: refund of 0.00 created a ledger entry')}</testsuite></testsuites>\n`,
  )
  // As `gotestsum --jsonfile … --rerun-fails` writes it: one quarantined failure, one rerun pass.
  const pkg = 'github.com/acme/app/gateway'
  const ev = (Action, Test, extra = {}) =>
    JSON.stringify({
      Time: new Date().toISOString(),
      Action,
      Package: pkg,
      ...(Test ? { Test } : {}),
      ...extra,
    })
  writeFileSync(
    join(ws, 'reports', 'go.json'),
    [
      ev('run', 'TestGatewayProxiesWebSockets'),
      ev('output', 'TestGatewayProxiesWebSockets', {
        Output: '    proxy_test.go:12: expected 101 Switching Protocols, got 400\n',
      }),
      ev('fail', 'TestGatewayProxiesWebSockets', { Elapsed: 0.01 }),
      ev('run', 'TestGatewayRateLimitsPerToken'),
      ev('output', 'TestGatewayRateLimitsPerToken', {
        Output: '    proxy_test.go:23: 429 expected after 10 requests, got 200\n',
      }),
      ev('fail', 'TestGatewayRateLimitsPerToken', { Elapsed: 1.25 }),
      ev('fail', undefined, { Elapsed: 1.3 }),
      ev('run', 'TestGatewayRateLimitsPerToken'),
      ev('pass', 'TestGatewayRateLimitsPerToken', { Elapsed: 0.02 }),
      ev('pass', undefined, { Elapsed: 0.03 }),
    ].join('\n') + '\n',
  )
  return runAction(
    'check-test-results',
    {
      'org-url-slug': 'acme',
      'test-reports': 'complete: reports/**/*.xml\nreports/**/*.json',
      'allow-failures': 'quarantined',
      'test-outcome': 'failure',
    },
    undefined,
    { GITHUB_WORKSPACE: ws },
  )
}

/**
 * Why a PR left the queue: PR 103's queue test run fails `unit-tests`. Its wait fails with
 * reason=tests-failed and the check's link, and keeps a PR comment, here on a stand-in for
 * GitHub's comments API on 127.0.0.1 that only records it, so the demo can print it.
 */
async function whyStep(url) {
  const pr = {
    number: 103,
    sha: randomBytes(20).toString('hex'),
    title: 'Round refunds to whole cents',
    targets: ['//services/payments:server'],
  }
  const control = (path, body) =>
    fetch(new URL(`/_control${path}`, url), {
      method: 'POST',
      headers: { 'x-api-token': TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  await control('/pull-requests', {
    repo: REPO,
    number: pr.number,
    title: pr.title,
    headSha: pr.sha,
  })
  await control('/outcomes', {
    repo: REPO,
    number: pr.number,
    outcome: 'fail',
    failChecks: ['unit-tests'],
  })
  console.log(
    bold(
      `Staged: PR #${pr.number}'s queue test run fails the check unit-tests on purpose (POST /_control/outcomes). The error lines of its wait below are the action reporting that kick-out, as it should.\n`,
    ),
  )
  const posted = []
  const github = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (req.method === 'POST') {
        posted.push(JSON.parse(body).body)
        res.statusCode = 201
        res.end(
          JSON.stringify({
            id: 1,
            html_url: `https://github.com/${REPO}/pull/${pr.number}#issuecomment-1`,
          }),
        )
      } else res.end('[]')
    })
  })
  await new Promise((r) => github.listen(0, '127.0.0.1', r))
  try {
    const steps = await sequential(
      () => runAction('submit', {}, pr),
      () => runAction('upload-targets', { 'impacted-targets': pr.targets.join('\n') }, pr),
      () =>
        runAction(
          'wait',
          {
            'wait-for': 'merged',
            'fail-on': 'failed,cancelled',
            'timeout-seconds': '120',
            'poll-interval-seconds': '1',
            'max-poll-interval-seconds': '2',
            comment: 'on-failure',
            'github-token': 'ghs_demo_not_a_real_token',
          },
          pr,
          { GITHUB_API_URL: `http://127.0.0.1:${github.address().port}` },
        ),
    )
    for (const body of posted) {
      console.log(bold('The comment the wait posted on PR #103:'))
      console.log(
        `${body
          .split('\n')
          .map((l) => `  ┃ ${l}`)
          .join('\n')}\n`,
      )
    }
    const wait = steps[2]
    // The wait is meant to fail, and to say why: that is the step working.
    const explained =
      wait.outputs.outcome === 'failure' &&
      wait.outputs.reason === 'tests-failed' &&
      posted.length === 1
    return [...steps.slice(0, 2), { ...wait, code: explained ? 0 : 1 }]
  } finally {
    github.close()
  }
}

/**
 * After a kick-out: PR 104's queue test run times out twice (POST /_control/outcomes), a cause
 * not its own. Its wait fails with reason=tests-timed-out; requeue puts it back once
 * (requeued=true), and PR 105, queued behind it on a shared target, is told when it will merge
 * (estimated-merge-at, prs-ahead). The requeued run times out again: a second requeue on the same
 * head commit refuses (requeue-decision=limit-reached), so it never loops.
 */
async function requeueStep(url) {
  const dropped = {
    number: 104,
    sha: randomBytes(20).toString('hex'),
    title: 'Retry webhook deliveries with backoff',
    targets: ['//services/webhooks:server'],
  }
  const queued = {
    number: 105,
    sha: randomBytes(20).toString('hex'),
    title: 'Sign webhook payloads',
    targets: ['//services/webhooks:server', '//libs/crypto:crypto'],
  }
  const control = (path, body) =>
    fetch(new URL(`/_control${path}`, url), {
      method: 'POST',
      headers: { 'x-api-token': TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  for (const pr of [dropped, queued])
    await control('/pull-requests', {
      repo: REPO,
      number: pr.number,
      title: pr.title,
      headSha: pr.sha,
    })
  await control('/outcomes', {
    repo: REPO,
    number: dropped.number,
    outcome: 'timeout',
    durationMs: 120_000,
    times: 2,
  })
  console.log(
    bold(
      `Staged: PR #${dropped.number}'s next two queue test runs time out (POST /_control/outcomes, outcome timeout), a cause not its own. Its waits below fail on purpose; requeue puts it back once, and only once per head commit.\n`,
    ),
  )
  const waitFor = (pr) =>
    runAction(
      'wait',
      {
        'wait-for': 'merged',
        'fail-on': 'failed,cancelled',
        'timeout-seconds': '120',
        'poll-interval-seconds': '1',
        'max-poll-interval-seconds': '2',
      },
      pr,
    )
  const dropping = await sequential(
    () => runAction('submit', {}, dropped),
    () => runAction('upload-targets', { 'impacted-targets': dropped.targets.join('\n') }, dropped),
    () => waitFor(dropped),
  )
  // From the requeue until PR 105's place and merge time are read, the queue's time stands
  // still, however long those steps take on a loaded machine: PR 104 is back in the queue and
  // testing, PR 105 queued behind it, both still queued when they are read.
  await control('/clock', { mode: 'manual' })
  console.log(
    bold(
      `Staged: the emulator's clock is held (POST /_control/clock {"mode":"manual"}) from PR #${dropped.number}'s requeue until PR #${queued.number}'s place and merge time are read, then runs again.\n`,
    ),
  )
  const held = await sequential(
    () => runAction('requeue', {}, dropped),
    () => runAction('submit', {}, queued),
    () => runAction('upload-targets', { 'impacted-targets': queued.targets.join('\n') }, queued),
    () => runAction('status', {}, queued),
  )
  await control('/clock', { mode: 'real', speed: SPEED })
  const steps = [
    ...dropping,
    ...held,
    ...(await sequential(
      () => waitFor(dropped),
      () => runAction('requeue', {}, dropped),
    )),
  ]
  const [, , firstWait, requeued, , , eta, secondWait, again] = steps
  // The waits are meant to fail on the timed-out runs, and to say so: that is the step working.
  const timedOut = (w) => w.outputs.outcome === 'failure' && w.outputs.reason === 'tests-timed-out'
  const ok = {
    requeue:
      requeued.outputs.requeued === 'true' && requeued.outputs['requeue-decision'] === 'requeued',
    eta: eta.outputs['estimated-merge-at'] !== '' && eta.outputs['prs-ahead'] !== '',
    limit:
      again.outputs.requeued === 'false' && again.outputs['requeue-decision'] === 'limit-reached',
  }
  return steps.map((r) => {
    if (r === firstWait || r === secondWait) return { ...r, code: timedOut(r) ? 0 : 1 }
    if (r === requeued) return { ...r, code: r.code || (ok.requeue ? 0 : 1) }
    if (r === eta) return { ...r, code: r.code || (ok.eta ? 0 : 1) }
    if (r === again) return { ...r, code: r.code || (ok.limit ? 0 : 1) }
    return r
  })
}

/**
 * A queue test run that stops mattering: PR 106 fails (POST /_control/outcomes) while PR 107 tests
 * on a branch that includes it. still-needed on PR 107's test branch says needed while it tests;
 * once PR 106 failed and the queue restarted PR 107 on a new branch, it says restarted and asks
 * GitHub (a stand-in on 127.0.0.1) to cancel the workflow run, once. The queue's clock is held
 * and moved by hand, so the two answers do not race the simulated CI.
 */
async function stillNeededStep(url) {
  const ahead = {
    number: 106,
    sha: randomBytes(20).toString('hex'),
    title: 'Reindex search nightly',
  }
  const behind = { number: 107, sha: randomBytes(20).toString('hex'), title: 'Search by tag' }
  const target = '//services/search:index'
  const control = (path, body) =>
    fetch(new URL(`/_control${path}`, url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-api-token': TOKEN, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  // The scene before leaves PR #105 testing or queued on a loaded machine; with the clock held
  // below it would keep the queue's testing slot and PR #107 would never start. Let the queue
  // (its clock still running) finish it first: up to a minute, then the scene goes on and its
  // check says what it found.
  for (let t = 0; t < 240; t++) {
    const state = await (await control('/state')).json()
    const q = state.queues.find((x) => x.branch === 'main')
    if (!q || q.entries.length === 0) break
    await new Promise((r) => setTimeout(r, 250))
  }
  for (const pr of [ahead, behind])
    await control('/pull-requests', {
      repo: REPO,
      number: pr.number,
      title: pr.title,
      headSha: pr.sha,
    })
  await control('/outcomes', {
    repo: REPO,
    number: ahead.number,
    outcome: 'fail',
    durationMs: 60_000,
  })
  await control('/outcomes', { repo: REPO, number: behind.number, outcome: 'hang' })
  await control('/clock', { mode: 'manual' })
  console.log(
    bold(
      `Staged: PR #${ahead.number}'s queue test run fails after a minute; PR #${behind.number} tests behind it. The emulator's clock is held (POST /_control/clock) and moved by hand.\n`,
    ),
  )
  let cancels = 0
  const github = createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.method === 'POST' && req.url === `/repos/${REPO}/actions/runs/4242/cancel`) {
      cancels++
      res.statusCode = 202
      res.end('{}')
    } else {
      res.statusCode = 404
      res.end('{"message":"Not Found"}')
    }
  })
  await new Promise((r) => github.listen(0, '127.0.0.1', r))
  try {
    const queued = await sequential(
      () => runAction('submit', {}, ahead),
      () => runAction('upload-targets', { 'impacted-targets': target }, ahead),
      () => runAction('submit', {}, behind),
      () => runAction('upload-targets', { 'impacted-targets': target }, behind),
    )
    // The clock is held: PR #behind's test run starts once the queue has ticked after the
    // uploads. Tick a second at a time (well before the run ahead fails) until it has started.
    let branch = 'trunk-merge/unknown'
    for (let tick = 0; tick < 20; tick++) {
      const state = await (await control('/state')).json()
      const q = state.queues.find((x) => x.branch === 'main')
      const runId = q?.entries.find((e) => e.prNumber === behind.number)?.testRunId
      const found = q?.testRuns.find((r) => r.id === runId)?.testBranch
      if (found) {
        branch = found
        break
      }
      await control('/clock', { advanceMs: 1000 })
    }
    const check = () =>
      runAction(
        'still-needed',
        {
          'target-branch': 'main',
          'cancel-run': 'true',
          'github-token': 'ghs_demo_not_a_real_token',
        },
        undefined,
        {
          GITHUB_EVENT_NAME: 'push',
          GITHUB_REF: `refs/heads/${branch}`,
          GITHUB_API_URL: `http://127.0.0.1:${github.address().port}`,
        },
      )
    const testing = await check()
    console.log(`${testing.text}\n`)
    await control('/clock', { advanceMs: 120_000 })
    console.log(
      bold(
        `Two minutes later, PR #${ahead.number} failed and the queue restarted PR #${behind.number} on a new branch:\n`,
      ),
    )
    const dead = await check()
    console.log(`${dead.text}\n`)
    const [tidy] = await sequential(() => runAction('cancel', {}, behind))
    const ok =
      testing.outputs.needed === 'true' &&
      dead.outputs.needed === 'false' &&
      dead.outputs.reason === 'restarted' &&
      dead.outputs['run-cancelled'] === 'true' &&
      cancels === 1
    return [...queued, testing, { ...dead, code: dead.code || (ok ? 0 : 1) }, tidy]
  } finally {
    await control('/clock', { mode: 'real', speed: SPEED })
    github.close()
  }
}

/**
 * doctor on a checkout whose required check will stall the queue: `unit-tests` runs on pushes to
 * main and on GitHub's own merge queue (`merge_group`), never on this queue's `trunk-merge/**`
 * branches, and `lint` is skipped on the queue's draft PRs. The required checks come from the
 * branch protection, served by a stand-in for GitHub's API on 127.0.0.1. The step is meant to fail
 * and to point at the lines to change.
 */
async function doctorStep() {
  const ws = join(RUN_DIR, 'doctor-checkout')
  mkdirSync(join(ws, '.github', 'workflows'), { recursive: true })
  writeFileSync(
    join(ws, '.github', 'workflows', 'ci.yml'),
    `name: CI
on:
  push:
    branches: [main]
  merge_group:
jobs:
  unit-tests:
    runs-on: ubuntu-latest
    steps:
      - run: make test
`,
  )
  writeFileSync(
    join(ws, '.github', 'workflows', 'lint.yml'),
    `name: Lint
on: pull_request
jobs:
  lint:
    if: github.event.pull_request.draft == false
    runs-on: ubuntu-latest
    steps:
      - run: make lint
`,
  )
  writeFileSync(
    join(ws, '.github', 'workflows', 'targets.yml'),
    `on: pull_request
jobs:
  targets:
    runs-on: ubuntu-latest
    steps:
      - run: bazel-diff get-impacted-targets -o targets.txt
      - uses: acme/merge-queue-action/upload-targets@v1
        with:
          api-token: \${{ secrets.TRUNK_API_TOKEN }}
          impacted-targets-file: targets.txt
`,
  )
  const github = createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    const path = (req.url ?? '').split('?')[0]
    if (path === `/repos/${REPO}/branches/main`) {
      res.end(
        JSON.stringify({
          name: 'main',
          protected: true,
          protection: {
            enabled: true,
            required_status_checks: {
              enforcement_level: 'non_admins',
              contexts: ['unit-tests', 'lint'],
            },
          },
        }),
      )
    } else if (path === `/repos/${REPO}/rules/branches/main`) res.end('[]')
    else if (path.endsWith('/runs')) res.end(JSON.stringify({ total_count: 0, workflow_runs: [] }))
    else {
      res.statusCode = 404
      res.end('{"message":"Not Found"}')
    }
  })
  await new Promise((r) => github.listen(0, '127.0.0.1', r))
  try {
    const [run] = await sequential(() =>
      runAction(
        'doctor',
        {
          'target-branch': 'main',
          'checkout-path': ws,
          'github-token': 'ghs_demo_not_a_real_token',
        },
        undefined,
        { GITHUB_API_URL: `http://127.0.0.1:${github.address().port}` },
      ),
    )
    // doctor is meant to fail here, on the stalled check, and to name the line to change.
    const findings = JSON.parse(run.outputs.findings || '[]')
    const caught =
      run.outputs.outcome === 'failure' &&
      findings.some((f) => f.code === 'not-on-test-branches' && f.check === 'unit-tests')
    return [{ ...run, code: caught ? 0 : 1 }]
  } finally {
    github.close()
  }
}

/**
 * Quarantine as code, synced (v2 only): the repository's quarantine file names a flaky ledger
 * test; sync-quarantine prints its plan (dry run, nothing sent), then sets the test's
 * alwaysQuarantine override in Trunk with a reason carrying the entry's owner and expiry.
 */
async function syncQuarantineStep() {
  if (API !== 'v2') {
    console.log(`${dim('sync-quarantine skipped: it needs the v2 API (npm start -- --api v2).')}\n`)
    return []
  }
  const ws = join(RUN_DIR, 'quarantine-checkout')
  mkdirSync(join(ws, '.github'), { recursive: true })
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  writeFileSync(
    join(ws, '.github', 'quarantine.yml'),
    `tests:
  - name: test_ledger_balances_after_concurrent_writes
    classname: tests.payments.test_ledger.TestLedger
    owner: "@acme/payments"
    reason: races the ledger lock under load
    expires: ${expires}
    issue: https://github.com/${REPO}/issues/12
`,
  )
  const env = { GITHUB_WORKSPACE: ws }
  const runs = await sequential(
    () => runAction('sync-quarantine', { 'dry-run': 'true' }, undefined, env),
    () => runAction('sync-quarantine', {}, undefined, env),
  )
  // Each must plan (then set) the one entry's override, and fail nothing.
  return runs.map((r) => ({
    ...r,
    code:
      r.code === 0 && r.outputs['set-count'] === '1' && r.outputs['failed-count'] === '0' ? 0 : 1,
  }))
}

let emulatorUrl = ''
const { url, child: emulator } = await startEmulator()
emulatorUrl = url
console.log(
  `${bold('merge-queue-action demo')}: the bundled action (dist/index.js) against the embedded emulator at ${url}`,
)
console.log(
  API === 'v2'
    ? `Over the v2 API: api-url ${new URL(url).origin} (the host root; v2's paths carry /v2 themselves) with a trunk_v2_ API key; failing-tests and check-test-results stay on v1 with the organization token (v2's Flaky Tests API is scoped to test collections).`
    : 'Over the v1 API with the organization token (npm start -- --api v2 for the v2 API).',
)
console.log(
  "The emulator's clock runs 60 times real time (a 2-minute test run takes 2 s), so the time in its answers runs ahead of this machine's by design: a step that compares the two clocks says the service's clock is ahead.",
)
console.log(
  dim(`Job summaries and outputs of every step go to ${relative(process.cwd(), RUN_DIR)}/\n`),
)

let failed
try {
  // Register the PRs' titles and head commits with the emulator (what GitHub knows).
  for (const pr of PRS) {
    await fetch(new URL('/_control/pull-requests', url), {
      method: 'POST',
      headers: { 'x-api-token': TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({
        repo: REPO,
        number: pr.number,
        title: pr.title,
        author: 'octocat',
        headSha: pr.sha,
      }),
    })
  }
  const results = await sequential(
    () =>
      runAction('create-queue', {
        'target-branch': 'main',
        'queue-settings': '{"mode":"parallel","concurrency":2}',
      }),
    () => runAction('submit', { priority: 'high' }, PRS[0]),
    () => runAction('submit', {}, PRS[1]),
    () => runAction('status', {}, PRS[0]),
    () => runAction('upload-targets', { 'impacted-targets': PRS[0].targets.join('\n') }, PRS[0]),
    () =>
      runAction('upload-targets', { 'impacted-targets': JSON.stringify(PRS[1].targets) }, PRS[1]),
  )
  // The two PRs impact disjoint targets, so they test in parallel lanes: wait for both at once.
  const waits = await Promise.all(
    PRS.map((pr) =>
      runAction(
        'wait',
        {
          'wait-for': 'merged',
          'timeout-seconds': '120',
          'poll-interval-seconds': '1',
          'max-poll-interval-seconds': '2',
        },
        pr,
      ),
    ),
  )
  for (const w of waits) console.log(`${w.text}\n`)
  const why = await whyStep(url)
  const requeue = await requeueStep(url)
  const stillNeeded = await stillNeededStep(url)
  const after = await sequential(
    () => runAction('failing-tests', { 'org-url-slug': 'acme', 'window-hours': '168' }),
    () => testGate(),
    () => runAction('metrics', { 'metrics-file': join(RUN_DIR, 'merge-queue.prom') }),
    () => runAction('get-queue', { 'target-branch': 'main' }),
  )
  const synced = await syncQuarantineStep()
  const doctor = await doctorStep()
  const failedSteps = [
    ...results,
    ...waits,
    ...why,
    ...requeue,
    ...stillNeeded,
    ...after,
    ...synced,
    ...doctor,
  ].filter((r) => r.code !== 0)
  failed = failedSteps.length
  // A step counts as failed when it did not do what it should (a wait meant to fail that failed
  // for its staged cause is a step that worked): each is named, with its outputs.
  for (const r of failedSteps)
    console.log(
      `Did not do what it should: ${r.label}; its outputs: ${JSON.stringify(r.outputs).slice(0, 1500)}`,
    )
  const merged = waits.filter((w) => w.outputs.state === 'MERGED').length
  console.log(bold(`${merged} of ${PRS.length} PRs merged; ${failed} step(s) failed.`))
  console.log(`Job summaries: ${relative(process.cwd(), RUN_DIR)}/*/summary.md`)
} finally {
  emulator.kill('SIGTERM')
}
process.exitCode = failed ? 1 : 0
