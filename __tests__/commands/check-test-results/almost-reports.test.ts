/**
 * The principle of issue 39 as a property (item 10, the gate's part): files that are almost
 * reports never pass the gate. A generated run holding a failure Trunk does not know is written
 * by every writer (__fixtures__/gate-truth/), then damaged as real files are: cut short,
 * re-encoded (honestly or not), given an unknown writer's root, left with the right root and
 * nothing inside, given another format's shape, its failing word named like an Object property
 * (`constructor`) with its counts agreeing, or its root again inside it. Read whole, the run fails
 * the gate; damaged, it may fail or be refused, but it never passes: drawn at random, and every
 * writer under every damage once. Beside the differential test, which checks the undamaged files'
 * verdicts and counts.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { runArb, type GenRun, type GenTest } from '../../../__fixtures__/gate-truth/model.js'
import { gate, serviceTests, WS } from '../../../__fixtures__/gate-truth/truth.js'
import { WRITERS, type Writer } from '../../../__fixtures__/gate-truth/writers.js'
import { TRX_NAMESPACE } from '../../../src/commands/check-test-results/formats/trx.js'

const RUNS = Number(process.env.GATE_TRUTH_RUNS ?? 25) * 3

/** A test that fails on every attempt and that Trunk does not know. */
const UNKNOWN_FAILURE: GenTest = {
  file: 'src/orders/refund.test.ts',
  describe: ['Refunds'],
  name: 'applies a coupon',
  variant: '',
  attempts: ['fail'],
  skipped: false,
  timeout: false,
  crash: false,
  known: undefined,
  decoy: false,
}

type Damage = (text: string, at: number) => string | Buffer

