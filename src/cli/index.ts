#!/usr/bin/env node
/**
 * The entry point of the `merge-queue` command (dist/cli/index.js). It turns on Node's compile
 * cache (node:module's enableCompileCache, Node 22.1 and later; a no-op on Node 20) before the
 * tool's code loads, so a CI agent that runs the tool again starts from compiled code instead of
 * parsing the bundle anew. The cache lives in the OS temporary folder (NODE_COMPILE_CACHE names
 * another; NODE_DISABLE_COMPILE_CACHE=1 turns it off); a cache that cannot be written changes
 * nothing but the speed.
 */
import * as nodeModule from 'node:module'

const enable = (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache
try {
  enable?.()
} catch {
  // Only the speed depends on it.
}
await import('./main.js')
