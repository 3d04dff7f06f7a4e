/** `npm start` over v1 (demo-run.ts says what is checked; demo-v2.test.ts runs v2 beside it). */
import { it, jest } from '@jest/globals'
import { checkDemo } from './demo-run.js'

// About 25 action runs one after another: 60 s on a quiet machine, over 180 s on a loaded one.
jest.setTimeout(300_000)

it('npm start over v1: requeues the PR dropped by a timed-out run once, then refuses; gives the ETA of another', () =>
  checkDemo('v1'))
