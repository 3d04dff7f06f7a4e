/**
 * A typed fake of `@actions/core` for tests of run() without dist/ (typescript-action's pattern):
 * registered with `jest.unstable_mockModule('@actions/core', () => core)` before `main.js` is
 * imported. Inputs come from {@link setInputs}; the summary is captured, not written.
 */
import type * as realCore from '@actions/core'
import { jest } from '@jest/globals'

let inputs: Record<string, string> = {}
/** The summary text each write() would have appended. */
export const summaryWrites: string[] = []

/** Sets the inputs getInput returns (unset: ''), as the runner would pass them. */
export function setInputs(values: Record<string, string>): void {
  inputs = values
}

export const getInput = jest.fn<typeof realCore.getInput>((name) => inputs[name] ?? '')
export const setSecret = jest.fn<typeof realCore.setSecret>()
export const setOutput = jest.fn<typeof realCore.setOutput>()
export const setFailed = jest.fn<typeof realCore.setFailed>()
export const isDebug = jest.fn<typeof realCore.isDebug>(() => false)
export const debug = jest.fn<typeof realCore.debug>()
export const info = jest.fn<typeof realCore.info>()
export const notice = jest.fn<typeof realCore.notice>()
export const warning = jest.fn<typeof realCore.warning>()
export const error = jest.fn<typeof realCore.error>()
export const group = jest.fn(<T>(_name: string, fn: () => Promise<T>): Promise<T> => fn())

let pending = ''
/** The part of core.summary the action uses. */
export const summary = {
  addRaw(text: string, addEOL = false) {
    pending += text + (addEOL ? '\n' : '')
    return summary
  },
  async write() {
    summaryWrites.push(pending)
    pending = ''
    return summary
  },
}

/** Clears every call, the inputs and the captured summaries. */
export function resetCore(): void {
  for (const fn of [
    getInput,
    setSecret,
    setOutput,
    setFailed,
    isDebug,
    debug,
    info,
    notice,
    warning,
    error,
    group,
  ]) {
    fn.mockClear()
  }
  inputs = {}
  summaryWrites.length = 0
  pending = ''
}

/** The outputs set, by name (the last value of each). */
export function outputsSet(): Record<string, string> {
  return Object.fromEntries(setOutput.mock.calls.map(([name, value]) => [name, String(value)]))
}
