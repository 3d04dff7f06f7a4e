/**
 * The command-line tool's run: parse the command line, read the CI's context, check before any
 * request that every value the command needs is known (else name the flag), run the command
 * through the core's execute(), print the outputs on stdout, write the summary, and return the
 * exit code. Logs go to stderr; the token is never printed.
 */
import { writeFileSync } from 'node:fs'
import { VERSION } from '../client/index.js'
import { rowOf } from '../runner/command-table.js'
import { Outputs } from '../inputs/constants.js'
import { needsOf } from '../runner/settings.js'
import { apiVersionOf } from '../inputs/api.js'
import { MIN_TOKEN_LENGTH } from '../inputs/parsers.js'
import { execute } from '../runner/execute.js'
import { redact } from '../ports/text.js'
import { parseCommandLine } from './args.js'
import { readCiContext } from '../ports/ci/detect.js'
import { findMissingContext, type GivenContext } from '../ports/ci/missing-context.js'
import { toRunContext } from '../ports/ci/run-context.js'
import type { CiContext } from '../ports/ci/types.js'
import { commandDocs } from './command-docs.js'
import { ExitCode, exitCodeOf } from './exit-codes.js'
import { commandHelp, overallHelp } from './help.js'
import { createCliIo } from './io.js'
import { formatOutputs } from './output.js'
import { UsageError } from './usage-error.js'

/** A writable stream of the process, as far as the tool uses it. */
export interface CliStream {
  write(text: string): unknown
  isTTY?: boolean
  columns?: number
}

/** What a run of the tool reads and writes (the process's own, or a test's). */
export interface CliProcess {
  argv: readonly string[]
  env: NodeJS.ProcessEnv
  stdout: CliStream
  stderr: CliStream
  /** Aborted on SIGINT/SIGTERM. */
  signal?: AbortSignal
}

/** Runs the tool once; resolves to the exit code. Never throws. */
export async function runCli(p: CliProcess): Promise<number> {
  const docs = commandDocs()
  // A value too short to be a token is refused before any request and never printed: replacing
  // it would only garble the message that refuses it.
  const secrets = [p.env.TRUNK_API_TOKEN?.trim(), p.env.GITHUB_TOKEN?.trim()].filter(
    (s): s is string => !!s && s.length >= MIN_TOKEN_LENGTH,
  )
  const say = (text: string) => p.stderr.write(`${redact(text, secrets)}\n`)
  let line: ReturnType<typeof parseCommandLine>
  try {
    line = parseCommandLine(p.argv, docs)
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    say(`merge-queue: ${e.message}`)
    return ExitCode.InputError
  }
  if (line.kind === 'version') {
    p.stdout.write(`${VERSION}\n`)
    return ExitCode.Success
  }
  if (line.kind === 'help') {
    p.stdout.write(line.command ? commandHelp(line.command, docs) : overallHelp(docs))
    return ExitCode.Success
  }

  const { command, inputs, json, summaryFile } = line
  const token = p.env.TRUNK_API_TOKEN?.trim() ?? ''
  const refuse = (message: string) => {
    say(`error: ${message}`)
    p.stdout.write(formatOutputs(inputErrorOutputs(token), json, secrets))
    return ExitCode.InputError
  }
  // Only a command the table lets run from a fork PR may go without it (the core decides that).
  if (!token && !rowOf(command).withoutTokenFromFork) {
    return refuse(
      `TRUNK_API_TOKEN is not set: export the organization's v1 API token or a Trunk API key (trunk_v2_…) in the environment, from the CI's secret store (it is never a flag); ${command} needs it`,
    )
  }
  const ci = readCiContext(p.env)
  for (const l of describeCi(ci)) say(l)
  // Everything the command needs of its context is known, or the flag to set is named.
  const missing = findMissingContext(
    needsOf(command),
    givenContext(inputs),
    ci,
    !!p.env.GITHUB_TOKEN?.trim(),
  )
  if (missing) return refuse(missing.message)
  if (summaryFile !== undefined) {
    // Created now, so a path that cannot be written is refused before any request.
    try {
      writeFileSync(summaryFile, '')
    } catch (e) {
      return refuse(`--summary-file ${summaryFile} cannot be written: ${(e as Error).message}`)
    }
  }

  const io = createCliIo({
    stderr: p.stderr,
    debug: line.debug,
    liveStatus: !!rowOf(command).liveStatus && !!p.stdout.isTTY && !!p.stderr.isTTY,
    secrets,
  })
  const result = await execute(
    { ...inputs, command, 'api-token': token },
    toRunContext(ci, p.env),
    io,
    { signal: p.signal, userAgentSuffix: 'cli' },
  )
  io.finish()
  if (result.failure) say(`error: ${result.failure}`)
  p.stdout.write(formatOutputs(result.outputs, json, secrets))
  let code = exitCodeOf(result.outputs, !!result.failure)
  if (summaryFile !== undefined) {
    try {
      writeFileSync(summaryFile, redact(result.summary, secrets))
    } catch (e) {
      say(`error: the summary could not be written to ${summaryFile}: ${(e as Error).message}`)
      if (code === ExitCode.Success) code = ExitCode.Failed
    }
  }
  return code
}

/**
 * Every output as a run refused for its input sets them, as execute() does: the API the token
 * selects is said even then; outputs of other commands (timed-out) stay empty.
 */
function inputErrorOutputs(token: string): Record<string, string> {
  const outputs: Record<string, string> = Object.fromEntries(
    Object.values(Outputs).map((n) => [n, '']),
  )
  outputs[Outputs.Outcome] = 'error'
  outputs[Outputs.ErrorKind] = 'input'
  outputs[Outputs.IsMergeQueueRun] = 'false'
  outputs[Outputs.ApiVersion] = apiVersionOf(token)
  return outputs
}

/** The context flags as given; a value the core will refuse still counts as given. */
function givenContext(inputs: Record<string, string>): GivenContext {
  const number = inputs['pr-number']
  return {
    repository: inputs.repository,
    repositoryHost: inputs['repository-host'],
    targetBranch: inputs['target-branch'],
    prNumber: number === undefined ? undefined : /^\d+$/.test(number) ? Number(number) : NaN,
    prSha: inputs['pr-sha'],
  }
}

/** What the CI said, for the log: each value with the variable it came from. */
function describeCi(ci: CiContext): string[] {
  if (ci.ci === 'none') return ['context: no CI detected; everything comes from flags']
  const facts = [
    ci.repository &&
      `repository ${ci.repository.value.host}/${ci.repository.value.fullName} (${ci.repository.from})`,
    ci.branch && `branch ${ci.branch.value} (${ci.branch.from})`,
    ci.pr && `PR #${ci.pr.number.value} (${ci.pr.number.from})`,
    ci.pr?.baseBranch && `base branch ${ci.pr.baseBranch.value} (${ci.pr.baseBranch.from})`,
    ci.pr?.headSha && `head commit ${ci.pr.headSha.value} (${ci.pr.headSha.from})`,
  ].filter(Boolean)
  return [
    `context: ${ci.label}${facts.length ? `: ${facts.join(', ')}` : ''}`,
    ...ci.notes.map((n) => `context: ${n}`),
  ]
}
