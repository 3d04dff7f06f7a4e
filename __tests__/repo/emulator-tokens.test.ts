/**
 * The emulator's examples give a token the action and the CLI accept (issue 33: `--token
 * dev-token` was refused as too short by the very tools the README points at it).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { MIN_TOKEN_LENGTH } from '../../src/inputs/parsers.js'

const FILES = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]

describe('the emulator tokens of the docs', () => {
  it(`every --token example is at least ${MIN_TOKEN_LENGTH} characters (a one-letter placeholder aside)`, () => {
    const short: string[] = []
    let seen = 0
    for (const file of FILES) {
      for (const m of readFileSync(file, 'utf8').matchAll(/--token ([^\s`|]+)/g)) {
        const token = m[1] as string
        if (/^[A-Z]$/.test(token)) continue // the options table's placeholder
        seen++
        if (token.length < MIN_TOKEN_LENGTH) short.push(`${file}: ${token}`)
      }
    }
    expect(seen).toBeGreaterThan(0)
    expect(short).toEqual([])
  })
})
