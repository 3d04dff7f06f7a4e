/// <reference lib="dom" />
/**
 * The live view in a real browser: headless Chromium driven by puppeteer-core against an
 * emulator on 127.0.0.1. Signs in through the form, watches queues and PRs appear, advances the
 * clock, pauses a queue and scripts an outcome, and checks the token never reaches a URL, the
 * console or the page's script. Without Chromium the suite fails and says how to install it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { REPO, prRef, queueRef } from '../../../__fixtures__/emulator.js'
import { findChromium } from '../../../__fixtures__/chromium.js'
import { useEmulator } from '../helpers.js'

const TOKEN = 'view-test-token-1234'
const HOSTILE_TITLE = '<img src=x onerror="window.__pwned=1"> & <b>bold</b>'

const emu = useEmulator(
  {
    host: '127.0.0.1',
    token: TOKEN,
    // On a whole second: estimates are given to the second, and the cards' durations are exact.
    clock: { mode: 'manual', startAt: Math.floor(Date.now() / 1000) * 1000 },
  },
  { queue: true },
)
let browser: Browser
let page: Page
const seenUrls: string[] = []
const consoleText: string[] = []

beforeAll(async () => {
  const executablePath = findChromium()
  await emu.control('/pull-requests', { repo: 'acme/app', number: 12, title: HOSTILE_TITLE })
  await emu.control('/pull-requests', { repo: 'acme/app', number: 13, title: 'Second change' })
  await emu.client.submitPullRequest(prRef(12))
  await emu.client.submitPullRequest(prRef(13))
  browser = await puppeteer.launch({
    executablePath,
    headless: true,
    // Root in a container has no user namespace for the sandbox; the page is our own.
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  page = await browser.newPage()
  page.on('request', (r) => seenUrls.push(r.url()))
  page.on('console', (m) => consoleText.push(m.text()))
}, 60_000)

afterAll(async () => {
  await browser?.close()
})

const mainQueue = 'section.queue[data-branch="main"]'

/**
 * Clicks the element `selector` finds, found and clicked in one task of the page: the view
 * redraws its queues on every poll, and a node found in one task may be gone by the next.
 */
async function clickNow(selector: string): Promise<void> {
  await page.$eval(selector, (e) => (e as HTMLElement).click())
}

async function textOf(selector: string): Promise<string> {
  return page.$eval(selector, (e) => e.textContent ?? '')
}

