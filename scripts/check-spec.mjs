// Checks that spec/ holds exactly the contract in ../shared/api, when that folder exists (the
// maintainers' layout and CI). A user's clone has no ../shared: the check says so and passes.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const source = process.argv[2] ?? '../shared/api'
const copy = process.argv[3] ?? 'spec'

/** Every file below `dir`, as paths relative to it. */
function files(dir) {
  const out = []
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else out.push(relative(dir, p))
    }
  }
  walk(dir)
  return out.sort()
}

if (!existsSync(source)) {
  console.log(`check-spec: ${source} is not here; nothing to compare spec/ against`)
  process.exit(0)
}
const want = files(source)
const have = new Set(existsSync(copy) ? files(copy).filter((f) => f !== 'README.md') : [])
const problems = []
for (const f of want) {
  if (!have.has(f)) problems.push(`missing in ${copy}/: ${f}`)
  else if (!readFileSync(join(source, f)).equals(readFileSync(join(copy, f))))
    problems.push(`differs from ${source}: ${copy}/${f}`)
  have.delete(f)
}
for (const f of have) problems.push(`in ${copy}/ but not in ${source}: ${f}`)
if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.error(`check-spec: copy the contract again: cp -r ${source}/. ${copy}/`)
  process.exit(1)
}
console.log(`check-spec: ${copy}/ matches ${source} (${want.length} files)`)
