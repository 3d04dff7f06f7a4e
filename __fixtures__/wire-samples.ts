/**
 * Response bodies shaped like the live service's (wire notes §2.4, §2.6, §2.9, §2.12: the key
 * lists and order of the captured fixtures).
 */

export const REPO = { host: 'github.com', owner: 'acme', name: 'app' }

export function submittedPr(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '6f1c2a8e-5b7d-4c1e-9a3f-0d2b4e6f8a10',
    state: 'testing',
    stateChangedAt: '2026-09-17T10:16:02.000Z',
    priorityValue: 100,
    priorityName: 'medium',
    usedDefaultPriorityName: 'medium',
    skipTheLine: false,
    noBatch: false,
    prTitle: 'Add the thing',
    prNumber: 42,
    prSha: 'a'.repeat(40),
    prBaseBranch: 'main',
    prAuthor: 'octocat',
    readiness: {
      hasImpactedTargets: false,
      requiresImpactedTargets: false,
      doesBaseBranchMatch: true,
      gitHubMergeability: 'mergeable',
    },
    forceEnqueued: false,
    isCurrentlySubmittedToQueue: true,
    verifiedByTestRun: null,
    ...overrides,
  }
}

export function queue(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    state: 'running',
    branch: 'main',
    concurrency: 2,
    testingTimeoutMinutes: 60,
    mode: 'parallel',
    canOptimisticallyMerge: true,
    pendingFailureDepth: 1,
    batch: false,
    batchingMaxWaitTimeMinutes: 5,
    batchingMinSize: 1,
    createPrsForTestingBranches: true,
    commentsEnabled: true,
    commandsEnabled: true,
    statusCheckEnabled: true,
    extensionEnabled: false,
    bisectionConcurrency: 1,
    requiredStatuses: null,
    allowedBotSubmitters: [],
    batchingRules: [],
    directMergeMode: 'off',
    optimizationMode: 'off',
    mergeMethod: 'squash',
    testBranchConstructionMode: 'rename_temp_branch',
    enqueueingLabel: '',
    labelCommandsEnabled: false,
    stateLabelsEnabled: false,
    notReadyTimeoutHours: 24,
    enqueuedPullRequests: [
      {
        id: '11111111-2222-3333-4444-555555555555',
        state: 'testing',
        stateChangedAt: '2026-09-17T10:16:02.000Z',
        priorityValue: 100,
        priorityName: 'medium',
        usedDefaultPriorityName: 'medium',
        skipTheLine: false,
        noBatch: false,
        prNumber: 42,
        prTitle: 'Add the thing',
        prSha: 'a'.repeat(40),
        prBaseBranch: 'main',
        prAuthor: 'octocat',
      },
    ],
    ...overrides,
  }
}

export function testingDetails(): Record<string, unknown> {
  return {
    requiredStatuses: ['ci/build'],
    requiredStatusesSource: 'merge_instance',
    testBranch: 'trunk-merge/pr-42/5df78918-0d3c-4a3e-9f5e-2b1c3d4e5f60',
    testBranchSha: 'b'.repeat(40),
    createdAt: '2026-09-17T10:16:02.000Z',
    status: 'in_progress',
    checkSuites: [{ checkRuns: [] }],
    statusChecks: [{ context: 'ci/build', state: 'PENDING' }],
    testedPullRequests: [
      { prNumber: 42, prUrl: 'https://github.com/acme/app/pull/42', title: 'Add' },
    ],
    dependentPrs: [],
  }
}

export function testCase(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '01234567-0123-0123-0123-0123456789ab',
    repository: { html_url: 'https://github.com/acme/app' },
    html_url: 'https://app.trunk.io/acme/flaky-tests/test/01234567-0123-0123-0123-0123456789ab',
    name: 'renders the header',
    variant: '',
    status: { value: 'flaky', reason: 'Failed 3 times', timestamp: '2026-09-17T10:16:02.000Z' },
    most_common_failures: [
      { summary: 'Timeout', occurrence_count: 3, last_occurrence: '2026-09-17T10:16:02.000Z' },
    ],
    failure_rate_last_7d: 0.12,
    failure_rate_last_24h: 0.05,
    file_path: 'src/header.test.ts',
    parent: 'Header',
    classname: 'Header',
    codeowners: ['@acme/web'],
    pull_requests_impacted_last_7d: 4,
    quarantined: false,
    ...overrides,
  }
}

export function page(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    total_rows: 1,
    total_pages: 1,
    next_page_token: '',
    prev_page_token: '',
    last_page_token: '',
    page_index: 0,
    ...overrides,
  }
}
