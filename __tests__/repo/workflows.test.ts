/**
 * Every workflow under .github/workflows keeps the rules of workflow-rules.ts (actionlint and
 * ours) against the action.yml files of this repository, and the checker fails on each kind of
 * drift (bad texts fed to it).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import {
  actionResolver,
  checkWorkflow,
  readActionMetadata,
  subActionFolders,
  undefinedVariables,
} from './workflow-rules.js'

const WORKFLOWS = '.github/workflows'
const action = readActionMetadata(readFileSync('action.yml', 'utf8'))
const resolve = actionResolver('.')
const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f))

describe('the workflows', () => {
  it('are there: CI, dist check, e2e, CodeQL and release', async () => {
    expect(files).toEqual(
      expect.arrayContaining(['ci.yml', 'check-dist.yml', 'e2e.yml', 'codeql.yml', 'release.yml']),
    )
  })

  it.each(files)('%s keeps every rule', async (file) => {
    expect(await checkWorkflow(file, readFileSync(join(WORKFLOWS, file), 'utf8'), resolve)).toEqual(
      [],
    )
  })

  it('run the action as uses: ./ (or ./<command>) in e2e.yml, one step per command of the flow', async () => {
    const text = readFileSync(join(WORKFLOWS, 'e2e.yml'), 'utf8')
    const doc = parse(text) as {
      jobs: { e2e: { steps: { uses?: string; with?: { command?: string } }[] } }
    }
    const commands = doc.jobs.e2e.steps
      .filter((s) => s.uses?.startsWith('./'))
      .map((s) => (s.uses === './' ? s.with?.command : s.uses?.slice(2)))
    expect(text).toMatch(/^ {8}uses: \.\/wait$/m)
    expect(commands).toEqual([
      'create-queue',
      'submit',
      'upload-targets',
      'status',
      'wait',
      'get-queue',
      'check-test-results',
    ])
  })
})

describe('dependabot.yml', () => {
  it('updates npm packages and actions weekly, in groups', async () => {
    const config = parse(readFileSync('.github/dependabot.yml', 'utf8')) as {
      updates: { 'package-ecosystem': string; schedule: { interval: string }; groups?: object }[]
    }
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ])
    for (const u of config.updates) {
      expect(u.schedule.interval).toBe('weekly')
      expect(Object.keys(u.groups ?? {}).length).toBeGreaterThan(0)
    }
  })
})

describe('action.yml as the checker reads it', () => {
  it('lists the commands and which inputs belong to which', async () => {
    expect(action.commands).toContain('upload-targets')
    expect(action.usedBy['impacted-targets']).toEqual(['upload-targets'])
    expect(action.usedBy['org-url-slug']).toEqual([
      'failing-tests',
      'test-details',
      'check-test-results',
      'doctor',
    ])
    expect(action.usedBy['api-url']).toBeUndefined()
    expect(action.outputs.has('queue-depth')).toBe(true)
  })
})

/** A workflow that keeps every rule; each case below breaks one. */
const GOOD = `
name: good
on: push
permissions:
  contents: read
jobs:
  a:
    runs-on: ubuntu-latest
    permissions:
      contents: write
    steps:
      - uses: actions/checkout@0123456789abcdef0123456789abcdef01234567 # v7.0.1
      - uses: actions/setup-node@v7
      - id: mq
        uses: ./
        with:
          command: wait
          api-token: \${{ secrets.TOKEN }}
          pr-number: '1'
          wait-for: merged
      - env:
          STATE: \${{ steps.mq.outputs.state }}
          SHA: \${{ github.sha }}
        run: |
          for f in ./scripts/*.sh; do echo "$f"; done
          echo "$STATE $SHA $GITHUB_RUN_ID \${HOME}" | jq '.[] | $x'
`

const check = (text: string) => checkWorkflow('bad.yml', text, resolve)

