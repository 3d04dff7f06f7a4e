// One build for every door (codeql-action's pattern): ncc bundles src/index.ts, the module that
// exports runAction, runCli and runEmulator, once, into dist/bundle/; each door's code is a
// dynamic import() there, which ncc splits into a chunk, so a door loads only its own code. Every
// file a user starts is a one-line entry written here, the one list of entries:
//   dist/index.js                 the root action (action.yml's `main`)
//   dist/commands/<command>.js    a sub-action (wait/action.yml runs ../dist/commands/wait.js)
//   dist/cli/index.js             the `merge-queue` command line (package.json bin)
//   dist/emulator/index.js        `merge-queue-emulator` and `npm run emulator`
// Unminified, with a source map beside it: a crash shows a readable stack (real names, lines of
// the readable bundle, which the map turns into lines of src/), and a review can read the bundle.
// ncc's source-map-support register is left out: it parsed the 3 MB map at every start (measured
// on Node 24: 120 ms and 53 MB more for a step that fails at its first input).
// ncc transpiles only (`-t`): the types are `tsc --noEmit`'s to check (CI runs it), and ncc's own
// check was a third type check of the same program (on 2 cores the build took 23 s and 35 CPU-s
// with it, 9 s and 13 CPU-s without).
// Its entry is scripts/bundle/index.ts, for the tsconfig.json beside it (ncc reads the one nearest
// the entry): a file transpiled alone under NodeNext would be emitted as CommonJS.
//
// `--if-stale` builds only when dist/ is not what the sources build: dist/.build-stamp records a
// digest of every input and of every output, so a fresh clone (where git sets every file's time,
// and times cannot be trusted) skips the build when both digests still match.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build']
/** Where the one bundle goes; every entry imports it. */
const BUNDLE = 'dist/bundle'
export const STAMP = 'dist/.build-stamp'

/** The files a build reads: the sources, the locked dependencies, the build and the action.ymls. */
function inputFiles(root) {
  const files = [
    // Notes beside the code (src/**/README.md) are not bundled: editing one leaves dist/ fresh.
    ...walk(join(root, 'src')).filter((f) => !f.endsWith('.md')),
    ...[
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'scripts/build.mjs',
      'scripts/bundle/index.ts',
      'scripts/bundle/tsconfig.json',
    ]
      .map((f) => join(root, f))
      .filter((f) => existsSync(f)),
    ...subActions(root).map((s) => join(root, s.folder, 'action.yml')),
  ]
  return files.sort()
}

function walk(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
}

/** A digest of the files' names (relative to root) and contents. */
function digest(root, files) {
  const hash = createHash('sha256')
  for (const f of files) {
    hash.update(relative(root, f).split('\\').join('/') + '\0')
    hash.update(readFileSync(f))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** Every output of a build: dist/ but the stamp. */
function outputFiles(root) {
  return walk(join(root, 'dist'))
    .filter((f) => relative(root, f) !== STAMP)
    .sort()
}

/**
 * Whether dist/ under `root` is what its sources build: the stamp's digests of the inputs and of
 * the outputs both match the files as they are now.
 */
export function distIsFresh(root = '.') {
  const stampFile = join(root, STAMP)
  if (!existsSync(stampFile)) return false
  let stamp
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'))
  } catch {
    return false
  }
  return (
    stamp.inputs === digest(root, inputFiles(root)) &&
    stamp.outputs === digest(root, outputFiles(root))
  )
}

/** The sub-action folders the generator wrote (npm run generate), each naming its entry. */
function subActions(root) {
  const found = []
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const file = join(root, entry.name, 'action.yml')
    if (!entry.isDirectory() || !existsSync(file)) continue
    const main = /^\s*main:\s*'?\.\.\/dist\/commands\/([a-z-]+)\.js'?\s*$/m.exec(
      readFileSync(file, 'utf8'),
    )
    if (main) found.push({ folder: entry.name, command: main[1] })
  }
  return found.sort((a, b) => a.command.localeCompare(b.command))
}

/** The one-line entries: path under dist/, the door's call, and whether it is a bin. */
function entries(root) {
  return [
    { file: 'index.js', call: 'runAction()', what: 'The root action (action.yml)' },
    ...subActions(root).map((s) => ({
      file: `commands/${s.command}.js`,
      call: `runAction('${s.command}')`,
      what: `The ${s.command} sub-action (${s.folder}/action.yml)`,
    })),
    { file: 'cli/index.js', call: 'runCli()', what: 'merge-queue (package.json bin)', bin: true },
    {
      file: 'emulator/index.js',
      call: 'runEmulator()',
      what: 'merge-queue-emulator (package.json bin)',
      bin: true,
    },
  ]
}

function build(root) {
  rmSync(join(root, 'dist'), { recursive: true, force: true })
  execFileSync(
    process.execPath,
    [
      ...ncc,
      'scripts/bundle/index.ts',
      '-o',
      BUNDLE,
      '--source-map',
      '--no-source-map-register',
      '--license',
      'licenses.txt',
      '--target',
      'es2022',
      '--transpile-only',
      '--quiet',
    ],
    { stdio: 'inherit', cwd: root },
  )
  // The entries are ESM, as the bundle is.
  writeFileSync(join(root, 'dist/package.json'), '{"type":"module"}\n')
  for (const e of entries(root)) {
    const file = join(root, 'dist', e.file)
    const depth = e.file.split('/').length - 1
    const bundle = `${depth ? '../'.repeat(depth) : './'}bundle/index.js`
    const name = e.call.replace(/\(.*/, '')
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(
      file,
      `${e.bin ? '#!/usr/bin/env node\n' : ''}// ${e.what}: a door of the one bundle.\n` +
        `import { ${name} } from '${bundle}'; await ${e.call}\n`,
    )
    if (e.bin) chmodSync(file, 0o755)
  }
  writeStamp(root)
}

/** Records the digests of the inputs and outputs under `root` as they are now (after a build). */
export function writeStamp(root = '.') {
  const stamp = {
    inputs: digest(root, inputFiles(root)),
    outputs: digest(root, outputFiles(root)),
  }
  writeFileSync(join(root, STAMP), JSON.stringify(stamp, null, 2) + '\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && distIsFresh('.')) {
    console.log('dist/ is up to date: the sources and dist/ match dist/.build-stamp (no build)')
  } else {
    build('.')
  }
}
