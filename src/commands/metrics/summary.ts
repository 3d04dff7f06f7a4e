/** metrics' job summary: each queue's depth, testing slots and conclusions of the last hour. */
import { md, mdTable } from '../../ports/text.js'

/** Key gauges from the metrics, one row per queue. */
export function metricsSection(
  rows: {
    repo: string
    branch: string
    depth?: number
    testing?: number
    waiting?: number
    merged1h?: number
    failed1h?: number
  }[],
): string {
  if (!rows.length) return '_No merge queue metrics were returned._\n'
  return (
    mdTable(
      [
        'Repository',
        'Branch',
        'Depth',
        'Testing',
        'Awaiting mergeability',
        'Merged (1h)',
        'Failed (1h)',
      ],
      rows.map((r) => [
        md(r.repo),
        md(r.branch),
        md(r.depth ?? ''),
        md(r.testing ?? ''),
        md(r.waiting ?? ''),
        md(r.merged1h ?? ''),
        md(r.failed1h ?? ''),
      ]),
    ) + '\n'
  )
}
