/** Pieces of the job summary. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { groupDigits } from '../../src/action/summary.js'

describe('groupDigits', () => {
  it("writes integers as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => groupDigits(n) === n.toLocaleString('en-US')),
      { numRuns: 1000 },
    )
    expect(groupDigits(20_971_520)).toBe('20,971,520')
    expect(groupDigits(999)).toBe('999')
    expect(groupDigits(0)).toBe('0')
  })
})
