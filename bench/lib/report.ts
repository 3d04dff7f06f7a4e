/** What a benchmark hands back: markdown tables for BENCHMARKS.md and the targets it checked. */

/** One target of issue 6, as measured. */
export interface TargetCheck {
  benchmark: string
  target: string
  measured: string
  met: boolean
}

export interface Section {
  title: string
  /** Markdown: tables and short notes. */
  body: string
  targets: TargetCheck[]
}

/** A markdown table. */
export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n')
}

/** Progress on stderr, so stdout holds only the final tables. */
export function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`)
}
