/**
 * The emulator's data file when it is not one: a FIFO (its open used to wait for a writer
 * forever), NUL bytes, a file longer than any state. Each fails the start with a message that
 * names the file and says what it is, after reading no more than the cap.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { MAX_DATA_FILE_BYTES, StateFile } from '../../../src/emulator/persistence/state-file.js'
import { useTempDir } from '../helpers.js'

const dir = useTempDir('emulator-hostile-')

describe('a data file that is not one', () => {
  it('a FIFO is refused at once, never waited on', () => {
    const fifo = join(dir(), 'state.json')
    execFileSync('mkfifo', [fifo])
    expect(() => new StateFile(fifo).load()).toThrow(
      `cannot read the emulator data file ${fifo}: it is a FIFO (named pipe), not a regular file`,
    )
  })

  it('NUL bytes are refused, saying where', () => {
    const p = join(dir(), 'state.json')
    writeFileSync(p, Buffer.concat([Buffer.from('{\n'), Buffer.alloc(8)]))
    expect(() => new StateFile(p).load()).toThrow(
      `cannot read the emulator data file ${p}: it holds a NUL byte on line 2 (byte 2)`,
    )
  })

  it('a file longer than the cap is refused without being parsed', () => {
    const p = join(dir(), 'state.json')
    const fd = openSync(p, 'w')
    const chunk = Buffer.alloc(1024 * 1024, ' ')
    for (let i = 0; i <= MAX_DATA_FILE_BYTES / chunk.length; i++) writeSync(fd, chunk)
    closeSync(fd)
    expect(() => new StateFile(p).load()).toThrow(
      /is longer than 67108864 bytes \(64 MiB\), the most it loads; remove it, or start with another --data-file/,
    )
  })

  it('a missing file is still a fresh start', () => {
    expect(new StateFile(join(dir(), 'none.json')).load()).toBeUndefined()
  })
})
