/**
 * The input parsers: owner/name on GitHub (never a clone URL's .git), output files never in /proc,
 * /sys, /dev and, when relative, inside the workspace or RUNNER_TEMP; test run ids, queue-setting
 * ranges and tokens too short to be real, each refused naming the input.
 */
import { renderRefs } from '../../src/ports/text.js'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/inputs/errors.js'
import {
  MIN_TOKEN_LENGTH,
  QUEUE_SETTING_BOUNDS,
  checkTokenLength,
  parseOutputPath,
  parseQueueSettings,
  parseRepository,
  parseTestRunId,
  parseToken,
} from '../../src/inputs/parsers.js'
import { parseTestBranch } from '../../src/ports/run-context.js'
import { Inputs } from '../../src/inputs/constants.js'

const dir = mkdtempSync(join(tmpdir(), 'mqa-input-parsers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function refusal(f: () => unknown): InputError {
  try {
    f()
  } catch (e) {
    if (e instanceof InputError) return e
    throw e
  }
  throw new Error('expected an InputError')
}

describe('parseRepository', () => {
  it('on GitHub, a repository is exactly owner/name', () => {
    for (const host of ['github.com', 'acme.ghe.com', 'github.com:443']) {
      const e = refusal(() => parseRepository('acme/app/extra', host))
      expect(e.input).toBe('repository')
      expect(e.message).toBe(
        `Input 'repository': "acme/app/extra" is not a repository on ${host}: it has 3 parts separated by /; expected owner/name, e.g. acme/app (exactly one /).`,
      )
    }
    expect(parseRepository('acme/app', 'github.com')).toEqual({
      host: 'github.com',
      owner: 'acme',
      name: 'app',
    })
  })

  it('elsewhere (GitLab), the owner may carry subgroups, as the API documents', () => {
    expect(parseRepository('group/sub/app', 'gitlab.com')).toEqual({
      host: 'gitlab.com',
      owner: 'group/sub',
      name: 'app',
    })
  })
})

describe('parseOutputPath', () => {
  it('refuses /proc, /sys and /dev, as written, relative, or through a link', () => {
    symlinkSync('/sys', join(dir, 'sys-link'))
    for (const [raw, root] of [
      ['/proc/nope/x.prom', '/proc'],
      ['/dev/null', '/dev'],
      [`${'../'.repeat(20)}proc/x.prom`, '/proc'],
      [join(dir, 'sys-link', 'x.prom'), '/sys'],
    ] as const) {
      const e = refusal(() => parseOutputPath(Inputs.MetricsFile, raw))
      expect(e.input).toBe('metrics-file')
      expect(e.message).toContain(`Input 'metrics-file': ${JSON.stringify(raw)} cannot be written:`)
      expect(e.message).toContain(`is under ${root}, a file system of the kernel`)
    }
    expect(parseOutputPath(Inputs.MetricsFile, join(dir, 'new', 'x.prom'))).toBe(
      join(dir, 'new', 'x.prom'),
    )
  })
})

describe('parseRepository and .git', () => {
  it("refuses a clone URL's .git ending, naming repository and giving the name without it", () => {
    for (const [raw, host, bare] of [
      ['acme/app.git', 'github.com', 'acme/app'],
      ['acme/app.GIT', 'github.com', 'acme/app'],
      ['group/sub/app.git', 'gitlab.com', 'group/sub/app'],
    ] as const) {
      const e = refusal(() => parseRepository(raw, host))
      expect(e.input).toBe('repository')
      expect(e.message).toBe(
        `Input 'repository': ${JSON.stringify(raw)} ends in .git, which no repository name does (that is a clone URL's ending); expected owner/name without .git, i.e. ${JSON.stringify(bare)}.`,
      )
    }
    // A name that only contains .git, or ends in something longer, is a name.
    expect(parseRepository('acme/app.github', 'github.com').name).toBe('app.github')
    expect(parseRepository('acme/.gitignore', 'github.com').name).toBe('.gitignore')
    // No name left once .git is gone: the plain refusal, with no hint to a wrong name.
    expect(refusal(() => parseRepository('acme/.git', 'github.com')).message).toBe(
      `Input 'repository': "acme/.git" is not a repository; expected owner/name, e.g. acme/app.`,
    )
  })
})

describe('parseOutputPath: relative paths stay in the workspace or RUNNER_TEMP', () => {
  const workspace = join(dir, 'work', 'repo')
  const runnerTemp = join(dir, 'work', '_temp')
  const outside = join(dir, 'elsewhere')
  mkdirSync(join(workspace, 'metrics'), { recursive: true })
  mkdirSync(runnerTemp, { recursive: true })
  mkdirSync(outside, { recursive: true })
  const cwd = process.cwd()
  const inWorkspace = <T>(f: () => T): T => {
    process.chdir(workspace)
    try {
      return f()
    } finally {
      process.chdir(cwd)
    }
  }

  it('refuses a relative path that climbs out, naming the input and where it leads', () => {
    const e = inWorkspace(() =>
      refusal(() => parseOutputPath(Inputs.MetricsFile, '../../x', { workspace, runnerTemp })),
    )
    expect(e.input).toBe('metrics-file')
    // As the action says it (the CLI leaves the workflow expression out).
    expect(renderRefs(e.message, (_kind, value) => value)).toBe(
      `Input 'metrics-file': "../../x" leads to ${join(dir, 'x')}, outside the workspace (${workspace}) and the runner's temp folder (${runnerTemp}); expected a relative path inside the workspace, e.g. metrics/mq.prom, or an absolute path such as \${{ runner.temp }}/mq.prom.`,
    )
    // Without RUNNER_TEMP (the command line, a hand run) only the workspace is named.
    expect(
      inWorkspace(() => refusal(() => parseOutputPath(Inputs.MetricsFile, '../x', { workspace })))
        .message,
    ).toContain(`outside the workspace (${workspace}); expected`)
  })

  it('refuses a relative path that a symbolic link in the workspace sends outside', () => {
    symlinkSync(outside, join(workspace, 'out-link'))
    const e = inWorkspace(() =>
      refusal(() => parseOutputPath(Inputs.MetricsFile, 'out-link/mq.prom', { workspace })),
    )
    expect(e.input).toBe('metrics-file')
    expect(e.message).toContain(
      `"out-link/mq.prom" leads through a symbolic link to ${join(outside, 'mq.prom')}, outside the workspace (${workspace})`,
    )
  })

  it('accepts relative paths inside the workspace or RUNNER_TEMP, and absolute paths anywhere', () => {
    const folders = { workspace, runnerTemp }
    const toTemp = join(relative(workspace, runnerTemp), 'mq.prom') // ../_temp/mq.prom
    for (const raw of ['mq.prom', 'metrics/mq.prom', 'new/deeper/../mq.prom', toTemp]) {
      expect(inWorkspace(() => parseOutputPath(Inputs.MetricsFile, raw, folders))).toBe(raw)
    }
    // An absolute path is meant as written, even outside both folders.
    const absolute = join(outside, 'mq.prom')
    expect(inWorkspace(() => parseOutputPath(Inputs.MetricsFile, absolute, folders))).toBe(absolute)
  })
})

describe('parseTestRunId', () => {
  const UUID = '01234567-89ab-4cde-8f01-23456789abcd'

  it('refuses what is not a uuid (or a v1 bisection id), naming test-run-id', () => {
    for (const raw of [
      '123',
      '42',
      `${UUID}0`,
      `${UUID}-retry`,
      UUID.slice(1),
      `x${UUID}`,
      `${UUID}\n`,
    ]) {
      const e = refusal(() => parseTestRunId(raw))
      expect(e.input).toBe('test-run-id')
      expect(e.message).toBe(
        `Input 'test-run-id': ${JSON.stringify(raw)} is not a test run id; expected the uuid of the trunk-merge/pr-N/<uuid> test branch, e.g. 01234567-89ab-4cde-8f01-23456789abcd (v1 bisection runs add -bisection…, as their branch does).`,
      )
    }
  })

  it('accepts exactly what a test branch carries, the -bisection suffix included', () => {
    for (const id of [UUID, UUID.toUpperCase(), `${UUID}-bisection`, `${UUID}-bisection-2`]) {
      expect(parseTestRunId(id)).toBe(id)
      // The id a run on that test branch reads from its ref is the same one.
      expect(parseTestBranch(`refs/heads/trunk-merge/pr-7/${id}`)?.testRunId).toBe(id)
    }
  })
})

describe('parseQueueSettings: numbers in the ranges the service documents', () => {
  it('refuses each numeric setting just outside its range, naming the setting and the range', () => {
    for (const [name, [min, max]] of Object.entries(QUEUE_SETTING_BOUNDS)) {
      for (const value of [min - 1, max + 1]) {
        const e = refusal(() => parseQueueSettings(JSON.stringify({ [name]: value }), true))
        expect(e.input).toBe('queue-settings')
        expect(e.message).toBe(
          `Input 'queue-settings': ${name} ${value} is out of range; expected a whole number from ${min} to ${max} for ${name}.`,
        )
      }
      for (const value of [min, max]) {
        expect(parseQueueSettings(JSON.stringify({ [name]: value }), true)).toEqual({
          [name]: value,
        })
      }
    }
  })

  it("refuses the issue's example and a fraction, saying which", () => {
    expect(refusal(() => parseQueueSettings('{"concurrency":1000000000}', true)).message).toBe(
      "Input 'queue-settings': concurrency 1000000000 is out of range; expected a whole number from 1 to 1000 for concurrency.",
    )
    expect(refusal(() => parseQueueSettings('{"batchingMinSize":2.5}', false)).message).toBe(
      "Input 'queue-settings': batchingMinSize 2.5 is not a whole number; expected a whole number from 1 to 1000 for batchingMinSize.",
    )
  })
})

describe('tokens too short to be real', () => {
  it(`refuses fewer than ${MIN_TOKEN_LENGTH} characters, naming the input, never the value`, () => {
    for (const input of ['api-token', 'github-token'] as const) {
      for (const token of ['x', 'Q'.repeat(MIN_TOKEN_LENGTH - 1)]) {
        const e = refusal(() => checkTokenLength(input, token))
        expect(e.input).toBe(input)
        expect(e.message).toMatch(
          new RegExp(
            `^Input '${input}': is ${token.length} characters? long, too short to be a token \\(its value is not shown\\); expected `,
          ),
        )
        expect(e.message).not.toContain('Q'.repeat(MIN_TOKEN_LENGTH - 1))
      }
      expect(() => checkTokenLength(input, 'Q'.repeat(MIN_TOKEN_LENGTH))).not.toThrow()
    }
    expect(refusal(() => parseToken('tok_short')).input).toBe('api-token')
    expect(parseToken('tok_12345678')).toBe('tok_12345678')
  })
})
