/**
 * The inputs' defaults, exactly as action.yml declares them (the contract test checks that they
 * agree). The runner passes them filled in; a hand run of dist/index.js gets them from here.
 */
import { DEFAULT_BASE_URL } from '../client/index.js'
import { Inputs, type InputName } from './constants.js'

export const DEFAULTS = {
  [Inputs.ApiUrl]: DEFAULT_BASE_URL,
  [Inputs.NoBatch]: 'false',
  [Inputs.WaitFor]: 'merged',
  [Inputs.FailOn]: 'failed,cancelled',
  [Inputs.TimeoutSeconds]: '3600',
  [Inputs.PollIntervalSeconds]: '15',
  [Inputs.MaxPollIntervalSeconds]: '60',
  [Inputs.NotSubmittedTimeoutSeconds]: '0',
  [Inputs.WindowHours]: '24',
  [Inputs.MetricsScope]: 'repository',
  [Inputs.RequestTimeoutSeconds]: '120',
  [Inputs.AllowFailures]: 'quarantined',
  [Inputs.GithubToken]: '${{ github.token }}',
} as const satisfies Partial<Record<InputName, string>>

/** The default of an input, or '' when it has none. */
export function defaultOf(name: InputName): string {
  return (DEFAULTS as Partial<Record<InputName, string>>)[name] ?? ''
}
