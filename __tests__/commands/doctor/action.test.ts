/**
 * doctor end to end: dist/index.js run as the runner runs it (root action, `command: doctor`),
 * against the emulator for the queue's settings and a GitHub API server on 127.0.0.1 for the
 * branch protection, the rulesets and the recent runs; the workflows are a checkout in a temporary
 * folder, copied from the corpus (__fixtures__/workflows).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { REPO, expectNoLeak, startE2E, type E2E } from '../../../__fixtures__/e2e.js'
import { startFakeGitHubApi, type FakeGitHubApi } from '../../../__fixtures__/github-api.js'
import { runCli } from '../../cli/cli-runner.js'

const GITHUB_TOKEN = `ghs_${'d0c7'.repeat(9)}`

let t: E2E
let gh: FakeGitHubApi
let dir: string
beforeAll(async () => {
  t = await startE2E()
  gh = await startFakeGitHubApi()
})
afterAll(async () => {
  await t.stop()
  await gh.close()
})
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doctor-e2e-'))
  gh.refuse(undefined)
  // Every test starts from the same queue: running, no required statuses of its own.
  await setQueue({
    state: 'running',
    deleteRequiredStatuses: true,
    createPrsForTestingBranches: true,
    testingTimeoutMinutes: 60,
  })
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** A checkout holding the corpus case's workflows. */
function checkout(name: string): string {
  cpSync(join('__fixtures__/workflows', name, '.github'), join(dir, '.github'), { recursive: true })
  return dir
}

async function setQueue(settings: Record<string, unknown>, targetBranch = 'main') {
  await t.emu.client.updateQueue({ repo: REPO, targetBranch, ...settings })
}

function doctor(inputs: Record<string, string> = {}) {
  return t.act(
    'doctor',
    { 'target-branch': 'main', 'checkout-path': dir, 'github-token': GITHUB_TOKEN, ...inputs },
    { env: { GITHUB_API_URL: gh.url } },
  )
}

interface Finding {
  code: string
  severity: string
  check: string
  file: string
  line: number
  message: string
}

