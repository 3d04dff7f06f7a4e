/**
 * Every workflow under .github/workflows keeps the rules of workflow-rules.ts against the
 * action.yml beside it, and the checker fails on each kind of drift (bad texts fed to it).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { checkWorkflow, readActionMetadata } from './workflow-rules.js'

const WORKFLOWS = '.github/workflows'
const action = readActionMetadata(readFileSync('action.yml', 'utf8'))
const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f))

describe('the workflows', () => {
  it('are there: CI, dist check, e2e, CodeQL and release', () => {
    expect(files).toEqual(
      expect.arrayContaining(['ci.yml', 'check-dist.yml', 'e2e.yml', 'codeql.yml', 'release.yml']),
    )
  })

  it.each(files)('%s keeps every rule', (file) => {
    expect(checkWorkflow(file, readFileSync(join(WORKFLOWS, file), 'utf8'), action)).toEqual([])
  })

  it('run the action (uses: ./ with command:, or a sub-action uses: ./wait) in e2e.yml, one step per command of the flow', () => {
    const text = readFileSync(join(WORKFLOWS, 'e2e.yml'), 'utf8')
    const commands = [...text.matchAll(/^ {10}command: ([\w-]+)$|^ {8}uses: \.\/([\w-]+)$/gm)].map(
      (m) => m[1] ?? m[2],
    )
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
  it('updates npm packages and actions weekly, in groups', () => {
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
  it('lists the commands and which inputs belong to which', () => {
    expect(action.commands).toContain('upload-targets')
    expect(action.usedBy['impacted-targets']).toEqual(['upload-targets'])
    expect(action.usedBy['org-url-slug']).toEqual([
      'failing-tests',
      'test-details',
      'check-test-results',
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
        run: echo "$STATE \${{ github.sha }} \${{ matrix.node }}"
`

const check = (text: string) => checkWorkflow('bad.yml', text, action)

describe('the checker', () => {
  it('passes a workflow that keeps the rules', () => {
    expect(check(GOOD)).toEqual([])
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
      'an output of a missing step',
      'steps.mq.outputs.state',
      'steps.nq.outputs.state',
      /no step has id 'nq'/,
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
      '${{ github.sha }}',
      '${{ github.event.pull_request.title }}',
      /pass it through env:/,
    ],
    ['a head ref in run:', '${{ github.sha }}', '${{ github.head_ref }}', /github\.head_ref/],
    [
      'a step output in run:',
      '${{ github.sha }}',
      '${{ steps.mq.outputs.state }}',
      /steps\.mq\.outputs\.state }}; pass it through env:/,
    ],
  ])('fails on %s', (_, from, to, message) => {
    const bad = GOOD.replace(from, to)
    expect(bad).not.toBe(GOOD)
    const problems = check(bad)
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(message)]))
  })

  it('fails on a missing input the command needs', () => {
    const bad = GOOD.replace(
      /command: wait[\s\S]*?wait-for: merged/,
      "command: failing-tests\n          api-token: x\n          window-hours: '24'",
    )
    expect(check(bad)).toEqual([expect.stringMatching(/'failing-tests' needs with: org-url-slug/)])
  })

  it('takes the PR number from a pull_request event', () => {
    const ok = GOOD.replace('on: push', 'on: pull_request').replace(
      "          pr-number: '1'\n",
      '',
    )
    expect(check(ok)).toEqual([])
  })

  it('fails on text that is not a workflow', () => {
    expect(check('a: [')).toEqual([expect.stringMatching(/not valid YAML/)])
  })
})
