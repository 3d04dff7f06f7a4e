/**
 * The PR section shows what an API that reports an entry in full (v2) tells: the entry's
 * readiness with GitHub's reasons, the verifying run; not for an API that sends what it has (v1).
 */
import { describe, expect, it } from '@jest/globals'
import { prSection } from '../../src/commands/common/summary.js'
import type { QueuedPullRequest, Readiness } from '../../src/queue/index.js'
import { renderSummary, summaryProblems } from '../../__fixtures__/summary-render.js'
import { summaryContext as ctx, submittedPr } from './helpers.js'

function pr(detailed?: { readiness?: Partial<Readiness>; verifiedBy?: string }): QueuedPullRequest {
  return {
    ...submittedPr({ prSha: 'ab'.repeat(20) }),
    ...(detailed && {
      readiness: {
        requiresImpactedTargets: true,
        hasImpactedTargets: false,
        baseBranchMatches: true,
        mergeability: 'blocked',
        detailed: true,
        ...detailed.readiness,
      },
      ...(detailed.verifiedBy ? { verifiedBy: detailed.verifiedBy } : {}),
    }),
  }
}

describe('prSection with the entry in full', () => {
  it('shows the readiness and GitHub reasons, escaped', () => {
    const markdown = prSection(
      pr({
        readiness: {
          requiresImpactedTargets: true,
          hasImpactedTargets: false,
          baseBranchMatches: false,
          mergeability: 'blocked',
          blocks: {
            provider: 'GitHub',
            reasons: [
              { code: 'REVIEWS', message: 'Needs <b>2</b> approvals', have: 1, need: 2 },
              { code: 'CHECK_FAILED', message: 'A check failed', check: 'ci/build' },
            ],
          },
        },
      }),
      ctx,
    )
    expect(summaryProblems(markdown)).toEqual([])
    const text = renderSummary(markdown)
    expect(text).toContain('mergeability <code>blocked</code>')
    expect(text).toContain('<strong>base branch does not match</strong>')
    expect(text).toContain('<strong>impacted targets awaited</strong>')
    expect(text).toContain('Why GitHub does not let it merge')
    expect(text).toContain('Needs &lt;b&gt;2&lt;/b&gt; approvals (<code>REVIEWS</code>; 1 of 2)')
    expect(text).toContain('check <code>ci/build</code>')
  })

  it('names the run that verified a merged PR', () => {
    const markdown = prSection(
      pr({
        verifiedBy: 'run_42',
        readiness: {
          requiresImpactedTargets: false,
          baseBranchMatches: true,
          mergeability: 'mergeable',
        },
      }),
      ctx,
    )
    const text = renderSummary(markdown)
    expect(text).toContain('<strong>Verified by run:</strong> <code>run_42</code>')
    expect(text).not.toContain('impacted targets')
    expect(text).not.toContain('does not let it merge')
  })

  it('a v1 PR (readiness as sent, not in full) shows neither', () => {
    const text = renderSummary(
      prSection({ ...pr(), verifiedBy: 'run_42', readiness: { detailed: false } }, ctx),
    )
    expect(text).not.toContain('Readiness')
    expect(text).not.toContain('Verified by run')
  })
})
