/**
 * Reads an input by its row in descriptions.ts: the limits the row declares are the ones enforced,
 * so the description (describeInput) and the check cannot drift apart.
 */
import type { InputName } from './constants.js'
import { INPUTS } from './descriptions.js'
import { intInput, type InputGetter } from './parsers.js'

/** Integer input `name`, checked against its row's limits (its default when empty). */
export function readInteger(get: InputGetter, name: InputName): number {
  const value = INPUTS[name].value
  if (value?.kind !== 'integer') throw new Error(`Input '${name}' has no integer row`)
  return intInput(get, name, value.min, value.max)
}
