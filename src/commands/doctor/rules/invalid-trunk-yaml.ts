/** A `.trunk/trunk.yaml` that is there but cannot be read. */
import { defineRule } from '../rule.js'
import { TRUNK_YAML } from '../checkout.js'

export const invalidTrunkYaml = defineRule({
  code: 'invalid-trunk-yaml',
  severity: 'unknown',
  title: '.trunk/trunk.yaml not readable',
  check: (facts) =>
    facts.input.trunkYamlProblem
      ? [{ at: { file: TRUNK_YAML, line: 1 }, problem: facts.input.trunkYamlProblem }]
      : [],
  message: ({ problem }) =>
    `${TRUNK_YAML} ${problem}: doctor went on without its merge.required_statuses. Fix the file.`,
})
