/**
 * The environment the GitHub runner gives one step of a JavaScript action, and the reader of the
 * GITHUB_OUTPUT file it writes back: one builder for the tests, the workflow runner, the bench,
 * the reliability harness and the demo. Plain JavaScript (typed in runner-env.d.mts) so that
 * `npm start` runs it with nothing but node.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * An input's variable as the runner names it: `INPUT_` and the name upper-cased, spaces as
 * underscores, hyphens kept (`target-branch` is `INPUT_TARGET-BRANCH`).
 *
 * @param {string} name
 */
export function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

/**
 * Writes the step's files (an empty GITHUB_OUTPUT and GITHUB_STEP_SUMMARY, the event payload)
 * into `options.dir`, which the caller owns, and returns them with the step's environment.
 *
 * @param {import('./runner-env.d.mts').RunnerEnvOptions} options
 * @returns {import('./runner-env.d.mts').RunnerEnv}
 */
export function runnerEnv(options) {
  const { dir, inputs = {}, event, repository = 'acme/app' } = options
  const files = {
    output: join(dir, 'output'),
    summary: join(dir, 'summary.md'),
    event: join(dir, 'event.json'),
  }
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  // Without a PR, a workflow_dispatch payload: it names the repository and its default branch.
  writeFileSync(
    files.event,
    JSON.stringify(event ?? { repository: { full_name: repository, default_branch: 'main' } }),
  )
  /** @type {Record<string, string>} */
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: options.eventName ?? (event ? 'pull_request' : 'workflow_dispatch'),
    GITHUB_REPOSITORY: repository,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: options.runId ?? '1234567890',
    GITHUB_ACTOR: 'octocat',
    RUNNER_TEMP: dir,
    ...(options.workspace ? { GITHUB_WORKSPACE: options.workspace } : {}),
    ...options.env,
  }
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value
  return { env, files }
}

/**
 * The outputs in a GITHUB_OUTPUT file: `name=value` lines and `name<<DELIMITER` blocks (the value
 * is the lines up to the delimiter's own line; @actions/core writes every output this way).
 *
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseOutputFile(text) {
  /** @type {Record<string, string>} */
  const out = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const block = /^([^<=]+)<<(.+)$/.exec(line)
    if (block) {
      const [, name = '', delimiter] = block
      const value = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i])
      if (i >= lines.length) throw new Error(`GITHUB_OUTPUT: ${name} has no closing ${delimiter}`)
      out[name] = value.join('\n')
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return out
}
