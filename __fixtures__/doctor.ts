/** doctor's inputs shared by its tests and its benchmark. */
import type { QueueFacts } from '../src/commands/doctor/diagnose.js'

/** A single-mode queue, running, that opens PRs for its test branches, with a 60 min timeout. */
export const RUNNING_QUEUE: QueueFacts = {
  branch: 'main',
  mode: 'single',
  state: 'running',
  createPrsForTestingBranches: true,
  testingTimeoutMinutes: 60,
}
