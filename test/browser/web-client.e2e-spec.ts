import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { buildWebClient, expectAccessible, launchChromium, screenshot } from '../support/browser';
import { listenOnLoopback, startTestApp, type TestApp } from '../support/test-app';

/** Runs in the page: what the web client keeps in localStorage. */
const storedSession = (): any => JSON.parse((globalThis as any).localStorage.getItem('crier.session') ?? 'null');

/**
 * The web client as a person uses it, in Debian's Chromium: sign up, play today's Troyes Dice
 * puzzle to the end by clicking, find the score on the board, replay the game once the day has
 * closed; and the bad states (revoked key, finished attempt, day closing, server unreachable).
 */
describe('web client in Chromium', () => {
  const clock = new FixedClock(new Date('2026-11-22T12:00:00.000Z'));
  const today = '2026-11-22';
  let t: TestApp;
  let webDir: string;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let gameId: string;
  let finalScore: string;

  beforeAll(async () => {
    webDir = buildWebClient();
    t = await startTestApp({}, undefined, clock, undefined, webDir);
    base = await listenOnLoopback(t);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  it('signs up, and keeps the key in the browser', async () => {
    await page.goto(base + '/');
    await page.getByLabel('Your name').fill('Ada');
    await expectAccessible(page, 'sign-up');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByTestId('player-name').textContent()).resolves.toBe('Ada');
    const stored = await page.evaluate(storedSession);
    expect(stored).toMatchObject({ name: 'Ada', apiKey: expect.any(String), id: expect.any(String) });
    await page.getByTestId('puzzle-date').waitFor();
    expect(await page.getByTestId('puzzle-date').textContent()).toBe(today);
    await screenshot(page, '1-signed-up');
  });

  it("plays today's puzzle to the end by clicking legal moves, then shows the score breakdown", async () => {
    await page.getByRole('button', { name: "Play today's puzzle" }).click();
    await page.locator('section.moves').waitFor();
    await expectAccessible(page, 'playing');
    await screenshot(page, '2-playing');
    const finalScore_ = page.getByTestId('final-score');
    let sheetClicks = 0;
    for (let clicks = 0; clicks < 200; clicks++) {
      if (await finalScore_.isVisible()) break;
      if (clicks === 14) await screenshot(page, '2-playing-later'); // docs/screenshot.png is one of these
      const section = page.locator('section.moves');
      const version = await section.getAttribute('data-version');
      // Every way a person chooses: a highlighted space on the sheet by mouse, one by keyboard,
      // a button of the list by keyboard, one by mouse.
      const onSheet = page.locator('.sheet [role=button].choice');
      const choice = await onSheet.count();
      if (choice > 0 && clicks % 4 === 0) {
        sheetClicks++;
        await onSheet.first().click();
      } else if (choice > 0 && clicks % 4 === 1) {
        sheetClicks++;
        await onSheet.last().focus();
        await page.keyboard.press('Enter');
      } else if (clicks % 4 === 2) {
        await section.locator('button.move:enabled:visible').first().focus();
        await page.keyboard.press('Enter');
      } else {
        await section.locator('button.move:enabled:visible').last().click();
      }
      await page.waitForFunction(
        (v) =>
          (globalThis as any).document.querySelector('[data-testid=final-score]') !== null ||
          (globalThis as any).document.querySelector('section.moves')?.getAttribute('data-version') !== v,
        version,
      );
    }
    expect(sheetClicks).toBeGreaterThan(0);
    finalScore = (await finalScore_.textContent()) ?? '';
    expect(finalScore).toMatch(/^\d+$/);
    await page.getByText("You have played today's puzzle").waitFor(); // waits (up to the timeout) for the page to show it
    const rows = await page.locator('table.breakdown tbody tr').count();
    expect(rows).toBe(10);
    await expectAccessible(page, 'finished');
    await screenshot(page, '3-finished');
  });

  it('finds the score on the daily board, marked as mine, and in my history', async () => {
    await page.getByRole('link', { name: 'See the daily board' }).click();
    const mine = page.locator('table.board tr.me').first();
    await mine.waitFor();
    expect(await mine.locator('td.score').textContent()).toBe(finalScore);
    expect(await mine.textContent()).toContain('Ada (you)');
    await page.getByText(/Around you: rank 1 of 1/).waitFor(); // waits (up to the timeout) for the page to show it
    await expectAccessible(page, 'board');
    await screenshot(page, '4-board');
    gameId = ((await mine.getByRole('link', { name: 'Replay' }).getAttribute('href')) ?? '').split('/')[2]!;
    expect(gameId).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole('link', { name: 'My games' }).click();
    await page.locator('table.board td.score').first().waitFor();
    expect(await page.locator('table.board td.score').first().textContent()).toBe(finalScore);
    await page.locator('ul.achievements li').first().waitFor();
    await screenshot(page, '5-history');
  });

  it('says the attempt is finished when the player comes back the same day', async () => {
    await page.getByRole('link', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: "Play today's puzzle" }).click();
    await page.getByTestId('final-score').waitFor();
    expect(await page.getByTestId('final-score').textContent()).toBe(finalScore);
  });

  it('keeps the replay closed until the day ends, then steps through the game with seed and verification', async () => {
    await page.goto(`${base}/#/games/${gameId}/replay`);
    await page.getByText('replay and seed open when the day ends').waitFor();

    clock.set('2026-11-23T01:00:00.000Z');
    await page.reload();
    await page.getByTestId('verification').getByText('Verified').waitFor();
    const seed = (await page.getByTestId('seed').textContent()) ?? '';
    expect(seed.length).toBeGreaterThan(10);
    const version = page.getByTestId('replay-version');
    const last = (await version.textContent()) ?? '';
    const [end, total] = last.split(' / ').map(Number);
    expect(end).toBe(total);
    await page.locator('.sheet svg').waitFor();
    expect(await page.locator('.sheet svg').getAttribute('aria-label')).toBe(
      `Sheet at version ${end}: score ${finalScore}`,
    );
    await page.getByRole('button', { name: 'Previous move' }).click();
    await page.getByText(`${end! - 1} / ${total}`).waitFor();
    await page.getByText(/^Move \d+: /).waitFor();
    await page.getByRole('button', { name: 'First' }).click();
    await page.getByText(`0 / ${total}`).waitFor();
    await page.locator('.sheet svg[aria-label^="Sheet at version 0: score "]').waitFor();
    await page.getByRole('button', { name: 'Next move' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`1 / ${total}`).waitFor();
    await expectAccessible(page, 'replay');
    await screenshot(page, '6-replay');
  });

  it('says so when the key was revoked, and signs the player out', async () => {
    const session = await page.evaluate(storedSession);
    const rotated = await fetch(`${base}/v1/players/me/api-keys/rotate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.apiKey}` },
    });
    expect(rotated.status).toBeLessThan(300);
    await page.goto(`${base}/#/`);
    await page.getByText('Your key is no longer accepted').waitFor();
    await page.getByLabel('Your name').waitFor(); // waits (up to the timeout) for the page to show it
    await screenshot(page, '7-revoked');
  });

  it('says the server is unreachable, and recovers when it answers again', async () => {
    await page.getByLabel('Your name').fill('Bea');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: "Play today's puzzle" }).waitFor();
    await page.route('**/v1/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: "Play today's puzzle" }).click();
    await page.getByText('Crier cannot be reached right now').waitFor();
    await screenshot(page, '8-unreachable');
    await page.unroute('**/v1/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: "Play today's puzzle" }).click();
    await page.locator('section.moves').waitFor();
  });

  it('says the day closed when it closes during a game, and offers the new puzzle', async () => {
    clock.set('2026-11-24T00:00:05.000Z');
    await page.locator('section.moves button.move:enabled:visible').first().click();
    await page.getByText("Today's puzzle closed while you were playing").waitFor();
    expect(await page.locator('button.move, .sheet .choice').count()).toBe(0);
    await screenshot(page, '9-day-closed');
    await page.getByRole('button', { name: 'Go to the new puzzle' }).click();
    await page.getByTestId('puzzle-date').getByText('2026-11-24').waitFor();
  });
});
