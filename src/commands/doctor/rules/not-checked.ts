/**
 * What doctor could not check at all: the required checks when the checkout has no
 * `.github/workflows` it can read (no checkout step, a link GitHub does not follow), and the
 * required checks past the most it checks.
 */
import { Inputs } from '../../../inputs/constants.js'
import { actionOnly, cliOnly, inputRef } from '../../../ports/refs.js'
import { WORKFLOWS_DIR, type WorkflowsFolder } from '../checkout.js'
import { MAX_REQUIRED_CHECKS } from '../analysis.js'
import { defineRule } from '../rule.js'

const FOLDER: Record<Exclude<WorkflowsFolder, 'found'>, string> = {
  absent:
    `There is no ${WORKFLOWS_DIR} in the checkout: is the repository checked out there? ` +
    `${actionOnly('Run actions/checkout before doctor, or set')}${cliOnly('Run doctor in the repository, or set')} ` +
    `${inputRef(Inputs.CheckoutPath)} to the repository's folder.`,
  symlink:
    `${WORKFLOWS_DIR} (or .github) is a symbolic link: GitHub does not follow it, so it runs ` +
    'none of the workflows there, and doctor did not read them.',
  'not-a-folder': `${WORKFLOWS_DIR} (or .github) in the checkout is not a folder, so GitHub runs no workflow of it.`,
  unreadable: `${WORKFLOWS_DIR} in the checkout cannot be read (permission).`,
}

export const notChecked = defineRule({
  code: 'not-checked',
  severity: 'unknown',
  title: 'Not checked',
  check: (facts) => {
    const out: { folder?: Exclude<WorkflowsFolder, 'found'>; names: string[]; skipped: number }[] =
      []
    const names = facts.checks.map((c) => c.name)
    if (facts.folder !== 'found' && (names.length || facts.queue.mode === 'parallel')) {
      out.push({ folder: facts.folder, names, skipped: 0 })
    }
    if (facts.uncheckedCount) out.push({ names: [], skipped: facts.uncheckedCount })
    return out
  },
  message: ({ folder, names, skipped }) => {
    if (!folder) {
      const first = MAX_REQUIRED_CHECKS.toLocaleString('en-US')
      return `doctor checked the first ${first} required checks and not the other ${skipped.toLocaleString('en-US')}.`
    }
    const shown =
      names
        .slice(0, 10)
        .map((n) => `"${n}"`)
        .join(', ') + (names.length > 10 ? ` and ${names.length - 10} more` : '')
    const what = names.length
      ? `the required checks ${shown} report`
      : 'impacted targets are uploaded'
    return `${FOLDER[folder]} doctor could not tell whether ${what} on the queue's test runs.`
  },
})
