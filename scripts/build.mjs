// Bundles the action (src/action/index.ts -> dist/index.js) and the emulator's command line
// (src/emulator/cli.ts -> dist/emulator/index.js) with ncc, so both run with nothing installed.
// Unminified, with a source map beside it: a crash shows a readable stack (real names, lines of
// the readable bundle, which the map turns into lines of src/), and a review can read the bundle.
// ncc's source-map-support register is left out: it parsed the 3 MB map at every start (measured
// on Node 24: 120 ms and 53 MB more for a step that fails at its first input).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build']
const bundles = [
  { entry: 'src/action/index.ts', out: 'dist' },
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

// One entry per sub-action (wait/action.yml runs ../dist/commands/wait.js), as codeql-action's
// init/action.yml runs ../lib/init-action.js: a line that imports the one bundle, whose start-up
// takes the command from the entry's name. No second bundle. The list is the sub-action folders
// the generator wrote (npm run generate), each naming its entry.
mkdirSync('dist/commands', { recursive: true })
for (const entry of readdirSync('.', { withFileTypes: true })) {
  if (!entry.isDirectory() || !existsSync(`${entry.name}/action.yml`)) continue
  const main = /^\s*main:\s*'?\.\.\/dist\/commands\/([a-z-]+)\.js'?\s*$/m.exec(
    readFileSync(`${entry.name}/action.yml`, 'utf8'),
  )
  if (!main) continue
  writeFileSync(
    `dist/commands/${main[1]}.js`,
    `// The ${main[1]} sub-action (${entry.name}/action.yml): the one bundle, with the command fixed by this file's name.\nimport '../index.js'\n`,
  )
}
