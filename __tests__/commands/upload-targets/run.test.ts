/**
 * upload-targets's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  HEAD,
  PR_42,
  WRITE,
  queueContext,
  commonSettings,
  fakeClient,
} from '../../../__fixtures__/fake-client.js'
import { uploadTargetsCommand } from '../../../src/commands/upload-targets/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

describe('upload-targets', () => {
  const s = (over: Partial<SettingsOf<'upload-targets'>> = {}): SettingsOf<'upload-targets'> =>
    ({
      ...commonSettings('upload-targets'),
      ...PR_42,
      targets: { kind: 'list', targets: ['//a', '//b'], format: 'lines' },
      ...over,
    }) as SettingsOf<'upload-targets'>

  it('uploads the list for the head commit and says what was sent', async () => {
    let sent: unknown
    const fake = fakeClient({
      uploadImpactedTargets: async (envelope, targets) => {
        sent = { envelope, targets }
        return { ...WRITE, mode: 'list', count: 2, listBytes: 60 }
      },
    })
    const r = await (await uploadTargetsCommand.load()).run(queueContext(s(), fake))
    expect(sent).toMatchObject({
      envelope: { pr: { number: 42, sha: HEAD } },
      targets: ['//a', '//b'],
    })
    expect(r.outputs).toMatchObject({
      'impacted-targets-mode': 'list',
      'impacted-targets-count': '2',
      'request-bytes': '80',
      'pr-sha': HEAD,
    })
  })

  it('a v2 list over 100,000 targets went as ALL: the warning and the summary blame the count, not the bytes (issue 33)', async () => {
    const many = Array.from({ length: 100_001 }, (_, i) => `//t${i}`)
    const fake = fakeClient({
      uploadImpactedTargets: async () => ({
        ...WRITE,
        mode: 'ALL',
        reason: 'too-many',
        count: 0,
        listBytes: 1_400_000,
      }),
    })
    const c = queueContext(s({ targets: { kind: 'list', targets: many, format: 'lines' } }), fake)
    const r = await (await uploadTargetsCommand.load()).run(c)
    expect(r.outputs['impacted-targets-mode']).toBe('ALL')
    const warnings = c.log.lines.filter((l) => l.startsWith('WARN '))
    expect(warnings).toEqual([
      "WARN The list of 100001 targets is over the v2 API's limit of 100,000 targets per upload; sent ALL instead (every target counts as impacted).",
    ])
    expect(r.summary).toContain("over the v2 API's limit of 100,000 targets per upload")
    expect(r.summary).not.toMatch(/MiB|request body of/)
  })

  it('says one count of what went: distinct targets, and how many were given (issue 33)', async () => {
    const fake = fakeClient({
      uploadImpactedTargets: async () => ({ ...WRITE, mode: 'list', count: 2, listBytes: 60 }),
    })
    const c = queueContext(
      s({ targets: { kind: 'list', targets: ['//a', '//b', '//a'], format: 'lines' } }),
      fake,
    )
    await (await uploadTargetsCommand.load()).run(c)
    const counts = c.log.lines.filter((l) => /\d+ (distinct )?target/.test(l))
    expect(counts).toEqual([
      'Uploaded 2 distinct target(s) (3 given, repeats dropped) in 80 bytes.',
    ])
  })

  it('a list over the body limit went as ALL: the warning gives the real size and the limit (issue 19)', async () => {
    const fake = fakeClient({
      uploadImpactedTargets: async () => ({
        ...WRITE,
        mode: 'ALL',
        reason: 'oversize',
        count: 0,
        listBytes: 21_000_123,
      }),
    })
    const c = queueContext(s(), fake)
    const r = await (await uploadTargetsCommand.load()).run(c)
    expect(r.outputs['impacted-targets-mode']).toBe('ALL')
    const warning = c.log.lines.find((l) => l.startsWith('WARN '))
    expect(warning).toContain(
      'a request body of 21,000,123 bytes, over the limit of 20,971,520 bytes (20 MiB)',
    )
  })
})
