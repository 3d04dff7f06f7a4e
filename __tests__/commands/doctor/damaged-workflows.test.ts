/**
 * The corpus's workflows damaged at one place (any value replaced by any JSON value): doctor
 * reads them and gives findings, never an error of its own (the step would report
 * `error-kind=internal`). A PR controls its workflows; doctor runs on them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { damage, pathsOf } from '../../../__fixtures__/damage.js'
import { parse, stringify } from 'yaml'
import { RUNNING_QUEUE } from '../../../__fixtures__/doctor.js'
import { parseWorkflowFile } from '../../../src/commands/doctor/workflow-file.js'
import { diagnose } from '../../../src/commands/doctor/diagnose.js'

const CORPUS = join(import.meta.dirname, '../../../__fixtures__/workflows')

// Every readable workflow of the corpus (real repositories' too), with its case's required checks.
const cases = [
  ...readdirSync(CORPUS).filter((c) => c !== 'real'),
  ...readdirSync(join(CORPUS, 'real'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `real/${d.name}`),
]
const files = cases.flatMap((c) => {
  const folder = join(CORPUS, c, '.github/workflows')
  const required = (
    JSON.parse(readFileSync(join(CORPUS, c, 'expected.json'), 'utf8')) as {
      required: string[]
    }
  ).required
  return readdirSync(folder).flatMap((f) => {
    const text = readFileSync(join(folder, f), 'utf8')
    // The real files up to 8 KB (most of them): each damage writes and reads the file again.
    if (c.startsWith('real/') && text.length > 8000) return []
    try {
      const doc = parse(text, { maxAliasCount: 100 }) as unknown
      return doc && typeof doc === 'object' ? [{ name: `${c}/${f}`, doc, required }] : []
    } catch {
      return []
    }
  })
})

describe('workflows damaged at one place', () => {
  it('has workflows to damage', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it('give findings, never an error of doctor', () => {
    const targets = files.flatMap((f) => pathsOf(f.doc).map((p) => ({ f, p })))
    fc.assert(
      fc.property(
        fc.nat({ max: targets.length - 1 }),
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom(
            null,
            [],
            {},
            '',
            '${{ matrix.os }}',
            '${{ fromJSON(needs.a.outputs.m) }}',
            'trunk-merge/**',
            ['a', null],
            { include: [null] },
            { exclude: 'x' },
            // Data under the names String() and template literals call.
            { toString: ['x'] },
            { valueOf: {} },
          ),
        ),
        (at, replacement) => {
          const { f, p } = targets[at] as { f: (typeof files)[number]; p: string[] }
          // Parsed from text as readWorkflows parses a file's (the reading is tested elsewhere).
          const file = parseWorkflowFile(
            '.github/workflows/ci.yml',
            stringify(damage(f.doc, p, replacement)),
          )
          const findings = diagnose({
            queue: RUNNING_QUEUE,
            required: { names: f.required, source: { kind: 'queue' }, complete: true },
            workflows: [file],
            repository: 'acme/app',
            externalChecks: [],
          })
          for (const x of findings) expect(typeof x.message).toBe('string')
        },
      ),
      { numRuns: 600 },
    )
  })
})
