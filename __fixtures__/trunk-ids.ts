/**
 * Trunk's test ids of the test repository's tests (org `acme`, github.com/acme/app), as Trunk's
 * uploader computes them: what the emulator's flaky-test data must hold for a gate that asks a
 * few failures by id first.
 */
import { trunkTestId } from '../src/queue/index.js'
import { REPO } from './emulator.js'

/** A test's id from its name, classname, suite (Trunk's parent) and file. */
export function appTestId(name: string, classname: string, parent: string, file?: string): string {
  return trunkTestId({
    orgUrlSlug: 'acme',
    repoFullName: `${REPO.host}/${REPO.owner}/${REPO.name}`,
    file,
    classname,
    parent,
    name,
  })
}

/** The id of test `name` of tests/test_pay.py (classname tests.test_pay, suite pytest). */
export const payTestId = (name: string): string =>
  appTestId(name, 'tests.test_pay', 'pytest', 'tests/test_pay.py')
