/**
 * The tests' own output and the reliability run's hold no `::debug::` lines of a library running
 * in their process (the runner hides them with debug logging off): everything else is kept.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { hideDebugLines } from '../../__fixtures__/hide-debug-lines.js'

/** A stream that records what reaches it. */
function recorder() {
  const got: string[] = []
  const stream = {
    write(chunk: string | Uint8Array, ...rest: unknown[]) {
      got.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
      ;(rest.find((r) => typeof r === 'function') as (() => void) | undefined)?.()
      return true
    },
  }
  return { got, stream }
}

const debug = process.env.RUNNER_DEBUG
afterEach(() => {
  if (debug === undefined) delete process.env.RUNNER_DEBUG
  else process.env.RUNNER_DEBUG = debug
})

describe('hideDebugLines', () => {
  it('drops a write of debug lines (calling its callback) and keeps every other write whole', () => {
    delete process.env.RUNNER_DEBUG
    const { got, stream } = recorder()
    hideDebugLines(stream)
    let called = false
    expect(stream.write("::debug::Search path '/tmp/x'\n", () => (called = true))).toBe(true)
    expect(called).toBe(true)
    stream.write('::debug::a\r\n::debug::b\n')
    stream.write('PASS a.test.ts\n')
    stream.write('::debug::a\nnot debug\n')
    stream.write('::warning::kept\n')
    stream.write(Buffer.from('::debug::bytes are not read\n'))
    expect(got).toStrictEqual([
      'PASS a.test.ts\n',
      '::debug::a\nnot debug\n',
      '::warning::kept\n',
      '::debug::bytes are not read\n',
    ])
  })

  it('filters a stream once, however often it is asked (once per test file in a worker)', () => {
    delete process.env.RUNNER_DEBUG
    const { got, stream } = recorder()
    hideDebugLines(stream)
    const filtered = stream.write
    hideDebugLines(stream)
    expect(stream.write).toBe(filtered)
    stream.write('::debug::x\n')
    stream.write('kept\n')
    expect(got).toStrictEqual(['kept\n'])
  })

  it('keeps them with RUNNER_DEBUG=1, as the runner shows them', () => {
    process.env.RUNNER_DEBUG = '1'
    const { got, stream } = recorder()
    hideDebugLines(stream)
    stream.write('::debug::shown\n')
    expect(got).toStrictEqual(['::debug::shown\n'])
  })
})