describe('the checker', () => {
  it('passes a workflow that keeps the rules', async () => {
    expect(await check(GOOD)).toEqual([])
  })

  it.each<[string, string, string, RegExp]>([
    [
      'an input action.yml lacks',
      '          wait-for: merged',
      '          wait-for: merged\n          wait-until: merged',
      /wait-until is not an input/,
    ],
    [
      'an input of another command',
      '          wait-for: merged',
      '          wait-for: merged\n          priority: high',
      /priority is for submit; command 'wait' ignores it/,
    ],
    [
      'a command action.yml lacks',
      'command: wait',
      'command: merge',
      /command 'merge' is not one of/,
    ],
    ['no command', '          command: wait\n', '', /command is missing/],
    ['no token', '          api-token: ${{ secrets.TOKEN }}\n', '', /needs with: api-token/],
    ['no PR number outside a PR event', "          pr-number: '1'\n", '', /needs with: pr-number/],
    [
      'an output action.yml lacks',
      'steps.mq.outputs.state',
      'steps.mq.outputs.status',
      /no output 'status'/,
    ],
    [
      'an output of a missing step (actionlint)',
      'steps.mq.outputs.state',
      'steps.nq.outputs.state',
      /bad\.yml:\d+:\d+: property "nq" is not defined .*\[expression\]/,
    ],
    [
      'a typo in an expression (actionlint)',
      '${{ github.sha }}',
      '${{ github.shaa }}',
      /property "shaa" is not defined/,
    ],
    [
      'a local script before the checkout',
      '      - uses: actions/checkout@0123456789abcdef0123456789abcdef01234567 # v7.0.1\n',
      '',
      /step \d+: run: uses a file of the repository before any actions\/checkout step/,
    ],
    [
      'this action (uses: ./) before the checkout',
      '      - uses: actions/checkout@0123456789abcdef0123456789abcdef01234567 # v7.0.1\n',
      '',
      /step mq: uses: \.\/ before any actions\/checkout step/,
    ],
    [
      'a variable nothing defines',
      '$STATE $SHA',
      '$STATE $SHA $PUSHGATEWAY',
      /reads \$PUSHGATEWAY, which no env: defines/,
    ],
    [
      'a context value inside run:, even a trusted one',
      '$STATE $SHA',
      '$STATE ${{ github.sha }}',
      /run: holds \$\{\{ github\.sha \}\}; pass it through env:/,
    ],
    [
      'a sub-action folder that does not exist',
      'uses: ./\n',
      'uses: ./no-such-command\n',
      /uses: \.\/no-such-command: no-such-command\/action\.yml does not exist/,
    ],
    [
      'an action on a branch',
      'actions/setup-node@v7',
      'actions/setup-node@main',
      /setup-node@main is not pinned/,
    ],
    ['an action without a ref', 'actions/setup-node@v7', 'actions/setup-node', /is not pinned/],
    ['no permissions', 'permissions:\n  contents: read\njobs', 'jobs', /no permissions:/],
    [
      'a write for every job',
      'permissions:\n  contents: read\njobs',
      'permissions: write-all\njobs',
      /grant a write to every job/,
    ],
    [
      'a PR title in run:',
      '$STATE $SHA',
      '${{ github.event.pull_request.title }}',
      /"github\.event\.pull_request\.title" is potentially untrusted/,
    ],
    [
      'a step output in run:',
      '$STATE $SHA',
      '${{ steps.mq.outputs.state }}',
      /steps\.mq\.outputs\.state }}; pass it through env:/,
    ],
  ])('fails on %s', async (_, from, to, message) => {
    const bad = GOOD.replace(from, to)
    expect(bad).not.toBe(GOOD)
    const problems = await check(bad)
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(message)]))
  })

  it('fails on a missing input the command needs', async () => {
    const bad = GOOD.replace(
      /command: wait[\s\S]*?wait-for: merged/,
      "command: failing-tests\n          api-token: x\n          window-hours: '24'",
    )
    expect(await check(bad)).toEqual([
      expect.stringMatching(/'failing-tests' needs with: org-url-slug/),
    ])
  })

  it('takes the PR number from a pull_request event', async () => {
    const ok = GOOD.replace('on: push', 'on: pull_request').replace(
      "          pr-number: '1'\n",
      '',
    )
    expect(await check(ok)).toEqual([])
  })

  it('fails on text that is not a workflow', async () => {
    expect(await check('a: [')).toEqual([expect.stringMatching(/not valid YAML/)])
  })
})

