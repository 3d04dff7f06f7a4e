// Prints a mutation report's score and its surviving / uncovered mutants, one line each.
import { readFileSync } from 'node:fs'

const file = process.argv[2]
const report = JSON.parse(readFileSync(file, 'utf8'))
let killed = 0
let total = 0
const left = []
for (const [path, f] of Object.entries(report.files)) {
  const lines = f.source.split('\n')
  for (const m of f.mutants) {
    if (m.status === 'CompileError' || m.status === 'RuntimeError' || m.status === 'Ignored')
      continue
    total++
    if (m.status === 'Killed' || m.status === 'Timeout') killed++
    else {
      const l = m.location.start.line
      left.push(
        `${m.status} ${path}:${l} ${m.mutatorName}: ${lines[l - 1].trim().slice(0, 110)}  =>  ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80)}`,
      )
    }
  }
}
console.log(
  `${file}: ${((100 * killed) / total).toFixed(2)}% (${killed} of ${total} killed or timed out)`,
)
for (const l of left) console.log(`  ${l}`)
