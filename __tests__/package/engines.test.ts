/**
 * `npm ci` on the oldest Node the project supports prints no EBADENGINE warning for mermaid (a
 * devDependency for the screenshots and the summary render check) or anything it pulls in: every
 * package of its tree in package-lock.json accepts that Node in its `engines`. mermaid 12 wanted
 * Node 22.12 (with @mermaid-js/parser, chevrotain and katex's commander).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'

interface LockedPackage {
  version?: string
  engines?: { node?: string }
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>
}

/** The oldest Node package.json promises (`>=20.18.1` gives 20.18.1). */
const OLDEST_NODE = /^>=\s*(\d+\.\d+\.\d+)$/.exec(manifest.engines.node)?.[1] as string

type Version = [number, number, number]
const versionOf = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text
    .split('.')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : 0))
  return [major, minor, patch]
}
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/**
 * Whether `version` satisfies a node-semver range, for the forms engines fields use: `*`, `x`,
 * `>=1.2`, `>1`, `<=2`, `<3`, `=1.2.3`, `^1.2`, `~1.2`, `1.2.x`, `1.x`, `1`, space-separated
 * comparators (all must hold) and `||` alternatives.
 */
function satisfies(version: string, range: string): boolean {
  const v = versionOf(version)
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const m = /^(>=|<=|>|<|=|\^|~)?v?([\dx*]+(?:\.[\dx*]+){0,2})$/.exec(comparator)
        if (!m) throw new Error(`unknown range form ${JSON.stringify(comparator)} in ${range}`)
        const [, op = '', raw = ''] = m
        const parts = raw.split('.').filter((p) => p !== 'x' && p !== '*')
        const given = parts.length
        const base = versionOf(parts.join('.') || '0')
        if (op === '>=') return compare(v, base) >= 0
        if (op === '<') return compare(v, base) < 0
        // A partial version is a range of its own: `20` is 20.0.0 up to (not with) 21.0.0.
        const upper: Version =
          given === 0
            ? [Infinity, 0, 0]
            : given === 1 || (op === '^' && base[0] > 0)
              ? [base[0] + 1, 0, 0]
              : given === 2 || op === '~' || op === '^'
                ? [base[0], base[1] + 1, 0]
                : [base[0], base[1], base[2] + 1]
        if (op === '>') return compare(v, upper) >= 0
        if (op === '<=') return compare(v, upper) < 0
        return compare(v, base) >= 0 && compare(v, upper) < 0
      }),
  )
}

/** The lock-file path a package resolves to from `from`, the way Node looks it up. */
function resolveIn(from: string, name: string): string | undefined {
  let base = from
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
    if (lock.packages[candidate]) return candidate
    if (!base) return undefined
    const cut = base.lastIndexOf('/node_modules/')
    base = cut < 0 ? '' : base.slice(0, cut)
  }
}

/** Every package `root` pulls in, itself included (lock-file paths). */
function treeOf(root: string): string[] {
  const seen = new Set<string>()
  const todo = [root]
  while (todo.length) {
    const path = todo.pop() as string
    if (seen.has(path)) continue
    seen.add(path)
    const p = lock.packages[path] as LockedPackage
    for (const name of Object.keys({ ...p.dependencies, ...p.optionalDependencies })) {
      const found = resolveIn(path, name)
      if (found) todo.push(found)
    }
  }
  return [...seen]
}

describe('the range check itself', () => {
  it('reads the forms engines fields use', () => {
    expect(satisfies('20.18.1', '>=22.12.0')).toBe(false)
    expect(satisfies('20.18.1', '>=18')).toBe(true)
    expect(satisfies('20.18.1', '>= 14.17')).toBe(true)
    expect(satisfies('20.18.1', '^20.19.0 || ^22.13.0 || >=24')).toBe(false)
    expect(satisfies('20.18.1', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true)
    expect(satisfies('20.18.1', '18 || 20 || >=22')).toBe(true)
    expect(satisfies('20.18.1', '>=0.6.11 <=0.7.0 || >=0.7.3')).toBe(true)
    expect(satisfies('20.18.1', '>=16 || 14 >=14.17')).toBe(true)
    expect(satisfies('20.18.1', '10.* || >= 12.*')).toBe(true)
    expect(satisfies('20.18.1', '*')).toBe(true)
    expect(satisfies('20.18.1', '<20')).toBe(false)
    expect(satisfies('20.18.1', '~20.17.0')).toBe(false)
    expect(satisfies('20.18.1', '>= 20')).toBe(true)
    expect(satisfies('20.18.1', '>=20.19')).toBe(false)
  })
})

describe('mermaid on Node 20', () => {
  it('is a devDependency only, whose whole tree accepts the oldest Node package.json allows', () => {
    expect(OLDEST_NODE).toMatch(/^20\./)
    expect(manifest.devDependencies.mermaid).toBeDefined()
    const tree = treeOf('node_modules/mermaid')
    expect(tree.length).toBeGreaterThan(50)
    const refusing = tree
      .map((path) => ({ path, node: lock.packages[path]?.engines?.node }))
      .filter((p) => p.node !== undefined && !satisfies(OLDEST_NODE, p.node))
    expect(refusing).toEqual([])
  })

  it('parses a diagram with mermaid.parse, as the summary render check does', async () => {
    const mermaid = (await import('mermaid')).default
    await expect(
      mermaid.parse(
        'gantt\n  dateFormat X\n  axisFormat %s\n  section Queue\n  PR 1 :a1, 0, 180s\n',
      ),
    ).resolves.toMatchObject({ diagramType: 'gantt' })
  })
})
