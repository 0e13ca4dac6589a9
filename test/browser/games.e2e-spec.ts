import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import {
  expectAccessible,
  expectBoardReadable,
  expectPhoneFriendly,
  screenshot,
  SCREENSHOTS,
} from '../support/browser';
import { landedGame, openTwoBrowsers, signUp, type TwoBrowsers } from '../support/two-browsers';

/** Runs in the page: the version the move list shows, or "final" once the score is up. */
const shownVersion = (): string | null => {
  const doc = (globalThis as any).document;
  if (doc.querySelector('[data-testid=final-score]')) return 'final';
  return doc.querySelector('section.moves')?.getAttribute('data-version') ?? null;
};

/** Runs in the page: the newest version the log has told (its first line's number). */
const loggedVersion = (): number => {
  const first = (globalThis as any).document.querySelector('[data-testid=log] li');
  return first ? Number(first.getAttribute('value')) : -1;
};

/** The board as a phone's screen shows it, scrolled to it (the README's pictures). */
async function screenshotBoard(page: Page, name: string): Promise<void> {
  await page.locator('.board-side .drawing').scrollIntoViewIfNeeded();
  await page.evaluate(() => (globalThis as any).document.querySelector('.board-side .drawing').scrollIntoView());
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** The Play page has read today's dailies and the game types (slow while other suites run). */
async function playPageReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: "Today's dailies" }).waitFor({ timeout: 60_000 });
}

/**
 * One move, chosen as a person would: a highlighted part of the board that plays a move when one
 * is offered and `onBoard`, else a button of the list (`pick` chooses which). Waits until the page
 * shows the next decision (or the final score).
 */
async function playOne(page: Page, pick: number, onBoard: boolean): Promise<'board' | 'list'> {
  const before = await page.evaluate(shownVersion);
  // A board part that plays at once (not one that only shows its group in the list).
  const board = page.locator('.drawing [role=button][data-choice=move]');
  let how: 'board' | 'list' = 'list';
  if (onBoard && (await board.count()) > 0) {
    await board.nth(pick % (await board.count())).click();
    how = 'board';
  } else {
    const buttons = page.locator('section.moves button.move:enabled:visible');
    await buttons.first().waitFor(); // the list may still be drawing (or re-enabling) under load
    await buttons.nth(pick % (await buttons.count())).click();
  }
  try {
    await page.waitForFunction((v) => {
      const doc = (globalThis as any).document;
      if (doc.querySelector('[data-testid=final-score]')) return true;
      // The next decision, or none for now (the others' turn, or a simultaneous step done).
      return (doc.querySelector('section.moves')?.getAttribute('data-version') ?? null) !== v;
    }, before);
  } catch (e) {
    // Say where it stuck: what the page showed.
    const shown = (await page.locator('main').innerText()).slice(0, 1500);
    throw new Error(`${String(e)}\nafter a ${how} move at version ${before}, the page shows:\n${shown}`);
  }
  return how;
}

/** Plays until the final score shows, by clicking; returns how many moves were made on the board. */
async function playToEnd(page: Page, limit: number, shots: { at: number; name: string }[] = []): Promise<number> {
  let onBoard = 0;
  for (let i = 0; i < limit; i++) {
    if ((await page.evaluate(shownVersion)) === 'final') return onBoard;
    for (const s of shots) if (s.at === i) await screenshot(page, s.name);
    if ((await playOne(page, i * 7 + 3, i % 3 === 0)) === 'board') onBoard++;
  }
  throw new Error(`no final score after ${limit} moves`);
}

/**
 * The game page of each game, clicked as a person would in Chromium (issue 34): a whole Troyes
 * game and a whole Orléans game against bots, on the board and in the list; games with a friend
 * in a second browser, each seeing the other's moves arrive live; the replay of each; every page
 * checked by axe, and at phone size for width, text, tap targets and the board's own text and
 * choices; screenshots at 1280×900 and 390×844 (docs/screenshots/ keeps a few).
 */
