/** An error a handler throws to answer with a status and a plain-text message. */
export class HttpError extends Error {
  constructor(
    /** The HTTP status to answer with. */
    readonly status: number,
    message: string,
    /** Extra response headers (e.g. `Allow` for a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
