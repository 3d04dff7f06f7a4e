/**
 * The command-line tool end to end: dist/cli/index.js run as a process against the emulator, with
 * the environment of each CI (Buildkite, CircleCI, Jenkins, GitHub Actions) and with flags only;
 * its outputs, exit codes, help, refusals before any request, and the token never shown.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { E2E_NODE, pullRequestEvent } from '../../__fixtures__/action-runner.js'
import { sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { openPr } from '../e2e/helpers.js'
import { examplePullRequest, startFakeGitHubApi } from '../../__fixtures__/github-api.js'
import { CLI, runCli, type CliRun, type CliRunOptions } from './cli-runner.js'
import { appTestId } from '../../__fixtures__/trunk-ids.js'

let t: E2E
const dirs: string[] = []
beforeAll(async () => {
  t = await startE2E()
  await t.emu.control('/flaky-tests', {
    tests: [
      {
        // Trunk's id of the test below as its uploader computes it (a few failures are asked by
        // id first).
        id: appTestId('test_rejects_expired_coupon', 'tests.test_checkout', 't'),
        name: 'test_rejects_expired_coupon',
        classname: 'tests.test_checkout',
        quarantined: true,
        status: { value: 'flaky', reason: 'passed on retry' },
        failures: ['-2h'],
      },
    ],
  })
})
afterAll(async () => {
  await t.stop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})
beforeEach(async () => {
  await t.emu.control('/requests/reset', {})
})

const UUID = '0f4e6a4e-3c1b-4a8e-9d2a-1b2c3d4e5f60'
const FAST = ['--poll-interval-seconds', '1', '--max-poll-interval-seconds', '1']

/** Runs the tool with the token and the emulator's URL; checks the token shows nowhere. */
async function cli(args: string[], o: CliRunOptions = {}): Promise<CliRun> {
  const run = await runCli([...args, '--api-url', t.emu.url], {
    ...o,
    env: { TRUNK_API_TOKEN: t.token, ...o.env },
  })
  for (const [where, text] of Object.entries({
    stdout: run.stdout,
    stderr: run.stderr,
    summary: run.summary,
  })) {
    expect([where, text.includes(t.token)]).toEqual([where, false])
  }
  // A failure is a message, never a stack trace.
  expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/)
  return run
}

/** The flags that name the queue: acme/app's main. */
const ON_MAIN = ['--repository', 'acme/app', '--target-branch', 'main']

/** A PR the emulator knows (its head commit), not yet in the queue. */
async function newPr(number: number): Promise<string> {
  const head = sha()
  await openPr(t, number, head)
  return head
}

const buildkite = (extra: Record<string, string> = {}) => ({
  BUILDKITE: 'true',
  BUILDKITE_REPO: 'git@github.com:acme/app.git',
  BUILDKITE_BRANCH: 'feature',
  BUILDKITE_PULL_REQUEST: 'false',
  ...extra,
})
const circleci = (extra: Record<string, string> = {}) => ({
  CIRCLECI: 'true',
  CIRCLE_PROJECT_USERNAME: 'acme',
  CIRCLE_PROJECT_REPONAME: 'app',
  CIRCLE_REPOSITORY_URL: 'git@github.com:acme/app.git',
  CIRCLE_BRANCH: 'feature',
  ...extra,
})
const jenkins = (extra: Record<string, string> = {}) => ({
  JENKINS_URL: 'https://jenkins.example.com/',
  GIT_URL: 'https://github.com/acme/app.git',
  GIT_COMMIT: sha(),
  ...extra,
})

function json(run: CliRun): Record<string, string> {
  const lines = run.stdout.trim().split('\n')
  expect(lines).toHaveLength(1)
  return JSON.parse(lines[0] as string) as Record<string, string>
}

