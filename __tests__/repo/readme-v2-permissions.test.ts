/** The permission table (docs/api-v2.md) says what the client's table says, command by command. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { COMMANDS, rowOf } from '../../src/runner/command-table.js'

function readmeRows(): string[] {
  const readme = readFileSync('docs/api-v2.md', 'utf8')
  const m = /<!-- v2-permissions:start -->\n([\s\S]*?)<!-- v2-permissions:end -->/.exec(readme)
  if (!m) throw new Error('docs/api-v2.md has no v2-permissions table')
  return m[1]!.trim().split('\n').slice(2)
}

describe('docs/api-v2.md: v1 or v2', () => {
  it("lists every merge-queue command with the permissions its row's v2 gives it", () => {
    const expected = COMMANDS.flatMap((command) => {
      const p = rowOf(command).v2
      if (p === 'v1-only') return []
      const needs = p.needs.length ? p.needs.join(', ') : 'none'
      return `| \`${command}\` | ${needs}${p.note ? `; ${p.note}` : ''} |`
    })
    expect(readmeRows()).toEqual(expected)
  })
})
