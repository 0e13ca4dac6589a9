import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { LobbyFeed } from '../../src/live/lobby-feed';
import { until } from '../support/until';
import { expectAccessible, expectPhoneFriendly, screenshot } from '../support/browser';
import {
  GAME_URL,
  landedGame,
  openTwoBrowsers,
  signUp,
  storedSession,
  type TwoBrowsers,
} from '../support/two-browsers';

/** Fills "Find me a game" for a 2-player game of `game`, unrated and untimed, and sends it. */
async function findMeAGame(page: Page, game: string): Promise<void> {
  await page.getByRole('link', { name: 'Lobby' }).click();
  // The page before (Play) has "Game" fields of its own: wait until the Lobby's form is shown.
  await page.getByRole('heading', { name: 'Find me a game' }).waitFor();
  await page.getByLabel('Game', { exact: true }).selectOption({ label: game });
  await page.getByLabel('Fewest players, you included').selectOption({ label: '2' });
  await page.getByLabel('Most players').selectOption({ label: '2' });
  expect(await page.getByLabel('Rated game').isChecked()).toBe(false);
  expect(await page.getByLabel('Timed game').isChecked()).toBe(false);
  await page.getByRole('button', { name: 'Find me a game' }).click();
}

/**
 * Matchmaking, ratings and rematch in the page (issue 34 after issue 33), clicked as people would
 * in Chromium: two browsers each ask "find me a game" for the same 2-player Troyes and land on the
 * same game; a second seek is refused in words; a seek is cancelled; another browser's seek appears
 * in the Lobby as it is made and goes when cancelled (its live stream); the ratings boards and a
 * profile's ratings render; an ended game's rematch is proposed and accepted, its proposal told
 * at once to the other player's page (or notice bar elsewhere) by the feed, without polling.
 */
