// Module customization hooks for ts-register.mjs (they run on Node's loader thread).
// Transpiled output is cached in node_modules/.cache/ts-register, keyed by a hash of the source,
// so only the first start after a change pays for loading the TypeScript compiler.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const cacheDir = join(here, '..', 'node_modules', '.cache', 'ts-register')
const CACHE_VERSION = '1'
let ts

/** `./x.js` written in a .ts file means the sibling `./x.ts` (NodeNext convention). */
export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL
  if (
    parent?.startsWith('file:') &&
    parent.endsWith('.ts') &&
    /^\.{1,2}\//.test(specifier) &&
    specifier.endsWith('.js')
  ) {
    const asJs = new URL(specifier, parent)
    const asTs = new URL(specifier.replace(/\.js$/, '.ts'), parent)
    if (!existsSync(fileURLToPath(asJs)) && existsSync(fileURLToPath(asTs))) {
      return { url: asTs.href, format: 'module', shortCircuit: true }
    }
  }
  return nextResolve(specifier, context)
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context)
  const fileName = fileURLToPath(url)
  const source = await readFile(fileName, 'utf8')
  const key = createHash('sha256').update(`${CACHE_VERSION}\0${fileName}\0${source}`).digest('hex')
  const cached = join(cacheDir, `${key}.js`)
  if (existsSync(cached)) {
    return { format: 'module', source: readFileSync(cached, 'utf8'), shortCircuit: true }
  }
  ts ??= (await import('typescript')).default
  const out = ts.transpileModule(source, {
    fileName,
    reportDiagnostics: false,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      inlineSourceMap: true,
      inlineSources: true,
    },
  }).outputText
  try {
    mkdirSync(cacheDir, { recursive: true })
    const tmp = `${cached}.${process.pid}.tmp`
    writeFileSync(tmp, out)
    renameSync(tmp, cached)
  } catch {
    // A read-only tree still runs, only slower.
  }
  return { format: 'module', source: out, shortCircuit: true }
}
