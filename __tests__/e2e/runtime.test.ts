/** The e2e suite runs the action on the Node it says: this one, or Node 24 (E2E_NODE). */
import { execFileSync } from 'node:child_process'
import { expect, it } from '@jest/globals'
import { E2E_NODE } from '../../__fixtures__/action-runner.js'

it('runs the action with the intended node binary', () => {
  const version = execFileSync(E2E_NODE, ['--version'], { encoding: 'utf8' }).trim()
  if (process.env.E2E_NODE) expect(version).toMatch(/^v24\./)
  else expect(version).toBe(process.version)
})
