// Makes `npm test` work on a fresh clone: installs the locked dependencies when node_modules is
// missing or older than package-lock.json, and Node 24 (tools/node24, for the e2e run under the
// runner's Node) when it is missing. Does nothing when both are current.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

function stale(dir) {
  const marker = `${dir}/node_modules/.package-lock.json`
  return (
    !existsSync(marker) || statSync(marker).mtimeMs < statSync(`${dir}/package-lock.json`).mtimeMs
  )
}

for (const dir of ['.', 'tools/node24']) {
  if (!stale(dir)) continue
  console.log(`Installing the locked dependencies of ${dir} (npm ci)...`)
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', dir], { stdio: 'inherit' })
}
