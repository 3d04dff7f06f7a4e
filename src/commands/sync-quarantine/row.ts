/**
 * sync-quarantine's row in the command table: what it does, addresses, reads and sets, how it
 * reads its own inputs (before any request), and where its code is (run.ts, loaded only when it
 * runs).
 */
import { resolve } from 'node:path'
import { readQuarantineFileInput } from '../../inputs/quarantine-file.js'
import { Inputs, Outputs } from '../../inputs/constants.js'
import { parseBoolean, type InputGetter } from '../../inputs/parsers.js'
import { readInteger } from '../../inputs/values.js'
import { V2_PERMISSIONS as P } from '../../wire/v2/permissions.js'
import { readTestCollection } from '../common/flaky-tests.js'
import { defineCommand } from '../common/types.js'
import type { SyncQuarantineSettings } from './run.js'

export const syncQuarantineCommand = defineCommand({
  description:
    "Makes Trunk's quarantine overrides agree with the repository's quarantine file, changing only the overrides it set itself (v2 API key only).",
  runsOn: 'flaky-tests',
  v2: {
    operations: [
      'testCollections.list',
      'testCollections.get',
      'tests.list',
      'tests.get',
      'testCollections.quarantineStatus',
      'tests.setQuarantineMany',
    ],
    needs: [P.quarantineTests.label],
    note: 'testCollections.list only when test-collection is not an id; testCollections.quarantineStatus (Upload test results) only for entries by an uploader-computed id; with dry-run no Quarantine tests',
  },
  // v1 has no call that sets a quarantine override: a v1 token is refused before any request.
  requires: ['quarantine-overrides'],
  target: 'repository',
  inputs: [Inputs.QuarantineFile, Inputs.QuarantineMaxDays, Inputs.TestCollection, Inputs.DryRun],
  outputs: [
    Outputs.SetCount,
    Outputs.ClearedCount,
    Outputs.UnchangedCount,
    Outputs.LeftAloneCount,
    Outputs.UnresolvedCount,
    Outputs.FailedCount,
  ],
  read: (get, ctx): SyncQuarantineSettings => {
    // The run's workspace (GITHUB_WORKSPACE, from the context's port), else the working directory.
    const workspace = resolve(ctx.workspace || process.cwd())
    return {
      workspace,
      quarantineFile: readQuarantineFilePath(get, workspace),
      quarantineMaxDays: readInteger(get, Inputs.QuarantineMaxDays),
      testCollection: readTestCollection(get),
      dryRun: parseBoolean(get, Inputs.DryRun),
    }
  },
  load: () => import('./run.js'),
})

/** The quarantine file's path: inside the workspace (the reviewed repository's file). */
function readQuarantineFilePath(get: InputGetter, workspace: string): string {
  return readQuarantineFileInput(get, workspace, 'workspace')
}
