/**
 * `POST /_control/pull-requests` on a PR the queue already merged: its head cannot move, so
 * getSubmittedPullRequest keeps reporting the commit that was merged.
 */
import { describe, expect, it } from '@jest/globals'
import { MINUTE, prRef } from '../../../__fixtures__/emulator.js'
import { controlRaw, useEmulator } from '../helpers.js'

const MERGED_SHA = 'a'.repeat(40)
const OTHER_SHA = 'b'.repeat(40)

const emu = useEmulator({}, { per: 'test', queue: true })

async function mergedPr(number: number): Promise<void> {
  await emu.control('/pull-requests', { repo: 'acme/app', number, headSha: MERGED_SHA })
  await emu.client.submitPullRequest(prRef(number))
  emu.advance(30 * MINUTE)
  expect((await emu.client.getSubmittedPullRequest(prRef(number))).state).toBe('merged')
}

describe('a merged PR registered again', () => {
  it('a new head sha is refused with 409 and the merged commit stays the one reported', async () => {
    await mergedPr(7)
    const r = await controlRaw(emu, '/pull-requests', {
      repo: 'acme/app',
      number: 7,
      headSha: OTHER_SHA,
    })
    expect(r.status).toBe(409)
    expect(r.text).toContain(
      `pull request #7 already merged into main at ${MERGED_SHA}; a merged pull request's head cannot change`,
    )
    const pr = await emu.client.getSubmittedPullRequest(prRef(7))
    expect(pr).toMatchObject({ state: 'merged', prSha: MERGED_SHA })
  })

  it('the same sha (any case) and other fields are still accepted', async () => {
    await mergedPr(8)
    const same = await emu.control<{ headSha: string; title: string }>('/pull-requests', {
      repo: 'acme/app',
      number: 8,
      headSha: MERGED_SHA.toUpperCase(),
      title: 'Renamed after the merge',
    })
    expect(same).toMatchObject({ headSha: MERGED_SHA, title: 'Renamed after the merge' })
    expect((await emu.client.getSubmittedPullRequest(prRef(8))).prTitle).toBe(
      'Renamed after the merge',
    )
  })

  it('a PR still in the queue may get a new head (a push), as before', async () => {
    await emu.control('/pull-requests', { repo: 'acme/app', number: 9, headSha: MERGED_SHA })
    await emu.client.submitPullRequest(prRef(9))
    const moved = await emu.control<{ headSha: string }>('/pull-requests', {
      repo: 'acme/app',
      number: 9,
      headSha: OTHER_SHA,
    })
    expect(moved.headSha).toBe(OTHER_SHA)
    expect((await emu.client.getSubmittedPullRequest(prRef(9))).prSha).toBe(OTHER_SHA)
  })
})
