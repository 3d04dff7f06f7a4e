// Module customization hooks for ts-register.mjs (they run on Node's loader thread).
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  verbatimModuleSyntax: true,
  inlineSourceMap: true,
  inlineSources: true,
}

/** `./x.js` written in a .ts file means the sibling `./x.ts` (NodeNext convention). */
export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL
  if (parent?.startsWith('file:') && parent.endsWith('.ts') && /^\.{1,2}\//.test(specifier)) {
    if (specifier.endsWith('.js')) {
      const asJs = new URL(specifier, parent)
      const asTs = new URL(specifier.replace(/\.js$/, '.ts'), parent)
      if (!existsSync(fileURLToPath(asJs)) && existsSync(fileURLToPath(asTs))) {
        return { url: asTs.href, format: 'module', shortCircuit: true }
      }
    }
  }
  return nextResolve(specifier, context)
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.ts')) {
    const fileName = fileURLToPath(url)
    const source = await readFile(fileName, 'utf8')
    const out = ts.transpileModule(source, { compilerOptions, fileName })
    return { format: 'module', source: out.outputText, shortCircuit: true }
  }
  return nextLoad(url, context)
}
