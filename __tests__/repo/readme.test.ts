/**
 * The README's workflows run as written: every YAML block parses and is actionlint-clean, each
 * step of this action (`acme/merge-queue-action@v1`, or a sub-action `.../<command>@v1`) gives
 * only inputs its action.yml declares (and those its command needs) and reads only outputs it
 * declares, no `${{ }}` sits inside a `run:` script, every shell variable a script reads is
 * defined, and a checkout comes before any step that runs a file of the repository. Step lists
 * are checked as the steps of a job on a pull_request event.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse, stringify } from 'yaml'
import { actionResolver, checkWorkflow } from './workflow-rules.js'

const readme = readFileSync('README.md', 'utf8')
const SELF = 'acme/merge-queue-action'
const resolve = actionResolver('.', SELF)

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
async function checkBlock(block: { line: number; text: string; file?: string }): Promise<string[]> {
  const where = `${block.file ?? 'README.md'}:${block.line}`
  let doc: unknown
  try {
    doc = parse(block.text)
  } catch (e) {
    return [`${where}: not valid YAML: ${(e as Error).message}`]
  }
  const workflow = Array.isArray(doc)
    ? stringify({
        on: 'pull_request',
        permissions: { contents: 'read' },
        jobs: { example: { 'runs-on': 'ubuntu-latest', steps: doc } },
      })
    : block.text
  return checkWorkflow(where, workflow, resolve)
}

const blocks = yamlBlocks(readme)
/** The pages the README links for the rest of each use: their workflows are checked alike. */
const pageBlocks = ['docs/workflows.md', 'docs/why.md'].flatMap((file) =>
  yamlBlocks(readFileSync(file, 'utf8')).map((b) => ({ ...b, file })),
)

describe('the README', () => {
  it('has the workflows of every use', async () => {
    expect(blocks.length).toBeGreaterThanOrEqual(10)
    expect(blocks.length + pageBlocks.length).toBeGreaterThanOrEqual(13)
    // A command is named by `command:` (the root action) or by the sub-action's folder.
    const commands = new Set(
      blocks.flatMap((b) =>
        [...b.text.matchAll(/command: ([a-z-]+)|merge-queue-action\/([a-z-]+)@/g)].map(
          (m) => m[1] ?? m[2],
        ),
      ),
    )
    for (const c of ['submit', 'cancel', 'wait', 'upload-targets', 'check-test-results'])
      expect(commands).toContain(c)
  })

  it.each(
    [...blocks, ...pageBlocks].map(
      (b) => [`${'file' in b ? b.file : 'README.md'}:${b.line}`, b] as const,
    ),
  )('the YAML block at %s is valid and keeps every rule', async (_line, block) => {
    expect(await checkBlock(block)).toEqual([])
  })
})

/** The file an upload-targets step reads that no earlier step of its block writes. */
function unwrittenTargetFiles(text: string): string[] {
  const steps = (parse(text) as unknown[]) ?? []
  if (!Array.isArray(steps)) return []
  const written: string[] = []
  const missing: string[] = []
  for (const step of steps as { run?: string; with?: Record<string, unknown> }[]) {
    for (const m of (step.run ?? '').matchAll(/(?:>|-o|tee)\s*([\w./-]+)/g)) written.push(m[1]!)
    const file = step.with?.['impacted-targets-file']
    if (typeof file === 'string' && !written.includes(file)) missing.push(file)
  }
  return missing
}

describe('the README upload-targets example', () => {
  const upload = blocks.find((b) => b.text.includes('merge-queue-action/upload-targets@'))
  it('writes the targets file it uploads, from a full-history checkout', async () => {
    expect(upload).toBeDefined()
    expect(unwrittenTargetFiles(upload!.text)).toEqual([])
    expect(upload!.text).toMatch(/fetch-depth: 0/)
  })
  it('is caught when nothing writes the file', async () => {
    expect(unwrittenTargetFiles(upload!.text.replace('> targets.txt', ''))).toEqual(['targets.txt'])
  })
})

describe('the README check can fail', () => {
  it('refuses a flow mapping with an expression inside, as YAML does', async () => {
    const bad = { line: 1, text: 'concurrency: { group: mq-${{ github.event.number }} }\n' }
    expect((await checkBlock(bad)).join()).toMatch(/not valid YAML/)
  })

  it('refuses an untrusted output inside run:, an unknown input and an unknown output', async () => {
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
    const problems = (await checkBlock(bad)).join('\n')
    expect(problems).toMatch(/windows-hours is not an input/)
    expect(problems).toMatch(/run: holds \$\{\{ steps\.flaky\.outputs\.failing-tests \}\}/)
    expect(problems).toMatch(/has no output 'failing-test'/)
  })

  it('refuses a local script with no checkout, and a variable nothing defines', async () => {
    const bad = {
      line: 1,
      text: [
        `- uses: ${SELF}@v1`,
        '  id: wait',
        '  with:',
        '    command: wait',
        '    api-token: x',
        "- if: steps.wait.outputs.outcome == 'success'",
        '  run: ./scripts/deploy.sh',
        '- run: curl --data-binary @m.prom "$PUSHGATEWAY/metrics/job/mq"',
        '',
      ].join('\n'),
    }
    const problems = (await checkBlock(bad)).join('\n')
    expect(problems).toMatch(
      /step 2: run: uses a file of the repository before any actions\/checkout/,
    )
    expect(problems).toMatch(/step 3: run: reads \$PUSHGATEWAY, which no env: defines/)
  })

  it('refuses what actionlint finds: a typo in a context, an unknown runner', async () => {
    const bad = {
      line: 1,
      text: [
        'on: push',
        'permissions: {}',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-lateest',
        '    steps:',
        '      - env:',
        '          REF: ${{ github.base_reff }}',
        '        run: echo "$REF"',
        '',
      ].join('\n'),
    }
    const problems = (await checkBlock(bad)).join('\n')
    expect(problems).toMatch(/README\.md:1:\d+:\d+: label "ubuntu-lateest" is unknown/)
    expect(problems).toMatch(/property "base_reff" is not defined/)
  })
})
