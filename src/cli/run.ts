/**
 * The command-line tool's run: parse the command line, read the CI's context, check before any
 * request that every value the command needs is known (else name the flag), run the command
 * through the core's execute(), print the outputs on stdout, write the summary, and return the
 * exit code. Logs go to stderr; the token is never printed.
 */
import { writeFileSync } from 'node:fs'
import { VERSION } from '../client/index.js'
import { rowOf } from '../runner/command-table.js'
import { MIN_TOKEN_LENGTH } from '../inputs/parsers.js'
import { execute, inputErrorOutputs } from '../runner/execute.js'
import { redact } from '../ports/text.js'
import { parseCommandLine } from './args.js'
import { readCiContext } from '../ports/ci/detect.js'
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
    // --json > out.json always parses: a usage error gives the outputs of a refused input too.
    const args = p.argv.slice(0, p.argv.includes('--') ? p.argv.indexOf('--') : undefined)
    if (args.includes('--json')) {
      const command = args.find((a) => !a.startsWith('-')) ?? ''
      const outputs = inputErrorOutputs({ command }, { serverHost: 'github.com' })
      p.stdout.write(formatOutputs(outputs, true, secrets))
    }
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
  const ci = readCiContext(p.env)
  for (const l of describeCi(ci)) say(l)
  const runInputs = { ...inputs, command, 'api-token': token }
  const context = toRunContext(ci, p.env)
  if (summaryFile !== undefined) {
    // Created now, so a path that cannot be written is refused before any request.
    try {
      writeFileSync(summaryFile, '')
    } catch (e) {
      say(`error: --summary-file ${summaryFile} cannot be written: ${(e as Error).message}`)
      p.stdout.write(formatOutputs(inputErrorOutputs(runInputs, context), json, secrets))
      return ExitCode.InputError
    }
  }

  const io = createCliIo({
    stderr: p.stderr,
    debug: line.debug,
    liveStatus: !!rowOf(command).liveStatus && !!p.stdout.isTTY && !!p.stderr.isTTY,
    secrets,
  })
  // The core decides everything else, as for the action: the token, the context (one resolver
  // for both doors), every input; its messages name flags and variables.
  const result = await execute(runInputs, context, io, {
    signal: p.signal,
    userAgentSuffix: 'cli',
  })
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
