/**
 * The flaky-test commands through dist/index.js on v1 (the organization token) and on v2 (a
 * Trunk API key) against one emulator holding one data set: check-test-results, failing-tests and
 * test-details give the same outputs on both, but for what names a test in one API (v1 and v2
 * test ids differ, and so do their links) and what only v1 has (most common failures). One run
 * of each command on each API, several checks per run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { ActionRun } from '../../__fixtures__/action-runner.js'
import { failureMessage, startE2E, type E2E } from '../../__fixtures__/e2e.js'
import { REPO } from '../../__fixtures__/emulator.js'
import { trunkTestId } from '../../src/queue/index.js'
import { V2_PERMISSION_IDS } from '../../src/wire/v2/permissions.js'
import { credentials, newV2Key, runRoot, type Api } from './helpers.js'

const KEY = newV2Key()
const idOf = (name: string) =>
  trunkTestId({
    orgUrlSlug: 'acme',
    repoFullName: `${REPO.host}/${REPO.owner}/${REPO.name}`,
    file: 'tests/test_pay.py',
    classname: 'tests.test_pay',
    parent: 'pytest',
    name,
  })
const FAILING = ['test_quarantined', 'test_flaky', 'test_broken', 'test_old', 'test_new']

let t: E2E
let workspace: string

beforeAll(async () => {
  t = await startE2E({ noQueue: true, apiKeys: [{ key: KEY, permissions: V2_PERMISSION_IDS }] })
  const test = (name: string, over: Record<string, unknown>) => ({
    id: idOf(name),
    name,
    classname: 'tests.test_pay',
    parent: 'pytest',
    file_path: 'tests/test_pay.py',
    failure_rate_last_7d: 0.25,
    pull_requests_impacted_last_7d: 3,
    codeowners: ['@acme/pay'],
    ...over,
  })
  await t.emu.control('/flaky-tests', {
    tests: [
      test('test_quarantined', { quarantined: true, failures: ['-2h'] }),
      test('test_flaky', { status: { value: 'flaky', reason: 'x' }, failures: ['-30h'] }),
      test('test_broken', { status: { value: 'broken', reason: 'x' }, failures: ['-3d'] }),
      // Quarantined, its last failure outside the week: found by its id.
      test('test_old', { quarantined: true, failures: ['-20d'] }),
    ],
  })
  workspace = mkdtempSync(join(tmpdir(), 'mqa-flaky-v1v2-e2e-'))
  mkdirSync(join(workspace, 'reports'))
  const failing = FAILING.map(
    (n) =>
      `<testcase classname="tests.test_pay" name="${n}" file="tests/test_pay.py" line="4"><failure message="boom ${n}"/></testcase>`,
  ).join('')
  writeFileSync(
    join(workspace, 'reports', 'junit.xml'),
    `<testsuites><testsuite name="pytest" tests="${FAILING.length + 1}" failures="${FAILING.length}">${failing}<testcase classname="tests.test_pay" name="test_ok" file="tests/test_pay.py"/></testsuite></testsuites>`,
  )
})

afterAll(async () => {
  await t.stop()
  rmSync(workspace, { recursive: true, force: true })
})

/** `command` over `api`, with the token or key of that API; it must end as `code`. */
async function act(
  api: Api,
  command: string,
  inputs: Record<string, string>,
  code = 0,
): Promise<ActionRun> {
  const { 'api-token': token, 'api-url': url } = credentials(t, api, KEY)
  const run = await runRoot(
    command,
    token,
    { 'api-url': url, 'org-url-slug': 'acme', ...inputs },
    { cwd: workspace, env: { GITHUB_WORKSPACE: workspace } },
  )
  expect([api, command, run.code, run.code === code ? '' : failureMessage(run)]).toEqual([
    api,
    command,
    code,
    '',
  ])
  expect(run.outputs['api-version']).toBe(api)
  expect(run.stdout).toContain(`api: ${api}`)
  return run
}

/** The outputs without what names a test in one API: ids, links, the API itself. */
function sameOnBoth(outputs: Record<string, string>): Record<string, unknown> {
  const unnamed = (json: string | undefined) =>
    (JSON.parse(json || '[]') as Record<string, unknown>[]).map(
      ({ id: _id, link: _link, url: _url, ...rest }) => rest,
    )
  const { 'api-version': _api, ...rest } = outputs
  return {
    ...rest,
    ...(outputs['unexplained-failures']
      ? { 'unexplained-failures': unnamed(outputs['unexplained-failures']) }
      : {}),
    ...(outputs['failing-tests'] ? { 'failing-tests': unnamed(outputs['failing-tests']) } : {}),
    ...(outputs['test-id'] ? { 'test-id': '(its id in the API)' } : {}),
    ...(outputs['test-url'] ? { 'test-url': '(its page in the API)' } : {}),
  }
}

describe('the flaky-test commands give the same outputs on v1 and v2', () => {
  it('check-test-results: the same verdict and counts, the same failures left unexplained', async () => {
    const inputs = { 'test-reports': 'reports/*.xml', 'allow-failures': 'quarantined,flaky' }
    const [one, two] = [
      await act('v1', 'check-test-results', inputs, 1),
      await act('v2', 'check-test-results', inputs, 1),
    ]
    expect(one.outputs).toMatchObject({
      outcome: 'failure',
      'failed-tests-count': '5',
      'quarantined-failures-count': '2',
      'flaky-failures-count': '1',
      'unexplained-failures-count': '2',
    })
    expect(sameOnBoth(two.outputs)).toEqual(sameOnBoth(one.outputs))
    expect(
      (JSON.parse(one.outputs['unexplained-failures']!) as { name: string; class: string }[]).map(
        (f) => `${f.name}: ${f.class}`,
      ),
    ).toEqual(['test_broken: broken', 'test_new: new'])
    expect(failureMessage(two)).toBe(failureMessage(one))
  })

  it('failing-tests and test-details: the same tests, rates, statuses and quarantine', async () => {
    const inputs = { 'window-hours': '168' }
    const one = await act('v1', 'failing-tests', inputs)
    const two = await act('v2', 'failing-tests', inputs)
    expect(sameOnBoth(two.outputs)).toEqual(sameOnBoth(one.outputs))
    const listed = (run: ActionRun) =>
      JSON.parse(run.outputs['failing-tests']!) as { id: string; name: string }[]
    expect(
      listed(one)
        .map((x) => x.name)
        .sort(),
    ).toEqual(['test_broken', 'test_flaky', 'test_quarantined'])
    // Each API's own id of test_flaky (v1's is the uploader's; v2's is another).
    const idIn = (run: ActionRun) => listed(run).find((x) => x.name === 'test_flaky')!.id
    expect(idIn(one)).toBe(idOf('test_flaky'))
    expect(idIn(two)).not.toBe(idIn(one))
    const d1 = await act('v1', 'test-details', { 'test-id': idIn(one) })
    const d2 = await act('v2', 'test-details', { 'test-id': idIn(two) })
    expect(d1.outputs).toMatchObject({ 'test-status': 'flaky', 'is-quarantined': 'false' })
    expect(sameOnBoth(d2.outputs)).toEqual(sameOnBoth(d1.outputs))
  })
})
