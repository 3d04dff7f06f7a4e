/**
 * Every piece of YAML doctor tells a user to paste, once, with where it goes. A test puts each one
 * where it says into a workflow and runs actionlint over it, and checks that every finding's
 * YAML-looking code span is one of these: advice that makes GitHub refuse the file stalls the queue.
 */

/** Where a snippet goes: under `on:`, as a key of a job, or under the job's `permissions:`. */
export type SnippetPlace = 'on' | 'job' | 'permissions'

/** One piece of YAML to paste, on one line (it is shown in a code span). */
export interface Snippet {
  place: SnippetPlace
  yaml: string
}

/** The snippets, by what they do. */
export const SNIPPETS = {
  /** A trigger on the queue's test branches (under `on:`). */
  pushTestBranches: { place: 'on', yaml: "push: { branches: ['trunk-merge/**'] }" },
  /** A job condition that skips the queue's draft PRs (`!` inside `${{ }}`: bare, it is a YAML tag). */
  skipTestBranchPrs: {
    place: 'job',
    yaml: "if: ${{ !startsWith(github.head_ref, 'trunk-merge/') }}",
  },
  /** The permissions doctor's GitHub reads need (the refusals of repository-checks.ts name them). */
  contentsRead: { place: 'permissions', yaml: 'contents: read' },
  actionsRead: { place: 'permissions', yaml: 'actions: read' },
} as const satisfies Record<string, Snippet>

/** A snippet as a code span of a message. */
export const span = (s: Snippet): string => `\`${s.yaml}\``
