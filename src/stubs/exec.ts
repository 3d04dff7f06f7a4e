/**
 * Stands in for @actions/exec in the bundle. @actions/core imports it only for platform.getDetails
 * (it runs `lsb_release` and the like), which this action never calls; the real one loads
 * node:child_process and @actions/io at every start-up. Anything that does reach it fails loudly.
 */
export function getExecOutput(): Promise<never> {
  return Promise.reject(new Error('@actions/exec is not bundled with merge-queue-action'))
}
