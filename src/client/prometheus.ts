/**
 * A small reader of the Prometheus text exposition format (version 0.0.4), enough to pick values
 * out of getMergeQueueMetrics for outputs and summaries.
 */

/** One sample line: `name{label="value",...} 42`. */
export interface PrometheusSample {
  name: string
  labels: Record<string, string>
  value: number
}

/** The samples of a metrics text plus the `# TYPE` of each metric family. */
export interface PrometheusText {
  samples: PrometheusSample[]
  types: Record<string, string>
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*,?/gy

/** Parses Prometheus text; lines that are not samples, comments or blank are skipped. */
export function parsePrometheusText(text: string): PrometheusText {
  const samples: PrometheusSample[] = []
  const types: Record<string, string> = {}
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim()
    if (!line) continue
    if (line.startsWith('#')) {
      const m = /^#\s*TYPE\s+(\S+)\s+(\S+)/.exec(line)
      if (m) types[m[1] as string] = m[2] as string
      continue
    }
    const m = SAMPLE.exec(line)
    if (!m) continue
    const labels: Record<string, string> = {}
    if (m[2]) {
      LABEL.lastIndex = 0
      let lm: RegExpExecArray | null
      while ((lm = LABEL.exec(m[2])) !== null) {
        labels[lm[1] as string] = (lm[2] as string).replace(/\\(.)/g, (_, c: string) =>
          c === 'n' ? '\n' : c,
        )
      }
    }
    const v = m[3] as string
    const value = v === '+Inf' ? Infinity : v === '-Inf' ? -Infinity : Number(v)
    samples.push({ name: m[1] as string, labels, value })
  }
  return { samples, types }
}

/** Sum of the samples of one metric whose labels include all of `match`. */
export function sumSamples(
  parsed: PrometheusText,
  name: string,
  match: Record<string, string> = {},
): number | undefined {
  let total: number | undefined
  for (const s of parsed.samples) {
    if (s.name !== name) continue
    if (Object.entries(match).some(([k, v]) => s.labels[k] !== v)) continue
    total = (total ?? 0) + s.value
  }
  return total
}
