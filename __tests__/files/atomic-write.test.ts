/** The atomic-write helper: replaces whole files, creates the folder, leaves nothing behind. */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strayTempFilesOf, writeFileAtomic } from '../../src/files/atomic-write.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atomic-write-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('writeFileAtomic', () => {
  it('creates the parent folder and replaces an existing file, leaving no temporary file', () => {
    const path = join(dir, 'a', 'b', 'out.json')
    writeFileAtomic(path, 'first')
    writeFileAtomic(path, new TextEncoder().encode('second'))
    expect(readFileSync(path, 'utf8')).toBe('second')
    expect(readdirSync(join(dir, 'a', 'b'))).toEqual(['out.json'])
  })

  it('throws and removes its temporary file when the rename fails, keeping the old content', () => {
    const path = join(dir, 'target')
    writeFileAtomic(join(path, 'inside'), 'x') // `target` is now a non-empty folder
    expect(() => writeFileAtomic(path, 'data')).toThrow()
    expect(readdirSync(dir)).toEqual(['target'])
    expect(readFileSync(join(path, 'inside'), 'utf8')).toBe('x')
  })

  it('strayTempFilesOf lists the temporary files crashed writers of that file left, only those', () => {
    const path = join(dir, 'state.json')
    for (const n of ['state.json', 'state.json.123.tmp', 'state.json.x.tmp', 'other.json.9.tmp']) {
      writeFileSync(join(dir, n), '')
    }
    expect(strayTempFilesOf(path)).toEqual([join(dir, 'state.json.123.tmp')])
    expect(strayTempFilesOf(join(dir, 'missing', 'f'))).toEqual([])
  })
})
