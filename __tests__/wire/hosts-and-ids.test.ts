/** The wire's small shared facts: which hosts are loopback, and what a test run id looks like. */
import { describe, expect, it } from '@jest/globals'
import { isLoopbackHost } from '../../src/wire/loopback.js'
import { TEST_RUN_ID_PATTERN } from '../../src/wire/test-run-id.js'

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])(
    '%s is loopback',
    (h) => expect(isLoopbackHost(h)).toBe(true),
  )
  it.each([
    'api.trunk.io',
    '128.0.0.1',
    '127.0.0.1.evil.example',
    'localhost.evil.example',
    '::2',
    '0.0.0.0',
    '',
  ])('%s is not', (h) => expect(isLoopbackHost(h)).toBe(false))
})

describe('TEST_RUN_ID_PATTERN', () => {
  const whole = new RegExp(`^${TEST_RUN_ID_PATTERN}$`)
  it.each([
    '0f2c1a9e-8b7d-4c6e-9f1a-2b3c4d5e6f70',
    '0F2C1A9E-8B7D-4C6E-9F1A-2B3C4D5E6F70',
    '0f2c1a9e-8b7d-4c6e-9f1a-2b3c4d5e6f70-bisection',
    '0f2c1a9e-8b7d-4c6e-9f1a-2b3c4d5e6f70-bisection-2_of-3',
  ])('%s is a test run id', (id) => expect(whole.test(id)).toBe(true))
  it.each([
    '',
    '0f2c1a9e-8b7d-4c6e-9f1a-2b3c4d5e6f7',
    '0f2c1a9e8b7d4c6e9f1a2b3c4d5e6f70',
    '0f2c1a9e-8b7d-4c6e-9f1a-2b3c4d5e6f70-retry',
    'g f2c1a9e-8b7d-4c6e-9f1a-2b3c4d5e6f70',
  ])('%j is not', (id) => expect(whole.test(id)).toBe(false))
})
