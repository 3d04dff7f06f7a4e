/**
 * Inputs and commands named inside a message, left for the door to word: a command writes
 * `inputRef('pr-sha')` and the run renders it as the door says it (`pr-sha` in the action, `--pr-sha`
 * in the CLI) before anything leaves the core.
 */

/** The door a run came through: its words for an input and a command differ. */
export type Door = 'action' | 'cli'

const REF = /\u27e6(input|command):([a-z0-9-]+)\u27e7|\u27e6(action|cli):([^\u27e6\u27e7]*)\u27e7/g

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

/**
 * Words only the action says (a workflow expression such as `${{ runner.temp }}`, a workflow's
 * defaults): the CLI leaves them out. Write them as an aside that reads well without them; they
 * may not hold an {@link inputRef}.
 */
export function actionOnly(text: string): string {
  return `\u27e6action:${text.replace(/[\u27e6\u27e7]/g, '')}\u27e7`
}

/** Words only the command line says (a CI's variables): the action leaves them out. */
export function cliOnly(text: string): string {
  return `\u27e6cli:${text.replace(/[\u27e6\u27e7]/g, '')}\u27e7`
}

/** `text` in the words of `door`: its input and command names, its asides only. */
export function inDoorWords(
  text: string,
  door: Door,
  name: (kind: 'input' | 'command', value: string) => string,
): string {
  return renderRefs(text, (kind, value) =>
    kind === 'action' || kind === 'cli' ? (kind === door ? value : '') : name(kind, value),
  )
}

/**
 * `text` with every {@link inputRef} and {@link commandRef} in the words `name` gives, and every
 * {@link actionOnly} or {@link cliOnly} aside as `name('action' | 'cli', text)` gives it (the
 * text at its door, else '').
 */
export function renderRefs(
  text: string,
  name: (kind: 'input' | 'command' | 'action' | 'cli', value: string) => string,
): string {
  return text.includes('\u27e6')
    ? text.replace(
        REF,
        (
          _,
          kind: 'input' | 'command' | undefined,
          value: string,
          door: 'action' | 'cli',
          aside: string,
        ) => (kind ? name(kind, value) : name(door, aside)),
      )
    : text
}
