/**
 * Where the browser tests find Chromium: `CHROMIUM_PATH`, else the Chromium that the
 * `@sparticuz/chromium` devDependency ships inside its npm tarball (Linux x64, brotli-compressed;
 * its `executablePath()` unpacks it once, here to a folder of the temporary folder per version), so `npm test` needs nothing
 * but Node and the npm registry: no apt package, no download at install time. When it cannot run
 * here (another platform, or shared libraries missing) it throws, saying what to do, so a
 * browser test fails instead of skipping.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The path of a Chromium binary the tests can launch headless. */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH is ${fromEnv}, which does not exist`)
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `@sparticuz/chromium ships Chromium for Linux x64 only, and this is ${process.platform} ${process.arch}: set CHROMIUM_PATH to a Chromium or Chrome binary`,
    )
  }
  // executablePath() unpacks into the OS temporary folder unless a `chromium` is there already,
  // whatever its version: a folder per version of the package keeps an update from running the
  // old binary. It is async; a child process keeps this function sync.
  const version = (
    JSON.parse(readFileSync(resolve('node_modules/@sparticuz/chromium/package.json'), 'utf8')) as {
      version: string
    }
  ).version
  const unpackTo = join(tmpdir(), `mqa-chromium-${version}`)
  mkdirSync(unpackTo, { recursive: true })
  const path = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { default: c } = await import('@sparticuz/chromium'); process.stdout.write(await c.executablePath())",
    ],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TMPDIR: unpackTo },
    },
  ).trim()
  const missing = missingLibraries(path)
  if (missing.length) {
    throw new Error(
      `Chromium (${path}, from @sparticuz/chromium) needs shared libraries this machine lacks: ${missing.join(', ')}. ` +
        'On Debian or Ubuntu: apt-get install -y libnss3 (it brings libnspr4); or set CHROMIUM_PATH to another Chromium',
    )
  }
  return path
}

/** The shared libraries `binary` needs that the dynamic linker does not find (ldd's "not found"). */
export function missingLibraries(binary: string): string[] {
  const out = execFileSync('ldd', [binary], { encoding: 'utf8' })
  return out
    .split('\n')
    .filter((l) => /=>\s*not found/.test(l))
    .map((l) => l.trim().split(/\s/)[0] as string)
}
