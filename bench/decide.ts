/**
 * The upload's decision, instrumented: reads a targets file as the action does and encodes the
 * setImpactedTargets body (list, or ALL past 20 MiB), timing each step with process.hrtime.
 * Prints one JSON line. Usage: node --import tsx bench/decide.ts FILE
 */
import { readTargetsFile } from '../src/commands/upload-targets/targets-input.js'
import { encodeImpactedTargets } from '../src/client/index.js'
import { BRANCH, REPO, SHA } from './lib/processes.js'

const file = process.argv[2] as string
const t0 = process.hrtime.bigint()
const parsed = readTargetsFile(file, 'impacted-targets-file')
const t1 = process.hrtime.bigint()
const encoded = encodeImpactedTargets(
  { repo: REPO, targetBranch: BRANCH, pr: { number: 7, sha: SHA } },
  parsed.kind === 'ALL' ? 'ALL' : parsed.targets,
)
const t2 = process.hrtime.bigint()
process.stdout.write(
  JSON.stringify({
    readMs: Number(t1 - t0) / 1e6,
    encodeMs: Number(t2 - t1) / 1e6,
    decideMs: Number(t2 - t0) / 1e6,
    mode: encoded.mode,
    reason: encoded.reason,
    distinctSeen: encoded.distinctSeen,
    bodyBytes: encoded.body.byteLength,
  }) + '\n',
)
