/**
 * The command line: flags from the command table, tokens refused, wrong arguments named, and the
 * help built from the same table.
 */
import { describe, expect, it } from '@jest/globals'
import { parseCommandLine } from '../../src/cli/args.js'
import { commandDocs } from '../../src/cli/command-docs.js'
import { commandHelp, overallHelp } from '../../src/cli/help.js'
import { COMMANDS } from '../../src/runner/command-table.js'
import { inputsOf } from '../../src/runner/settings.js'

const docs = commandDocs()
const parse = (...argv: string[]) => parseCommandLine(argv, docs)
const refusal = (...argv: string[]) => {
  try {
    parse(...argv)
  } catch (e) {
    expect((e as Error).name).toBe('UsageError')
    return (e as Error).message
  }
  throw new Error(`accepted: ${argv.join(' ')}`)
}

describe('flags', () => {
  it('are the inputs of the command, by the same names', () => {
    expect(parse('wait', '--pr-number', '42', '--target-branch', 'main', '--json')).toEqual({
      kind: 'run',
      command: 'wait',
      inputs: { 'pr-number': '42', 'target-branch': 'main' },
      json: true,
      summaryFile: undefined,
      debug: false,
    })
    expect(parse('submit', '--priority=high', '--no-batch')).toMatchObject({
      inputs: { priority: 'high', 'no-batch': 'true' },
    })
  })

  it('every command offers every input it reads but the command and the tokens', () => {
    for (const command of COMMANDS) {
      const flags = docs.find((d) => d.name === command)!.flags.map((f) => f.input)
      const expected = inputsOf(command).filter(
        (i) => !['command', 'api-token', 'github-token'].includes(i),
      )
      expect([command, flags]).toEqual([command, expected])
    }
  })

  it('list inputs may be repeated, one item each', () => {
    const r = parse('check-test-results', '--junit-paths', 'a/*.xml', '--junit-paths', 'b/*.xml')
    expect(r).toMatchObject({ inputs: { 'junit-paths': 'a/*.xml\nb/*.xml' } })
    const t = parse(
      'check-test-results',
      '--test-reports',
      'complete: a/*.xml',
      '--test-reports',
      'b/*.json',
    )
    expect(t).toMatchObject({ inputs: { 'test-reports': 'complete: a/*.xml\nb/*.json' } })
  })

  it('global flags may come before the command', () => {
    expect(parse('--json', '--summary-file', 'out.md', 'status')).toMatchObject({
      kind: 'run',
      command: 'status',
      json: true,
      summaryFile: 'out.md',
    })
  })
})

describe('refused', () => {
  it('a token on the command line, without reading its value', () => {
    const message = refusal('status', '--api-token', 'tok_secret_value')
    expect(message).toBe(
      '--api-token is not accepted: a token on the command line lands in shell history and process lists; set TRUNK_API_TOKEN in the environment instead',
    )
    expect(refusal('status', '--api-token=tok_secret_value')).not.toContain('tok_secret')
    expect(refusal('status', '--github-token=ghp_x')).toContain('set GITHUB_TOKEN')
  })

  it('an unknown flag, named, and where a flag of another command belongs', () => {
    expect(refusal('status', '--bogus', '1')).toBe(
      'Unknown flag --bogus: status has no such flag; see merge-queue status --help',
    )
    expect(refusal('wait', '--priority', 'high')).toBe(
      'Unknown flag --priority: it is a flag of submit, not of wait; see merge-queue wait --help',
    )
    expect(refusal('status', '--command', 'wait')).toContain('the command is the first argument')
  })

  it('an unknown command, with the list', () => {
    expect(refusal('sumbit')).toMatch(/^Unknown command "sumbit"; expected one of submit, cancel,/)
  })

  it('a flag given twice, an empty value, a missing value, a value to a switch, a stray argument', () => {
    expect(refusal('wait', '--pr-number', '1', '--pr-number', '2')).toBe(
      '--pr-number is given 2 times; give it once',
    )
    expect(refusal('wait', '--target-branch', '')).toContain(
      'an empty value (an unset shell variable?)',
    )
    expect(refusal('wait', '--pr-number')).toBe(
      '--pr-number needs a value, e.g. --pr-number VALUE; see merge-queue wait --help',
    )
    expect(refusal('submit', '--no-batch=false')).toContain('--no-batch takes no value')
    expect(refusal('wait', '42')).toContain('Unexpected argument "42"')
    expect(refusal()).toBe('No command given; see merge-queue --help')
  })
})

describe('help', () => {
  it('overall and per command, from the table', () => {
    expect(parse('--help')).toEqual({ kind: 'help', command: undefined })
    expect(parse('wait', '--help')).toEqual({ kind: 'help', command: 'wait' })
    expect(parse('help', 'wait')).toEqual({ kind: 'help', command: 'wait' })
    const all = overallHelp(docs)
    for (const c of COMMANDS) expect(all).toMatch(new RegExp(`\\n  ${c} +[A-Z][^\\n]+\\.\\n`))
    expect(all).toContain('TRUNK_API_TOKEN')
    expect(all).toMatch(/\n {2}130 {2}cancelled/)
    const wait = commandHelp('wait', docs)
    expect(wait).toContain('Waits until a PR is merged')
    expect(wait).toContain('--timeout-seconds VALUE (default 3600)')
    expect(wait).toContain('How long to wait in all before failing with outcome=timeout.')
    expect(commandHelp('upload-targets', docs)).toMatch(
      /--impacted-targets VALUE \(this or --impacted-targets-file; repeatable/,
    )
    expect(wait).toContain('(default 3600)')
    expect(wait).not.toContain('--api-token')
    expect(wait).not.toContain('--priority')
  })
})
