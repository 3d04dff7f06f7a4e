/**
 * The inputs' defaults, from their descriptions (descriptions.ts), which action.yml is generated
 * from. The runner passes them filled in; a run by another door (or a hand run of dist/index.js)
 * gets them from here.
 */
import { INPUTS } from './descriptions.js'
import type { InputName } from './constants.js'

/** Every input's default, by name (inputs without one are absent). */
export const DEFAULTS: Partial<Record<InputName, string>> = Object.fromEntries(
  Object.entries(INPUTS).flatMap(([name, d]) =>
    d.default === undefined ? [] : [[name, d.default]],
  ),
)

/** The default of an input, or '' when it has none. */
export function defaultOf(name: InputName): string {
  return DEFAULTS[name] ?? ''
}