const isXml = (t: string) => t.trimStart().startsWith('<')
const isJsonDocument = (t: string) => /^\s*[{[]/.test(t) && !/^\s*\{[^\n]*"Action"/.test(t)

/** The damages, each as a real file can come to the gate. */
const DAMAGES: Record<string, Damage> = {
  'cut short': (t, at) => t.slice(0, Math.max(1, Math.floor(at * (t.trimEnd().length - 1)))),
  're-encoded as UTF-16LE with a byte-order mark': (t) => Buffer.from(`\ufeff${t}`, 'utf16le'),
  're-encoded as UTF-16BE, its declaration unchanged': (t) =>
    Buffer.from(`\ufeff${t}`, 'utf16le').swap16(),
  're-encoded as Latin-1 after an é': (t) =>
    Buffer.from(t.replace(/(name="|"name": ?"|"Test":")/, '$1\u00e9'), 'latin1'),
  'declared UTF-16 in plain bytes': (t) =>
    isXml(t) ? t.replace(/^<\?xml[^>]*\?>|^/, '<?xml version="1.0" encoding="UTF-16"?>') : t,
  "an unknown writer's root": (t) => {
    if (isXml(t)) return t.replace(/<(\/?)(testsuites|testsuite|TestRun)\b/g, '<$1results')
    if (isJsonDocument(t)) return t.replace(/"(testResults|results)"/, '"outcomes"')
    return t.replace(/"Action"/g, '"action"')
  },
  'the right root with nothing inside': (t) => {
    if (isXml(t)) {
      const root = /<([A-Za-z][\w:-]*)(\s[^>]*)?>/.exec(t.replace(/^<\?xml[^>]*\?>\s*/, ''))
      return root ? `${root[0]}</${root[1]}>` : t
    }
    if (isJsonDocument(t))
      return JSON.stringify(JSON.parse(t) as unknown, (k, v: unknown) =>
        Array.isArray(v) && ['testResults', 'tests'].includes(k) ? [] : v,
      )
    return `${t.split('\n')[0]}\n`
  },
  // Where a format says a failure by a word (TRX's outcome, NUnit's and xUnit's result, Jest's
  // and CTRF's status, Go's Action): that word named like an Object property, and the counts of
  // failures made 0 to agree (a reader that takes the word for no failure would then pass it).
  'its failing word named like an Object property': (t) =>
    t
      .replace(/\b(outcome|result)="(Failed|Fail)"/g, '$1="constructor"')
      .replace(/\b(failed|error|errors|failures)="\d+"/g, '$1="0"')
      .replace(/"status": ?"failed"/g, '"status":"constructor"')
      .replace(/"Action": ?"fail"/g, '"Action":"toString"'),
  // The root again inside it, empty: where the root carries the run's counts (NUnit's
  // <test-run>), an inner one must not replace them.
  'the root again inside it, with nothing in it': (t) => {
    if (!isXml(t)) return t
    const prolog = /^\s*(<\?xml[^>]*\?>)?\s*/.exec(t)?.[0] ?? ''
    const root = /^<([A-Za-z][\w:-]*)[^>]*?(\/?)>/.exec(t.slice(prolog.length))
    if (!root || root[2]) return t
    const at = prolog.length + root[0].length
    return `${t.slice(0, at)}<${root[1]}/>${t.slice(at)}`
  },
  "another format's shape": (t) => {
    if (isXml(t))
      return /<TestRun\b/.test(t)
        ? t.replace(/<(\/?)TestRun\b[^>]*>/g, (m, close: string) => `<${close}testsuites>`)
        : t.replace(/<(\/?)(testsuites|testsuite)\b/, `<$1TestRun xmlns="${TRX_NAMESPACE}" `)
    if (isJsonDocument(t)) {
      const doc = JSON.parse(t) as Record<string, unknown>
      return JSON.stringify(
        'results' in doc
          ? { numTotalTests: 1, testResults: (doc.results as { tests: unknown }).tests }
          : { results: { tool: { name: 'jest' }, tests: doc.testResults } },
      )
    }
    return t.replace(/^\{/gm, '{"numTotalTests":1,').replace(/\n/g, ',\n')
  },
}

/** A generated run with one more test: a failure Trunk does not know. */
const withUnknownFailure = (run: GenRun): GenRun => ({
  ...run,
  truncateAt: undefined,
  tests: [...run.tests, UNKNOWN_FAILURE],
})

describe('almost reports never pass the gate (issue 39, item 10)', () => {
  it('every writer, every damage: failure or error, never success', async () => {
    await fc.assert(
      fc.asyncProperty(
        runArb({ maxTests: 5 }).map(withUnknownFailure),
        fc.constantFrom(...WRITERS),
        fc.constantFrom(...Object.keys(DAMAGES)),
        fc.double({ min: 0.02, max: 0.98, noNaN: true }),
        async (run, w: Writer, damage, at) => {
          const files: [string, string | Buffer][] = w.write(run, WS)
          const [path, text] = files[0] as [string, string]
          files[0] = [path, DAMAGES[damage]!(text, at)]
          const r = await gate(files, {
            known: serviceTests(w, run),
            allow: ['quarantined', 'flaky'],
            ...(w.complete ? { complete: ['**/*.xml'] } : {}),
            testOutcome: 'success',
          })
          if (r.outcome === 'success')
            throw new Error(`${w.name}, ${damage}: passed (${JSON.stringify(r.outputs)})`)
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.GATE_TRUTH_SEED ?? 20261202) },
    )
  })

  it('every writer under every damage at least once (the property above draws pairs at random)', async () => {
    const run = withUnknownFailure({ tests: [], loadErrors: 0, allow: ['quarantined'] })
    const passed: string[] = []
    for (const w of WRITERS)
      for (const [damage, apply] of Object.entries(DAMAGES))
        for (const at of [0.3, 0.7]) {
          const files: [string, string | Buffer][] = w.write(run, WS)
          const [path, text] = files[0] as [string, string]
          files[0] = [path, apply(text, at)]
          const r = await gate(files, {
            known: [],
            allow: ['quarantined', 'flaky'],
            ...(w.complete ? { complete: ['**/*.xml'] } : {}),
            testOutcome: 'success',
          })
          if (r.outcome === 'success') passed.push(`${w.name}, ${damage} at ${at}`)
        }
    expect(passed).toStrictEqual([])
  })

  it('undamaged, the same runs fail the gate (the property above is not vacuous)', async () => {
    const run = withUnknownFailure({ tests: [], loadErrors: 0, allow: ['quarantined'] })
    for (const w of WRITERS) {
      const r = await gate(w.write(run, WS), {
        known: [],
        allow: ['quarantined', 'flaky'],
        testOutcome: 'success',
      })
      expect([w.name, r.outcome]).toEqual([w.name, 'failure'])
    }
  })
})
