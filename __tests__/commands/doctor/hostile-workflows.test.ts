/**
 * Workflows written to make doctor slow or crash, generated at sizes up to GitHub's and doctor's
 * limits (a PR writes its workflows, and doctor runs on them): a matrix `include` of many keys
 * over many combinations, long `needs` chains, names of many expressions, `[` nested deep,
 * thousands of jobs, a reusable workflow of many jobs called many times, long filter lists, a
 * `wait` of many `--wait-for`. Each
 * is read and judged: findings with bounded messages, never an error of doctor's own. (How long
 * they take is measured by `npm run bench`, not here.)
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { RUNNING_QUEUE } from '../../../__fixtures__/doctor.js'
import { diagnose } from '../../../src/commands/doctor/diagnose.js'
import { expandMatrix } from '../../../src/commands/doctor/matrix.js'
import { parseWorkflowFile } from '../../../src/commands/doctor/workflow-file.js'

const ON = "on:\n  push:\n    branches: ['trunk-merge/**']\n  pull_request:\n"
const JOB = '    runs-on: ubuntu-latest\n    steps:\n      - run: make\n'
const range = (n: number) => Array.from({ length: n }, (_, i) => i)

/** Hostile shapes, each of size `n`: the workflow files and the required checks. */
const SHAPES: Record<string, (n: number) => { files: Record<string, string>; required: string[] }> =
  {
    'matrix include of many keys over many combinations': (n) => ({
      files: {
        'ci.yml': `${ON}jobs:\n  t:\n    strategy:\n      matrix:\n        os: [${range(256).join(', ')}]\n        include:\n          - ${range(
          n,
        )
          .map((i) => `k${i}: v${i}`)
          .join('\n            ')}\n${JOB}`,
      },
      required: ['t (1)'],
    }),
    'a long needs chain': (n) => ({
      files: {
        'ci.yml': `${ON}jobs:\n  j0:\n${JOB}${range(n)
          .map((i) => `  j${i + 1}:\n    needs: j${i}\n    if: \${{ !cancelled() }}\n${JOB}`)
          .join('')}`,
      },
      required: [`j${n}`],
    }),
    'a name of many matrix expressions over a matrix of many keys': (n) => ({
      files: {
        'ci.yml': `${ON}jobs:\n  t:\n    name: "${range(n)
          .map((i) => `\${{ matrix.k${i} }}`)
          .join('-')}"\n    strategy:\n      matrix:\n${range(n)
          .map((i) => `        k${i}: [${i}]`)
          .join('\n')}\n${JOB}`,
      },
      required: ['0-1'],
    }),
    '[ nested deep': (n) => ({
      files: { 'ci.yml': `${ON}jobs: ${'['.repeat(n * 10)}${']'.repeat(n * 10)}\n` },
      required: ['t'],
    }),
    'thousands of jobs': (n) => ({
      files: {
        'ci.yml': `${ON}jobs:\n${range(n)
          .map((i) => `  j${i}:\n${JOB}`)
          .join('')}`,
      },
      required: ['j1', 'missing'],
    }),
    'a reusable workflow of many jobs, called many times': (n) => ({
      files: {
        'ci.yml': `${ON}jobs:\n${range(Math.ceil(n / 20))
          .map((i) => `  c${i}:\n    uses: ./.github/workflows/lib.yml\n`)
          .join('')}`,
        'lib.yml': `on: workflow_call\njobs:\n${range(n)
          .map((i) => `  j${i}:\n${JOB}`)
          .join('')}`,
      },
      required: ['c1 / j1', 'c1 / nope'],
    }),
    'long filter lists of wildcards': (n) => ({
      files: {
        'ci.yml': `on:\n  push:\n    branches: [${range(n)
          .map(() => "'**/**/*?*+[z-a]'")
          .join(', ')}]\n    paths: [${range(n)
          .map((i) => `'src/${i}/**'`)
          .join(', ')}]\njobs:\n  t:\n${JOB}`,
      },
      required: ['t'],
    }),
    // Each `--wait-for` backtracked over all the later ones (20,000: 27 s).
    'a wait of many --wait-for': (n) => ({
      files: {
        'ci.yml': `${ON}jobs:\n  t:\n${JOB}      - run: ${JSON.stringify(`merge-queue wait ${'--wait-for=x'.repeat(n * 20)}`)}\n`,
      },
      required: ['t'],
    }),
    'a long if: of many operators': (n) => ({
      files: {
        'ci.yml': `${ON}jobs:\n  t:\n    if: ${range(Math.min(n, 2000))
          .map((i) => `github.ref == 'refs/heads/x${i}'`)
          .join(' || ')}\n${JOB}`,
      },
      required: ['t'],
    }),
  }

describe('hostile workflows', () => {
  it.each(Object.keys(SHAPES))(
    '%s: judged, each finding bounded, never an error of doctor',
    (shape) => {
      fc.assert(
        fc.property(fc.integer({ min: 100, max: 1000 }), fc.boolean(), (n, draftPrs) => {
          const { files, required } = SHAPES[shape]!(n)
          const workflows = Object.entries(files).map(([name, text]) =>
            parseWorkflowFile(`.github/workflows/${name}`, text),
          )
          const findings = diagnose({
            queue: { ...RUNNING_QUEUE, createPrsForTestingBranches: draftPrs },
            required: { names: required, source: { kind: 'queue' }, complete: true },
            workflows,
            repository: 'acme/app',
          })
          for (const f of findings) {
            expect(typeof f.message).toBe('string')
            expect([f.code, f.message.length < 4000]).toEqual([f.code, true])
          }
        }),
        { numRuns: 2 },
      )
    },
  )

  it('a list of 140,000 items: read, not a stack overflow (a spread of it was one)', () => {
    const list = `on: push\njobs: [${'1,'.repeat(140_000)}1]\n`
    const findings = diagnose({
      queue: RUNNING_QUEUE,
      required: { names: ['t'], source: { kind: 'queue' }, complete: true },
      workflows: [parseWorkflowFile('.github/workflows/ci.yml', list)],
      repository: 'acme/app',
    })
    expect(findings.map((f) => [f.code, f.file])).toEqual([
      ['missing-check', ''],
      ['invalid-workflow', '.github/workflows/ci.yml'],
    ])
  })

  it('a matrix include of 10,000 keys over 256 combinations is too large, said, not built', () => {
    const include = [Object.fromEntries(range(10_000).map((i) => [`k${i}`, i]))]
    const e = expandMatrix({ os: range(256), include })
    expect(e).toEqual({
      unknown: expect.stringMatching(/^the matrix is too large to expand \(256 combinations/),
    })
    // One combination of them is built (10,000 values, in one pass).
    const one = expandMatrix({ include })
    expect('combos' in one && one.combos[0]!.size).toBe(10_000)
  })
})
