/** The action's own errors: a wrong input, a file it could not write, a queue that is not there. */
import type { OutputName } from './constants.js'
import type { ErrorKind } from '../wire/error-kind.js'
import { commandRef, inputRef } from '../ports/text.js'

/** A wrong input: refused before any request, with a message naming the input. */
export class InputError extends Error {
  /** The value for the `error-kind` output. */
  readonly kind: ErrorKind = 'input'
  constructor(
    /** The input's name as in action.yml, e.g. `pr-number`. */
    readonly input: string,
    /** What is wrong with the value given. */
    readonly problem: string,
    /** What is expected instead. */
    readonly expected?: string,
  ) {
    super(`Input '${input}': ${problem}${expected ? `; expected ${expected}` : ''}.`)
    this.name = 'InputError'
  }

  /** The message with the input named as a door names it (e.g. `--pr-number` for the CLI). */
  describe(nameInput: (name: string) => string): string {
    const expected = this.expected ? `; expected ${this.expected}` : ''
    return `${nameInput(this.input)}: ${this.problem}${expected}.`
  }
}

/** Shows a user's value in a message: quoted, one line, cut to 80 characters. */
export function shown(value: string): string {
  const one = JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value)
  return one
}

/** A file the action was asked to write could not be written (after the requests were made). */
export class OutputFileError extends Error {
  /** The value for the `error-kind` output. */
  readonly kind: ErrorKind = 'output-file'
  constructor(message: string) {
    super(message)
    this.name = 'OutputFileError'
  }
}

/**
 * The queue a command addresses does not exist (the service answered 404 to reading it): told
 * apart from "the PR is not in the queue", which is a state, not an error. error-kind not-found.
 */
export class MissingQueueError extends Error {
  /** The value for the `error-kind` output. */
  readonly kind: ErrorKind = 'not-found'
  constructor(repo: { owner: string; name: string }, branch: string) {
    super(
      `There is no merge queue for branch ${JSON.stringify(branch)} of ${repo.owner}/${repo.name}: check ${inputRef('target-branch')} (or the repository), or create the queue first (${commandRef('create-queue')}).`,
    )
    this.name = 'MissingQueueError'
  }
}

const settled = new WeakMap<object, Partial<Record<OutputName, string>>>()

/**
 * `e`, marked with the outputs its command had settled before it failed (check-test-results: the
 * counts of the reports it read before the API failed); execute() sets them beside error-kind.
 */
export function withSettledOutputs(
  e: unknown,
  outputs: Partial<Record<OutputName, string>>,
): unknown {
  if (e !== null && typeof e === 'object') settled.set(e, { ...settled.get(e), ...outputs })
  return e
}

/** The outputs {@link withSettledOutputs} marked `e` with; none when it was not marked. */
export function settledOutputsOf(e: unknown): Partial<Record<OutputName, string>> {
  return (e !== null && typeof e === 'object' && settled.get(e)) || {}
}
