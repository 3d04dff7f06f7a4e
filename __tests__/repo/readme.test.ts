/**
 * The README's workflows are valid and safe: every YAML block parses, each step of this action
 * gives only inputs action.yml declares (and those its command needs), reads only outputs it
 * declares, and no untrusted value is interpolated into a `run:` script. Step lists are checked
 * as the steps of a job on a pull_request event.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse, stringify } from 'yaml'
import { checkWorkflow, readActionMetadata } from './workflow-rules.js'

const action = readActionMetadata(readFileSync('action.yml', 'utf8'))
const readme = readFileSync('README.md', 'utf8')
const SELF = 'acme/merge-queue-action'

/** Every ```yaml block of a markdown text, with the line it starts on. */
export function yamlBlocks(markdown: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = []
  const re = /^```ya?ml\n([\s\S]*?)^```/gm
  for (const m of markdown.matchAll(re)) {
    blocks.push({ line: markdown.slice(0, m.index).split('\n').length, text: m[1] as string })
  }
  return blocks
}

/** The problems of one README block: a whole workflow, or steps (as a job's on a PR event). */
function checkBlock(block: { line: number; text: string }): string[] {
  let doc: unknown
  try {
    doc = parse(block.text)
  } catch (e) {
    return [`README.md:${block.line}: not valid YAML: ${(e as Error).message}`]
  }
  const workflow = Array.isArray(doc)
    ? stringify({
        on: 'pull_request',
        permissions: { contents: 'read' },
        jobs: { example: { 'runs-on': 'ubuntu-latest', steps: doc } },
      })
    : block.text
  return checkWorkflow(`README.md:${block.line}`, workflow, action, { self: SELF })
}

const blocks = yamlBlocks(readme)

describe('the README', () => {
  it('has the workflows of every use', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(12)
    const commands = new Set(
      blocks.flatMap((b) => [...b.text.matchAll(/command: ([a-z-]+)/g)].map((m) => m[1])),
    )
    for (const c of ['submit', 'cancel', 'wait', 'upload-targets', 'check-test-results'])
      expect(commands).toContain(c)
  })

  it.each(blocks.map((b) => [b.line, b] as const))(
    'the YAML block at line %i is valid and keeps every rule',
    (_line, block) => {
      expect(checkBlock(block)).toEqual([])
    },
  )
})

describe('the README check can fail', () => {
  it('refuses a flow mapping with an expression inside, as YAML does', () => {
    const bad = { line: 1, text: 'concurrency: { group: mq-${{ github.event.number }} }\n' }
    expect(checkBlock(bad).join()).toMatch(/not valid YAML/)
  })

  it('refuses an untrusted output inside run:, an unknown input and an unknown output', () => {
    const bad = {
      line: 1,
      text: [
        `- uses: ${SELF}@v1`,
        '  id: flaky',
        '  with:',
        '    command: failing-tests',
        '    api-token: x',
        '    org-url-slug: acme',
        '    windows-hours: 3',
        "- run: echo '${{ steps.flaky.outputs.failing-tests }}'",
        '- run: echo "$X"',
        '  env:',
        '    X: ${{ steps.flaky.outputs.failing-test }}',
        '',
      ].join('\n'),
    }
    const problems = checkBlock(bad).join('\n')
    expect(problems).toMatch(/windows-hours is not an input/)
    expect(problems).toMatch(/run: interpolates \$\{\{ steps\.flaky\.outputs\.failing-tests \}\}/)
    expect(problems).toMatch(/has no output 'failing-test'/)
  })
})
