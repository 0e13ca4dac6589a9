import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { playToEndRest, type TestPlayer } from '../support/api';
import { buildWebClient, expectAccessible, expectPhoneFriendly, launchChromium, screenshot } from '../support/browser';
import { listenOnLoopback, startTestApp, type TestApp } from '../support/test-app';
import { landedGame, openTwoBrowsers, PHONE, storedSession, type TwoBrowsers } from '../support/two-browsers';

/**
 * Everything around a game (issue 34), clicked as a person would in Chromium: the Play page's ways
 * into a game (each daily, practice, bots, friends), the lobby joined from a second browser, the
 * turn notice, "My games", the boards' all-time link, a second device signed in with a one-time
 * code or a saved key, signing out; each page checked by axe, and at phone size for width, text
 * size and tap targets, with screenshots at both sizes.
 */
describe('the app around the games, in Chromium', () => {
  const clock = new FixedClock(new Date('2026-11-22T12:00:00.000Z'));
  let stage: TwoBrowsers;
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let ada: Page;
  let bob: Page;
  let adaPlayer: TestPlayer;
  let friendsGame: string;
  let deviceCode: string;

  beforeAll(async () => {
    stage = await openTwoBrowsers(clock, 15_000);
    ({ t, base, browser, ada, bob } = stage);
  });
  afterAll(() => stage?.close());

  it('warns that a name is taken before signing up with it', async () => {
    await bob.goto(base + '/');
    await bob.getByLabel('Your name').fill('Bob');
    await expectAccessible(bob, 'welcome (phone)');
    await expectPhoneFriendly(bob, 'welcome');
    await screenshot(bob, 'lobby-01-welcome-phone');
    await bob.getByRole('button', { name: 'Sign up' }).click();
    await bob.getByTestId('player-name').getByText('Bob').waitFor();

    await ada.goto(base + '/');
    await ada.getByLabel('Your name').fill('bob');
    await ada.getByTestId('name-taken').getByText('1 player is already called “bob”').waitFor();
    await screenshot(ada, 'lobby-02-name-taken');
    await ada.getByLabel('Your name').fill('Ada');
    await ada.getByText('Shown on the boards').waitFor();
    expect(await ada.getByTestId('name-taken').count()).toBe(0);
    await ada.getByRole('button', { name: 'Sign up' }).click();
    await ada.getByTestId('player-name').getByText('Ada').waitFor();
    adaPlayer = await ada.evaluate(storedSession);
  });

  it('explains every choice on the Play page, which passes axe and fits a phone', async () => {
    await ada.getByRole('heading', { name: "Today's dailies" }).waitFor();
    expect(await ada.getByTestId('puzzle-date').textContent()).toBe('2026-11-22');
    for (const words of [
      'A bot is a computer player',
      'Greedy: takes the move that scores best right now',
      'Troyes, 2 to 4 players',
      'Troyes Dice, 1 to 10 players',
      'A timed game gives each turn some free seconds',
    ]) {
      await ada.getByText(words).first().waitFor();
    }
    await expectAccessible(ada, 'play');
    await screenshot(ada, 'lobby-03-play');
    await bob.getByRole('heading', { name: "Today's dailies" }).waitFor();
    await expectAccessible(bob, 'play (phone)');
    await expectPhoneFriendly(bob, 'play');
    await screenshot(bob, 'lobby-03-play-phone');
  });

  it("starts today's daily of every game from its own button, and each lands on its game", async () => {
    const seen = new Set<string>();
    for (const name of [
      "Play today's puzzle",
      "Play today's Banquets & Raids puzzle",
      "Play today's Troyes game",
      "Play today's Orléans game",
    ]) {
      await ada.getByRole('link', { name: 'Play', exact: true }).click();
      await ada.getByRole('button', { name, exact: true }).click();
      seen.add(await landedGame(ada));
    }
    expect(seen.size).toBe(4);
    const mine = await fetch(`${base}/v1/games?mine=true`, {
      headers: { authorization: `Bearer ${adaPlayer.apiKey}` },
    });
    const dailies = ((await mine.json()) as any).items.map((g: any) => g.daily?.kind).sort();
    expect(dailies).toEqual(['orleans', 'troyes', 'troyes-dice', 'troyes-dice-banquets']);

    // Back on Play, each card says the attempt is under way.
    await ada.getByRole('link', { name: 'Play', exact: true }).click();
    await ada.getByText('Started: pick up where you left off.').first().waitFor();
    expect(await ada.getByText('Started: pick up where you left off.').count()).toBe(4);
  });

  it('starts practice games: a solo Troyes Dice with the expansion, and a past daily of Orléans', async () => {
    const solo_ = ada.getByRole('form', { name: 'A solo game of Troyes Dice' });
    await solo_.getByLabel('Expansion').selectOption({ label: 'With Banquets & Raids' });
    await solo_.getByRole('button', { name: 'Start a solo game' }).click();
    const solo = await landedGame(ada);
    const game = (await (await fetch(`${base}/v1/games/${solo}`)).json()) as any;
    expect(game).toMatchObject({ game: 'troyes-dice', status: 'ACTIVE', options: { expansion: true } });

    await ada.getByRole('link', { name: 'Play', exact: true }).click();
    const past = ada.getByRole('form', { name: 'A past daily, for practice' });
    await past.getByLabel('Daily', { exact: true }).selectOption({ label: 'Orléans against three greedy bots' });
    await past.getByLabel('Day', { exact: true }).fill('2026-11-20');
    await past.getByRole('button', { name: 'Practise that day' }).click();
    const practice = (await (await fetch(`${base}/v1/games/${await landedGame(ada)}`)).json()) as any;
    expect(practice).toMatchObject({ game: 'orleans', daily: { kind: 'orleans', date: '2026-11-20', ranked: false } });
  });

  it('creates a game against bots with the seats and policies chosen', async () => {
    await ada.getByRole('link', { name: 'Play', exact: true }).click();
    const bots = ada.getByRole('form', { name: 'Against bots' });
    await bots.getByLabel('Game', { exact: true }).selectOption({ label: 'Orléans (2 to 5 players)' });
    await bots.getByLabel('Players, you included').selectOption('4');
    await bots.getByLabel('Your seat').selectOption({ label: 'Seat 2' });
    await bots.getByText('Rollout: tries its best few moves').waitFor();
    await bots.getByLabel('Seat 1', { exact: true }).selectOption({ label: 'Random bot' });
    await bots.getByLabel('Seat 4', { exact: true }).selectOption({ label: 'Rollout bot' });
    await bots.getByRole('button', { name: 'Play against bots' }).click();
    const id = await landedGame(ada);
    const game = (await (await fetch(`${base}/v1/games/${id}`)).json()) as any;
    expect(game.seats.map((s: any) => s.bot ?? s.player?.name)).toEqual(['random@1', 'Ada', 'greedy@1', 'rollout@1']);
  });

  it('creates a timed game with an open seat, which a second browser joins from the lobby; the first is told', async () => {
    await ada.getByRole('link', { name: 'Play', exact: true }).click();
    const friends = ada.getByRole('form', { name: 'With friends' });
    await friends.getByLabel('Game', { exact: true }).selectOption({ label: 'Troyes (2 to 4 players)' });
    await friends.getByLabel('Timed game').check();
    await friends.getByLabel('Clock').selectOption({ label: '1 minute a turn, plus a 10-minute bank' });
    await friends.getByRole('button', { name: 'Create the game' }).click();
    friendsGame = await landedGame(ada);
    const game = (await (await fetch(`${base}/v1/games/${friendsGame}`)).json()) as any;
    expect(game).toMatchObject({ game: 'troyes', status: 'OPEN', clock: { moveSeconds: 60, bankSeconds: 600 } });

    // Ada waits on the Play page; Bob, on his phone, finds the game in the lobby.
    await ada.getByRole('link', { name: 'Play', exact: true }).click();
    await ada.getByRole('heading', { name: 'Your games in progress' }).waitFor();
    await bob.getByRole('link', { name: 'Lobby', exact: true }).click();
    const row = bob.locator(`li[data-game="${friendsGame}"]`);
    await row.locator('strong', { hasText: 'Troyes by Ada' }).waitFor();
    await row.getByText('timed: 1 min a turn + 10 min bank').waitFor();
    await expectAccessible(bob, 'lobby (phone)');
    await expectPhoneFriendly(bob, 'lobby');
    await screenshot(bob, 'lobby-04-lobby-phone');
    await row.getByRole('button', { name: /^Join/ }).click();
    expect(await landedGame(bob)).toBe(friendsGame);

    // The game started: Ada hears it on her feed, without reloading anything.
    const notice = ada.getByTestId('turn-notice');
    await notice.waitFor();
    await notice.getByText(/your game of Troyes\./).waitFor();
    await screenshot(ada, 'lobby-05-notice');
    expect(await notice.getByRole('link', { name: 'Go to the game' }).getAttribute('href')).toBe(
      `#/games/${friendsGame}`,
    );
    const started = (await (await fetch(`${base}/v1/games/${friendsGame}`)).json()) as any;
    expect(started.status).toBe('ACTIVE');
  });

  it('lists my games in progress, whose turn it is, and links to each', async () => {
    await ada.getByRole('link', { name: 'My games' }).click();
    const row = ada.locator(`li[data-game="${friendsGame}"]`);
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Troyes, timed.*With you and Bob\./);
    expect(await ada.locator('#main ul.game-list li').count()).toBeGreaterThanOrEqual(7);
    await expectAccessible(ada, 'my games');
    await screenshot(ada, 'lobby-06-my-games');
    await bob.getByRole('link', { name: 'My games' }).click();
    await bob.locator(`li[data-game="${friendsGame}"]`).waitFor();
    await expectPhoneFriendly(bob, 'my games');
    await screenshot(bob, 'lobby-06-my-games-phone');
  });

  it('offers the games the multiplayer and expansion achievements need, and says so where they are listed', async () => {
    await ada.getByRole('link', { name: 'Play', exact: true }).click();
    const bots = ada.getByRole('form', { name: 'Against bots' });
    await bots.getByLabel('Game', { exact: true }).selectOption({ label: 'Troyes Dice (1 to 10 players)' });
    await bots.getByLabel('Players, you included').selectOption('2');
    await bots.getByLabel('Expansion').selectOption({ label: 'With Banquets & Raids' });
    await bots.getByRole('button', { name: 'Play against bots' }).click();
    const id = await landedGame(ada);
    // The moves themselves are the game page's: played here over the API.
    await playToEndRest(t, id, [adaPlayer]);
    await ada.getByRole('link', { name: 'My games' }).click();
    const achievements = ada.locator('ul.achievements');
    await achievements.getByText(/Town meeting.*\(1\/3\)/).waitFor();
    await achievements.getByText(/Banquets and raids.*\(1\/3\)/).waitFor();
    await achievements.getByText('Play: Troyes Dice against bots, or with friends, and win.').waitFor();
  });

  it('follows the all-time board link from the daily board, then My games and Play still show', async () => {
    // A finished daily puts Ada on both boards (played over the API: the sheet is the game page's).
    const dailies = (await (
      await fetch(`${base}/v1/games?mine=true`, { headers: { authorization: `Bearer ${adaPlayer.apiKey}` } })
    ).json()) as any;
    const attempt = dailies.items.find((g: any) => g.daily?.kind === 'troyes-dice' && g.daily.ranked);
    await playToEndRest(t, attempt.id, [adaPlayer]);

    await ada.getByRole('link', { name: 'Boards', exact: true }).click();
    await ada.locator('table.board tr.me').first().waitFor();
    await ada.getByRole('link', { name: 'All-time board' }).click();
    await ada.getByRole('heading', { name: 'All-time board' }).waitFor();
    const mine = ada.locator('table.board tr.me');
    await mine.waitFor();
    expect(await mine.locator('td').nth(4).textContent()).toMatch(/^\d+\.\d$/);
    await expectAccessible(ada, 'all-time board');
    await screenshot(ada, 'lobby-07-all-time');
    await ada.getByRole('link', { name: 'My games' }).click();
    await ada.getByRole('heading', { name: 'In progress' }).waitFor();
    await ada.getByRole('link', { name: 'Play', exact: true }).click();
    await ada.getByRole('heading', { name: "Today's dailies" }).waitFor();

    await bob.getByRole('link', { name: 'Boards', exact: true }).click();
    await bob.locator('table.board tbody tr').first().getByText('Ada').waitFor();
    await expectPhoneFriendly(bob, 'daily board');
    await bob.getByRole('link', { name: 'All-time board' }).click();
    await bob.locator('table.board tbody tr').first().getByText('Ada').waitFor();
    await expectPhoneFriendly(bob, 'all-time board');
    await screenshot(bob, 'lobby-07-all-time-phone');
  });

  it('signs a second device in with a one-time code; the first stays signed in', async () => {
    await ada.getByRole('link', { name: 'Account' }).click();
    await ada.getByRole('button', { name: 'Add a device' }).click();
    const code = (await ada.getByTestId('device-code').textContent()) ?? '';
    deviceCode = code;
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await ada.getByText(/Expires in (9:5\d|10:00)\./).waitFor();
    await expectAccessible(ada, 'account');
    await screenshot(ada, 'lobby-08-account');

    const device = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const second = await device.newPage();
    await second.goto(base + '/');
    await second.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await second.getByRole('button', { name: 'Sign in with the code' }).click();
    await second.getByTestId('player-name').getByText('Ada').waitFor();
    const stored = await second.evaluate(storedSession);
    expect(stored).toMatchObject({ id: adaPlayer.id, name: 'Ada' });
    expect(stored.apiKey).not.toBe(adaPlayer.apiKey);

    // A code works once.
    await second.getByRole('link', { name: 'Account' }).click();
    await expectPhoneFriendly(second, 'account');
    await screenshot(second, 'lobby-08-account-phone');
    await ada.reload();
    await ada.getByTestId('player-name').getByText('Ada').waitFor();
    await ada.getByText('Another device', { exact: true }).waitFor();
    await device.close();
  });

  it('says a used code was used, and signs in with a saved key; signing out says how to come back', async () => {
    const other = await browser.newContext({ viewport: PHONE });
    const page = await other.newPage();
    await page.goto(base + '/#/sign-in');
    await page.getByLabel('Code', { exact: true }).fill(deviceCode);
    await page.getByRole('button', { name: 'Sign in with the code' }).click();
    await page.getByText('This code was already used (a code works once).').waitFor();
    await expectAccessible(page, 'sign-in (phone)');
    await expectPhoneFriendly(page, 'sign-in');
    await screenshot(page, 'lobby-09-sign-in-phone');

    await page.getByLabel('Key', { exact: true }).fill(adaPlayer.apiKey);
    await page.getByRole('button', { name: 'Sign in with the key' }).click();
    await page.getByTestId('player-name').getByText('Ada').waitFor();
    expect((await page.evaluate(storedSession)).apiKey).toBe(adaPlayer.apiKey);

    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByText('To come back, sign in with a code from another device').waitFor();
    await page.getByRole('button', { name: 'Sign out…' }).click();
    await page.getByRole('button', { name: 'Yes, sign out' }).click();
    await page.getByLabel('Your name').waitFor();
    expect(await page.evaluate(storedSession)).toBeNull();
    await other.close();
  });
});

describe('the sign-up limit, in Chromium', () => {
  let t: TestApp;
  let webDir: string;
  let browser: Browser;

  beforeAll(async () => {
    webDir = buildWebClient();
    t = await startTestApp(
      { rateLimit: { perMinute: 1_000, signupPerMinute: 1, verifyPerMinute: 1_000, devicePerMinute: 1_000 } },
      undefined,
      undefined,
      undefined,
      webDir,
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  it("says how long to wait: the server's Retry-After, in seconds", async () => {
    const base = await listenOnLoopback(t);
    const first = await fetch(`${base}/v1/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Early' }),
    });
    expect(first.status).toBe(201);
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(base + '/');
    await page.getByLabel('Your name').fill('Late');
    const refused = page.waitForResponse((r) => r.url().endsWith('/v1/players') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(429);
    const retryAfter = Number(answer.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(1);
    await page
      .getByText(`Too many sign-ups from your network in the last minute. Try again in ${retryAfter} seconds.`)
      .waitFor();
    await expectAccessible(page, 'sign-up limited');
    await screenshot(page, 'lobby-10-sign-up-limited-phone');
  });
});
