/** The pagination guard: always stops, and says why when the service misbehaves. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { PaginationError, paginate } from '../../src/client/index.js'

type P = { page: { next_page_token: string; total_pages: number }; n: number }

async function collect(pages: P[], maxPages?: number) {
  const tokens: string[] = []
  const got: number[] = []
  let i = 0
  const gen = paginate<P>(
    async (token) => {
      tokens.push(token)
      const p = pages[i++]
      if (!p) throw new Error('fetched past the end')
      return p
    },
    { operation: 'listFailingTests', maxPages },
  )
  for await (const p of gen) got.push(p.n)
  return { tokens, got }
}

const page = (n: number, next: string, total = 3): P => ({
  n,
  page: { next_page_token: next, total_pages: total },
})

describe('paginate', () => {
  it('follows tokens until one is empty', async () => {
    const r = await collect([page(1, 'a'), page(2, 'b'), page(3, '')])
    expect(r.got).toEqual([1, 2, 3])
    expect(r.tokens).toEqual(['', 'a', 'b'])
  })

  it('an empty page with a token is not the end', async () => {
    const r = await collect([
      page(1, 'a', 2),
      { n: 2, page: { next_page_token: '', total_pages: 2 } },
    ])
    expect(r.got).toEqual([1, 2])
  })

  it('a repeated token stops with an error', async () => {
    await expect(collect([page(1, 'a', 9), page(2, 'b', 9), page(3, 'a', 9)])).rejects.toThrow(
      /repeated page token "a" after 3 pages/,
    )
  })

  it('more pages than announced stops with an error', async () => {
    await expect(collect([page(1, 'a', 2), page(2, 'b', 2), page(3, 'c', 2)])).rejects.toThrow(
      PaginationError,
    )
    await expect(collect([page(1, 'a', 2), page(2, 'b', 2), page(3, 'c', 2)])).rejects.toThrow(
      /page 3 but announced only 2 pages/,
    )
  })

  it('for any token sequence it ends within the announced pages, or fails with a PaginationError', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ next: fc.constantFrom('', 'a', 'b', 'c', 'd'), total: fc.nat(6) }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (spec) => {
          let calls = 0
          const gen = paginate<P>(
            async () => {
              const s = spec[Math.min(calls, spec.length - 1)]!
              calls++
              return { n: calls, page: { next_page_token: s.next, total_pages: s.total } }
            },
            { operation: 'x', maxPages: 50 },
          )
          try {
            for await (const _ of gen) {
              /* drain */
            }
          } catch (e) {
            if (!(e instanceof PaginationError)) throw e
          }
          return calls <= 7
        },
      ),
      { numRuns: 300 },
    )
  })
})
