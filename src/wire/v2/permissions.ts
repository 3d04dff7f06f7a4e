/**
 * Which v2 API-key permission each operation needs (spec/v2/trunk-v2-notes.md §2.3 and the
 * `x-live` notes of the fragments). Names are the service's UI labels: there are no
 * machine-readable scope names (gaps.md §1), so `id` is this project's own slug for them.
 */

/** One permission an API key can hold. */
export interface V2Permission {
  /** This project's slug (the emulator's `--api-key NAME=slug,slug`). */
  id: string
  /** The label in Trunk's app (Settings → Developer → API Keys). */
  label: string
}

/** The permissions of a v2 API key this project's commands need. */
export const V2_PERMISSIONS = {
  mergeAndCancel: { id: 'merge-and-cancel', label: 'Merge and cancel PRs' },
  setPriority: { id: 'set-priority', label: 'Set priority on PRs' },
  skipBatching: { id: 'skip-batching', label: 'Skip batching' },
  directToQueue: { id: 'direct-to-queue', label: 'Merge PRs with direct to queue' },
  updateSettings: { id: 'update-queue-settings', label: 'Update Merge Queue settings' },
  /** Flaky Tests: test-result uploads and the CI quarantine lookups (notes §9a). */
  uploadTestResults: { id: 'upload-test-results', label: 'Upload test results' },
  /** Flaky Tests: quarantine overrides, one test or many (notes §9). */
  quarantineTests: { id: 'quarantine-tests', label: 'Quarantine tests' },
} as const satisfies Record<string, V2Permission>

export type V2PermissionId = (typeof V2_PERMISSIONS)[keyof typeof V2_PERMISSIONS]['id']

/** Every permission slug, in the order of {@link V2_PERMISSIONS}. */
export const V2_PERMISSION_IDS = Object.values(V2_PERMISSIONS).map((p) => p.id) as V2PermissionId[]

/** The label of a permission slug (the slug itself if unknown). */
export function permissionLabel(id: string): string {
  return Object.values(V2_PERMISSIONS).find((p) => p.id === id)?.label ?? id
}

const P = V2_PERMISSIONS

/**
 * The permission each v2 operation needs; `[]` for reads (a key with no permission can read
 * queues, PRs, repositories, verification runs and metrics). `conditional` lists what a field of
 * the body adds ("a request's permissions come from its body as well as its endpoint").
 */
export const V2_OPERATION_PERMISSIONS: Record<
  string,
  { needs: readonly V2Permission[]; conditional?: Record<string, V2Permission>; inferred?: true }
> = {
  'mergeQueues.list': { needs: [] },
  'mergeQueues.get': { needs: [] },
  'mergeQueues.order': { needs: [] },
  'mergeQueues.listPullRequests': { needs: [] },
  'mergeQueues.metrics': { needs: [] },
  'mergeQueues.organizationMetrics': { needs: [] },
  'mergeQueues.create': { needs: [P.updateSettings] },
  'mergeQueues.delete': { needs: [P.updateSettings] },
  'mergeQueues.updateConfig': { needs: [P.updateSettings] },
  'mergeQueues.switchModes': { needs: [P.updateSettings] },
  'mergeQueues.drain': { needs: [P.updateSettings] },
  // Not stated on the live pages; the migrate guide maps v1 updateQueue(state) to this one.
  'mergeQueues.pause': { needs: [P.updateSettings], inferred: true },
  'mergeQueues.resume': { needs: [P.updateSettings], inferred: true },
  'mergeQueues.submitPullRequest': {
    needs: [P.mergeAndCancel],
    conditional: {
      priorityValue: P.setPriority,
      priorityName: P.setPriority,
      'allowBatching:false': P.skipBatching,
      'direct:true': P.directToQueue,
    },
  },
  'pullRequests.get': { needs: [] },
  'pullRequests.resolveByCoordinates': { needs: [] },
  'pullRequests.dequeue': { needs: [P.mergeAndCancel] },
  'pullRequests.restartTests': { needs: [P.mergeAndCancel] },
  'pullRequests.queueEntryHistory': { needs: [] },
  // Not stated (gaps.md, "Merge estimates"): presumably none beyond reading pull requests.
  'pullRequests.queueEntryEstimate': { needs: [], inferred: true },
  // Live docs only: "Requires Merge and cancel PRs".
  'pullRequests.rerunFailedChecks': { needs: [P.mergeAndCancel] },
  'pullRequests.reprioritize': { needs: [P.setPriority], inferred: true },
  'pullRequests.updateQueueEntry': {
    needs: [],
    conditional: {
      priorityValue: P.setPriority,
      priorityName: P.setPriority,
      allowBatching: P.skipBatching,
      direct: P.directToQueue,
    },
  },
  'impactedTargets.upload': { needs: [P.mergeAndCancel] },
  'mergeQueueVerificationRuns.get': { needs: [] },
  'repositories.resolveByProviderUrl': { needs: [] },
  'repositories.get': { needs: [] },
  // Flaky Tests reads need none ("Any API key can call the Flaky Tests endpoints"); the CI
  // quarantine lookups need Upload test results (notes §9a).
  'testCollections.list': { needs: [] },
  'testCollections.get': { needs: [] },
  'tests.list': { needs: [] },
  'tests.get': { needs: [] },
  'testCollections.quarantineStatus': { needs: [P.uploadTestResults] },
  'testCollections.allQuarantinedTests': { needs: [P.uploadTestResults] },
  // "Requires the Quarantine tests permission" (the bulk page; some pages still say any key may
  // write: expect the 403, notes §9a).
  'tests.setQuarantine': { needs: [P.quarantineTests] },
  'tests.setQuarantineMany': { needs: [P.quarantineTests] },
}

/**
 * The permission(s) a request needs, from its operation and body, as UI labels. Used to name
 * the missing permission when the service answers 403 INSUFFICIENT_PERMISSIONS.
 */
export function permissionsFor(operation: string, body?: Record<string, unknown>): string[] {
  const entry = V2_OPERATION_PERMISSIONS[operation]
  if (!entry) return []
  const labels = entry.needs.map((p) => p.label)
  for (const [field, perm] of Object.entries(entry.conditional ?? {})) {
    const [name, value] = field.split(':')
    const v = body?.[name as string]
    if (v === undefined) continue
    if (value !== undefined && String(v) !== value) continue
    if (!labels.includes(perm.label)) labels.push(perm.label)
  }
  return labels
}