describe('sub-actions (<command>/action.yml)', () => {
  // A repository with a root action.yml and a wait/ sub-action that declares only wait's inputs.
  const root = mkdtempSync(join(tmpdir(), 'workflow-rules-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  writeFileSync(join(root, 'action.yml'), readFileSync('action.yml'))
  mkdirSync(join(root, 'wait'))
  writeFileSync(
    join(root, 'wait', 'action.yml'),
    [
      'name: wait',
      'inputs:',
      '  api-token: { description: token, required: true }',
      '  pr-number: { description: PR }',
      '  wait-for: { description: states }',
      'outputs:',
      '  state: { description: state }',
      "runs: { using: node24, main: '../dist/index.js' }",
      '',
    ].join('\n'),
  )
  const subGood = GOOD.replace('uses: ./\n', 'uses: ./wait\n').replace(
    '          command: wait\n',
    '',
  )
  const sub = (text: string) => checkWorkflow('sub.yml', text, actionResolver(root))

  it('are found at the repository root', async () => {
    expect(subActionFolders(root)).toEqual(['wait'])
  })
  it("check a step's with: and outputs against the sub-action's own action.yml", async () => {
    expect(subGood).not.toBe(GOOD)
    expect(await sub(subGood)).toEqual([])
    expect(await sub(subGood.replace('wait-for: merged', 'priority: high'))).toEqual([
      expect.stringMatching(/step mq: with: priority is not an input of wait\/action\.yml/),
    ])
    expect(
      await sub(subGood.replace("          pr-number: '1'\n", '          command: wait\n')),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/with: command is not an input of wait\/action\.yml/),
        expect.stringMatching(/'wait' needs with: pr-number/),
      ]),
    )
    expect(await sub(subGood.replace('outputs.state', 'outputs.queue-depth'))).toEqual([
      expect.stringMatching(
        /steps\.mq\.outputs\.queue-depth: \.\/wait has no output 'queue-depth'/,
      ),
    ])
  })
  it('resolve <self>/<command>@ref in the README to the same file, and <self>@ref to the root', async () => {
    const readme = actionResolver(root, 'acme/merge-queue-action')
    const wait = readme('acme/merge-queue-action/wait@v1')
    expect(wait && 'action' in wait && wait.action.command).toBe('wait')
    const top = readme('acme/merge-queue-action@v1')
    expect(top && 'action' in top && top.action.inputs.command).toBeDefined()
    expect(readme('acme/merge-queue-action/submit@v1')).toEqual({
      missing: 'submit/action.yml does not exist',
    })
    expect(readme('actions/checkout@v4')).toBeUndefined()
  })
})

describe('undefinedVariables', () => {
  it('knows env, the script own assignments, loops, read, and the runner defaults', async () => {
    const script = [
      'x=1; export Y=2',
      'for f in a b; do echo "$f"; done',
      'while read -r line rest; do echo "$line $rest"; done < file',
      'echo "$x $Y $FROM_ENV $GITHUB_OUTPUT $RUNNER_TEMP $CI $HOME ${PATH}"',
      "jq -n --arg a 1 '$a' # $COMMENTED",
      'echo "$MISSING ${ALSO_MISSING:-x} $MISSING"',
    ].join('\n')
    expect(undefinedVariables(script, new Set(['FROM_ENV']))).toEqual(['MISSING', 'ALSO_MISSING'])
  })
})
