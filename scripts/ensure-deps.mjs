// Makes `npm test` work on a fresh clone: installs the locked dev dependencies once, when
// node_modules is missing or older than package-lock.json. Does nothing when they are current.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const marker = 'node_modules/.package-lock.json'
const stale =
  !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs
if (stale) {
  console.log('Installing the locked dependencies (npm ci) before the tests...')
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' })
}
