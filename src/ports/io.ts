/**
 * What a door gives the core to talk to the user: the log, annotations, secret masking, and the
 * words for an input. The core hands every line through {@link Io} already made safe (tokens
 * replaced, one line), so a door only prints. The GitHub Actions door maps these onto
 * `@actions/core`; a command-line door onto stderr.
 */

import type { Door } from './refs.js'

/** Where an annotation points: a file and line of the repository, and a title. */
export interface AnnotationPlace {
  title?: string
  file?: string
  startLine?: number
}

/** The door's side of a run. */
export interface Io {
  info(message: string): void
  warning(message: string): void
  error(message: string): void
  notice(message: string): void
  /** Shown only when {@link isDebug} is true. */
  debug(message: string): void
  /** True when debug lines are shown (the core then also logs each HTTP request). */
  isDebug(): boolean
  /** An annotation on a file and line (a notice or an error), shown on the run and the PR. */
  annotate(level: 'notice' | 'warning' | 'error', message: string, where: AnnotationPlace): void
  /** Runs `fn` with its lines folded under `name`. */
  group<T>(name: string, fn: () => Promise<T>): Promise<T>
  /** Hides `secret` wherever the door prints (the core redacts its own lines anyway). */
  mask(secret: string): void
  /**
   * How a message names an input, in the words of the door that took it: the action says
   * `Input 'target-branch'`, the CLI `--target-branch`.
   */
  nameInput(name: string): string
  /**
   * The door, whose words name an input or a command inside a message (`pr-sha` or `--pr-sha`,
   * `command: upload-targets` or `merge-queue upload-targets`). Default: the action.
   */
  door?: Door
}

/** How the GitHub Actions door names an input: `Input 'target-branch'`. */
export const actionInputName = (name: string): string => `Input '${name}'`
