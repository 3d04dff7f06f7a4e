/** A wrong input: refused before any request, with a message naming the input. */
export class InputError extends Error {
  constructor(
    /** The input's name as in action.yml, e.g. `pr-number`. */
    readonly input: string,
    /** What is wrong with the value given. */
    problem: string,
    /** What is expected instead. */
    expected?: string,
  ) {
    super(`Input '${input}': ${problem}${expected ? `; expected ${expected}` : ''}.`)
    this.name = 'InputError'
  }
}

/** Shows a user's value in a message: quoted, one line, cut to 80 characters. */
export function shown(value: string): string {
  const one = JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value)
  return one
}

/** A file the action was asked to write could not be written (after the requests were made). */
export class OutputFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OutputFileError'
  }
}
