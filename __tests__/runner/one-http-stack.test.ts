/**
 * One HTTP stack in the bundle: the undici of @actions/core's and @actions/github's http-client
 * (and @actions/github's own) is ours (package.json `overrides`), so dist/ carries and loads one
 * copy. A dependency update that brings a second copy back fails here.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { expect, it } from '@jest/globals'

/** Where Node finds package `name` from folder `from`: its node_modules, then its parents'. */
function packageDir(name: string, from: string): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dirname(dir) === dir) throw new Error(`${name} is not installed for ${from}`)
  }
}
const version = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version

it('every undici the action bundles is the one copy of ours', () => {
  const ours = packageDir('undici', '.')
  const users = [
    packageDir('@actions/http-client', packageDir('@actions/core', '.')),
    packageDir('@actions/http-client', packageDir('@actions/github', '.')),
    packageDir('@actions/github', '.'),
  ]
  for (const user of users) {
    expect({ user, undici: packageDir('undici', user) }).toEqual({ user, undici: ours })
  }
  expect(version(ours)).toMatch(/^7\./)
})
