// `npm run mutation [-- gate wait retry]`: StrykerJS over each target of mutation/targets.mjs in
// turn (stryker.config.mjs), then each one's score and its surviving mutants. Exits non-zero when
// a target scores under 90 %. Slow (minutes per target); not part of CI. Reports land in
// reports/mutation/<target>.json (and the clear-text table on the terminal).
// MUTATION_ONLY=ctrf.ts,trx.ts runs a part of each target: its ranges in those files only, against
// all its tests, reported in reports/mutation/<target>-<files>.json.
import { execFileSync } from 'node:child_process'
import { partOf, TARGETS } from '../mutation/targets.mjs'

const MIN_SCORE = 90
const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(TARGETS)
let failed = false
for (const name of names) {
  if (!TARGETS[name]) {
    console.error(`mutation: no target ${name} (${Object.keys(TARGETS).join(', ')})`)
    process.exit(2)
  }
  console.log(`\n== ${name}: ${TARGETS[name].what}`)
  execFileSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: name },
  })
  const { suffix } = partOf(TARGETS[name], process.env.MUTATION_ONLY)
  const out = execFileSync(
    'node',
    ['mutation/survivors.mjs', `reports/mutation/${name}${suffix}.json`],
    {
      encoding: 'utf8',
    },
  )
  console.log(out)
  const score = Number(/: ([\d.]+)%/.exec(out)?.[1])
  if (!(score >= MIN_SCORE)) {
    console.error(`mutation: ${name} scores ${score}%, under ${MIN_SCORE}%`)
    failed = true
  }
}
process.exit(failed ? 1 : 0)
