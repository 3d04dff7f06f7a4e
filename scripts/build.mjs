// Bundles the action (src/index.ts -> dist/index.js) and the emulator's command line
// (src/emulator/cli.ts -> dist/emulator/index.js) with ncc, so both run with nothing installed.
// Unminified, with a source map: a crash shows a readable stack, and a review can read the bundle.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build']
const bundles = [
  { entry: 'src/index.ts', out: 'dist' },
  { entry: 'src/emulator/cli.ts', out: 'dist/emulator' },
]
rmSync('dist', { recursive: true, force: true })
for (const { entry, out } of bundles) {
  if (!existsSync(entry)) continue
  execFileSync(
    process.execPath,
    [
      ...ncc,
      entry,
      '-o',
      out,
      '--source-map',
      '--license',
      'licenses.txt',
      '--target',
      'es2022',
      '--quiet',
    ],
    { stdio: 'inherit' },
  )
}
