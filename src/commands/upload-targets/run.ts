/** upload-targets's run: sends the PR head's impacted targets, or ALL when the list cannot fit. */
import { MAX_REQUEST_BODY_BYTES } from '../../queue/index.js'
import { Outputs } from '../../inputs/constants.js'
import * as summary from '../common/summary.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { uploadSection } from './summary.js'
import type { ParsedTargets } from './targets-input.js'
import { fellBackLine, fileOverLimit, uploaded, uploading } from './words.js'

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
      ? fileOverLimit(parsed.fileOverLimit)
      : undefined
  if (overLimit) c.log.warning(overLimit)
  // No count yet: repeats are dropped as the body is made, and the result says how many went.
  c.log.info(uploading(parsed, s.prSha, !!s.forkedWorkflowRunId))
  const r = await c.client.uploadImpactedTargets(
    { repo: s.repo, targetBranch: s.targetBranch, pr: { number: s.prNumber, sha: s.prSha } },
    parsed.kind === 'ALL' ? 'ALL' : parsed.targets,
    { signal: c.signal },
  )
  const fellBack = fellBackLine(r, given)
  if (fellBack) c.log.warning(fellBack)
  else c.log.info(uploaded(r, given))
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
