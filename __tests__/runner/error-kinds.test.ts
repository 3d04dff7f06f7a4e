/**
 * Every error a run may end in says its own kind, and the runner words each kind from one table
 * (ERROR_WORDING, a Record over ERROR_KINDS): what no table knows is `internal`, never a kind
 * guessed from a class chain.
 */
import { describe, expect, it } from '@jest/globals'
import { AuthError, CancelledError, NotFoundError } from '../../src/client/index.js'
import { PermissionError } from '../../src/client/v2/index.js'
import { InputError, MissingQueueError, OutputFileError } from '../../src/inputs/errors.js'
import { PullRequestLookupError } from '../../src/ports/github/pull-request-lookup.js'
import { errorKindOf } from '../../src/runner/execute.js'

describe('errorKindOf', () => {
  it.each([
    [new InputError('pr-number', 'is empty'), 'input'],
    [new OutputFileError('x cannot be written'), 'output-file'],
    [new MissingQueueError({ owner: 'acme', name: 'app' }, 'main'), 'not-found'],
    [new PullRequestLookupError('not-found', 'PR #7 is not on GitHub', 404), 'github-lookup'],
    [new CancelledError('getSubmittedPullRequest'), 'cancelled'],
    [new NotFoundError({ operation: 'getSubmittedPullRequest', status: 404 }), 'not-found'],
    [new AuthError({ operation: 'getQueue', status: 401 }), 'auth'],
    [new PermissionError({ operation: 'pullRequests.dequeue', status: 403 }, []), 'permission'],
  ])('%p says %s', (error, kind) => {
    expect(errorKindOf(error)).toBe(kind)
  })

  it('an error that says no kind, or one no table knows, is internal', () => {
    expect(errorKindOf(new Error('boom'))).toBe('internal')
    expect(errorKindOf(Object.assign(new Error('odd'), { kind: 'exploded' }))).toBe('internal')
    expect(errorKindOf('a string')).toBe('internal')
  })
})
