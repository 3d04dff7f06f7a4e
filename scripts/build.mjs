// Bundles the action (src/index.ts -> dist/index.js) and the emulator's command line
// (src/emulator/cli.ts -> dist/emulator/index.js) with ncc, so both run with nothing installed.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build']
const bundles = [
  { entry: 'src/index.ts', out: 'dist', patch: withoutHttp2 },
  { entry: 'src/emulator/cli.ts', out: 'dist/emulator' },
]
rmSync('dist', { recursive: true, force: true })
for (const { entry, out, patch } of bundles) {
  if (!existsSync(entry)) continue
  execFileSync(
    process.execPath,
    [
      ...ncc,
      entry,
      '-o',
      out,
      '--minify',
      '--license',
      'licenses.txt',
      '--target',
      'es2022',
      '--quiet',
    ],
    {
      stdio: 'inherit',
    },
  )
  if (patch) writeFileSync(`${out}/index.js`, patch(readFileSync(`${out}/index.js`, 'utf8')))
}

// undici's HTTP/2 client loads node:http2 (and with it most of Node's HTTP/2 machinery) when the
// action starts, though the action speaks HTTP/1.1 only (no dispatcher of it sets allowH2).
// undici loads it in a try/catch and runs without it (as on runtimes that lack it), so the
// bundle's node:http2 module throws instead: 10-25 ms less start-up. Exactly one match, or the
// build fails: an undici update that changes this must be looked at.
function withoutHttp2(code) {
  const re = /(\d+):(\w+)=>\{\2\.exports=\w+\(import\.meta\.url\)\("node:http2"\)\}/g
  const matches = code.match(re) ?? []
  if (matches.length !== 1) {
    throw new Error(
      `build: expected node:http2 once in the action's bundle, found ${matches.length}`,
    )
  }
  if (!/try\{(\w+)=\w+\(\d+\)\}catch\{\1=\{constants:\{\}\}\}/.test(code)) {
    throw new Error('build: undici no longer loads node:http2 in a try/catch; drop withoutHttp2')
  }
  return code.replace(
    re,
    '$1:()=>{throw new Error("node:http2 is left out of merge-queue-action (HTTP/1.1 only)")}',
  )
}
