/**
 * `npm ci` on the oldest Node the project supports prints no EBADENGINE warning: every package in
 * package-lock.json accepts that Node in its `engines`. mermaid 12 wanted Node 22.12; `content-type`
 * 3 (through @octokit/request 10.0.15+) and @azure/storage-blob 12.33+ (through
 * @github/local-action) want Node 22, so package.json's overrides pin published versions that
 * accept Node 20.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import semver from 'semver'

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
  overrides: Record<string, string>
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>
}

/** The oldest Node package.json promises (`>=20.19.0` gives 20.19.0). */
const OLDEST_NODE = semver.minVersion(manifest.engines.node)?.version as string

/** The locked packages whose `engines.node` refuses `node`. */
function refusing(node: string): string[] {
  return Object.entries(lock.packages)
    .filter(([path, p]) => path !== '' && !Array.isArray(p.engines) && p.engines?.node)
    .filter(([, p]) => !semver.satisfies(node, (p.engines as { node: string }).node))
    .map(([path, p]) => `${path}@${p.version} wants node ${(p.engines as { node: string }).node}`)
}

describe('npm ci on the oldest Node package.json allows', () => {
  it('is a Node 20 release', () => {
    expect(OLDEST_NODE).toMatch(/^20\./)
  })

  it('finds every locked package accepting it', () => {
    expect(refusing(OLDEST_NODE)).toEqual([])
  })

  it('would be refused by the packages the overrides replace (the check can fail)', () => {
    // Node 20.18 is below eslint 10's floor: the same check names those packages.
    expect(refusing('20.18.1').some((line) => line.startsWith('node_modules/eslint@'))).toBe(true)
    expect(manifest.overrides['@octokit/request']).toBeDefined()
  })

  it('keeps mermaid.parse working, as the summary render check uses it', async () => {
    const mermaid = (await import('mermaid')).default
    await expect(
      mermaid.parse(
        'gantt\n  dateFormat X\n  axisFormat %s\n  section Queue\n  PR 1 :a1, 0, 180s\n',
      ),
    ).resolves.toMatchObject({ diagramType: 'gantt' })
  })
})
