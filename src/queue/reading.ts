/**
 * Reads as values: a list read is `read` (non-empty), `empty` (the service sent none) or
 * `unknown` (it could not be read, and why). Only a cancelled job still throws.
 */
import { CancelledError, TrunkApiError } from '../client/errors.js'
import { isErrorKind } from '../wire/error-kind.js'
import type { ReadFailure, Reading } from './types.js'

/** What an error says of why a read failed: its kind and HTTP status. */
export function failureOf(e: unknown): ReadFailure {
  if (e instanceof TrunkApiError) {
    return { kind: e.kind, ...(e.status ? { status: e.status } : {}), message: e.message }
  }
  const kind = e instanceof Error ? (e as { kind?: unknown }).kind : undefined
  return {
    kind: typeof kind === 'string' && isErrorKind(kind) ? kind : 'internal',
    message: e instanceof Error ? e.message : String(e),
  }
}

/** True when `e` ends the job rather than one read (a cancellation, or the signal aborted). */
export function isCancellation(e: unknown, signal: AbortSignal | undefined): boolean {
  return e instanceof CancelledError || !!signal?.aborted
}

/** A list read as a {@link Reading}; rethrows only a cancellation. */
export async function readingOf<T>(
  read: () => Promise<T[]>,
  signal: AbortSignal | undefined,
): Promise<Reading<T[]>> {
  try {
    const value = await read()
    return value.length ? { status: 'read', value } : { status: 'empty' }
  } catch (e) {
    if (isCancellation(e, signal)) throw e
    return { status: 'unknown', failure: failureOf(e) }
  }
}

/** The list a reading read, [] for empty or unknown (for a caller that said why elsewhere). */
export function valueOr<T>(r: Reading<T[]>): T[] {
  return r.status === 'read' ? r.value : []
}
