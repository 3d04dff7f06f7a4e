/**
 * rerun-failed-checks's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { Inputs } from '../../inputs/constants.js'
import { InputError } from '../../inputs/errors.js'
import type { InputGetter } from '../../inputs/parsers.js'
import { PR_STATE_OUTPUTS } from '../common/report.js'
import { defineCommand } from '../common/types.js'
import type { RerunSettings } from './run.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'

function readRerunSettings(get: InputGetter): RerunSettings {
  const raw = get(Inputs.RerunMode).toLowerCase() || 'wait'
  if (raw !== 'now' && raw !== 'wait') {
    throw new InputError(
      Inputs.RerunMode,
      `${JSON.stringify(get(Inputs.RerunMode).slice(0, 40))} is not a mode`,
      'now or wait',
    )
  }
  return { mode: raw }
}

export const rerunFailedChecksCommand = defineCommand({
  description:
    'Re-runs the failed checks of a PR in PENDING_FAILURE, keeping its place (v2 API key only).',
  v2: {
    operations: ['pullRequests.rerunFailedChecks'],
    needs: [P.mergeAndCancel.label],
  },
  // v1 has no call that re-runs failed checks: a v1 token is refused before any request.
  requires: ['rerun-failed-checks'],
  target: 'pull-request',
  inputs: [Inputs.RerunMode],
  outputs: PR_STATE_OUTPUTS,
  read: readRerunSettings,
  load: () => import('./run.js'),
})
