/**
 * GitHub's own rules for a workflow file: each file GitHub refuses to run ("Invalid workflow file")
 * is an `invalid-workflow` finding at its line, and a required check only that file would report
 * is `refused-workflow` (stalled because of that file), never taken as healthy.
 */
import { describe, expect, it } from '@jest/globals'
import { diagnoseFiles } from '../../../__fixtures__/doctor.js'
import { refusalsOf } from '../../../src/commands/doctor/github-rules.js'
import { parseWorkflowFile } from '../../../src/commands/doctor/workflow-file.js'

const STEPS = '    steps:\n      - run: make\n'
const JOB = `    runs-on: ubuntu-latest\n${STEPS}`
const ON = "on:\n  push:\n    branches: ['trunk-merge/**']\n"

/** The findings of a checkout of `files`, the check `test` required. */
const findings = (files: Record<string, string>, required = ['test']) =>
  diagnoseFiles(files, required).map((f) => [f.code, f.check, f.file, f.line, f.message])

describe('a file GitHub refuses', () => {
  it.each([
    [
      'a job key defined twice',
      `${ON}jobs:\n  test:\n${JOB}  test:\n${JOB}`,
      9,
      'key `test` is defined twice (lines 5 and 9)',
    ],
    [
      '`on:` twice',
      `${ON}on: pull_request\njobs:\n  test:\n${JOB}`,
      4,
      'key `on` is defined twice (lines 1 and 4)',
    ],
    ['a job without runs-on', `${ON}jobs:\n  test:\n${STEPS}`, 5, 'job `test` has no `runs-on`'],
    [
      'an invalid job id',
      `${ON}jobs:\n  test:\n${JOB}  1st:\n${JOB}`,
      9,
      'job id `1st` is not valid',
    ],
    [
      'branches beside branches-ignore',
      `on:\n  push:\n    branches: ['trunk-merge/**']\n    branches-ignore: [gh-pages]\njobs:\n  test:\n${JOB}`,
      4,
      'its `push` trigger has both `branches` and `branches-ignore`',
    ],
    [
      'an unquoted `!` in `if:` (a YAML tag: yaml warns, GitHub refuses)',
      `${ON}jobs:\n  test:\n    if: !cancelled()\n${JOB}`,
      6,
      'an unquoted `!` starts a YAML tag (Unresolved tag: !cancelled())',
    ],
    ['no `on:`', `jobs:\n  test:\n${JOB}`, 1, 'it has no `on:` triggers'],
  ])(
    '%s: invalid-workflow at the line, and the check it reports is refused-workflow',
    (_what, text, line, why) => {
      const got = findings({ 'ci.yml': text })
      expect(got).toEqual([
        [
          'refused-workflow',
          'test',
          '.github/workflows/ci.yml',
          line,
          expect.stringContaining(why),
        ],
        ['invalid-workflow', '', '.github/workflows/ci.yml', line, expect.stringContaining(why)],
      ])
      expect(got[0]![4]).toMatch(
        /^Required check "test" comes from \.github\/workflows\/ci\.yml, which GitHub refuses to run: /,
      )
    },
  )

  it('a local uses: of a workflow without workflow_call: the caller is refused at its uses:', () => {
    const got = findings(
      {
        'ci.yml': `${ON}jobs:\n  build:\n    uses: ./.github/workflows/lib.yml\n`,
        'lib.yml': `on: push\njobs:\n  test:\n${JOB}`,
      },
      ['build / test'],
    )
    expect(got.map((f) => f.slice(0, 4))).toEqual([
      ['refused-workflow', 'build / test', '.github/workflows/ci.yml', 6],
      ['invalid-workflow', '', '.github/workflows/ci.yml', 6],
    ])
    expect(got[1]![4]).toContain(
      'job `build` calls `./.github/workflows/lib.yml`, which has no `on: workflow_call` trigger',
    )
  })

  it('a file over 500 KB', () => {
    const big = `${ON}jobs:\n  test:\n${JOB}# ${'x'.repeat(500 * 1024)}\n`
    expect(refusalsOf(parseWorkflowFile('.github/workflows/ci.yml', big))).toEqual([
      {
        line: 1,
        why: expect.stringMatching(
          /^it is larger than 500 KB \(512,\d{3} bytes\): GitHub starts no run of it$/,
        ),
      },
    ])
  })

  it('a valid file, with anchors, quoted `!` and reusable workflows, is not refused', () => {
    const ok = parseWorkflowFile(
      '.github/workflows/ci.yml',
      `${ON}jobs:\n  test: &t\n    if: \${{ !cancelled() }}\n${JOB}  _also-ok: *t\n  call:\n    uses: org/repo/.github/workflows/x.yml@v1\n`,
    )
    expect(refusalsOf(ok)).toEqual([])
  })

  it('another file reports the check too: the check is fine, only the file is said', () => {
    const got = findings({
      'a.yml': `${ON}jobs:\n  test:\n${STEPS}`,
      'b.yml': `${ON}jobs:\n  test:\n${JOB}`,
    })
    expect(got.map((f) => f.slice(0, 4))).toEqual([
      ['invalid-workflow', '', '.github/workflows/a.yml', 5],
    ])
  })
})
