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

/** A section's or a target row's benchmark number: "8. doctor …" is 8. */
function numberOf(text: string): string | undefined {
  return /^(\d+)\./.exec(text.trim())?.[1]
}

/**
 * BENCHMARKS.md after a run of some benchmarks (`--only`): the target rows and the sections of
 * the benchmarks in `done` are replaced by this run's (a new one is added at the end), the others
 * are kept as they were, and a line under the machine table says which were run again, when,
 * on what machine.
 */
export function spliceRun(
  previous: string,
  sections: readonly Section[],
  done: ReadonlySet<string>,
  machine: string,
  targetsTable: string,
): string {
  const parts = previous.split(/^(?=## )/m)
  const newRows = targetsTable.split('\n').slice(2)
  const when = /\| date \| ([^|]+) \|/.exec(machine)?.[1]?.trim() ?? 'now'
  const cpu = /\| CPU \| ([^|]+) \|/.exec(machine)?.[1]?.trim() ?? '?'
  const again = `Benchmarks ${[...done].join(', ')} were measured again at ${when} (${cpu}): \`npm run bench -- --only ${[...done].join(',')}\`.`
  const out: string[] = []
  const placed = new Set<string>()
  for (const part of parts) {
    const heading = /^## (.*)/.exec(part)?.[1] ?? ''
    const n = numberOf(heading)
    if (heading === 'Targets') {
      const lines = part.trimEnd().split('\n')
      const kept = lines.filter((l) => {
        const cell = /^\| ([^|]*) \|/.exec(l)?.[1] ?? ''
        const m = numberOf(cell)
        return !(m && done.has(m))
      })
      const byNumber = (row: string) => Number(numberOf(/^\| ([^|]*) \|/.exec(row)?.[1] ?? '') ?? 0)
      const head = kept.filter((l) => !byNumber(l))
      const rows = [...kept.filter((l) => byNumber(l)), ...newRows]
      rows.sort((a, b) => byNumber(a) - byNumber(b))
      out.push(`${[...head, ...rows].join('\n')}\n\n`)
    } else if (n && done.has(n)) {
      const section = sections.find((s) => numberOf(s.title) === n)
      if (section) out.push(`## ${section.title}\n\n${section.body.trim()}\n\n`)
      placed.add(n)
    } else if (!heading) {
      out.push(`${part.trimEnd()}\n\n${again}\n\n`)
    } else {
      out.push(part)
    }
  }
  const fresh = sections.filter((s) => !placed.has(numberOf(s.title) ?? ''))
  const notesAt = out.findIndex((p) => p.startsWith('## Notes'))
  const added = fresh.map((s) => `## ${s.title}\n\n${s.body.trim()}\n\n`)
  if (notesAt < 0) out.push(...added)
  else out.splice(notesAt, 0, ...added)
  return out.join('')
}
