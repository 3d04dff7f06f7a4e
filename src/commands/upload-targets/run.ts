/** upload-targets's run: sends the PR head's impacted targets, or ALL when the list cannot fit. */
import { MAX_REQUEST_BODY_BYTES, bodyLimitText, byteCountText } from '../../client/index.js'
import { V2_MAX_IMPACTED_TARGETS } from '../../wire/v2/schemas.js'
import { Outputs } from '../../inputs/constants.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { groupDigits, uploadSection } from './summary.js'
import type { ParsedTargets } from './targets-input.js'

/** upload-targets' own settings. */
export interface UploadTargetsSettings {
  /** The targets to send. */
  targets: ParsedTargets
}

/** Runs upload-targets with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'pull-request-head', UploadTargetsSettings>>,
): Promise<CommandResult> {
  const s = c.s
  const parsed = s.targets
  const given = parsed.kind === 'ALL' ? 0 : parsed.targets.length
  // A file longer than the body limit was not read to its end: its list cannot fit.
  const overLimit =
    parsed.kind === 'ALL' && parsed.fileOverLimit !== undefined
      ? `The file of targets is longer than the request body limit of ${bodyLimitText()} (reading stopped after ${byteCountText(parsed.fileOverLimit)}), so its list cannot fit; sent ALL instead (every target counts as impacted).`
      : undefined
  if (overLimit) c.log.warning(overLimit)
  // No count yet: repeats are dropped as the body is made, and the result says how many went.
  c.log.info(
    parsed.kind === 'ALL'
      ? 'Uploading ALL: the PR impacts every target.'
      : `Uploading the impacted targets (${parsed.format === 'json' ? 'JSON array' : 'one per line'}) for commit ${s.prSha.slice(0, 12)}${s.forkedWorkflowRunId ? ', as a fork run (no token)' : ''}.`,
  )
  const r = await c.client.uploadImpactedTargets(
    { repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber, sha: s.prSha } },
    parsed.kind === 'ALL' ? 'ALL' : parsed.targets,
    { signal: c.signal },
  )
  if (r.reason === 'oversize') {
    c.log.warning(
      `The list of ${given} targets would make a request body of ${byteCountText(r.listBytes)}, over the limit of ${bodyLimitText()}; sent ALL instead (every target counts as impacted).`,
    )
  } else if (r.reason === 'too-many') {
    c.log.warning(
      `The list of ${given} targets is over the v2 API's limit of ${groupDigits(V2_MAX_IMPACTED_TARGETS)} targets per upload; sent ALL instead (every target counts as impacted).`,
    )
  } else if (r.reason === 'server-413') {
    c.log.warning(
      'The service refused the list as too large (HTTP 413); sent ALL instead (every target counts as impacted).',
    )
  } else {
    c.log.info(
      `Uploaded ${r.mode === 'ALL' ? 'ALL' : `${r.count} distinct target(s)${given > r.count ? ` (${given} given, repeats dropped)` : ''}`} in ${r.requestBytes} bytes.`,
    )
  }
  return {
    outcome: 'success',
    outputs: {
      [Outputs.ImpactedTargetsMode]: r.mode,
      [Outputs.ImpactedTargetsCount]: String(r.count),
      [Outputs.RequestBytes]: String(r.requestBytes),
      [Outputs.PrSha]: s.prSha,
    },
    summary:
      uploadSection({ ...r, given, limit: MAX_REQUEST_BODY_BYTES }) +
      (overLimit ? summary.alert('WARNING', overLimit) : ''),
  }
}
