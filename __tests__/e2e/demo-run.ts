/**
 * `npm start` (scripts/demo.mjs) as a user runs it, over one API (demo.test.ts: v1,
 * demo-v2.test.ts: v2; two files so jest runs them side by side): it exits 0, a PR dropped by a
 * timed-out queue test run is requeued once and a second requeue on the same head commit is
 * refused (limit-reached), and a PR queued behind it is told when it will merge. dist/ must be
 * built. The demo's run folder (.demo/<time>-<api>/) is removed afterwards.
 */
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@jest/globals'

/** Runs the demo to its end; resolves with its exit code and what it printed. */
function demo(api: 'v1' | 'v2'): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/demo.mjs', '--api', api], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('close', (code) => resolve({ code, out }))
  })
}

/** The printed blocks of the steps whose heading starts with `label` (`requeue PR #104`), in order. */
const blocks = (out: string, label: string) =>
  out.split('\n▶ ').filter((b) => b.startsWith(`${label} `))
const output = (block: string, name: string) =>
  new RegExp(`^  output ${name} = (.*)$`, 'm').exec(block)?.[1]

/**
 * Runs `npm start -- --api <api>` and checks what it printed; a failed step's block is in the
 * failure's message.
 */
export async function checkDemo(api: 'v1' | 'v2'): Promise<void> {
  const { code, out } = await demo(api)
  const runDir = /^Job summaries: (\.demo\/[^/\s]+)\//m.exec(out)?.[1]
  try {
    // The demo names each step that did not do what it should (and its outputs) at the end.
    expect({ code, end: out.slice(-4000) }).toEqual({
      code: 0,
      end: expect.stringContaining('0 step(s) failed.'),
    })

    const waits = blocks(out, 'wait PR #104')
    expect(waits).toHaveLength(2)
    for (const w of waits) expect(output(w, 'reason')).toBe('tests-timed-out')

    const [first, second] = blocks(out, 'requeue PR #104')
    expect(output(first ?? '', 'requeued')).toBe('true')
    expect(output(first ?? '', 'requeue-decision')).toBe('requeued')
    // Said once in the step's log, not once by the decision and again by the command.
    expect((first ?? '').split('Requeued: PR #104 was submitted again')).toHaveLength(2)
    expect(output(second ?? '', 'requeued')).toBe('false')
    expect(output(second ?? '', 'requeue-decision')).toBe('limit-reached')

    const [status] = blocks(out, 'status PR #105')
    const eta = output(status ?? '', 'estimated-merge-at') ?? ''
    expect(Number.isNaN(Date.parse(eta))).toBe(false)
    expect(eta).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/)
    // The demo holds the emulator's clock from #104's requeue until #105 is read: #104 is back in
    // the queue, testing, ahead of #105, however loaded the machine.
    expect(output(status ?? '', 'prs-ahead')).toBe('1')
    expect(status).toMatch(/Expected to merge in about \d+/)
    // The job summary says it in words too.
    const summary = /^ {2}summary (\S+)$/m.exec(status ?? '')?.[1] ?? ''
    expect(readFileSync(summary, 'utf8')).toMatch(
      /\*\*Estimate:\*\* Expected to merge in about \d+/,
    )

    // still-needed: needed while PR #107 tests; cancelled once PR #106 ahead of it failed.
    const [testing, dead] = blocks(out, 'still-needed')
    expect(output(testing ?? '', 'reason')).toBe('testing')
    expect(output(dead ?? '', 'reason')).toBe('restarted')
    expect(output(dead ?? '', 'run-cancelled')).toBe('true')
    expect(dead).toMatch(/Asked GitHub to cancel this workflow run \(restarted\)/)

    // sync-quarantine (v2 only): the plan of a dry run, then the override set.
    const synced = blocks(out, 'sync-quarantine')
    if (api === 'v1') {
      expect(synced).toEqual([])
      expect(out).toContain('sync-quarantine skipped: it needs the v2 API')
    } else {
      const [plan, sync] = synced
      expect(plan).toMatch(
        /test_ledger_balances_after_concurrent_writes .*: would set alwaysQuarantine/,
      )
      expect([output(plan ?? '', 'set-count'), output(sync ?? '', 'set-count')]).toEqual(['1', '1'])
      expect(sync).toMatch(/: set alwaysQuarantine\./)
    }
  } finally {
    if (runDir) rmSync(join(process.cwd(), runDir), { recursive: true, force: true })
  }
}
