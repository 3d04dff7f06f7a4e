/**
 * One verdict per required check, blaming the right thing: a file doctor could not read, a job
 * whose name only the run knows (the same reason in both modes), what a parallel queue may upload,
 * a step that checks the draft PR's text, two jobs of one name, and the names close to a missing
 * one. Then what the run makes of the findings: its outcome and its summary.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { RUNNING_QUEUE, diagnoseFiles } from '../../../__fixtures__/doctor.js'
import { outcomeOf } from '../../../src/commands/doctor/run.js'
import { doctorSummary } from '../../../src/commands/doctor/summary.js'

const JOB = '    runs-on: ubuntu-latest\n    steps:\n      - run: make\n'
const ON = "on:\n  push:\n    branches: ['trunk-merge/**']\n  pull_request:\n"
const BOMB = readFileSync('__fixtures__/workflows/alias-bomb/.github/workflows/bomb.yml', 'utf8')

const run = diagnoseFiles
const codes = (f: ReturnType<typeof run>) => f.map((x) => [x.code, x.check, x.file])
const pushMode = { queue: { ...RUNNING_QUEUE, createPrsForTestingBranches: false } }

describe('blame', () => {
  it('a check no readable workflow reports, with a file doctor cannot read: unknown because of that file', () => {
    const f = run({ 'ci.yml': `${ON}jobs:\n  lint:\n${JOB}`, 'bomb.yml': BOMB }, ['test'])
    expect(codes(f)).toEqual([
      ['unreadable-workflow', '', '.github/workflows/bomb.yml'],
      ['undecidable', 'test', '.github/workflows/bomb.yml'],
    ])
    expect(f[1]!.message).toContain('.github/workflows/bomb.yml may: doctor could not read it')
  })

  it('... with a file GitHub refuses to parse: it never reports, and the file is blamed, not the name', () => {
    const f = run(
      { 'ci.yml': `${ON}jobs:\n  lint:\n${JOB}`, 'broken.yml': 'on: push\njobs:\n  test: [\n' },
      ['test'],
    )
    expect(codes(f)).toEqual([
      ['refused-workflow', 'test', '.github/workflows/broken.yml'],
      ['invalid-workflow', '', '.github/workflows/broken.yml'],
    ])
    expect(f[0]!.message).toContain(
      'It may come from .github/workflows/broken.yml, which GitHub refuses to run',
    )
    expect(f[0]!.message).not.toContain('matched exactly')
  })

  it('a pull_request workflow whose job name only the run knows: one reason in both modes', () => {
    const files = {
      'pr.yml': 'on: pull_request\njobs:\n  test:\n    name: Test ${{ vars.SUITE }}\n' + JOB,
    }
    const draft = run(files, ['Test unit'])
    expect(codes(draft)).toEqual([['undecidable', 'Test unit', '.github/workflows/pr.yml']])
    const push = run(files, ['Test unit'], pushMode)
    // Not "no workflow reports it ... fix the name": the workflow that may does not run on pushes.
    expect(codes(push)).toEqual([['not-on-test-branches', 'Test unit', '.github/workflows/pr.yml']])
    expect(push[0]!.message).toContain(
      'may come from .github/workflows/pr.yml (job `test`, whose name is known only when it runs)',
    )
    expect(push[0]!.message).toContain('(it is not triggered by `push`)')
  })

  it('a check two workflows report: the one that runs on pushes is blamed in push mode', () => {
    const files = {
      'a-comment.yml': `on:\n  workflow_run:\n    workflows: [CI]\njobs:\n  test:\n${JOB}`,
      'ci.yml': `on:\n  push:\n    branches: [main]\n  pull_request:\njobs:\n  test:\n${JOB}`,
    }
    const push = run(files, ['test'], pushMode)
    expect(codes(push)).toEqual([['not-on-test-branches', 'test', '.github/workflows/ci.yml']])
    expect(push[0]!.message).toContain(
      'comes from .github/workflows/ci.yml (and .github/workflows/a-comment.yml)',
    )
  })
})

describe('fewer false errors, fewer misses', () => {
  const parallel = { queue: { ...RUNNING_QUEUE, mode: 'parallel' } }

  it('a parallel queue whose targets may be uploaded another way: unknown, not an error', () => {
    const upload = `${ON}jobs:\n  targets:\n${JOB}      - uses: trunk-io/bazel-action@v1\n`
    expect(codes(run({ 'ci.yml': upload }, ['targets'], parallel))).toEqual([
      ['impacted-targets-unknown', '', '.github/workflows/ci.yml'],
    ])
    const viaApi = `${ON}jobs:\n  targets:\n${JOB}      - run: curl -d @t.json https://api.trunk.io/v1/setImpactedTargets\n`
    expect(codes(run({ 'ci.yml': viaApi }, ['targets'], parallel))).toEqual([
      ['impacted-targets-unknown', '', '.github/workflows/ci.yml'],
    ])
    const ours = `${ON}jobs:\n  targets:\n${JOB}      - uses: acme/merge-queue-action/upload-targets@v1\n`
    expect(codes(run({ 'ci.yml': ours }, ['targets'], parallel))).toEqual([])
    expect(
      codes(run({ 'ci.yml': `${ON}jobs:\n  targets:\n${JOB}` }, ['targets'], parallel)),
    ).toEqual([['no-impacted-targets', '', '']])
  })

  it("a step that checks the PR's title or body and can fail: a warning in draft-PR mode only", () => {
    const step = (extra: string) =>
      `${ON}jobs:\n  title:\n${JOB}      - run: test "$(echo "$T" | head -c1)" != x\n        env:\n          T: \${{ github.event.pull_request.body }}\n${extra}`
    const draft = run({ 'ci.yml': step('') }, ['title'])
    expect(codes(draft)).toEqual([['pr-text-check', 'title', '.github/workflows/ci.yml']])
    expect(draft[0]!.message).toContain("runs step 2, which reads the PR's body on the draft PR")
    expect(codes(run({ 'ci.yml': step('') }, ['title'], pushMode))).toEqual([])
    expect(codes(run({ 'ci.yml': step('        continue-on-error: true\n') }, ['title']))).toEqual(
      [],
    )
    // A step that only prints the title cannot fail on it.
    const printed = `${ON}jobs:\n  title:\n${JOB}      - run: 'echo "Title: \${{ github.event.pull_request.title }}"'\n`
    expect(codes(run({ 'ci.yml': printed }, ['title']))).toEqual([])
  })

  it('a check two jobs report on one test run (a skipped one passes at once): said', () => {
    const f = run(
      {
        'ci.yml': `${ON}jobs:\n  test:\n${JOB}`,
        'docs.yml': `${ON}jobs:\n  test:\n    if: github.event_name == 'schedule'\n${JOB}`,
      },
      ['test'],
    )
    expect(codes(f)).toEqual([['duplicate-check', 'test', '.github/workflows/ci.yml']])
    expect(f[0]!.message).toContain(
      'job `test` of .github/workflows/docs.yml (skipped, which GitHub reports as passed at once)',
    )
  })

  it("did you mean: a matrix job's and a reusable workflow's full names, another case, a typo", () => {
    const files = {
      'ci.yml': `${ON}jobs:\n  test:\n    strategy:\n      matrix:\n        os: [linux, mac]\n${JOB}  build:\n    uses: ./.github/workflows/lib.yml\n  Lint:\n${JOB}`,
      'lib.yml': `on: workflow_call\njobs:\n  compile:\n${JOB}`,
    }
    const f = run(files, ['test', 'build', 'lint', 'tset (linux)'])
    const said = Object.fromEntries(
      f.map((x) => [x.check, /Did you mean (.*)\?/.exec(x.message)?.[1]]),
    )
    expect(said).toEqual({
      test: '"test (linux)" or "test (mac)"',
      build: '"build / compile"',
      lint: '"Lint"',
      'tset (linux)': '"test (linux)"',
    })
  })
})

describe('the run', () => {
  const f = (severity: 'error' | 'warning' | 'unknown') => ({
    code: 'undecidable' as const,
    severity,
    check: '',
    file: '',
    line: 0,
    message: '',
  })

  it('fails on an error; else anything it could not tell makes it unknown, never success', () => {
    expect(outcomeOf([f('warning'), f('unknown'), f('error')])).toBe('failure')
    expect(outcomeOf([f('warning'), f('unknown')])).toBe('unknown')
    expect(outcomeOf([f('warning')])).toBe('success')
    expect(outcomeOf([])).toBe('success')
  })

  it('the summary says the test runs looked at, and required checks it could not read as unknown', () => {
    const summary = doctorSummary([f('unknown')], {
      queue: RUNNING_QUEUE,
      required: { names: [], source: { kind: 'github', sources: [] }, complete: false },
      workflows: 2,
    })
    expect(summary).toContain(
      'Required checks (GitHub: could not be read): unknown; 2 workflow files read.',
    )
    expect(summary).toContain(
      'Test runs looked at: pushes of `trunk-merge/**` branches and the draft PRs the queue opens from them to `main`.',
    )
    expect(summary).toContain('[!WARNING]')
    expect(summary).not.toContain('none')
  })
})
