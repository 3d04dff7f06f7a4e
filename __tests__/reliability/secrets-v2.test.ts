/**
 * The v2 API key never shows: a few fault scenarios of `npm run reliability` run over v2 (the
 * action given a `trunk_v2_` key) through dist/index.js with RUNNER_DEBUG off and on, scanned for
 * the key (stdout, stderr, outputs, summary), stack traces and the scenario's own expectations:
 * a write settled by a read, the key echoed by a 500 and a 401, and SIGINT while a request hangs.
 */
import { describe, expect } from '@jest/globals'
import { scanScenarios } from './helpers.js'

describe('fault scenarios over v2, scanned for the key', () => {
  scanScenarios(
    ['drop-after-commit', 'token-echo-5xx', 'token-echo-401', 'sigint-request'],
    'v2',
    (r) => {
      expect(r.api).toBe('v2')
      // Requests went to /v2 operations, never to /v1.
      expect(Object.keys(r.requests).filter((op) => !op.includes('.'))).toEqual([])
    },
  )
})
