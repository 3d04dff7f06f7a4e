// Writes the inputs and outputs tables of README.md from action.yml (between the
// <!-- inputs --> and <!-- outputs --> markers). `--check` only says whether they agree.
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

const action = parse(readFileSync('action.yml', 'utf8'))
const cell = (s) =>
  String(s ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|')

export function inputsTable() {
  const rows = Object.entries(action.inputs).map(
    ([name, i]) =>
      `| \`${name}\` | ${i.required ? 'yes' : 'no'} | ${i.default === undefined ? '' : `\`${cell(i.default)}\``} | ${cell(i.description)} |`,
  )
  return [
    '| Input | Required | Default | Description |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

export function outputsTable() {
  const rows = Object.entries(action.outputs).map(
    ([name, o]) => `| \`${name}\` | ${cell(o.description)} |`,
  )
  return ['| Output | Description |', '| --- | --- |', ...rows].join('\n')
}

export function withTables(readme) {
  const put = (text, marker, table) =>
    text.replace(
      new RegExp(`(<!-- ${marker}:start -->)[\\s\\S]*?(<!-- ${marker}:end -->)`),
      `$1\n${table}\n$2`,
    )
  return put(put(readme, 'inputs', inputsTable()), 'outputs', outputsTable())
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const readme = readFileSync('README.md', 'utf8')
  const next = withTables(readme)
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('README.md tables differ from action.yml: run node scripts/readme-tables.mjs')
      process.exit(1)
    }
  } else {
    writeFileSync('README.md', next)
  }
}
