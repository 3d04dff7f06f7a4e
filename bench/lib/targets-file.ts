/**
 * Impacted-target files as bazel-diff writes them: one Bazel label per line, about 60 bytes each
 * (`//services/payments/internal/ledger:ledger_test_shard_17`), distinct, generated from a seed
 * so every run of the benchmark sends the same bytes.
 */
import { writeFileSync } from 'node:fs'
import { seededRandom } from './measure.js'

const ROOTS = ['services', 'libs', 'platform', 'tools', 'apps', 'infra']
const TEAMS = ['payments', 'search', 'identity', 'billing', 'checkout', 'growth', 'storage', 'ads']
const LAYERS = ['internal', 'api', 'core', 'client', 'server', 'proto', 'util']
const PACKAGES = ['ledger', 'router', 'cache', 'codec', 'worker', 'store', 'schema', 'gateway']
const DIRS = ['impl', 'handlers', 'storage', 'testing', 'v2', 'metrics', 'config', 'rpc']
const KINDS = ['test', 'lib', 'proto', 'binary', 'image', 'test_shard', 'integration_test']

/** The i-th label of the seeded sequence (distinct for every i). */
export function label(random: () => number, i: number): string {
  const pick = <T>(a: readonly T[]) => a[Math.floor(random() * a.length)] as T
  const pkg = pick(PACKAGES)
  return `//${pick(ROOTS)}/${pick(TEAMS)}/${pick(LAYERS)}/${pkg}_${Math.floor(random() * 1000)}/${pick(DIRS)}:${pkg}_${pick(KINDS)}_${i}`
}

/** Writes `count` labels to `path`; returns the file's size in bytes. */
export function writeTargetsFile(path: string, count: number, seed = 6): number {
  const random = seededRandom(seed)
  const parts: string[] = []
  for (let i = 0; i < count; i++) parts.push(label(random, i))
  const text = parts.join('\n') + '\n'
  writeFileSync(path, text)
  return Buffer.byteLength(text)
}
