/**
 * Where the browser tests find Chromium: `CHROMIUM_PATH`, else `chromium` (Debian's package) or
 * `chromium-browser` on PATH. Missing, it throws, so a browser test fails instead of skipping.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH is ${fromEnv}, which does not exist`)
  }
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const path = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
      if (path) return path
    } catch {
      // not on PATH
    }
  }
  throw new Error(
    'Chromium is not installed, and the live-view tests need it: install it with ' +
      '`apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary)',
  )
}
