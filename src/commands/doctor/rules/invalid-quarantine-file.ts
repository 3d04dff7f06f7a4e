/**
 * The repository's quarantine file is there and the gate refuses it (not valid YAML, an entry
 * without owner or expiry, an expiry past the most days allowed, a link out of the checkout):
 * every gate run that reads it fails, so every PR's tests fail in the queue.
 */
import { defineRule } from '../rule.js'

export const invalidQuarantineFile = defineRule({
  code: 'invalid-quarantine-file',
  severity: 'error',
  title: 'Quarantine file refused',
  check: (facts) => {
    const q = facts.input.quarantine
    if (q?.file.kind !== 'invalid') return []
    return q.file.problems.map((p) => ({
      at: { file: q.path, line: Math.max(1, p.line) },
      path: q.path,
      problem: p.message,
      line: p.line,
    }))
  },
  message: ({ path, problem, line }) =>
    `${path}${line ? ` line ${line}` : ''}: ${problem}. check-test-results refuses the whole file, ` +
    'so every gate run that reads it fails until it is fixed (docs/quarantine.md; schema: quarantine.schema.json).',
})
