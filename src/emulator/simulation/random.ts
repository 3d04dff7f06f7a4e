/**
 * Deterministic randomness for fault rates and generated data sets, and the emulator's ids.
 */
import { createHash, randomUUID } from 'node:crypto'

/** A small seeded PRNG (mulberry32): same seed, same sequence, on every platform. */
export class SeededRandom {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p
  }

  /** A version-4-shaped UUID drawn from this generator (deterministic). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16))
    hex[12] = '4'
    hex[16] = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16)
    const s = hex.join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
  }
}

/** A fresh random UUID for queue entries and test runs. */
export function newId(): string {
  return randomUUID()
}

/** A 40-hex fake commit sha derived from `text` (stable across runs). */
export function fakeSha(text: string): string {
  return createHash('sha1').update(text).digest('hex')
}

/** sha256 of `text`, hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
