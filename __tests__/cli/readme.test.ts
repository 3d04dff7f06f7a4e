/**
 * The README's command-line section and docs/cli.md: each CI's pipeline snippet parses (YAML for Buildkite and
 * CircleCI), and every `merge-queue` invocation in it is one the tool accepts, so a copied
 * snippet never fails on a flag.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { parseCommandLine } from '../../src/cli/args.js'
import { commandDocs } from '../../src/cli/command-docs.js'
import { COMMANDS } from '../../src/runner/command-table.js'

// The README's command-line section and its page, docs/cli.md (each CI's pipeline).
const readme = readFileSync('README.md', 'utf8')
const start = readme.indexOf('## The command-line tool')
const section =
  readme.slice(start, readme.indexOf('\n## ', start + 1)) + readFileSync('docs/cli.md', 'utf8')

/** The fenced blocks of the section, with their info strings. */
const blocks = [...section.matchAll(/^```([^\n]*)\n([\s\S]*?)^```/gm)].map((m) => ({
  info: m[1] as string,
  text: m[2] as string,
}))

/** The arguments of each `merge-queue` command in a shell text (continuations joined). */
function invocations(text: string): string[][] {
  const joined = text.replace(/(^|\s)#.*$/gm, '$1').replace(/\\\n\s*/g, ' ')
  const out: string[][] = []
  for (const m of joined.matchAll(/merge-queue ([^\n|>;&']*(?:'[^'\n]*'[^\n|>;&']*)*)/g)) {
    const args = [...(m[1] as string).matchAll(/'([^']*)'|(\S+)/g)].map((a) => a[1] ?? a[2]!)
    out.push(args)
  }
  return out
}

describe("the README's command-line section", () => {
  it('has a pipeline for Buildkite, CircleCI and Jenkins', () => {
    expect(blocks.map((b) => b.info)).toEqual(
      expect.arrayContaining([
        'yaml title=".buildkite/pipeline.yml"',
        'yaml title=".circleci/config.yml"',
        'groovy',
      ]),
    )
  })

  it.each(blocks.filter((b) => b.info.startsWith('yaml')).map((b) => [b.info, b.text]))(
    '%s is valid YAML',
    (_info, text) => {
      expect(() => parse(text)).not.toThrow()
    },
  )

  it('every merge-queue invocation is accepted by the tool', () => {
    const docs = commandDocs()
    const all = blocks.flatMap((b) => invocations(b.text))
    expect(all.length).toBeGreaterThanOrEqual(6)
    for (const args of all) {
      expect([args.join(' '), parseCommandLine(args, docs).kind]).toEqual([args.join(' '), 'run'])
    }
  })
})

describe('docs/cli.md', () => {
  it('lists every command of the command table, in its order', () => {
    const cli = readFileSync('docs/cli.md', 'utf8')
    const line = /- \*\*Commands\*\* are the action's: ([^.]*)\./.exec(cli)?.[1] ?? ''
    expect(line.split(/,\s*/).map((c) => c.trim())).toEqual(COMMANDS)
  })
})