describe('doctor', () => {
  it('finds a required check (from branch protection) that never runs on test branches: exit 1, an annotation at the filter', async () => {
    checkout('main-only')
    await setQueue({
      createPrsForTestingBranches: false,
      deleteRequiredStatuses: true,
      state: 'running',
    })
    gh.setBranchProtection('acme', 'app', 'main', ['unit'])
    gh.setRulesets('acme', 'app', 'main', [])
    const run = await doctor()
    expect(run.code).toBe(1)
    expect(run.outputs.outcome).toBe('failure')
    expect(run.outputs['errors-count']).toBe('1')
    const findings = JSON.parse(run.outputs.findings!) as Finding[]
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'not-on-test-branches',
        severity: 'error',
        check: 'unit',
        file: '.github/workflows/ci.yml',
        line: 3,
      }),
    ])
    expect(run.stdout).toMatch(
      /::error title=Required check not run on test branches,file=\.github\/workflows\/ci\.yml,line=3::unit: /,
    )
    expect(run.summary).toContain(
      '| ❌ error | Required check not run on test branches `not-on-test-branches` | `unit` | `.github/workflows/ci.yml:3` |',
    )
    expect(run.summary).toContain('Required checks (GitHub branch protection): `unit`')
    // Read-only: the branch, its rules, and no write.
    expect(gh.requests.filter((r) => r.method !== 'GET')).toEqual([])
    expect(gh.requests.some((r) => r.path === '/repos/acme/app/branches/main')).toBe(true)
  })

  it('a workflow that is a YAML alias bomb and a .trunk/trunk.yaml that is not valid YAML: an unknown finding at each, outcome unknown (the step fails), not an unexpected error', async () => {
    checkout('alias-bomb')
    mkdirSync(join(dir, '.trunk'))
    writeFileSync(join(dir, '.trunk/trunk.yaml'), 'merge:\n  required_statuses: [unit\n')
    gh.setBranchProtection('acme', 'app', 'main', ['unit'])
    gh.setRulesets('acme', 'app', 'main', [])
    const run = await doctor()
    expect(run.outputs['error-kind']).toBe('')
    expect(run.outputs.outcome).toBe('unknown')
    expect(run.code).toBe(1)
    expect(run.outputs['unknowns-count']).toBe('2')
    const findings = JSON.parse(run.outputs.findings!) as Finding[]
    expect(findings.map((f) => [f.code, f.severity, f.file, f.line])).toEqual([
      ['unreadable-workflow', 'unknown', '.github/workflows/bomb.yml', 1],
      ['invalid-trunk-yaml', 'unknown', '.trunk/trunk.yaml', 1],
    ])
    expect(findings[0]!.message).toMatch(/uses YAML aliases that expand past the guard/)
    expect(findings[1]!.message).toMatch(
      /^\.trunk\/trunk\.yaml is not valid YAML \(.*\): doctor went on without its merge\.required_statuses/,
    )
    expect(run.stdout).toContain(
      '::error::doctor could not tell everything that may stall the queue for main',
    )
    // It went on: the required check came from GitHub, and the readable workflow produces it.
    expect(run.summary).toContain('Required checks (GitHub branch protection): `unit`')
  })

  it('a matrix of 10^10 combinations, an `if:` nested 300 deep, a mapping named toString where text goes: undecidable at their lines, not a crash or a hang', async () => {
    checkout('too-large')
    await setQueue({ requiredStatuses: ['test (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)', 'lint'] })
    const run = await doctor()
    expect(run.outputs['error-kind']).toBe('')
    expect(run.outputs.outcome).toBe('unknown')
    const findings = JSON.parse(run.outputs.findings!) as Finding[]
    expect(findings.map((f) => [f.code, f.check, f.line])).toEqual([
      ['undecidable', 'lint', 24],
      ['undecidable', 'test (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)', 7],
    ])
    expect(findings[0]!.message).toMatch(/cannot be read \(nested deeper than 200 levels/)
    expect(findings[1]!.message).toMatch(/the matrix is too large to expand/)
  })

  it('a correctly configured repository: success, no findings; the rulesets count too', async () => {
    checkout('configured')
    // A parallel queue of its own (the workflows upload impacted targets on pull_request).
    await t.emu.client.createQueue({
      repo: REPO,
      targetBranch: 'release',
      mode: 'parallel',
      concurrency: 2,
    })
    await setQueue({ createPrsForTestingBranches: true }, 'release')
    gh.setBranchProtection('acme', 'app', 'release', ['lint', 'test (18)'])
    gh.setRulesets('acme', 'app', 'release', ['test (20)', 'build / compile'])
    // Runs under 15 min: nothing to gain from cancelling dead runs (no-dead-run-cancel).
    gh.setWorkflowRuns('acme', 'app', 'ci.yml', [8, 12, 11])
    const run = await doctor({ 'target-branch': 'release' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'errors-count': '0',
      'warnings-count': '0',
      findings: '[]',
    })
    expect(run.summary).toContain('Nothing found that would stall the queue')
    expect(run.summary).toContain('`build / compile`')
  })

  it("the queue's own required statuses win; a slow workflow, a paused queue, an expired and a duplicate quarantine entry are warnings, not failures", async () => {
    checkout('configured')
    // The repository's quarantine file: an expired entry, and two for one test Trunk knows.
    const day = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const refund = `  - name: test_refund\n    classname: tests.test_pay\n    owner: '@acme/payments'\n    reason: flaky\n    expires: ${day(10)}\n`
    writeFileSync(
      join(dir, '.github/quarantine.yml'),
      `tests:\n  - name: test_old\n    owner: '@acme/ledger'\n    reason: flaky\n    expires: ${day(-3)}\n${refund}${refund}`,
    )
    await t.emu.control('/flaky-tests', {
      tests: [
        {
          id: '44444444-0000-4000-8000-000000000001',
          name: 'test_refund',
          classname: 'tests.test_pay',
          quarantined: true,
          status: { value: 'flaky', reason: 'passed on retry' },
          failures: ['-2h'],
        },
      ],
    })
    await setQueue({ requiredStatuses: ['lint'], testingTimeoutMinutes: 20, state: 'paused' })
    gh.setWorkflowRuns('acme', 'app', 'ci.yml', [12, 25, 18])
    const asked = gh.requests.length
    const run = await doctor({ 'org-url-slug': 'acme' })
    expect(run.code).toBe(0)
    const findings = JSON.parse(run.outputs.findings!) as Finding[]
    expect(findings.map((f) => [f.code, f.severity, f.file, f.line])).toEqual([
      ['queue-paused', 'warning', '', 0],
      ['quarantine-expired', 'warning', '.github/quarantine.yml', 2],
      ['quarantine-duplicate', 'warning', '.github/quarantine.yml', 11],
      ['testing-timeout', 'warning', '.github/workflows/ci.yml', 1],
      // 25-minute runs and no workflow runs still-needed: dead runs go on burning minutes.
      ['no-dead-run-cancel', 'warning', '.github/workflows/ci.yml', 1],
    ])
    expect(findings[3]!.message).toContain(
      "took 25 min, longer than the queue's testing timeout of 20 min",
    )
    expect(findings[1]!.message).toContain(
      `The entry for \`test_old\` (line 2, owner @acme/ledger) is past its expiry (${day(-3)})`,
    )
    expect(findings[2]!.message).toMatch(/^Lines 6 and 11 both name one test/)
    // Trunk was read and knows test_refund, quarantined: neither unmatched nor disagreeing.
    expect(run.summary).toContain(
      "Quarantine file: .github/quarantine.yml read: 3 entries (1 expired); compared with Trunk's tests (v1:",
    )
    expect(run.stdout).toMatch(
      /::warning title=Quarantine entry expired,file=\.github\/quarantine\.yml,line=2::/,
    )
    expect(run.outputs['warnings-count']).toBe('5')
    // The queue named its checks: GitHub's branch protection is not asked for.
    expect(gh.requests.slice(asked).some((r) => r.path.includes('/branches/'))).toBe(false)
    expect(run.stdout).toMatch(
      /::warning title=Testing timeout shorter than recent runs,file=\.github\/workflows\/ci\.yml,line=1::/,
    )
  })

  it('a token that may not read the rules or the runs: unknowns naming the permission, doctor goes on, outcome unknown', async () => {
    checkout('path-filter')
    await setQueue({ createPrsForTestingBranches: false, deleteRequiredStatuses: true })
    gh.setBranchProtection('acme', 'app', 'main', ['backend-tests'])
    gh.refuse(/\/rules\/|\/actions\//)
    const run = await doctor()
    expect(run.code).toBe(1)
    expect(run.outputs.outcome).toBe('unknown')
    const findings = JSON.parse(run.outputs.findings!) as Finding[]
    expect(findings.map((f) => f.code).sort()).toEqual([
      'github-unreadable',
      'github-unreadable',
      'path-filtered',
    ])
    const unreadable = findings.filter((f) => f.code === 'github-unreadable').map((f) => f.message)
    expect(unreadable.join('\n')).toContain('github-token needs read access to metadata')
    expect(unreadable.join('\n')).toContain('github-token needs `actions: read`')
    expect(findings.find((f) => f.code === 'path-filtered')).toMatchObject({
      file: '.github/workflows/backend.yml',
      line: 5,
    })
    expectNoLeak(run, GITHUB_TOKEN)
  })

  it('no GitHub token and no required statuses of its own: unknown, never green; it names github-token', async () => {
    checkout('configured')
    await setQueue({ deleteRequiredStatuses: true })
    const run = await t.act('doctor', { 'target-branch': 'main', 'checkout-path': dir })
    expect(run.code).toBe(1)
    expect(run.outputs.outcome).toBe('unknown')
    const findings = JSON.parse(run.outputs.findings!) as Finding[]
    // What GitHub requires is unknown, not "nothing": no claim that the queue requires no checks.
    expect(findings.map((f) => f.code)).toEqual(['github-unreadable'])
    expect(findings[0]!.message).toBe(
      "The queue takes its required checks from GitHub, and there is no GitHub token to read them: set github-token (a workflow's default is ${{ github.token }}), with permission `contents: read`.",
    )
    expect(run.summary).toContain('Required checks (GitHub: not read, no GitHub token): unknown')
  })

  it('the command line: the same findings, exit 1, each at its file and line; external checks are not looked for', async () => {
    checkout('main-only')
    await setQueue({ createPrsForTestingBranches: false })
    gh.setBranchProtection('acme', 'app', 'main', ['unit', 'buildkite/app', 'Unit'])
    gh.setRulesets('acme', 'app', 'main', [])
    const run = await runCli(
      [
        'doctor',
        '--repository',
        'acme/app',
        '--target-branch',
        'main',
        '--external-checks',
        'buildkite/app',
        '--json',
        '--api-url',
        t.emu.url,
      ],
      {
        cwd: dir,
        env: { TRUNK_API_TOKEN: t.token, GITHUB_TOKEN, GITHUB_API_URL: gh.url },
      },
    )
    expect(run.code).toBe(1)
    // --json: the findings as an array, the counts as numbers.
    const outputs = JSON.parse(run.stdout) as { findings: Finding[] } & Record<string, unknown>
    expect(outputs).toMatchObject({
      outcome: 'failure',
      'errors-count': 2,
      'warnings-count': 0,
      'unknowns-count': 0,
    })
    expect(outputs.findings.map((f) => [f.code, f.check, f.file, f.line])).toEqual([
      ['not-on-test-branches', 'unit', '.github/workflows/ci.yml', 3],
      ['missing-check', 'Unit', '', 0],
    ])
    // The command line's words: its flags, not the action's inputs.
    expect(outputs.findings[1]!.message).toContain('Did you mean "unit"?')
    expect(outputs.findings[1]!.message).toContain('list it in --external-checks')
    expect(outputs.findings[0]!.message).toContain(
      "Trigger it on pushes of test branches, `push: { branches: ['trunk-merge/**'] }`",
    )
    expect(run.stderr).toContain(
      'error: .github/workflows/ci.yml:3: Required check not run on test branches: unit: ',
    )
    for (const text of [run.stdout, run.stderr]) {
      expect(text).not.toContain(t.token)
      expect(text).not.toContain(GITHUB_TOKEN)
    }
  })

  it("over v2 with a read-only Trunk API key: the queue from v2, the same findings; the quarantine file compared with the collection's tests", async () => {
    const key = `trunk_v2_${'d0c7'.repeat(6)}`
    const v2 = await startE2E({ apiKeys: [{ key, permissions: [] }] })
    try {
      checkout('main-only')
      // An entry in force for a test Trunk knows and does not quarantine: they disagree.
      const expires = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
      writeFileSync(
        join(dir, '.github/quarantine.yml'),
        `tests:\n  - name: test_refund\n    classname: tests.test_pay\n    owner: '@acme/payments'\n    reason: flaky\n    expires: ${expires}\n`,
      )
      await v2.emu.control('/flaky-tests', {
        tests: [
          {
            id: '44444444-0000-4000-8000-000000000002',
            name: 'test_refund',
            classname: 'tests.test_pay',
            quarantined: false,
            status: { value: 'flaky', reason: 'passed on retry' },
            failures: ['-2h'],
          },
        ],
      })
      await v2.emu.client.updateQueue({
        repo: REPO,
        targetBranch: 'main',
        requiredStatuses: ['unit'],
        createPrsForTestingBranches: false,
      })
      const run = await v2.act(
        'doctor',
        {
          'api-token': key,
          'api-url': v2.emu.v2Url,
          'target-branch': 'main',
          'checkout-path': dir,
        },
        { env: { GITHUB_API_URL: gh.url } },
      )
      expectNoLeak(run, key)
      expect(run.code).toBe(1)
      expect(run.outputs['api-version']).toBe('v2')
      const findings = JSON.parse(run.outputs.findings!) as Finding[]
      expect(findings.map((f) => [f.code, f.check, f.file, f.line])).toEqual([
        ['not-on-test-branches', 'unit', '.github/workflows/ci.yml', 3],
        ['quarantine-disagrees', '', '.github/quarantine.yml', 2],
      ])
      expect(findings[1]!.message).toContain(
        'and Trunk does not quarantine "test_refund": the gate forgives its failures, Trunk\'s app and its uploader count them. Run command: sync-quarantine so that Trunk agrees with the file.',
      )
      expect(run.summary).toContain("Required checks (the queue's settings): `unit`")
      expect(run.summary).toContain('every test of the collection')
    } finally {
      await v2.stop()
    }
  })
})
