/** doctor's inputs shared by its tests and its benchmark. */
import type { DoctorInput } from '../src/commands/doctor/analysis.js'
import { diagnose, type QueueFacts } from '../src/commands/doctor/diagnose.js'
import type { Finding } from '../src/commands/doctor/findings.js'
import { parseWorkflowFile } from '../src/commands/doctor/workflow-file.js'

/** A single-mode queue, running, that opens PRs for its test branches, with a 60 min timeout. */
export const RUNNING_QUEUE: QueueFacts = {
  branch: 'main',
  mode: 'single',
  state: 'running',
  createPrsForTestingBranches: true,
  testingTimeoutMinutes: 60,
}

/**
 * doctor's findings on workflow files given as text (`ci.yml`: its YAML, read as if it were
 * `.github/workflows/ci.yml`), the queue's own `required` checks, on {@link RUNNING_QUEUE} unless
 * `more` says otherwise.
 */
export function diagnoseFiles(
  files: Record<string, string>,
  required: string[],
  more: Partial<DoctorInput> = {},
): Finding[] {
  return diagnose({
    queue: RUNNING_QUEUE,
    required: { names: required, source: { kind: 'queue' }, complete: true },
    workflows: Object.entries(files).map(([name, text]) =>
      parseWorkflowFile(`.github/workflows/${name}`, text),
    ),
    repository: 'acme/app',
    ...more,
  })
}
