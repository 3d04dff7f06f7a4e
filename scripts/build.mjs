// Bundles the action (src/index.ts -> dist/index.js) and the emulator's command line
// (src/emulator/cli.ts -> dist/emulator/index.js) with ncc, so both run with nothing installed.
// Unminified, with a source map beside it: a crash shows a readable stack (real names, lines of
// the readable bundle, which the map turns into lines of src/), and a review can read the bundle.
// ncc's source-map-support register is left out: it parsed the 3 MB map at every start (measured
// on Node 24: 120 ms and 53 MB more for a step that fails at its first input).
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build']
const bundles = [
  { entry: 'src/index.ts', out: 'dist' },
  { entry: 'src/emulator/cli.ts', out: 'dist/emulator' },
  // The `merge-queue` command line (package.json bin): the same commands for any CI.
  { entry: 'src/cli/index.ts', out: 'dist/cli' },
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
      '--no-source-map-register',
      '--license',
      'licenses.txt',
      '--target',
      'es2022',
      '--quiet',
    ],
    { stdio: 'inherit' },
  )
}
