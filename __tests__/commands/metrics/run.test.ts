/**
 * metrics's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { systemClock, type TrunkClient } from '../../../src/client/index.js'
import { V1MergeQueue } from '../../../src/queue/index.js'
import { OutputFileError } from '../../../src/inputs/errors.js'
import type { CommandContext } from '../../../src/commands/common/types.js'
import { metricsCommand } from '../../../src/commands/metrics/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

const silent = {
  info: () => {},
  warning: () => {},
  notice: () => {},
  debug: () => {},
  annotate: () => {},
  group: <T>(_: string, fn: () => Promise<T>) => fn(),
}

function metricsContext(metricsFile: string): CommandContext<SettingsOf<'metrics'>> {
  const s: SettingsOf<'metrics'> = {
    command: 'metrics',
    apiUrl: 'https://api.trunk.io/v1',
    repo: { host: 'github.com', owner: 'acme', name: 'app' },
    requestTimeoutSeconds: 120,
    ignoredInputs: [],
    run: { isMergeQueueRun: false, sources: {}, warnings: [] },
    metricsFile,
    metricsScope: 'repository',
  }
  const client = new V1MergeQueue({
    getMergeQueueMetrics: async () => ({ text: '# TYPE mq_depth_current gauge\n' }),
  } as unknown as TrunkClient)
  return { s, client, clock: systemClock, log: silent }
}

const dirs: string[] = []

const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'mqa-commands-'))
  dirs.push(d)
  return d
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('metrics', () => {
  it('a metrics-file that cannot be written after the read is a file error naming it, not an input error', async () => {
    // Settings refuse this up front; here the file appears between the check and the write.
    const dir = tempDir()
    const file = join(dir, 'taken')
    writeFileSync(file, 'a file where a directory should be')
    const run = (await metricsCommand.load()).run(metricsContext(join(file, 'mq.prom')))
    await expect(run).rejects.toBeInstanceOf(OutputFileError)
    await expect(run).rejects.toThrow(
      /^The metrics were read, but metrics-file ".*mq\.prom" could not be written \(E[A-Z]+\)/,
    )
  })

  it('writes the text where it was asked, creating the directory', async () => {
    const dir = tempDir()
    const r = await (await metricsCommand.load()).run(metricsContext(join(dir, 'out', 'mq.prom')))
    expect(r.outputs['metrics-file']).toBe(join(dir, 'out', 'mq.prom'))
  })
})
