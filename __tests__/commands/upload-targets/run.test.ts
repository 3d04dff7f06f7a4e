/**
 * upload-targets's run() with a typed fake client: the calls it makes, and the outcome, outputs and summary
 * a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  HEAD,
  PR_42,
  WRITE,
  commandContext,
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
    const r = await (await uploadTargetsCommand.load()).run(commandContext(s(), fake))
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
    const c = commandContext(s(), fake)
    const r = await (await uploadTargetsCommand.load()).run(c)
    expect(r.outputs['impacted-targets-mode']).toBe('ALL')
    const warning = c.log.lines.find((l) => l.startsWith('WARN '))
    expect(warning).toContain(
      'a request body of 21,000,123 bytes, over the limit of 20,971,520 bytes (20 MiB)',
    )
  })
})
