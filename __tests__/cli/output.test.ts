/** stdout's outputs, the exit codes and wait's status line. */
import { describe, expect, it } from '@jest/globals'
import { ExitCode, exitCodeOf } from '../../src/cli/exit-codes.js'
import { formatOutputs } from '../../src/cli/output.js'
import { createStatusLine, formatStatus } from '../../src/cli/status-line.js'
import { guardStdout, libraryLine } from '../../src/cli/stdout-guard.js'

const TOKEN = 'tok_abcdefghijklmnop'

describe('outputs', () => {
  const outputs = { outcome: 'success', state: 'TESTING', 'queue-position': '', note: `x ${TOKEN}` }

  it('--json: one object of every output, the token replaced', () => {
    const text = formatOutputs(outputs, true, [TOKEN])
    expect(text.endsWith('\n')).toBe(true)
    expect(text.trim().split('\n')).toHaveLength(1)
    expect(JSON.parse(text)).toEqual({ ...outputs, note: 'x ***' })
  })

  it('else readable lines of the outputs set', () => {
    expect(formatOutputs({ ...outputs, list: 'a\nb' }, false, [TOKEN])).toBe(
      'outcome: success\nstate: TESTING\nnote: x ***\nlist: a\n  b\n',
    )
  })
})

describe('exit codes', () => {
  it.each([
    [{ outcome: 'success' }, false, ExitCode.Success],
    [{ outcome: 'not-submitted' }, false, ExitCode.Success],
    [{ outcome: 'failure' }, true, ExitCode.Failed],
    [{ outcome: 'stale' }, true, ExitCode.Failed],
    [{ outcome: 'stale' }, false, ExitCode.Failed],
    [{ outcome: 'error', 'error-kind': 'permission' }, true, ExitCode.ApiError],
    [{ outcome: 'error', 'error-kind': 'output-file' }, true, ExitCode.Failed],
    [{ outcome: 'error', 'error-kind': 'test-reports' }, true, ExitCode.Failed],
    [{ outcome: 'error', 'error-kind': 'internal' }, true, ExitCode.Failed],
    [{ outcome: 'error', 'error-kind': 'input' }, true, ExitCode.InputError],
    [{ outcome: 'error', 'error-kind': 'auth' }, true, ExitCode.ApiError],
    [{ outcome: 'error', 'error-kind': 'network' }, true, ExitCode.ApiError],
    [{ outcome: 'error', 'error-kind': 'github-lookup' }, true, ExitCode.ApiError],
    [{ outcome: 'timeout' }, true, ExitCode.TimedOut],
    [{ outcome: 'error', 'error-kind': 'cancelled' }, true, ExitCode.Cancelled],
  ])('%j failed=%s exits %i', (outputs, failed, code) => {
    expect(exitCodeOf(outputs, failed)).toBe(code)
  })
})

describe("wait's status line", () => {
  it('formats the time waited and cuts to the terminal width', () => {
    expect(formatStatus('PR #12 is TESTING', 75_000)).toBe('[1:15] PR #12 is TESTING')
    const long = formatStatus('x'.repeat(200), 0, 40)
    expect(long).toHaveLength(39)
    expect(long.endsWith('…')).toBe(true)
    expect(formatStatus('x'.repeat(200), 0, 0)).toHaveLength(79)
  })

  it('on a terminal: rewritten in place, lasting lines above it', () => {
    let out = ''
    let t = 0
    const line = createStatusLine({ write: (s) => (out += s), columns: 80 }, true, () => t)
    line.update('PR #12 is PENDING')
    t = 5000
    line.update('PR #12 is TESTING')
    line.print('warning: slow')
    line.done()
    expect(out).toBe(
      '\r\u001b[2K[0:00] PR #12 is PENDING' +
        '\r\u001b[2K[0:05] PR #12 is TESTING' +
        '\r\u001b[2Kwarning: slow\n[0:05] PR #12 is TESTING' +
        '\n',
    )
  })

  it('elsewhere: plain lines, no control characters', () => {
    let out = ''
    const line = createStatusLine({ write: (s) => (out += s) }, false)
    line.update('PR #12 is PENDING')
    line.print('warning: slow')
    line.update('PR #12 is TESTING')
    line.done()
    expect(out).toBe('PR #12 is PENDING\nwarning: slow\nPR #12 is TESTING\n')
  })
})

describe('stdout guard', () => {
  it("keeps stdout for the tool's writer and logs a library's writes on stderr", () => {
    let out = ''
    let err = ''
    const stdout = { write: (c: string | Uint8Array) => ((out += String(c)), true) }
    const stderr = { write: (c: string | Uint8Array) => ((err += String(c)), true) }
    const own = guardStdout(stdout, stderr, false)
    stdout.write("::debug::Search path 'reports'\n::warning file=a::careful\nplain\n")
    own('{"outcome":"success"}\n')
    expect(out).toBe('{"outcome":"success"}\n')
    expect(err).toBe('warning: careful\nplain\n')
  })

  it('shows debug lines with --debug', () => {
    expect(libraryLine('::debug::x', true)).toBe('debug: x')
    expect(libraryLine('::debug::x', false)).toBeUndefined()
    expect(libraryLine('::add-mask::secret', true)).toBeUndefined()
  })
})
