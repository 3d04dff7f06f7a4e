/** Readers of untyped JSON (an event payload): a value of the expected kind, or undefined. */

export type Json = Record<string, unknown>

/** A JSON object (not an array, not null). */
export const obj = (v: unknown): Json | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined

/** A non-empty string. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined)

/** A positive whole number. */
export const int = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined
