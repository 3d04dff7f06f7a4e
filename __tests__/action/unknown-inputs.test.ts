/** A `with:` key that is no input of the action is said, with the input meant (issue 33). */
import { describe, expect, it } from '@jest/globals'
import { unknownInputWarnings } from '../../src/action/main.js'

describe('unknownInputWarnings', () => {
  it('names a misspelt input and the one meant; known inputs, in any case, are not said', () => {
    expect(
      unknownInputWarnings({
        'INPUT_PR-NUMBER': '7',
        INPUT_COMMAND: 'status',
        INPUT_PR_NUMBER: '7',
        INPUT_TARGETBRANCH: 'main',
        PATH: '/usr/bin',
      }),
    ).toEqual([
      "Input 'pr_number' is not an input of this action; it was ignored (did you mean 'pr-number'?).",
      "Input 'targetbranch' is not an input of this action; it was ignored.",
    ])
    expect(unknownInputWarnings({ 'INPUT_TARGET-BRANCH': 'main', 'INPUT_API-TOKEN': 'x' })).toEqual(
      [],
    )
  })
})
