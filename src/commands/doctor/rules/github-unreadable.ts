/** What GitHub refused to doctor, or could not be asked (no token): each names what to grant. */
import { defineRule } from '../rule.js'

export const githubUnreadable = defineRule({
  code: 'github-unreadable',
  severity: 'unknown',
  title: 'GitHub settings not readable',
  check: (facts) => (facts.input.unread ?? []).map((sentence) => ({ sentence })),
  message: ({ sentence }) => sentence,
})
