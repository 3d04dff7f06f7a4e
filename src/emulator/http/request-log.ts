/** Counts of the requests the emulator received, and the most recent ones. */

/** One request as the log keeps it (never headers, so never the token). */
export interface LoggedRequest {
  method: string
  path: string
  /** The API operation (`submitPullRequest`, ...) or `unknown`. */
  operation: string
  /** The status answered; 0 when the connection was closed without an answer. */
  status: number
  /** Emulator time of arrival, ISO 8601. */
  at: string
  /** The fault applied, if any. */
  fault?: string
}

/** What GET /_control/requests answers. */
export interface RequestLogSummary {
  total: number
  byOperation: Record<string, number>
  recent: LoggedRequest[]
}

/** How many recent requests are kept. */
export const RECENT_REQUESTS_KEPT = 1000

export class RequestLog {
  private total = 0
  private byOperation: Record<string, number> = {}
  private recent: LoggedRequest[] = []

  /** Counts a request on arrival and returns its record, to fill in when it is answered. */
  start(record: LoggedRequest): LoggedRequest {
    this.total++
    this.byOperation[record.operation] = (this.byOperation[record.operation] ?? 0) + 1
    this.recent.push(record)
    if (this.recent.length > RECENT_REQUESTS_KEPT) this.recent.shift()
    return record
  }

  summary(): RequestLogSummary {
    return {
      total: this.total,
      byOperation: { ...this.byOperation },
      recent: this.recent.map((r) => ({ ...r })),
    }
  }

  reset(): void {
    this.total = 0
    this.byOperation = {}
    this.recent = []
  }
}
