/**
 * The directory of a file about to be written: kernel file systems refused however the path is
 * spelled, folders created level by level, and a write under /proc that fails at once instead of
 * spinning forever (run in a child process with a time limit, so a hang fails the test).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import {
  OutputPathProblem,
  checkOutputPath,
  makeDirectory,
  pseudoFileSystemOf,
  resolvedPath,
} from '../../src/files/output-directory.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'output-directory-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

function problemOf(path: string): OutputPathProblem | undefined {
  try {
    checkOutputPath(path)
    return undefined
  } catch (e) {
    if (e instanceof OutputPathProblem) return e
    throw e
  }
}

describe('pseudoFileSystemOf', () => {
  it('finds /proc, /sys and /dev as written, through .. and through a symbolic link', () => {
    expect(pseudoFileSystemOf('/proc/nope/x.prom')).toBe('/proc')
    expect(pseudoFileSystemOf('/sys/kernel/x')).toBe('/sys')
    expect(pseudoFileSystemOf('/dev/shm/x')).toBe('/dev')
    expect(pseudoFileSystemOf('/proc')).toBe('/proc')
    // Relative to the working directory, climbing out with ..
    const climbing = relative(process.cwd(), '/proc/nope/x.prom')
    expect(climbing).toMatch(/^\.\.\//)
    expect(pseudoFileSystemOf(climbing)).toBe('/proc')
    expect(pseudoFileSystemOf(join(dir, '..', '..', '..', '..', '..', 'sys', 'x'))).toBe('/sys')
    // A link in an ordinary folder that leads into /proc.
    symlinkSync('/proc/self', join(dir, 'link'))
    expect(pseudoFileSystemOf(join(dir, 'link', 'nope', 'x.prom'))).toBe('/proc')
  })

  it('leaves ordinary paths alone, also those that merely start with the same letters', () => {
    expect(pseudoFileSystemOf(join(dir, 'out', 'x.prom'))).toBeUndefined()
    expect(pseudoFileSystemOf('/procedures/x')).toBeUndefined()
    expect(pseudoFileSystemOf('/device/x')).toBeUndefined()
    expect(pseudoFileSystemOf('out/mq.prom')).toBeUndefined()
  })

  it('resolvedPath resolves links as far as the path exists and keeps the missing rest', () => {
    symlinkSync(dir, join(dir, 'self'))
    expect(resolvedPath(join(dir, 'self', 'a', 'b'))).toBe(join(resolvedPath(dir), 'a', 'b'))
    expect(resolvedPath('relative/x')).toBe(resolve('relative/x'))
  })
})

describe('checkOutputPath', () => {
  it('refuses kernel file systems, a directory, and a file on the way; nothing is created', () => {
    expect(problemOf('/proc/nope/x.prom')).toMatchObject({
      code: 'PSEUDOFS',
      message: '/proc/nope/x.prom is under /proc, a file system of the kernel, not of a disk',
    })
    symlinkSync('/dev', join(dir, 'devices'))
    expect(problemOf(join(dir, 'devices', 'out.json'))?.code).toBe('PSEUDOFS')
    expect(problemOf(dir)).toMatchObject({ code: 'EISDIR', at: dir })
    writeFileSync(join(dir, 'file'), '')
    expect(problemOf(join(dir, 'file', 'sub', 'x'))).toMatchObject({
      code: 'ENOTDIR',
      at: join(dir, 'file'),
    })
    expect(problemOf(join(dir, 'new', 'deeper', 'x'))).toBeUndefined()
    expect(problemOf(join(dir, 'file'))).toBeUndefined()
    expect(readFileSync(join(dir, 'file'), 'utf8')).toBe('')
  })
})

describe('makeDirectory', () => {
  it('creates every missing level, and accepts one that exists', () => {
    makeDirectory(join(dir, 'a', 'b', 'c'))
    makeDirectory(join(dir, 'a', 'b', 'c'))
    writeFileSync(join(dir, 'a', 'b', 'c', 'x'), 'ok')
    expect(readFileSync(join(dir, 'a', 'b', 'c', 'x'), 'utf8')).toBe('ok')
  })

  it('refuses a kernel file system and a file on the way, without creating anything', () => {
    expect(() => makeDirectory('/proc/nope')).toThrow(/under \/proc/)
    writeFileSync(join(dir, 'file'), '')
    expect(() => makeDirectory(join(dir, 'file', 'sub'))).toThrow(/a file is on its way/)
  })
})

describe('writing under /proc', () => {
  it('fails at once in a child process, where recursive mkdir used to spin forever', () => {
    // Node's recursive mkdir never returns for /proc/nope (ENOENT for a level whose parent
    // exists); a time limit turns a hang into a failure here instead of a stuck test run.
    const script = `
      import { writeFileAtomic } from ${JSON.stringify(resolve('src/files/atomic-write.ts'))}
      try { writeFileAtomic('/proc/nope/x.prom', 'x'); console.log('written') }
      catch (e) { console.log('refused: ' + e.message) }`
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        timeout: 20_000,
        env: { ...process.env, NODE_OPTIONS: '' },
      },
    )
    expect({ signal: r.signal, status: r.status }).toEqual({ signal: null, status: 0 })
    expect(r.stdout.trim()).toBe(
      'refused: /proc/nope is under /proc, a file system of the kernel, not of a disk',
    )
  })
})
