/**
 * The token never shows: a few fault scenarios of `npm run reliability`, run through
 * dist/index.js with RUNNER_DEBUG off and on, scanned for the token (stdout, stderr, outputs,
 * summary), stack traces and the scenario's own expectations. Includes the redirect (the target
 * sees no request), servers echoing the token, and SIGINT (exit within the runner's 7.5 s).
 */
import { describe } from '@jest/globals'
import { scanScenarios } from './helpers.js'

describe('fault scenarios, scanned for the token', () => {
  scanScenarios(
    [
      '429-seconds',
      'reset-submit',
      'drop-after-commit',
      'redirect',
      'token-echo-401',
      'token-echo-5xx',
      'token-echo-data',
      'sigint-wait',
      'sigint-request',
    ],
    'v1',
  )
})
