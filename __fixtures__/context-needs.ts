/** What each command needs of the context, by name, as the command table says (for the tests). */
import { COMMANDS, type Command } from '../src/runner/command-table.js'
import type { ContextNeeds } from '../src/runner/context/index.js'
import { needsOf } from '../src/runner/settings.js'

export type ContextCommand = Command
export const CONTEXT_NEEDS = Object.fromEntries(COMMANDS.map((c) => [c, needsOf(c)])) as Record<
  Command,
  ContextNeeds
>
