/** The Prometheus text reader: what the metrics command's outputs and summary are built from. */
import { describe, expect, it } from '@jest/globals'
import { parsePrometheusText, sumSamples } from '../../src/client/index.js'

const TEXT = [
  '# HELP mq_depth_current PRs in the queue now.',
  '# TYPE mq_depth_current gauge',
  'mq_depth_current{repo="acme/app",branch="main",queue_type="main"} 3',
  'mq_depth_current{repo="acme/app",branch="release/2.0",queue_type="main"} 2',
  'mq_depth_current{repo="acme/app",branch="main",queue_type="priority"} 1',
  '# TYPE mq_pr_conclusions_1h_total counter',
  'mq_pr_conclusions_1h_total{repo="acme/app",branch="main",conclusion="merged"} 7 1700000000000',
  'mq_wait_seconds_bucket{le="+Inf"} +Inf',
  'mq_label_escapes{title="say \\"hi\\"\\nthere",path="a\\\\b"} 1',
  'not a sample line at all {',
  '',
].join('\n')

describe('parsePrometheusText', () => {
  const parsed = parsePrometheusText(TEXT)

  it('reads every sample with its labels and value, and the type of each family', () => {
    expect(parsed.samples).toHaveLength(6)
    expect(parsed.samples[0]).toEqual({
      name: 'mq_depth_current',
      labels: { repo: 'acme/app', branch: 'main', queue_type: 'main' },
      value: 3,
    })
    expect(parsed.types).toEqual({
      mq_depth_current: 'gauge',
      mq_pr_conclusions_1h_total: 'counter',
    })
  })

  it('drops a timestamp after the value, and reads +Inf', () => {
    expect(parsed.samples.find((s) => s.name === 'mq_pr_conclusions_1h_total')?.value).toBe(7)
    expect(parsed.samples.find((s) => s.name === 'mq_wait_seconds_bucket')?.value).toBe(Infinity)
  })

  it('unescapes quotes, backslashes and newlines in label values', () => {
    expect(parsed.samples.find((s) => s.name === 'mq_label_escapes')?.labels).toEqual({
      title: 'say "hi"\nthere',
      path: 'a\\b',
    })
  })

  it('skips lines that are not samples instead of failing', () => {
    expect(parsed.samples.some((s) => s.name === 'not')).toBe(false)
  })
})

describe('sumSamples', () => {
  const parsed = parsePrometheusText(TEXT)

  it('adds the samples whose labels include the match', () => {
    expect(sumSamples(parsed, 'mq_depth_current')).toBe(6)
    expect(sumSamples(parsed, 'mq_depth_current', { queue_type: 'main' })).toBe(5)
    expect(sumSamples(parsed, 'mq_depth_current', { branch: 'main', queue_type: 'main' })).toBe(3)
  })

  it('is undefined, not 0, when no sample matches', () => {
    expect(sumSamples(parsed, 'mq_depth_current', { branch: 'nope' })).toBeUndefined()
    expect(sumSamples(parsed, 'missing_metric')).toBeUndefined()
  })
})
