/// <reference lib="dom" />
/**
 * The live view shows why a PR failed: its transitions table lists the checks that failed the
 * PR's test run, each a link to the check (headless Chromium against an emulator on 127.0.0.1).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { MINUTE, prRef } from '../../../__fixtures__/emulator.js'
import { findChromium } from '../../../__fixtures__/chromium.js'
import { useEmulator } from '../helpers.js'

const TOKEN = 'view-why-token-5678'

const emu = useEmulator({ host: '127.0.0.1', token: TOKEN }, { queue: true })
let browser: Browser
let page: Page

beforeAll(async () => {
  const executablePath = findChromium()
  await emu.control('/outcomes', {
    repo: 'acme/app',
    number: 21,
    outcome: 'fail',
    failChecks: ['unit-tests'],
    durationMs: MINUTE,
  })
  await emu.client.submitPullRequest(prRef(21))
  emu.advance(2 * MINUTE)
  browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  page = await browser.newPage()
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

describe('the live view', () => {
  it("lists a failed PR's failing check as a link in its transitions", async () => {
    await page.goto(`${emu.origin}/`)
    await page.type('#token', TOKEN)
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')])
    await page.waitForSelector('.transitions .failed-checks a')
    const links = await page.$$eval('.transitions .failed-checks li', (items) =>
      items.map((li) => ({
        text: li.textContent,
        href: li.querySelector('a')?.getAttribute('href'),
      })),
    )
    expect(links).toEqual([
      {
        text: 'unit-tests failure',
        href: expect.stringMatching(/^https:\/\/github\.com\/acme\/app\/runs\/.+check=unit-tests$/),
      },
    ])
  }, 120_000)
})
