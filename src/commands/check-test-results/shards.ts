/**
 * Shards (`expected-reports`): a job that judges the reports of several shard jobs must notice a
 * shard whose report never arrived, since the others' reports alone may all pass.
 */
import { findReportFiles } from './files.js'
import type { FoundReports } from './read-reports.js'
import type { TestGateParams } from './types.js'
import { missingShardsText } from './words.js'

/** The positive patterns of test-reports (the shards, with each-pattern), in input order. */
export function shardPatterns(testReports: readonly string[]): string[] {
  return testReports.map((p) => p.trim()).filter((p) => p !== '' && !p.startsWith('!'))
}

/** Why a shard's report is missing, or undefined when every expected report is there. */
export async function missingShards(
  params: TestGateParams,
  found: FoundReports,
): Promise<string | undefined> {
  const expected = params.expectedReports
  if (expected === undefined) return undefined
  const negations = params.testReports.filter((p) => p.trim().startsWith('!'))
  const patterns = shardPatterns(params.testReports)
  const missing: string[] = []
  if (expected === 'each-pattern' || found.files.length < expected) {
    for (const p of patterns)
      if (!(await findReportFiles([p, ...negations], params.workspace)).length) missing.push(p)
  }
  if (expected === 'each-pattern')
    return missing.length ? missingShardsText(missing, found.files.length) : undefined
  return found.files.length < expected
    ? missingShardsText(missing, found.files.length, expected)
    : undefined
}