describe('the live view', () => {
  it('refuses a wrong token at the sign-in form', async () => {
    await page.goto(`${emu.origin}/`)
    await page.type('#token', 'not-the-token')
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')])
    expect(await textOf('[role=alert]')).toMatch(/not the emulator's token/)
    expect(await page.$('#queues')).toBeNull()
  })

  it('signs in through the form with an HttpOnly SameSite=Strict cookie and no token in the URL', async () => {
    await page.goto(`${emu.origin}/`)
    await page.type('#token', TOKEN)
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')])
    expect(page.url()).toBe(`${emu.origin}/`)
    const cookies = await browser.cookies()
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
    expect(cookies[0]?.value).not.toContain(TOKEN)
    expect(await page.evaluate(() => document.cookie)).toBe('')
  })

  it('shows every queue with its state and settings, and the PRs in order with state and priority', async () => {
    await page.waitForSelector(`${mainQueue} li.pr[data-pr="13"]`)
    expect(await textOf(`${mainQueue} .queue-state`)).toBe('running')
    expect(await textOf(`${mainQueue} h2`)).toBe('github.com/acme/app · main')
    const cards = await page.$$eval(`${mainQueue} li.pr`, (els) =>
      els.map((e) => ({
        pr: (e as HTMLElement).dataset.pr,
        title: e.querySelector('.pr-title')?.textContent,
        state: e.querySelector('.badge')?.textContent,
        priority: e.querySelector('.priority')?.textContent,
      })),
    )
    expect(cards).toEqual([
      {
        pr: '12',
        title: `#12 ${HOSTILE_TITLE}`,
        state: 'testing',
        priority: 'priority medium (100)',
      },
      { pr: '13', title: '#13 Second change', state: 'pending', priority: 'priority medium (100)' },
    ])
    // The title is text, not markup.
    expect(await page.$$(`${mainQueue} img, ${mainQueue} b`)).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    )
    // Each card shows its merge estimate (manual clock: exactly one and two 5-minute runs away).
    const estimates = await page.$$eval(`${mainQueue} li.pr .estimate`, (els) =>
      els.map((e) => e.textContent),
    )
    const at = (ms: number) =>
      new Date(emu.now() + ms)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC')
    expect(estimates).toEqual([
      `expected to merge in about 5m 0s (${at(5 * 60_000)}), 0 PRs ahead`,
      `expected to merge in about 10m 0s (${at(10 * 60_000)}), 1 PR ahead`,
    ])
    const settings = await textOf(`${mainQueue} .settings`)
    expect(settings).toContain('testingTimeoutMinutes60')
    expect(settings).toContain('requiredStatusesnone set')
  })

  it('shows a queue created later, with parallel-mode lanes by impacted targets', async () => {
    const ref = queueRef('release')
    await emu.client.createQueue({ ...ref, mode: 'parallel', concurrency: 3 })
    for (const [n, targets] of [
      [21, ['//api']],
      [22, ['//web']],
      [23, ['//api', '//db']],
    ] as const) {
      await emu.client.setImpactedTargets({
        ...ref,
        pr: { number: n, sha: `${n}`.repeat(20) },
        impactedTargets: [...targets],
      })
      await emu.client.submitPullRequest({ ...ref, pr: { number: n } })
    }
    await emu.client.submitPullRequest({ ...ref, pr: { number: 24 } })
    const release = 'section.queue[data-branch="release"]'
    await page.waitForSelector(`${release} li.pr[data-pr="24"]`)
    const lanes = await page.$$eval(`${release} .lane`, (els) =>
      els.map((e) => ({
        name: e.querySelector('h4')?.textContent,
        prs: [...e.querySelectorAll('li.pr')].map((li) => (li as HTMLElement).dataset.pr),
      })),
    )
    expect(lanes).toEqual([
      { name: 'Lane 1 · 2', prs: ['21', '23'] },
      { name: 'Lane 2 · 1', prs: ['22'] },
      { name: 'Waiting for impacted targets · 1', prs: ['24'] },
    ])
  })

  it('advances the clock: time moves, a PR merges, the transition is listed', async () => {
    const before = emu.now()
    const shownBefore = await textOf('#now')
    await page.$eval('#advance-minutes', (e) => ((e as HTMLInputElement).value = ''))
    await page.type('#advance-minutes', '5')
    await page.click('#advance-button')
    await page.waitForFunction(
      (sel) => !document.querySelector(`${sel} li.pr[data-pr="12"]`),
      {},
      mainQueue,
    )
    expect(emu.now() - before).toBe(5 * 60_000)
    expect(await textOf('#now')).not.toBe(shownBefore)
    expect(await textOf('#now')).toBe(
      new Date(emu.now())
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC'),
    )
    const firstMove = await page.$eval(
      `${mainQueue} .transitions tr:nth-child(2)`,
      (e) => e.textContent,
    )
    expect(firstMove).toMatch(/#1[23]/)
    expect(await textOf(`${mainQueue} .transitions`)).toContain('merged')
  })

  it('pauses and resumes a queue', async () => {
    await clickNow(`${mainQueue} .queue-toggle`)
    await page.waitForFunction(
      (sel) => document.querySelector(`${sel} .queue-state`)?.textContent === 'paused',
      {},
      mainQueue,
    )
    expect(emu.simulation.queueOf(REPO, 'main').state).toBe('paused')
    await page.waitForFunction(
      (sel) =>
        /no estimate: the queue is paused/.test(document.querySelector(sel)?.textContent ?? ''),
      {},
      `${mainQueue} li.pr .estimate`,
    )
    expect(await textOf(`${mainQueue} .queue-toggle`)).toBe('Resume')
    await clickNow(`${mainQueue} .queue-toggle`)
    await page.waitForFunction(
      (sel) => document.querySelector(`${sel} .queue-state`)?.textContent === 'running',
      {},
      mainQueue,
    )
    expect(emu.simulation.queueOf(REPO, 'main').state).toBe('running')
  })

  it("scripts a PR's next test outcome", async () => {
    const card = `${mainQueue} li.pr[data-pr="13"]`
    // Picked and clicked in one task of the page: a poll's redraw cannot fall in between.
    await page.$eval(card, (li) => {
      const select = li.querySelector('select') as HTMLSelectElement
      select.value = 'fail'
      select.dispatchEvent(new Event('change', { bubbles: true }))
      ;(li.querySelector('.script-outcome') as HTMLButtonElement).click()
    })
    await page.waitForFunction(() =>
      /Scripted #13: fail: done/.test(document.getElementById('status')?.textContent ?? ''),
    )
    expect(emu.simulation.outcomes.get('github.com/acme/app#13')).toEqual([
      expect.objectContaining({ outcome: 'fail', remaining: 1 }),
    ])
  })

  it('never put the token in a URL or the console, and signing out ends the session', async () => {
    expect(seenUrls.length).toBeGreaterThan(5)
    expect(seenUrls.filter((u) => u.includes(TOKEN))).toEqual([])
    expect(seenUrls.every((u) => u.startsWith(`${emu.origin}/`))).toBe(true)
    expect(consoleText.filter((t) => t.includes(TOKEN))).toEqual([])
    const script = await (await fetch(`${emu.origin}/_view/view.js`)).text()
    expect(script).not.toContain(TOKEN)
    await Promise.all([page.waitForNavigation(), page.click('button.link')])
    expect(await page.$('#token')).not.toBeNull()
    const res = await page.evaluate(async () => {
      const r = await fetch('/_control/state', { headers: { 'x-emulator-view': '1' } })
      return r.status
    })
    expect(res).toBe(401)
  })

  it('a link with ?token= signs in and lands on / without it', async () => {
    await page.goto(`${emu.origin}/?token=${TOKEN}`)
    expect(page.url()).toBe(`${emu.origin}/`)
    await page.waitForSelector(`${mainQueue} li.pr`)
  })
})

describe('the control API with a view session', () => {
  it('needs the view header too: a cookie alone (a forged cross-site form) is refused', async () => {
    const login = await fetch(`${emu.origin}/_view/login`, {
      method: 'POST',
      body: new URLSearchParams({ token: TOKEN }),
      redirect: 'manual',
    })
    expect(login.status).toBe(303)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    const bare = await fetch(`${emu.origin}/_control/state`, { headers: { cookie } })
    expect(bare.status).toBe(401)
    const withHeader = await fetch(`${emu.origin}/_control/state`, {
      headers: { cookie, 'x-emulator-view': '1' },
    })
    expect(withHeader.status).toBe(200)
    // The API itself still takes only the token.
    const api = await fetch(`${emu.url}/getQueue`, {
      method: 'POST',
      headers: { cookie, 'x-emulator-view': '1', 'content-type': 'application/json' },
      body: JSON.stringify(queueRef()),
    })
    expect(api.status).toBe(401)
  })
})

it('finds Chromium where the fixture looks', () => {
  expect(existsSync(findChromium())).toBe(true)
})