describe('Buildkite', () => {
  it('submit on a PR build: the PR, its queue and head commit from BUILDKITE_*', async () => {
    const head = await newPr(101)
    const run = await cli(['submit', '--priority', 'high'], {
      env: buildkite({
        BUILDKITE_PULL_REQUEST: '101',
        BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
        BUILDKITE_COMMIT: head,
      }),
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^outcome: success$/m)
    expect(run.stdout).toMatch(/^priority-name: high$/m)
    expect(run.stdout).toContain(`pr-sha: ${head}`)
    expect(run.stderr).toContain(
      'context: Buildkite: repository github.com/acme/app (BUILDKITE_REPO)',
    )
    expect(run.stderr).toContain('pull request: #101 (from BUILDKITE_PULL_REQUEST)')
    expect(run.stderr).toContain('target branch: main (from BUILDKITE_PULL_REQUEST_BASE_BRANCH)')
    expect(run.stderr).not.toContain('(from event)')
    const state = t.emu.state() as { queues: { entries: { prNumber: number }[] }[] }
    expect(state.queues[0]!.entries.map((e) => e.prNumber)).toContain(101)
  })

  it('a mutation on a build that is not a PR stops before any request, naming --pr-number', async () => {
    const run = await cli(['submit'], { env: buildkite({ BUILDKITE_BRANCH: 'main' }) })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      'error: --pr-number: is not set, and Buildkite names no PR for this build (BUILDKITE_PULL_REQUEST is "false"), and the branch main is not a merge-queue test branch',
    )
    expect(run.stdout).toMatch(/^outcome: error$/m)
    expect(run.stdout).toMatch(/^error-kind: input$/m)
    expect(await t.requestCount()).toBe(0)
  })

  it('check-test-results on a test branch: the repository from BUILDKITE_REPO, a quarantined failure passes', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'mq-cli-gate-'))
    dirs.push(ws)
    mkdirSync(join(ws, 'reports'))
    writeFileSync(
      join(ws, 'reports', 'junit.xml'),
      '<testsuites><testsuite name="t" tests="1"><testcase classname="tests.test_checkout" name="test_rejects_expired_coupon"><failure message="no">x</failure></testcase></testsuite></testsuites>',
    )
    const run = await cli(
      ['check-test-results', '--org-url-slug', 'acme', '--junit-paths', 'reports/*.xml', '--json'],
      { cwd: ws, summary: true, env: buildkite({ BUILDKITE_BRANCH: `trunk-merge/pr-12/${UUID}` }) },
    )
    expect(run.code).toBe(0)
    expect(json(run)).toMatchObject({
      outcome: 'success',
      'is-merge-queue-run': 'true',
      'failed-tests-count': '1',
      'quarantined-failures-count': '1',
    })
    expect(run.summary).toContain('test_rejects_expired_coupon')
  })
})

