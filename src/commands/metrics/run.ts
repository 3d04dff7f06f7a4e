/**
 * metrics's run: reads the Prometheus metrics, writes them to metrics-file when asked, and sums
 * them per queue.
 */
import { resolve } from 'node:path'
import { parsePrometheusText, sumSamples } from '../../queue/index.js'
import { writeFileAtomic } from '../../files/atomic-write.js'
import { Outputs } from '../../inputs/constants.js'
import { OutputFileError } from '../../inputs/errors.js'
import { type CommandContext, type CommandResult, type SettingsFor } from '../common/types.js'
import { metricsSection } from './summary.js'
import { notWritten, readLine, written } from './words.js'

/** metrics' own settings. */
export interface MetricsSettings {
  /** Where to write the Prometheus text (undefined: not written). */
  metricsFile?: string
  /** This repository's metrics or the whole organization's. */
  metricsScope: 'repository' | 'organization'
}

/** Runs metrics with its settings. */
export async function run(
  c: CommandContext<SettingsFor<'optional-queue', MetricsSettings>>,
): Promise<CommandResult> {
  const repoName = `${c.s.repo.owner}/${c.s.repo.name}`
  const m = await c.client.getMetrics(
    c.s.metricsScope === 'organization' ? {} : { repo: repoName, repoHost: c.s.repo.host },
    { signal: c.signal },
  )
  const outputs: CommandResult['outputs'] = {}
  if (c.s.metricsFile) {
    const path = resolve(c.s.metricsFile)
    try {
      writeFileAtomic(path, m.text)
    } catch (e) {
      // The metrics were read: the failure is the file's, after the request, not the input's.
      const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message
      throw new OutputFileError(notWritten(c.s.metricsFile, code))
    }
    outputs[Outputs.MetricsFile] = path
    c.log.info(written(Buffer.byteLength(m.text), path))
  }
  const parsed = parsePrometheusText(m.text)
  const queues = new Map<string, { repo: string; branch: string }>()
  for (const sm of parsed.samples) {
    if (sm.labels.repo && sm.labels.branch && (sm.labels.queue_type ?? 'main') === 'main') {
      queues.set(`${sm.labels.repo}\u0000${sm.labels.branch}`, {
        repo: sm.labels.repo,
        branch: sm.labels.branch,
      })
    }
  }
  const rows = [...queues.values()].map((q) => {
    const match = { repo: q.repo, branch: q.branch, queue_type: 'main' }
    return {
      ...q,
      depth: sumSamples(parsed, 'mq_depth_current', match),
      testing: sumSamples(parsed, 'mq_testing_slots_active', match),
      waiting: sumSamples(parsed, 'mq_awaiting_mergeability', match),
      merged1h: sumSamples(parsed, 'mq_pr_conclusions_1h_total', {
        ...match,
        conclusion: 'merged',
      }),
      failed1h: sumSamples(parsed, 'mq_pr_conclusions_1h_total', {
        ...match,
        conclusion: 'failed',
      }),
    }
  })
  const ours = {
    repo: repoName,
    queue_type: 'main',
    ...(c.s.targetBranch ? { branch: c.s.targetBranch } : {}),
  }
  // queue-depth means what get-queue says: every PR in the queue, the not-ready ones included
  // (getQueue lists them). mq_depth_current leaves out those awaiting mergeability, which
  // mq_awaiting_mergeability counts (wire notes §2.11), so the output is the two together.
  const inLine = sumSamples(parsed, 'mq_depth_current', ours)
  const notReady = sumSamples(parsed, 'mq_awaiting_mergeability', ours)
  if (inLine !== undefined) outputs[Outputs.QueueDepth] = String(inLine + (notReady ?? 0))
  c.log.info(readLine(parsed.samples.length, queues.size))
  return { outcome: 'success', outputs, summary: metricsSection(rows) }
}
