/**
 * Trunk's test id: the id list-failing-tests and get-test-details use for a test case, computed
 * from what a JUnit report says about it, as Trunk's uploader (analytics-cli,
 * `context/src/meta/id.rs`) computes it. Knowing it lets the test gate ask the service about a
 * test directly, whatever the date of its last failure.
 */
import { createHash } from 'node:crypto'

/** RFC 4122's URL namespace (6ba7b811-9dad-11d1-80b4-00c04fd430c8), the one Trunk uses. */
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex')

/** UUID version 5 (SHA-1, RFC 4122 §4.3) of `name` in the URL namespace, lowercase. */
export function uuidV5Url(name: string): string {
  const hash = createHash('sha1').update(URL_NAMESPACE).update(name, 'utf8').digest()
  const b = hash.subarray(0, 16)
  b[6] = ((b[6] as number) & 0x0f) | 0x50
  b[8] = ((b[8] as number) & 0x3f) | 0x80
  const h = b.toString('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** What identifies a test case to Trunk; absent fields count as empty strings. */
export interface TestIdentity {
  /** The organization's URL slug (`org-url-slug`). */
  orgUrlSlug: string
  /** `<host>/<owner>/<name>`, e.g. `github.com/acme/widgets`. */
  repoFullName: string
  /** The test case's file, as the report gives it. */
  file?: string
  /** The `<testcase>`'s `classname`. */
  classname?: string
  /** The enclosing `<testsuite>`'s `name`. */
  parent?: string
  /** The `<testcase>`'s `name`. */
  name: string
  /** The uploader's variant (e.g. an OS); empty for none. */
  variant?: string
}

/**
 * The id Trunk gives a test case: UUIDv5(URL, `org#repo#file#classname#parent#name#JUNIT_TESTCASE`);
 * with a variant, `#variant` is appended and the result is UUIDv5(URL, `<that id>#<variant>`).
 */
export function trunkTestId(t: TestIdentity): string {
  const variant = t.variant ?? ''
  const base = [
    t.orgUrlSlug,
    t.repoFullName,
    t.file ?? '',
    t.classname ?? '',
    t.parent ?? '',
    t.name,
    'JUNIT_TESTCASE',
  ]
  if (!variant) return uuidV5Url(base.join('#'))
  const withVariant = uuidV5Url([...base, variant].join('#'))
  return uuidV5Url(`${withVariant}#${variant}`)
}
