/**
 * doctor's diagnosis on a corpus of workflow folders shaped like real repositories' (path filters,
 * matrices, reusable workflows, draft guards, merge_group-only workflows, deadlocks), each with the
 * findings it must give (__fixtures__/workflows/<case>/expected.json: code, check, file, and the
 * text of the line the finding must point at). Exactly those findings: no more, no fewer.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { readWorkflows } from '../../../src/commands/doctor/checkout.js'
import { diagnose, type QueueFacts } from '../../../src/commands/doctor/diagnose.js'
import { RUNNING_QUEUE } from '../../../__fixtures__/doctor.js'

const CORPUS = '__fixtures__/workflows'

interface Expected {
  required: string[]
  queue: Partial<QueueFacts>
  externalChecks?: string[]
  expected: { code: string; check: string; file: string; line: string }[]
}

const QUEUE = RUNNING_QUEUE

/** The 1-based line of the first line of `file` that is `text` (trailing spaces aside). */
function lineOf(dir: string, file: string, text: string): number {
  const lines = readFileSync(join(dir, file), 'utf8').split('\n')
  const i = lines.findIndex((l) => l.trimEnd() === text)
  if (i < 0) throw new Error(`${file} has no line ${JSON.stringify(text)}`)
  return i + 1
}

// `real/` holds real repositories' folders (real-corpus.test.ts).
const cases = readdirSync(CORPUS)
  .filter((c) => c !== 'real')
  .sort()

describe('the workflow corpus', () => {
  it('has cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15)
  })

  it.each(cases)('%s', (name) => {
    const dir = join(CORPUS, name)
    const spec = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Expected
    const { files, folder } = readWorkflows(dir)
    expect(folder).toBe('found')
    const findings = diagnose({
      queue: { ...QUEUE, ...spec.queue },
      required: { names: spec.required, source: { kind: 'queue' }, complete: true },
      workflows: files,
      repository: 'acme/app',
      externalChecks: spec.externalChecks,
    })
    const got = findings.map((f) => ({ code: f.code, check: f.check, file: f.file, line: f.line }))
    const want = spec.expected.map((e) => ({
      code: e.code,
      check: e.check,
      file: e.file,
      line: e.file ? lineOf(dir, e.file, e.line) : 0,
    }))
    const key = (x: { code: string; check: string; file: string; line: number }) =>
      `${x.code}|${x.check}|${x.file}|${x.line}`
    expect(got.map(key).sort()).toEqual(want.map(key).sort())
    for (const f of findings) {
      expect(f.message.length).toBeGreaterThan(40)
      if (f.check) expect(f.message).toContain(f.check)
    }
  })
})
