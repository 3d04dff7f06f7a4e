/**
 * One row per input (descriptions.ts): the limits its parser enforces are the limits its
 * description states, and each door's name for it comes from the same row.
 */
import { describe, expect, it } from '@jest/globals'
import { Inputs, type InputName } from '../../src/inputs/constants.js'
import { INPUTS, describeInput, inputNameIn } from '../../src/inputs/descriptions.js'
import { InputError } from '../../src/inputs/errors.js'
import { readInteger } from '../../src/inputs/values.js'
import { commandDocs } from '../../src/cli/command-docs.js'
import { cliInputName } from '../../src/cli/io.js'

const integerRows = (Object.keys(INPUTS) as InputName[]).flatMap((name) => {
  const v = INPUTS[name].value
  return v?.kind === 'integer' ? [[name, v.min, v.max] as const] : []
})

describe('integer inputs: one set of limits for the parser and the description', () => {
  it('there are integer rows (window-hours among them)', () => {
    expect(integerRows.map(([n]) => n)).toContain(Inputs.WindowHours)
  })

  it.each(integerRows)(
    '%s: takes %i to %i, refuses one past either end, and says so',
    (name, min, max) => {
      const read = (raw: string) => readInteger(() => raw, name)
      expect(read(String(min))).toBe(min)
      expect(read(String(max))).toBe(max)
      for (const bad of [String(max + 1), ...(min > 0 ? [String(min - 1)] : [])]) {
        let error: unknown
        try {
          read(bad)
        } catch (e) {
          error = e
        }
        expect(error).toBeInstanceOf(InputError)
        expect((error as InputError).message).toContain(`from ${min} to ${max}`)
      }
      expect(describeInput(name)).toContain(`from ${min} to ${max}`)
    },
  )

  it('window-hours says 1 to 168 once, from its row', () => {
    expect(describeInput(Inputs.WindowHours)).toBe(
      'The window to list failures in, ending now. A whole number of hours from 1 to 168.',
    )
    expect(describeInput(Inputs.WindowHours).match(/168/g)).toHaveLength(1)
  })
})

describe("each door's name for an input, from its row", () => {
  it.each([
    [Inputs.PrSha, 'pr-sha', '--pr-sha', 'INPUT_PR-SHA'],
    [Inputs.ApiToken, 'api-token', 'TRUNK_API_TOKEN', 'INPUT_API-TOKEN'],
    [Inputs.GithubToken, 'github-token', 'GITHUB_TOKEN', 'INPUT_GITHUB-TOKEN'],
  ])('%s: action %s, CLI %s, runner %s', (name, action, cli, env) => {
    expect(inputNameIn('action', name)).toBe(action)
    expect(inputNameIn('cli', name)).toBe(cli)
    expect(inputNameIn('env', name)).toBe(env)
    expect(cliInputName(name)).toBe(cli)
  })

  it("the CLI's switches and repeatable flags are the rows' booleans and lists; secrets are no flags", () => {
    const flags = commandDocs().flatMap((d) => d.flags)
    const byInput = (n: string) => flags.filter((f) => f.input === n)
    expect(byInput(Inputs.NoBatch).every((f) => f.boolean)).toBe(true)
    expect(byInput(Inputs.JunitPaths).every((f) => f.repeatable)).toBe(true)
    expect(byInput(Inputs.ImpactedTargets).every((f) => f.repeatable)).toBe(true)
    expect(flags.some((f) => f.input === Inputs.ApiToken || f.input === Inputs.GithubToken)).toBe(
      false,
    )
    for (const f of flags) {
      expect({ input: f.input, boolean: f.boolean }).toEqual({
        input: f.input,
        boolean: INPUTS[f.input as InputName].value?.kind === 'boolean',
      })
    }
  })
})