describe('the games, in Chromium', () => {
  const clock = new FixedClock(new Date('2026-11-22T12:00:00.000Z'));
  let stage: TwoBrowsers;
  let base: string;
  let ada: Page;
  let bob: Page;

  beforeAll(async () => {
    stage = await openTwoBrowsers(clock, 20_000);
    ({ base, ada, bob } = stage);
    await signUp(ada, base, 'Ada');
    await signUp(bob, base, 'Bob');
  });
  afterAll(() => stage?.close());

  async function againstBots(page: Page, game: string, players: string): Promise<string> {
    await page.getByRole('link', { name: 'Play', exact: true }).click();
    await playPageReady(page);
    // On a phone each way into a game is a folded card: open it first.
    const card = page.locator('details.panel', { has: page.locator('.panel-title', { hasText: 'Against bots' }) });
    if ((await card.getAttribute('open')) === null) await card.locator('summary').click();
    const form = page.getByRole('form', { name: 'Against bots' });
    await form.getByLabel('Game', { exact: true }).selectOption({ label: game });
    await form.getByLabel('Players, you included').selectOption(players);
    await form.getByRole('button', { name: 'Play against bots' }).click();
    const id = await landedGame(page);
    await page.locator('section.moves').waitFor();
    return id;
  }

  it('plays a whole Troyes game against a bot by clicking the board and the list, then replays it', async () => {
    const id = await againstBots(ada, 'Troyes (2 to 4 players)', '2');
    await ada.getByText('Place a citizen (initial placement)').waitFor();
    await expectAccessible(ada, 'troyes');
    await screenshot(ada, 'games-troyes-start');
    const onBoard = await playToEnd(ada, 400, [{ at: 30, name: 'games-troyes' }]);
    expect(onBoard).toBeGreaterThan(0);
    await ada.getByText(/^Final score: \d+$/).waitFor();
    expect(await ada.locator('table.ranking tbody tr').count()).toBe(2);
    await ada
      .getByTestId('log')
      .getByText(/^The game is over: /)
      .waitFor();
    await expectAccessible(ada, 'troyes finished');
    await screenshot(ada, 'games-troyes-finished');

    await ada.getByRole('link', { name: 'Replay move by move' }).click();
    await ada.getByTestId('verification').getByText('Verified').waitFor();
    await ada.getByRole('button', { name: 'Previous move' }).click();
    await ada
      .locator('.replay-move')
      .getByText(/^Move \d+: /)
      .waitFor();
    await ada.locator('.drawing svg.troyes-board').waitFor();
    await expectAccessible(ada, 'troyes replay');
    await screenshot(ada, 'games-troyes-replay');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  }, 300_000);

  it('plays a whole Orléans game against a bot by clicking, on a phone, the board readable at 390 px', async () => {
    await againstBots(bob, 'Orléans (2 to 5 players)', '2');
    await bob.getByText(/^Your move: draw followers/).waitFor();
    await expectAccessible(bob, 'orleans (phone)');
    await expectPhoneFriendly(bob, 'orleans');
    await expectBoardReadable(bob, 'orleans');
    await screenshot(bob, 'games-orleans-phone');
    await screenshotBoard(bob, 'games-orleans-phone-board');
    const onBoard = await playToEnd(bob, 1500, [{ at: 20, name: 'games-orleans-planning-phone' }]);
    expect(onBoard).toBeGreaterThan(0);
    await bob.getByText(/^Final score: \d+$/).waitFor();
    await expectPhoneFriendly(bob, 'orleans finished');
    await screenshot(bob, 'games-orleans-finished-phone');
  }, 300_000);

  it('shows Orléans at desktop size, and Troyes and Troyes Dice on a phone, readable and within the screen', async () => {
    await againstBots(ada, 'Orléans (2 to 5 players)', '3');
    await expectAccessible(ada, 'orleans');
    await screenshot(ada, 'games-orleans');
    // The log is numbered by version, as the replay is, newest first: down to "0. The game is created."
    const log = ada.getByTestId('log').locator('li');
    await log.last().getByText('The game is created.').waitFor();
    const values = await log.evaluateAll((lis) => lis.map((li) => li.getAttribute('value')));
    expect(values.at(-1)).toBe('0'); // set, not left to the list's own count
    const numbers = values.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    await againstBots(bob, 'Troyes (2 to 4 players)', '3');
    await expectPhoneFriendly(bob, 'troyes');
    await expectBoardReadable(bob, 'troyes');
    await screenshot(bob, 'games-troyes-phone');
    await screenshotBoard(bob, 'games-troyes-phone-board');
    await againstBots(bob, 'Troyes Dice (1 to 10 players)', '2');
    await expectPhoneFriendly(bob, 'troyes dice');
    await expectBoardReadable(bob, 'troyes dice');
    await expectAccessible(bob, 'troyes dice (phone)');
    await screenshot(bob, 'games-troyes-dice-phone');
    await screenshotBoard(bob, 'games-troyes-dice-phone-board');
    // The other seat's sheet, one tap away.
    await bob.getByRole('button', { name: 'Bot 2 (greedy)' }).click();
    await bob.locator('.drawing svg[aria-label^="Bot 2 (greedy)’s sheet"]').waitFor();
  });

  for (const [game, label] of [
    ['Troyes Dice', 'Troyes Dice (1 to 10 players)'],
    ['Troyes', 'Troyes (2 to 4 players)'],
    ['Orléans', 'Orléans (2 to 5 players)'],
  ] as const) {
    it(`plays ${game} with a friend in a second browser: the invite link, then each sees the other's moves live`, async () => {
      await ada.getByRole('link', { name: 'Play', exact: true }).click();
      await playPageReady(ada);
      const friends = ada.getByRole('form', { name: 'With friends' });
      await friends.getByLabel('Game', { exact: true }).selectOption({ label });
      if (game === 'Troyes') {
        await friends.getByLabel('Timed game').check();
        await friends.getByLabel('Clock').selectOption({ label: '5 minutes a turn, plus a 30-minute bank' });
      }
      await friends.getByRole('button', { name: 'Create the game' }).click();
      const id = await landedGame(ada);
      const link = (await ada.getByTestId('invite-link').textContent()) ?? '';
      expect(link).toBe(`${base}/#/games/${id}`);
      await expectAccessible(ada, `${game} waiting room`);
      if (game === 'Troyes') await screenshot(ada, 'games-waiting-room');

      // Bob opens the link on his phone and joins; Ada's page starts the game by itself.
      await bob.goto(link);
      await bob.getByRole('button', { name: 'Join this game' }).click();
      await bob.getByTestId('game-status').waitFor();
      await ada.locator('.table').waitFor();
      await ada.getByTestId('live-state').getByText('● live').waitFor();
      await bob.getByTestId('live-state').getByText('● live').waitFor();
      if (game === 'Troyes') {
        // A timed game shows each seat's clock: the one to move has its turn's time running.
        await ada
          .getByTestId('clocks')
          .getByText(/left this turn · bank 30:00/)
          .waitFor();
        expect(await ada.getByTestId('clocks').locator('li').count()).toBe(2);
      }

      // Whoever must move clicks; the other page tells that move without being reloaded.
      let seen = 0;
      for (let i = 0; i < 12; i++) {
        // Whoever's page offers moves first; the other waits (a promise that never settles loses the race).
        // An enabled move, not just the section: a page may show the list a moment longer, disabled.
        const offers = (page: Page) =>
          page
            .locator('section.moves button.move:enabled:visible')
            .first()
            .waitFor()
            .then(() => page)
            .catch(() => new Promise<Page>(() => undefined));
        const mover = await Promise.race([offers(ada), offers(bob)]);
        const watcher = mover === ada ? bob : ada;
        const watcherBefore = await watcher.evaluate(loggedVersion);
        await playOne(mover, i * 5 + 1, false);
        await watcher.waitForFunction((v) => {
          const first = (globalThis as any).document.querySelector('[data-testid=log] li');
          return first !== null && Number(first.getAttribute('value')) > v;
        }, watcherBefore);
        seen++;
      }
      expect(seen).toBeGreaterThanOrEqual(6);
      // Both logs name the other player's moves in words.
      expect(await bob.getByTestId('log').textContent()).toContain('Ada');
      expect(await ada.getByTestId('log').textContent()).toContain('Bob');
      await expectPhoneFriendly(bob, `${game} with a friend`);
      await screenshot(
        bob,
        `games-friends-${game === 'Orléans' ? 'orleans' : game === 'Troyes' ? 'troyes' : 'troyes-dice'}-phone`,
      );
      if (game === 'Troyes Dice') await screenshot(ada, 'games-troyes-dice');
    });
  }
});
