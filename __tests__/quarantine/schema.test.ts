/** The published JSON Schema agrees with the reader on what an entry is. */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { parse } from 'yaml'
import { readQuarantineFile } from '../../src/quarantine/file.js'

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../quarantine.schema.json'), 'utf8'),
) as object
const validate = new Ajv2020({ allErrors: true }).compile(schema)
const NOW = Date.parse('2026-12-02T10:00:00Z')

describe('quarantine.schema.json', () => {
  it.each([
    [
      'by names',
      'tests:\n  - {name: a, file: x.py, owner: o, reason: r, expires: 2026-12-10}\n',
      true,
    ],
    [
      'by id',
      'version: 1\ntests:\n  - {id: abc, owner: o, reason: r, expires: 2026-12-10, issue: "https://x/1"}\n',
      true,
    ],
    ['empty', 'tests:\n', true],
    ['no owner', 'tests:\n  - {name: a, reason: r, expires: 2026-12-10}\n', false],
    [
      'id and name',
      'tests:\n  - {id: i, name: a, owner: o, reason: r, expires: 2026-12-10}\n',
      false,
    ],
    [
      'unknown field',
      'tests:\n  - {name: a, owner: o, reason: r, expires: 2026-12-10, until: x}\n',
      false,
    ],
    ['bad date', 'tests:\n  - {name: a, owner: o, reason: r, expires: 10/12/2026}\n', false],
    ['unknown key', 'test: []\n', false],
  ])('%s: the schema and the reader agree', (_, text, ok) => {
    expect(validate(parse(text))).toBe(ok)
    expect(readQuarantineFile(text, NOW, 90).ok).toBe(ok)
  })
})
