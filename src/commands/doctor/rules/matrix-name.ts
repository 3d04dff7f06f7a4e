/** A required check naming a matrix combination the job does not produce. */
import { defineRule, verdictHits } from '../rule.js'
import { quoted } from '../words.js'

export const matrixName = defineRule({
  code: 'matrix-name',
  severity: 'error',
  title: 'Matrix check name not produced',
  check: (facts) => verdictHits(facts, 'matrix-name'),
  message: ({ check, v }) =>
    `Required check ${quoted(check)} names a matrix combination (${v.combination}) that job \`${v.job}\` does not ` +
    'produce as written: its matrix expands to other values (after include and exclude), so the check never ' +
    'reports. Require a name the matrix produces, or change the matrix.',
})