describe('CircleCI', () => {
  it('status --json: the PR from CIRCLE_PULL_REQUEST, the queue from --target-branch', async () => {
    const head = await newPr(102)
    await t.submit(102, head)
    const run = await cli(['status', '--target-branch', 'main', '--json'], {
      env: circleci({
        CIRCLE_PULL_REQUEST: 'https://github.com/acme/app/pull/102',
        CIRCLE_PULL_REQUESTS: 'https://github.com/acme/app/pull/102',
        CIRCLE_SHA1: head,
      }),
    })
    expect(run.code).toBe(0)
    const outputs = json(run)
    expect(outputs).toMatchObject({ outcome: 'success', 'is-submitted': 'true', 'pr-sha': head })
    expect(['PENDING', 'TESTING']).toContain(outputs.state)
    // Every output, the empty ones too, as the action sets them.
    expect(outputs).toHaveProperty('failing-tests', '')
  })

  it('without --target-branch or GITHUB_TOKEN a mutation stops before any request', async () => {
    const run = await cli(['cancel'], {
      env: circleci({ CIRCLE_PULL_REQUEST: 'https://github.com/acme/app/pull/102' }),
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      'error: --target-branch: is not set, and CircleCI does not give the base branch of PR #102; it would be looked up on GitHub, but GITHUB_TOKEN is not set',
    )
    expect(await t.requestCount()).toBe(0)
  })

  it('with GITHUB_TOKEN the base branch is looked up on GitHub, once', async () => {
    const github = await startFakeGitHubApi()
    try {
      const head = await newPr(103)
      github.addPullRequest(
        'acme',
        'app',
        examplePullRequest({
          number: 103,
          baseRef: 'main',
          headSha: head,
          owner: 'acme',
          repo: 'app',
        }),
      )
      const run = await cli(['submit'], {
        env: circleci({
          CIRCLE_PULL_REQUEST: 'https://github.com/acme/app/pull/103',
          CIRCLE_SHA1: head,
          GITHUB_TOKEN: 'ghs_lookuptoken1234',
          GITHUB_API_URL: github.url,
        }),
      })
      expect(run.code).toBe(0)
      expect(run.stderr).toContain('target branch: main (from github-api)')
      expect(github.requests.map((r) => r.path)).toEqual(['/repos/acme/app/pulls/103'])
      expect(run.stdout + run.stderr).not.toContain('ghs_lookuptoken1234')
    } finally {
      await github.close()
    }
  })
})

describe('Jenkins', () => {
  it('wait on a PR build: CHANGE_ID and CHANGE_TARGET; plain progress lines off a terminal', async () => {
    const head = await newPr(104)
    await t.submit(104, head)
    let advanced = false
    const run = await cli(['wait', ...FAST], {
      env: jenkins({ CHANGE_ID: '104', CHANGE_TARGET: 'main', BRANCH_NAME: 'PR-104' }),
      onStderr: (stderr) => {
        if (!advanced && /PR #104 is (PENDING|TESTING)/.test(stderr)) {
          advanced = true
          t.emu.advance(60 * 60_000)
        }
      },
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^outcome: success$/m)
    expect(run.stdout).toMatch(/^state: MERGED$/m)
    // No terminal: no control characters, one line per observation.
    expect([run.stderr.includes('\r'), run.stderr.includes('\u001b')]).toEqual([false, false])
    expect(run.stderr).toMatch(/PR #104: the PR reached MERGED\./)
  })

  it('upload-targets needs the head commit, which Jenkins does not give: --pr-sha', async () => {
    const run = await cli(['upload-targets', '--impacted-targets', 'a'], {
      env: jenkins({ CHANGE_ID: '105', CHANGE_TARGET: 'main' }),
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      '--pr-sha: is not set, and Jenkins does not give the head commit of PR #105',
    )
    expect(await t.requestCount()).toBe(0)
    const head = await newPr(105)
    const ok = await cli(
      ['upload-targets', '--impacted-targets', 'a', '--impacted-targets', 'b', '--pr-sha', head],
      {
        env: jenkins({ CHANGE_ID: '105', CHANGE_TARGET: 'main' }),
      },
    )
    expect(ok.code).toBe(0)
    expect(ok.stdout).toMatch(/^impacted-targets-count: 2$/m)
  })
})

describe('GitHub Actions', () => {
  it("upload-targets from a pull_request event, read by the action's reader", async () => {
    const head = await newPr(106)
    const dir = mkdtempSync(join(tmpdir(), 'mq-cli-gha-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'event.json'), JSON.stringify(pullRequestEvent(106, head)))
    const run = await cli(['upload-targets', '--impacted-targets', '//a:b', '--json'], {
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'acme/app',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: join(dir, 'event.json'),
        GITHUB_SERVER_URL: 'https://github.com',
      },
    })
    expect(run.code).toBe(0)
    expect(json(run)).toMatchObject({
      outcome: 'success',
      'impacted-targets-mode': 'list',
      'impacted-targets-count': '1',
    })
  })
})

describe('flags only', () => {
  it('status with everything as flags', async () => {
    const head = await newPr(107)
    await t.submit(107, head)
    const run = await cli(['status', ...ON_MAIN, '--pr-number', '107'])
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('context: no CI detected; everything comes from flags')
    expect(run.stdout).toMatch(/^is-submitted: true$/m)
  })
})

describe('exit codes', () => {
  it('1: the command failed (restart-tests of a PR not in the queue)', async () => {
    const run = await cli(['restart-tests', ...ON_MAIN, '--pr-number', '199'])
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^outcome: not-submitted$/m)
    expect(run.stderr).toContain('error: PR #199 is not in the queue')
  })

  it('2: a wrong flag value, refused before any request, named as the flag', async () => {
    const run = await cli(['status', ...ON_MAIN, '--pr-number', 'abc'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/error: --pr-number: "abc"/)
    expect(await t.requestCount()).toBe(0)
  })

  it('2: no TRUNK_API_TOKEN', async () => {
    const run = await runCli(['status', ...ON_MAIN, '--pr-number', '1', '--api-url', t.emu.url])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('TRUNK_API_TOKEN')
    expect(await t.requestCount()).toBe(0)
  })

  it('1: status of a stale entry (the queue holds another commit than --pr-sha)', async () => {
    await t.submit(198, sha())
    const run = await cli(['status', ...ON_MAIN, '--pr-number', '198', '--pr-sha', sha()])
    expect(run.stdout).toMatch(/^outcome: stale$/m)
    expect(run.code).toBe(1)
  })

  it('2: a refused context still says the api-version the token selects', async () => {
    const run = await cli(['submit'], {
      env: {
        ...buildkite({ BUILDKITE_BRANCH: 'main' }),
        TRUNK_API_TOKEN: 'trunk_v2_refusedContextKey',
      },
    })
    expect(run.code).toBe(2)
    expect(run.stdout).toMatch(/^api-version: v2$/m)
    expect(run.stdout).not.toMatch(/^timed-out:/m)
    expect(await t.requestCount()).toBe(0)
  })

  it('3: a queue that does not exist, in the words of the tool', async () => {
    const run = await cli(['get-queue', '--repository', 'acme/app', '--target-branch', 'nope/9'])
    expect(run.code).toBe(3)
    expect(run.stdout).toMatch(/^error-kind: not-found$/m)
    expect(run.stderr).toContain(
      'check --target-branch (or the repository), or create the queue first (merge-queue create-queue)',
    )
  })

  it('3: the API refused the token', async () => {
    const run = await cli(['status', ...ON_MAIN, '--pr-number', '1'], {
      env: { TRUNK_API_TOKEN: 'tok_wrong_token_value' },
    })
    expect(run.code).toBe(3)
    expect(run.stdout).toMatch(/^error-kind: auth$/m)
    expect(run.stdout + run.stderr).not.toContain('tok_wrong_token_value')
  })

  it('4: wait timed out', async () => {
    const head = await newPr(108)
    await t.submit(108, head)
    const run = await cli([
      'wait',
      ...ON_MAIN,
      '--pr-number',
      '108',
      ...FAST,
      '--timeout-seconds',
      '1',
    ])
    expect(run.code).toBe(4)
    expect(run.stdout).toMatch(/^outcome: timeout$/m)
    expect(run.stdout).toMatch(/^timed-out: true$/m)
  })

  it('130: cancelled by SIGINT, the outputs still printed', async () => {
    const head = await newPr(109)
    await t.submit(109, head)
    let sent = false
    const run = await cli(['wait', ...ON_MAIN, '--pr-number', '109', ...FAST, '--json'], {
      onStderr: (stderr, kill) => {
        if (!sent && /PR #109 is/.test(stderr)) {
          sent = true
          kill('SIGINT')
        }
      },
    })
    expect(run.code).toBe(130)
    expect(json(run)).toMatchObject({ outcome: 'error', 'error-kind': 'cancelled' })
  })
})

describe('the command line itself', () => {
  it('--help and <command> --help, from the command table, exit 0', async () => {
    const all = await runCli(['--help'])
    expect(all.code).toBe(0)
    expect(all.stdout).toContain('Usage: merge-queue <command> [flags]')
    expect(all.stdout).toContain('  check-test-results')
    const wait = await runCli(['wait', '--help'])
    expect(wait.code).toBe(0)
    expect(wait.stdout).toContain('--wait-for VALUE')
  })

  it('--api-token is refused without a request, its value never printed', async () => {
    const run = await cli(['status', '--api-token', 'tok_on_the_command_line', '--pr-number', '1'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--api-token is not accepted')
    expect(run.stdout + run.stderr).not.toContain('tok_on_the_command_line')
    expect(await t.requestCount()).toBe(0)
  })

  it('a token given where a value goes is shown as *** in the log, the outputs and the summary', async () => {
    const run = await cli(['status', ...ON_MAIN, '--pr-number', t.token, '--json'], {
      summary: true,
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/error: --pr-number: "\*\*\*"/)
    expect(json(run)).toMatchObject({ outcome: 'error', 'error-kind': 'input' })
    expect(run.summary).toContain('***')
  })

  it('an unknown flag is named', async () => {
    const run = await cli(['status', '--bogus'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('Unknown flag --bogus: status has no such flag')
  })

  it('--debug logs each request, the token still hidden', async () => {
    const run = await cli(['get-queue', ...ON_MAIN, '--debug'])
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/debug: getQueue: HTTP 200/)
  })
})

describe('on a terminal', () => {
  it("wait's progress is one status line rewritten in place (script gives the tool a terminal)", async () => {
    const head = await newPr(110)
    await t.submit(110, head)
    // `script` runs the tool on a pseudo-terminal: stdout and stderr are both a TTY.
    const command = [E2E_NODE, CLI, 'wait', ...ON_MAIN]
      .concat(['--pr-number', '110', ...FAST, '--api-url', t.emu.url])
      .join(' ')
    const output = await new Promise<string>((resolvePromise, reject) => {
      const child = spawn('script', ['-qec', command, '/dev/null'], {
        env: {
          PATH: process.env.PATH ?? '',
          TRUNK_API_TOKEN: t.token,
          TERM: 'xterm',
          NODE_DISABLE_COMPILE_CACHE: '1',
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      })
      let text = ''
      let advanced = false
      child.stdout.on('data', (c: Buffer) => {
        text += c.toString()
        if (!advanced && /PR #110 is (PENDING|TESTING)/.test(text)) {
          advanced = true
          t.emu.advance(60 * 60_000)
        }
      })
      const guard = setTimeout(() => {
        child.kill('SIGKILL')
        reject(new Error(`no exit; output so far:\n${text}`))
      }, 60_000)
      child.on('error', reject)
      child.on('close', (code) => {
        clearTimeout(guard)
        if (code === 0) resolvePromise(text)
        else reject(new Error(`exit ${code}:\n${text}`))
      })
    })
    expect(output).not.toContain(t.token)
    // Each observation replaces the last on the same line: a carriage return and erase, then
    // the time waited and the PR's state.
    const ESC = '\u001b'
    const erase = new RegExp(`\r${ESC}\\[2K\\[\\d+:\\d\\d\\] `)
    const redrawn = output.split(erase).slice(1)
    expect(redrawn.some((l) => /^PR #110 is (PENDING|TESTING)/.test(l))).toBe(true)
    expect(redrawn.some((l) => /^PR #110: the PR reached MERGED\./.test(l))).toBe(true)
    expect(output).toMatch(/state: MERGED/)
  })
})
