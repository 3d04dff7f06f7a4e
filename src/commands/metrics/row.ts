/**
 * metrics's row in the command table: what it does, addresses, reads and sets, how it reads its own
 * inputs (before any request), and where its code is (run.ts, loaded only when it runs).
 */
import { Inputs, Outputs } from '../../inputs/constants.js'
import { InputError, shown } from '../../inputs/errors.js'
import { outputFoldersOf, parseOutputPath } from '../../inputs/parsers.js'
import { defineCommand } from '../common/types.js'
import type { MetricsSettings } from './run.js'

export const metricsCommand = defineCommand({
  description: 'Reads the queues and writes their state as Prometheus metrics.',
  v2: {
    operations: ['mergeQueues.organizationMetrics', 'mergeQueues.metrics'],
    needs: [],
  },
  target: 'optional-queue',
  inputs: [Inputs.MetricsFile, Inputs.MetricsScope],
  outputs: [Outputs.MetricsFile, Outputs.QueueDepth],
  read: (get, ctx): MetricsSettings => {
    const scope = (get(Inputs.MetricsScope) || 'repository').toLowerCase()
    if (scope !== 'repository' && scope !== 'organization') {
      throw new InputError(
        Inputs.MetricsScope,
        `${shown(scope)} is not a scope`,
        'repository or organization',
      )
    }
    const file = get(Inputs.MetricsFile)
    return {
      metricsScope: scope,
      metricsFile: file
        ? parseOutputPath(Inputs.MetricsFile, file, outputFoldersOf(ctx))
        : undefined,
    }
  },
  load: () => import('./run.js'),
})
