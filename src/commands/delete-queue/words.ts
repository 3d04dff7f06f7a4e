/** delete-queue's words. */

/** There is no queue: nothing to delete (not a failure). */
export function nothingToDelete(branch: string): string {
  return `There is no queue for ${branch}; nothing to delete.`
}

/** The queue is not empty: the service refuses to delete it. */
export function notEmpty(branch: string, prs: number | undefined): string {
  return `The queue for ${branch} was not deleted: a queue can be deleted only when it is empty${prs ? ` and it holds ${prs} PR(s)` : ''}; cancel or merge them first.`
}

/** The queue was deleted. */
export function deleted(branch: string): string {
  return `Deleted the queue for ${branch}.`
}
