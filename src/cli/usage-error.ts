/** A command line the tool refuses before anything else runs (exit code 2). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}
