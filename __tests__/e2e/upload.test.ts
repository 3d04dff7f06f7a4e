/**
 * upload-targets end to end: lists from the input and from files, ALL, the 20 MiB fallback, a 413
 * from the service, fork PRs without a token, and files that are wrong.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { failureMessage, sha, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { expectRefusedBeforeAnyRequest, openPr } from './helpers.js'

let t: E2E
const dir = mkdtempSync(join(tmpdir(), 'mqa-upload-'))
beforeAll(async () => {
  t = await startE2E({ mode: 'parallel' })
})
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await t.stop()
})
beforeEach(async () => {
  await t.emu.control('/requests/reset', {})
  await t.emu.control('/faults', { rules: [] })
})

type Entry = { prNumber: number; state: string; targets: string[] | 'ALL' | null; sha: string }
function entry(n: number): Entry | undefined {
  const state = t.emu.state() as { queues: { entries: Entry[] }[] }
  return state.queues[0]!.entries.find((e) => e.prNumber === n)
}

/** upload-targets with `inputs`, on PR `n`'s pull_request event (from a fork if `fork`). */
const upload = (n: number, head: string, inputs: Record<string, string>, fork = false) =>
  t.act('upload-targets', inputs, { pr: { number: n, sha: head, fork } })

describe('upload-targets', () => {
  it('sends the list from the input, repeats dropped, and the PR becomes ready', async () => {
    const head = sha()
    await t.submit(61, head)
    expect(entry(61)?.state).toBe('not_ready')
    const run = await upload(61, head, { 'impacted-targets': '//b:b\n//a:a\n\n//b:b\n' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'impacted-targets-mode': 'list',
      'impacted-targets-count': '2',
    })
    expect(Number(run.outputs['request-bytes'])).toBeGreaterThan(0)
    expect(entry(61)?.targets).toEqual(['//b:b', '//a:a'])
    expect(entry(61)?.state).not.toBe('not_ready')
  })

  it('reads a JSON array from a file, and sends ALL when asked', async () => {
    const head = sha()
    await t.submit(62, head)
    const file = join(dir, 'targets.json')
    writeFileSync(file, JSON.stringify(['//x:1', '//y:2']))
    const run = await upload(62, head, { 'impacted-targets-file': file })
    expect(run.outputs['impacted-targets-count']).toBe('2')
    const all = await upload(62, head, { 'impacted-targets': 'ALL' })
    expect(all.outputs).toMatchObject({
      'impacted-targets-mode': 'ALL',
      'impacted-targets-count': '0',
    })
    expect(entry(62)?.targets).toBe('ALL')
  })

  it('an empty file is an empty list: the PR impacts nothing', async () => {
    const head = sha()
    await t.submit(63, head)
    const file = join(dir, 'empty.txt')
    writeFileSync(file, '')
    const run = await upload(63, head, { 'impacted-targets-file': file })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      'impacted-targets-mode': 'list',
      'impacted-targets-count': '0',
    })
    expect(entry(63)?.targets).toEqual([])
  })

  it('a list over 20 MiB is sent as ALL, with a warning and a summary note', async () => {
    const head = sha()
    await t.submit(64, head)
    const file = join(dir, 'huge.txt')
    // 296,000 labels of about 70 bytes: a file of 20.8 MB, under the 20 MiB the file is read to,
    // and a list body of 21.4 MB, over the limit (quotes and commas cost more than line breaks).
    const lines: string[] = []
    for (let i = 0; i < 296_000; i++)
      lines.push(`//services/payments_area_${i % 97}/internal/package_${i}:target_${i}_test`)
    writeFileSync(file, lines.join('\n'))
    const run = await upload(64, head, { 'impacted-targets-file': file })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'impacted-targets-mode': 'ALL',
      'impacted-targets-count': '0',
    })
    expect(Number(run.outputs['request-bytes'])).toBeLessThan(1000)
    // The real size of the list body (one JSON string per label, commas, the envelope), and the
    // limit in bytes and MiB.
    const listBytes = Buffer.byteLength(
      JSON.stringify({
        repo: { host: 'github.com', owner: 'acme', name: 'app' },
        pr: { number: 64, sha: head },
        targetBranch: 'main',
        impactedTargets: lines,
      }),
    )
    const grouped = listBytes.toLocaleString('en-US')
    expect(run.stdout).toContain(
      `::warning::The list of 296000 targets would make a request body of ${grouped} bytes, over the limit of 20,971,520 bytes (20 MiB); sent ALL instead`,
    )
    expect(run.summary).toContain(
      `a request body of ${grouped} bytes, over the service's limit of 20,971,520 bytes (20 MiB), so \`ALL\` was sent instead`,
    )
    expect(entry(64)?.targets).toBe('ALL')
    const log = (await t.emu.control<{ byOperation: Record<string, number> }>('/requests'))
      .byOperation
    expect(log.setImpactedTargets).toBe(1) // decided before sending: one request, the ALL one
  })

  it('a 413 from the service is answered by sending ALL', async () => {
    const head = sha()
    await t.submit(65, head)
    await t.emu.control('/faults', {
      rules: [{ operation: 'setImpactedTargets', kind: 'status', status: 413, count: 1 }],
    })
    const run = await upload(65, head, { 'impacted-targets': '//a\n//b' })
    expect(run.outputs).toMatchObject({ outcome: 'success', 'impacted-targets-mode': 'ALL' })
    expect(run.stdout).toMatch(/refused the list as too large \(HTTP 413\); sent ALL instead/)
    expect(run.summary).toContain('as too large (HTTP 413), so `ALL` was sent instead')
    expect(entry(65)?.targets).toBe('ALL')
  })

  it('a fork PR uploads without a token, with the run id', async () => {
    const head = sha()
    await openPr(t, 66, head, { fork: true })
    await t.emu.client.submitPullRequest({
      repo: { host: 'github.com', owner: 'acme', name: 'app' },
      targetBranch: 'main',
      pr: { number: 66 },
    })
    const run = await upload(66, head, { 'api-token': '', 'impacted-targets': '//fork:t' }, true)
    expect(run.code).toBe(0)
    expect(run.outputs['impacted-targets-mode']).toBe('list')
    expect(entry(66)?.targets).toEqual(['//fork:t'])
  })

  it.each<[string, string | Buffer, RegExp]>([
    ['missing', '', /does not exist/],
    ['not UTF-8', Buffer.from([0x2f, 0x2f, 0x61, 0xff, 0x0a]), /is not valid UTF-8 \(at byte 3\)/],
    ['malformed JSON', '["//a", ', /is not a valid JSON array/],
    ['mixed ALL and targets', '//a\nALL\n', /mixes the word ALL/],
  ])('a %s file is an error, never an empty upload', async (name, content, message) => {
    const file = join(dir, `bad-${name.replace(/\W/g, '-')}`)
    if (name !== 'missing') writeFileSync(file, content)
    const run = await upload(67, sha(), { 'impacted-targets-file': file })
    expect(failureMessage(run)).toMatch(/^Input 'impacted-targets-file': /)
    await expectRefusedBeforeAnyRequest(t, run, message)
  })
})
