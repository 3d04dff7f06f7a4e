/** A file in .github/workflows that GitHub refuses to run, or a folder named like a workflow. */
import { defineRule } from '../rule.js'
import { WORKFLOWS_DIR } from '../checkout.js'

export const invalidWorkflow = defineRule({
  code: 'invalid-workflow',
  severity: 'warning',
  title: 'Workflow file GitHub does not run',
  check: (facts) => [
    ...facts.refused.map((r) => ({
      at: { file: r.wf.file, line: r.refusal.line },
      why: r.refusal.why,
      folder: false,
    })),
    ...facts.folders.map((w) => ({ at: { file: w.file, line: 1 }, why: '', folder: true })),
  ],
  message: ({ at, why, folder }) =>
    folder
      ? `${at.file} is a folder: GitHub runs only the files directly in ${WORKFLOWS_DIR}, not what is in it.`
      : `GitHub refuses to run ${at.file}: ${why}. Fix the file: none of its checks report until then.`,
})
