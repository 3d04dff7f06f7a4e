/**
 * Inputs and commands named inside a message, left for the door to word: a command writes
 * `inputRef('pr-sha')` and the run renders it as the door says it (`pr-sha` in the action, `--pr-sha`
 * in the CLI) before anything leaves the core.
 */

/** The door a run came through: its words for an input and a command differ. */
export type Door = 'action' | 'cli'

const REF = /\u27e6(input|command):([a-z0-9-]+)\u27e7/g

/**
 * An input named inside a message, left for the door to word: `pr-sha` in the action,
 * `--pr-sha` (or `GITHUB_TOKEN` for a token) in the CLI. The core renders it (renderRefs) before
 * anything leaves it.
 */
export function inputRef(name: string): string {
  return `\u27e6input:${name}\u27e7`
}

/** A command named inside a message: `command: upload-targets` / `merge-queue upload-targets`. */
export function commandRef(name: string): string {
  return `\u27e6command:${name}\u27e7`
}

/** `text` with every {@link inputRef} and {@link commandRef} in the words `name` gives. */
export function renderRefs(
  text: string,
  name: (kind: 'input' | 'command', value: string) => string,
): string {
  return text.includes('\u27e6')
    ? text.replace(REF, (_, kind: 'input' | 'command', value: string) => name(kind, value))
    : text
}