describe('finding a game, ratings and rematch, in Chromium', () => {
  const clock = new FixedClock(new Date('2026-11-22T12:00:00.000Z'));
  let stage: TwoBrowsers;
  let base: string;
  let ada: Page;
  let bob: Page;
  let game: string;
  let ratedGame: string;

  beforeAll(async () => {
    stage = await openTwoBrowsers(clock, 15_000);
    ({ base, ada, bob } = stage);
    await signUp(ada, base, 'Ada');
    await signUp(bob, base, 'Bob');
  });
  afterAll(() => stage?.close());

  it('cancels a seek, and says so when a second one of the same game is refused', async () => {
    await findMeAGame(ada, 'Orléans');
    const waiting = ada.getByTestId('my-seek');
    await waiting.getByText('Orléans, 2 players, unrated, untimed', { exact: true }).waitFor();
    await ada.getByRole('button', { name: 'Find me a game' }).click();
    await ada.getByRole('alert').getByText('You are already looking for a game of this kind').waitFor();
    await screenshot(ada, 'seeks-01-waiting');
    await waiting.getByRole('button', { name: /^Cancel/ }).click();
    await waiting.waitFor({ state: 'detached' });
    const open = (await (await fetch(`${base}/v1/seeks`)).json()) as { items: unknown[] };
    expect(open.items).toEqual([]);
  });

  it("asks for opponents near the player's own rating, widening as it waits", async () => {
    await ada.getByRole('link', { name: 'Lobby' }).click();
    await ada.getByRole('heading', { name: 'Find me a game' }).waitFor();
    await ada.getByLabel('Game', { exact: true }).selectOption({ label: 'Orléans' });
    await ada.getByText('Your Orléans rating is 0.00. You may be seated with anyone.').waitFor();
    expect(await ada.getByLabel('Widen the range while I wait').count()).toBe(0); // no range, nothing to widen
    await ada.getByLabel("Opponents' rating").selectOption({ label: 'Close to mine (within 3)' });
    await ada
      .getByText(
        'Your Orléans rating is 0.00. You will be seated only with players rated -3.00 to 3.00, a range that grows by 1 each minute you wait.',
      )
      .waitFor();
    expect(await ada.getByLabel('Widen the range while I wait').isChecked()).toBe(true);
    await ada.getByRole('button', { name: 'Find me a game' }).click();
    const waiting = ada.getByTestId('my-seek');
    await waiting.getByText('For opponents rated -3.00 to 3.00, widening by 1 a minute.', { exact: false }).waitFor();
    // What the page sent is what the lobby shows others.
    const open = (await (await fetch(`${base}/v1/seeks`)).json()) as { items: any[] };
    expect(open.items.map((s) => s.ratingRange)).toEqual([{ min: -3, max: 3, widenPerMinute: 1 }]);
    await expectAccessible(ada, 'seek with a rating range');
    await waiting.getByRole('button', { name: /^Cancel/ }).click();
    await waiting.waitFor({ state: 'detached' });
  });

  it("shows another browser's seek in the Lobby as it is made and removes it when cancelled, without Refresh", async () => {
    // Ada is on the Lobby (the last test left her there): her page follows the lobby's stream.
    await ada.getByRole('heading', { name: 'People looking for a game' }).waitFor();
    await ada.getByText('Nobody else is looking right now').waitFor();
    await until(
      () => stage.t.app.get(LobbyFeed).following,
      (n) => n >= 1,
    );
    expect(await ada.getByRole('button', { name: 'Refresh the seekers' }).count()).toBe(0);
    // From now on her page reads no list: what changes comes by the stream.
    const listReads: string[] = [];
    ada.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/v1/seeks') listReads.push(r.url());
    });
    await ada.waitForTimeout(500); // the list read when the stream opened has gone out

    listReads.length = 0;
    await findMeAGame(bob, 'Orléans');
    const waiting = bob.getByTestId('my-seek');
    await waiting.getByText('Orléans, 2 players, unrated, untimed', { exact: true }).waitFor();
    const seekers = ada.getByRole('list', { name: 'People looking: 1' });
    const bobs = seekers.getByRole('listitem').filter({ hasText: 'Bob' });
    await bobs.getByText('Orléans, 2 players, unrated, untimed', { exact: true }).waitFor();
    await bobs.getByRole('button', { name: /^Play this/ }).waitFor();
    await screenshot(ada, 'seeks-01-live-lobby');

    await waiting.getByRole('button', { name: /^Cancel/ }).click();
    await waiting.waitFor({ state: 'detached' });
    await bobs.waitFor({ state: 'detached' });
    await ada.getByText('Nobody else is looking right now').waitFor();
    expect(listReads).toEqual([]);
  });

  it('seats two browsers that each ask for a 2-player Troyes in the same game', async () => {
    await findMeAGame(ada, 'Troyes');
    await ada.getByTestId('my-seek').getByText('Troyes, 2 players, unrated, untimed', { exact: true }).waitFor();

    // Bob comes from the Play page's link, and sees Ada waiting among the seekers, on a phone.
    await bob.getByRole('link', { name: 'Play', exact: true }).click();
    await bob.getByRole('link', { name: 'find me a game' }).click();
    await bob.getByRole('heading', { name: 'Find me a game' }).waitFor();
    await bob.getByText('Troyes, 2 players, unrated, untimed', { exact: true }).waitFor();
    await expectAccessible(bob, 'lobby with a seeker (phone)');
    await expectPhoneFriendly(bob, 'lobby with a seeker');
    await screenshot(bob, 'seeks-02-lobby-phone');
    // By keyboard only: the form's fields, then its button, in Tab order.
    await bob.getByLabel('Game', { exact: true }).focus();
    await bob.keyboard.press('Tab'); // fewest players
    await bob.keyboard.press('Tab'); // most players
    await bob.keyboard.press('Tab'); // opponents' rating (any: nothing to widen)
    await bob.keyboard.press('Tab');
    expect(await bob.evaluate(() => (globalThis as any).document.activeElement.labels[0].textContent.trim())).toBe(
      'Rated game',
    );
    await bob.keyboard.press('Tab');
    await bob.keyboard.press('Tab');
    expect(await bob.evaluate(() => (globalThis as any).document.activeElement.textContent)).toBe('Find me a game');
    expect(await bob.getByLabel('Game', { exact: true }).inputValue()).toBe('"troyes"');
    await bob.keyboard.press('Enter');

    // Bob's seek completed the table in its own request; Ada hears of it through her feed.
    const [adaGame, bobGame] = await Promise.all([landedGame(ada), landedGame(bob)]);
    expect(adaGame).toBe(bobGame);
    game = adaGame;
    const me = await ada.evaluate(storedSession);
    const seen = (await (
      await fetch(`${base}/v1/games/${game}`, { headers: { authorization: `Bearer ${me.apiKey}` } })
    ).json()) as any;
    expect(seen).toMatchObject({ game: 'troyes', status: 'ACTIVE', rated: false, clock: null });
    expect(seen.seats.map((s: any) => s.player.name).sort()).toEqual(['Ada', 'Bob']);
    await ada
      .getByRole('heading', { name: /Troyes/ })
      .first()
      .waitFor();
    await bob
      .getByRole('heading', { name: /Troyes/ })
      .first()
      .waitFor();
  });

  it('proposes a rematch of the ended game from one browser and accepts it from the other', async () => {
    const bobReads: number[] = []; // when Bob's page asked GET /v1/games/{game}/rematch
    bob.on('request', (r) => {
      if (r.method() === 'GET' && r.url().endsWith(`/v1/games/${game}/rematch`)) bobReads.push(Date.now());
    });
    const adaKey = (await ada.evaluate(storedSession)).apiKey as string;
    const resigned = await fetch(`${base}/v1/games/${game}/resign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adaKey}` },
    });
    expect(resigned.status).toBe(200);
    // Both pages hear of the end live, and say who left.
    await ada.getByText('This game ended early: You resigned.').waitFor();
    await bob.getByText('This game ended early: Ada resigned.').waitFor();
    await bob.getByRole('table', { name: 'Ranking when it ended' }).waitFor();
    // Bob's page reads the rematch when it shows the ended game, then only when his feed says
    // something: it does not poll (watched for longer than the 4 s it used to poll at).
    await bob.getByRole('button', { name: 'Propose a rematch' }).waitFor();
    const shown = Date.now();
    await bob.waitForTimeout(5_000);
    expect(bobReads.filter((at) => at > shown + 1_000)).toEqual([]);
    const proposed = Date.now();
    await ada.getByRole('button', { name: 'Propose a rematch' }).click();
    await ada.getByTestId('rematch-status').getByText('Waiting for Bob to accept the rematch.').waitFor();
    await screenshot(ada, 'seeks-03-rematch-proposed');
    // Bob's page sees the proposal without a reload: his feed's rematchProposed reads it once.
    await bob.getByTestId('rematch-status').getByText('Ada proposed a rematch: it starts when you accept.').waitFor();
    expect(bobReads.filter((at) => at >= proposed)).toHaveLength(1);
    await expectAccessible(bob, 'rematch proposed (phone)');
    await expectPhoneFriendly(bob, 'rematch proposed');
    await screenshot(bob, 'seeks-03-rematch-proposed-phone');
    await bob.getByRole('button', { name: 'Accept the rematch' }).click();
    const [adaNext, bobNext] = await Promise.all([
      ada.waitForURL((u) => GAME_URL.test(u.href) && !u.href.includes(game)).then(() => landedGame(ada)),
      bob.waitForURL((u) => GAME_URL.test(u.href) && !u.href.includes(game)).then(() => landedGame(bob)),
    ]);
    expect(adaNext).toBe(bobNext);
    const again = (await (
      await fetch(`${base}/v1/games/${adaNext}`, { headers: { authorization: `Bearer ${adaKey}` } })
    ).json()) as any;
    expect(again).toMatchObject({ game: 'troyes', status: 'ACTIVE' });
  });

  it("shows the ratings boards, provisional players marked, and a profile's ratings", async () => {
    // A rated game ended by a resignation rates both players (docs/api.md, "Ratings").
    const [adaS, bobS] = [await ada.evaluate(storedSession), await bob.evaluate(storedSession)];
    const post = (path: string, key: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const created = (await (
      await post('/v1/games', adaS.apiKey, { game: 'troyes', seats: 2, rated: true })
    ).json()) as any;
    ratedGame = created.id;
    expect((await post(`/v1/games/${created.id}/join`, bobS.apiKey)).status).toBe(200);
    expect((await post(`/v1/games/${created.id}/resign`, adaS.apiKey)).status).toBe(200);

    await bob.getByRole('link', { name: 'Boards', exact: true }).click();
    await bob.getByRole('link', { name: 'Ratings', exact: true }).click();
    await bob.getByRole('heading', { name: 'Ratings: Troyes' }).waitFor();
    await bob
      .getByTestId('my-rating')
      .getByText(/rank 1 of 2 on the provisional board/)
      .waitFor();
    await bob.getByRole('button', { name: 'Provisional players' }).click();
    const rows = bob.locator('table.ratings').last().locator('tbody tr');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('Bob (you) provisional');
    await expectAccessible(bob, 'ratings (phone)');
    await expectPhoneFriendly(bob, 'ratings');
    await screenshot(bob, 'seeks-04-ratings-phone');
    await bob.getByRole('link', { name: 'Orléans' }).click();
    await bob.getByRole('heading', { name: 'Ratings: Orléans' }).waitFor();
    await bob.getByText('You have no Orléans rating yet').waitFor();

    await ada.goto(`${base}/#/players/${bobS.id}`);
    // Bob has no daily results: his name comes from the boards.
    await ada.getByRole('heading', { name: 'Bob', exact: true }).waitFor();
    const troyes = ada.getByTestId('rating-troyes');
    await troyes.getByText(/after 1 rated game, rank 1 \(provisional\)/).waitFor();
    await screenshot(ada, 'seeks-05-profile-ratings');
    await bob.getByRole('link', { name: 'My games' }).click();
    await bob.getByTestId('rating-troyes').getByText('Last games, newest first: +').waitFor();
    await expectAccessible(bob, 'profile with ratings (phone)');
    await expectPhoneFriendly(bob, 'profile with ratings');
  });

  it('tells a player elsewhere that a rematch was proposed, with a way to the ended game', async () => {
    // Bob reads his profile (the last test left him there); Ada proposes a rematch of the rated game.
    await bob.getByTestId('rating-troyes').waitFor();
    const adaKey = (await ada.evaluate(storedSession)).apiKey as string;
    const proposed = await fetch(`${base}/v1/games/${ratedGame}/rematch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adaKey}` },
    });
    expect(proposed.status).toBe(200);
    const notice = bob.getByTestId('turn-notice');
    await notice.getByText('Ada proposes a rematch of your game of Troyes.').waitFor();
    expect(bob.url()).toMatch(/#\/players\//); // not taken away from the page being read
    await notice.getByRole('link', { name: 'Go to the game' }).click();
    expect(await landedGame(bob)).toBe(ratedGame);
    await bob.getByTestId('rematch-status').getByText('Ada proposed a rematch: it starts when you accept.').waitFor();
    await notice.waitFor({ state: 'detached' }); // arriving at the game answered it
  });

  it('tells a player who left the Lobby while waiting that a game was found, with a way to it', async () => {
    await findMeAGame(ada, 'Troyes Dice');
    await ada.getByTestId('my-seek').waitFor();
    await ada.getByRole('link', { name: 'Boards', exact: true }).click();
    await ada.getByRole('heading', { name: 'Daily board' }).waitFor();
    await findMeAGame(bob, 'Troyes Dice');
    const found = await landedGame(bob);
    const notice = ada.getByTestId('turn-notice');
    await notice.getByText('A game was found for you: Troyes Dice.').waitFor();
    expect(ada.url()).toMatch(/#\/boards$/); // not taken away from the page being read
    await notice.getByRole('link', { name: 'Go to the game' }).click();
    expect(await landedGame(ada)).toBe(found);
  });
});
