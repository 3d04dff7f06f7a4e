/** `npm start -- --api v2` (demo-run.ts says what is checked; demo.test.ts runs v1 beside it). */
import { it, jest } from '@jest/globals'
import { checkDemo } from './demo-run.js'

// About 25 action runs one after another: 60 s on a quiet machine, over 180 s on a loaded one.
jest.setTimeout(300_000)

it('npm start over v2: requeues the PR dropped by a timed-out run once, then refuses; gives the ETA of another', () =>
  checkDemo('v2'))
