/**
 * upload-targets's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { inputRef } from '../../ports/text.js'
import { Inputs, Outputs } from '../../inputs/constants.js'
import { InputError } from '../../inputs/errors.js'
import { parsePath, type InputGetter } from '../../inputs/parsers.js'
import { defineCommand } from '../common/types.js'
import type { UploadTargetsSettings } from './run.js'
import { parseTargetsText, readTargetsFile } from './targets-input.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'

export const uploadTargetsCommand = defineCommand({
  description: "Uploads the targets a PR's head commit impacts (or ALL).",
  required: [[Inputs.ImpactedTargets, Inputs.ImpactedTargetsFile]],
  withoutTokenFromFork: true,
  v2: {
    operations: ['impactedTargets.upload'],
    needs: [P.mergeAndCancel.label],
  },
  target: 'pull-request-head',
  inputs: [Inputs.ImpactedTargets, Inputs.ImpactedTargetsFile],
  outputs: [
    Outputs.ImpactedTargetsMode,
    Outputs.ImpactedTargetsCount,
    Outputs.RequestBytes,
    Outputs.PrSha,
  ],
  read: readUploadSettings,
  load: () => import('./run.js'),
})

function readUploadSettings(get: InputGetter): UploadTargetsSettings {
  // One of the two is given (the command table requires it). Not trimmed by the caller's reader
  // for lists: a list's own line breaks matter; parsing trims each line.
  const inline = get(Inputs.ImpactedTargets)
  const file = get(Inputs.ImpactedTargetsFile)
  if (inline && file) {
    throw new InputError(
      Inputs.ImpactedTargetsFile,
      `is given together with ${inputRef(Inputs.ImpactedTargets)}`,
      'only one of the two',
    )
  }
  return {
    targets: file
      ? readTargetsFile(parsePath(Inputs.ImpactedTargetsFile, file), Inputs.ImpactedTargetsFile)
      : parseTargetsText(inline, { input: Inputs.ImpactedTargets }),
  }
}
