/**
 * The command-line door's side of a run: the log on stderr (`warning: `, `error: ` prefixes, no
 * workflow commands), tokens replaced in every line, inputs named as flags (`--target-branch`),
 * and for `wait` on a terminal a status line rewritten in place (see status-line.ts).
 */
import type { AnnotationPlace, Io } from '../ports/io.js'
import { isInputName } from '../inputs/constants.js'
import { inputNameIn } from '../inputs/descriptions.js'
import { redact } from '../ports/text.js'
import { createStatusLine, type StatusLine, type StatusStream } from './status-line.js'

/** How the tool names an input in a message: a flag, or the variable a token comes from. */
export function cliInputName(name: string): string {
  return isInputName(name) ? inputNameIn('cli', name) : `--${name}`
}

/** Options of {@link createCliIo}. */
export interface CliIoOptions {
  stderr: StatusStream
  /** Shows debug lines (`--debug`). */
  debug: boolean
  /**
   * Lines of the command's own work go to a status line rewritten in place (`wait` on a
   * terminal); else every line is printed.
   */
  liveStatus: boolean
  /** Tokens known before the run (the core adds those it reads through `mask`). */
  secrets: string[]
}

/** The io of a CLI run, and `finish` to end its status line. */
export function createCliIo(o: CliIoOptions): Io & { finish(): void } {
  const secrets = o.secrets
  const clean = (text: string) => redact(text, secrets)
  const plain = createStatusLine(o.stderr, false)
  // The first group is the inputs'; the command's work runs in the next one.
  let groups = 0
  let status: StatusLine = plain
  const lasting = (text: string) => status.print(clean(text))
  return {
    info: (m) => status.update(clean(m)),
    warning: (m) => lasting(`warning: ${m}`),
    error: (m) => lasting(`error: ${m}`),
    notice: (m) => lasting(`notice: ${m}`),
    debug: (m) => {
      if (o.debug) lasting(`debug: ${m}`)
    },
    isDebug: () => o.debug,
    annotate: (level, m, where: AnnotationPlace) => {
      const place = where.file
        ? `${where.file}${where.startLine ? `:${where.startLine}` : ''}: `
        : ''
      lasting(`${level}: ${place}${where.title ? `${where.title}: ` : ''}${m}`)
    },
    async group(name, fn) {
      lasting(`== ${name}`)
      groups++
      if (o.liveStatus && groups > 1) status = createStatusLine(o.stderr, true)
      try {
        return await fn()
      } finally {
        status.done()
        status = plain
      }
    },
    mask: (secret) => {
      if (secret && !secrets.includes(secret)) secrets.push(secret)
    },
    nameInput: cliInputName,
    door: 'cli',
    finish: () => status.done(),
  }
}
