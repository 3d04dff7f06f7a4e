/** Types of runner-env.mjs (plain JavaScript, so the demo runs it with nothing but node). */

/** What one step's environment is built from. */
export interface RunnerEnvOptions {
  /** The folder for the step's files; the caller creates and removes it. */
  dir: string
  /** Inputs by their action.yml names (e.g. `target-branch`). */
  inputs?: Record<string, string>
  /** The event payload (default: a workflow_dispatch payload naming the repository). */
  event?: unknown
  /** GITHUB_EVENT_NAME (default: pull_request with an event, else workflow_dispatch). */
  eventName?: string
  /** GITHUB_REPOSITORY (default acme/app). */
  repository?: string
  /** GITHUB_RUN_ID (default 1234567890). */
  runId?: string
  /** GITHUB_WORKSPACE (default: unset, as a hand run has none). */
  workspace?: string
  /** More variables; inputs still win over an INPUT_ given here. */
  env?: Record<string, string>
}

/** A step's environment and the files it names. */
export interface RunnerEnv {
  env: Record<string, string>
  files: { output: string; summary: string; event: string }
}

/** An input's variable as the runner names it (`INPUT_TARGET-BRANCH`). */
export function inputVariable(name: string): string
/** Writes the step's files into `options.dir` and returns them with the step's environment. */
export function runnerEnv(options: RunnerEnvOptions): RunnerEnv
/** The outputs in a GITHUB_OUTPUT file (`name=value` lines and `name<<DELIMITER` blocks). */
export function parseOutputFile(text: string): Record<string, string>
