/** Trunk's test id, checked against the values Trunk's own uploader (analytics-cli) expects. */
import { describe, expect, it } from '@jest/globals'
import { trunkTestId, uuidV5Url } from '../../src/wire/test-id.js'

const EXAMPLE = {
  orgUrlSlug: 'example_org',
  repoFullName: 'example_repo',
  file: 'src/lib.rs',
  classname: 'ExampleClass',
  parent: 'parent/fact/path',
  name: 'example_name',
}

describe('trunkTestId', () => {
  it("gives analytics-cli's expected id for its example test (no variant)", () => {
    expect(trunkTestId(EXAMPLE)).toBe('06cb6db5-f807-5198-b072-af67a0636f8a')
    expect(trunkTestId({ ...EXAMPLE, variant: '' })).toBe('06cb6db5-f807-5198-b072-af67a0636f8a')
  })

  it("with a variant: the id of the fields plus variant, then UUID5 of '<that id>#<variant>'", () => {
    expect(trunkTestId({ ...EXAMPLE, variant: 'unix' })).toBe(
      '1bf61475-b542-5faf-aa85-e66a691257a3',
    )
  })

  it('absent fields are empty strings (a vitest test on trunk-staging)', () => {
    const path = 'modules/settings/repoName/__tests__/ticketing-integration.vitest.tsx'
    expect(
      trunkTestId({
        orgUrlSlug: 'trunk-staging-org',
        repoFullName: 'github.com/trunk-io/trunk',
        classname: path,
        parent: path,
        name: 'Ticketing Integration > should allow you to select a ticketing system',
      }),
    ).toBe('3f507aef-e834-523b-a8ad-edaba6b137be')
  })

  it('UUID version 5 of the URL namespace (RFC 4122 example)', () => {
    // python3 -c "import uuid; print(uuid.uuid5(uuid.NAMESPACE_URL, 'https://example.com'))"
    expect(uuidV5Url('https://example.com')).toBe('4fd35a71-71ef-5a55-a9d9-aa75c889a6d0')
  })
})
