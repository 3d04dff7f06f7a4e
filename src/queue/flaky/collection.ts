/**
 * Which v2 test collection a run's tests are in: the one the input names (by id, or by name), or
 * the organization's only one. The API has no link from a repository to its collections (a
 * collection has no repository), so with several and no input there is no guessing.
 */
import { TEST_COLLECTION_ID, type TestCollection } from '../../wire/v2/flaky-tests.js'
import type { ErrorKind } from '../../wire/error-kind.js'

/** How the collection was found. */
export type CollectionFoundBy = 'input-id' | 'input-name' | 'only-one'

/** What the input says: an id (8 letters and digits), a name, or nothing. */
export function collectionInput(given: string | undefined): { id: string } | { name?: string } {
  const v = given?.trim()
  if (!v) return {}
  return TEST_COLLECTION_ID.test(v) ? { id: v } : { name: v }
}

/** The collection to use among those listed, or why none can be. */
export function chooseCollection(
  listed: readonly TestCollection[],
  name: string | undefined,
): { collection: TestCollection; foundBy: CollectionFoundBy } | CollectionProblem {
  if (name !== undefined) {
    const exact = listed.filter((c) => c.name === name)
    const matching = exact.length
      ? exact
      : listed.filter((c) => c.name.toLowerCase() === name.toLowerCase())
    if (matching.length === 1)
      return { collection: matching[0] as TestCollection, foundBy: 'input-name' }
    return {
      problem: matching.length ? 'several-named' : 'none-named',
      name,
      names: listed.map((c) => c.name),
    }
  }
  if (listed.length === 1) return { collection: listed[0] as TestCollection, foundBy: 'only-one' }
  return { problem: listed.length ? 'several' : 'none', names: listed.map((c) => c.name) }
}

/** Why no collection can be chosen. */
export interface CollectionProblem {
  problem: 'none' | 'several' | 'none-named' | 'several-named'
  name?: string
  /** The organization's collections' names (those the search returned). */
  names: string[]
}

/** No test collection can be chosen: the `test-collection` input must say which. */
export class TestCollectionError extends Error {
  /** The value for the `error-kind` output. */
  readonly kind: ErrorKind = 'config'
  constructor(readonly reason: CollectionProblem) {
    super(collectionProblemText(reason))
    this.name = 'TestCollectionError'
  }
}

function collectionProblemText(p: CollectionProblem): string {
  const some = p.names.slice(0, 10).map((n) => JSON.stringify(n))
  const list = some.length ? ` (${some.join(', ')}${p.names.length > 10 ? ', …' : ''})` : ''
  const fix =
    "set test-collection to the collection's id (8 letters and digits, in its URL in Trunk's app) or its exact name"
  switch (p.problem) {
    case 'none':
      return `The organization has no test collection: v2's Flaky Tests API reads tests from collections only (move the repository's tests into one in Trunk's app), or use the v1 token for this step.`
    case 'several':
      return `The organization has ${p.names.length} test collections${list} and the v2 API does not say which holds this repository's tests: ${fix}.`
    case 'none-named':
      return `No test collection is named ${JSON.stringify(p.name)}${p.names.length ? `; collections whose name contains it: ${some.join(', ')}` : ''}: ${fix}.`
    case 'several-named':
      return `Several test collections are named ${JSON.stringify(p.name)}: ${fix}, by id.`
  }
}
