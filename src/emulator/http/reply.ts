/** What a handler answers: status, body and content type, built synchronously. */
export interface Reply {
  status: number
  contentType: string
  body: string
  headers?: Record<string, string>
  /** The value behind a JSON body (faults that rewrite bodies use it). */
  json?: unknown
}

export const TEXT = 'text/plain; charset=utf-8'
export const JSON_TYPE = 'application/json; charset=utf-8'

export function textReply(status: number, body: string, headers?: Record<string, string>): Reply {
  return { status, contentType: TEXT, body, headers }
}

export function jsonReply(status: number, value: unknown): Reply {
  return { status, contentType: JSON_TYPE, body: JSON.stringify(value), json: value }
}

/** The write endpoints' success answer: 200 with a plain-text `OK` (wire notes §1.2). */
export function okReply(): Reply {
  return textReply(200, 'OK')
}
