/** What the queue commands share: their outputs and create-queue's and update-queue's settings. */
import type { QueueSettings } from '../../queue/index.js'
import { Outputs } from '../../inputs/constants.js'

export const QUEUE_OUTPUTS = [Outputs.QueueState, Outputs.QueueDepth] as const

/** create-queue's and update-queue's own settings. */
export interface QueueSettingsInput {
  /** The settings to set (create-queue: none is fine). */
  queueSettings?: QueueSettings
}
