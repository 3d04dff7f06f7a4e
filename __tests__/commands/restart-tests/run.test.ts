/**
 * The PR commands' run() with a typed fake client: which calls each makes, and the outcome,
 * outputs and summary a user sees, for the answers the service can give.
 */
import { describe, expect, it } from '@jest/globals'
import {
  HEAD,
  commandContext,
  commonSettings,
  fakeClient,
  queueOf,
  queuedPr,
} from '../../../__fixtures__/fake-client.js'
import { NotFoundError } from '../../../src/client/index.js'
import { restartTestsCommand } from '../../../src/commands/restart-tests/row.js'
import type { SettingsOf } from '../../../src/runner/command-table.js'

const write = { attempts: 1, reconciled: false, requestBytes: 80, status: 200 }

const pr42 = { targetBranch: 'main', prNumber: 42, prSha: HEAD }

const notFound = () => new NotFoundError({ operation: 'x', status: 404 })

describe('restart-tests', () => {
  const s = (): SettingsOf<'restart-tests'> => ({ ...commonSettings('restart-tests'), ...pr42 })

  it('restarts and keeps the place', async () => {
    const fake = fakeClient({
      restartTestsOnPullRequest: async () => write,
      findSubmittedPullRequest: async () => queuedPr('testing'),
    })
    const r = await (await restartTestsCommand.load()).run(commandContext(s(), fake))
    expect(r.outcome).toBe('success')
    expect(r.summary).toContain('were restarted')
  })

  it('a PR not in the queue fails the step: its tests cannot be restarted', async () => {
    const fake = fakeClient({
      restartTestsOnPullRequest: async () => {
        throw notFound()
      },
      findSubmittedPullRequest: async () => null,
      getQueue: async () => queueOf(),
    })
    const r = await (await restartTestsCommand.load()).run(commandContext(s(), fake))
    expect(r.outcome).toBe('not-submitted')
    expect(r.outputs).toMatchObject({ state: 'NOT_SUBMITTED', 'is-submitted': 'false' })
    expect(r.failure).toMatch(/submit it first/)
  })
})
