/** create-queue's words. */

/** The queue was created. */
export function created(branch: string): string {
  return `Created the queue for ${branch}.`
}

/** A queue was there already (the settings asked for are applied to it). */
export function existed(branch: string, applying: boolean): string {
  return `A queue for ${branch} exists already${applying ? '; applying queue-settings to it' : ''}.`
}

/** The summary's first line when the queue was there already. */
export function existedAlready(branch: string): string {
  return `The queue for ${branch} existed already.`
}
