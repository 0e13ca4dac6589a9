import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, playSome, registerPlayer, type TestPlayer } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectStatus } from '../support/with-context';

/** GET as text whatever the content type (supertest leaves an image's text unset). */
async function getText(t: TestApp, path: string, player?: TestPlayer): Promise<request.Response & { text: string }> {
  const req = request(t.server).get(path);
  if (player) void req.set(bearer(player));
  const res = await req.buffer(true).parse((stream, done) => {
    let data = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (data += chunk));
    stream.on('end', () => done(null, data));
  });
  const text = typeof res.body === 'string' ? res.body : res.text;
  return Object.assign(res, { text });
}

/** The web client at `/` (a stand-in build: the real one is tested in Chromium) and the drawn sheet. */
describe('web client and sheet.svg', () => {
  let t: TestApp;
  let webDir: string;
  let ada: TestPlayer;
  let bob: TestPlayer;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'crier-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><title>Crier test page</title><script src="/assets/app-1.js"></script>',
    );
    writeFileSync(join(webDir, 'assets', 'app-1.js'), 'console.log("hi")');
    t = await startTestApp({}, undefined, undefined, undefined, webDir);
    ada = await registerPlayer(t, 'Ada');
    bob = await registerPlayer(t, 'Bob');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the page at / and its hashed assets, revalidating the page and caching the assets', async () => {
    const page = await request(t.server).get('/');
    expectStatus(page, 200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Crier test page');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await request(t.server).get('/assets/app-1.js');
    expectStatus(asset, 200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('leaves the API routes and the problem+json 404 alone', async () => {
    expectStatus(await request(t.server).get('/health'), 200);
    expectStatus(await request(t.server).get('/v1/game-types'), 200);
    const missing = await request(t.server).get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    const api404 = await request(t.server).get('/v1/no-such-route');
    expect(api404.status).toBe(404);
    expect(api404.body.code).toBe('NOT_FOUND');
  });

  it('draws a Troyes Dice sheet as a standalone SVG, any seat of a public game, for anyone', async () => {
    const created = await request(t.server).post('/v1/games').set(bearer(ada)).send({ game: 'troyes-dice', seats: 1 });
    expectStatus(created, 201);
    const id: string = created.body.id;
    await playSome(t, id, [ada], 6);
    const game = await request(t.server).get(`/v1/games/${id}`).set(bearer(ada));
    const score: number = game.body.view.players[0].sheet.score.total;

    const svg = await getText(t, `/v1/games/${id}/sheet.svg?seat=0`);
    expectStatus(svg, 200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const text = svg.text;
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(
      true,
    );
    expect(text).toContain(`Score ${score}`);
    expect(text).toContain('</svg>');
    // What the view does not show is not drawn: no seed, no RNG state.
    expect(text).not.toMatch(/rng|seed/i);

    const own = await getText(t, `/v1/games/${id}/sheet.svg`, ada);
    expectStatus(own, 200);
  });

  it('refuses a seat the game does not have and a game that is not Troyes Dice', async () => {
    const created = await request(t.server).post('/v1/games').set(bearer(ada)).send({ game: 'troyes-dice', seats: 1 });
    for (const seat of ['1', '-1', 'x', '1e3']) {
      const res = await request(t.server).get(`/v1/games/${created.body.id}/sheet.svg?seat=${seat}`);
      expectStatus(res, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const orleans = await request(t.server).post('/v1/games').set(bearer(ada)).send({ game: 'orleans', seats: 2 });
    expectStatus(orleans, 201);
    const res = await request(t.server).get(`/v1/games/${orleans.body.id}/sheet.svg`);
    expectStatus(res, 400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expectStatus(await request(t.server).get('/v1/games/00000000-0000-4000-8000-000000000000/sheet.svg'), 404);
  });

  it('draws every game as board.svg: the Troyes board and the Orléans table as each seat may see them', async () => {
    const troyes = await request(t.server)
      .post('/v1/games')
      .set(bearer(ada))
      .send({ game: 'troyes', seats: [{ player: 'me' }, { bot: 'greedy' }] });
    expectStatus(troyes, 201);
    const board = await getText(t, `/v1/games/${troyes.body.id}/board.svg`, ada);
    expectStatus(board, 200);
    expect(board.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(board.text).toContain('aria-label="Troyes board as Ada sees it, placing citizens"');
    expect(board.text).toContain('greedy bot’s district');
    expect(board.text).not.toMatch(/rng|seed/i);
    // Ada sees her own characters and not the bot's: the drawing is the view's.
    const view = (await request(t.server).get(`/v1/games/${troyes.body.id}`).set(bearer(ada))).body.view;
    expect(view.players[0].characters.length).toBeGreaterThan(0);
    expect(view.players[1].characters).toBeNull();
    expect(board.text).toContain(`${view.players[1].characterCount} hidden character`);

    const orleans = await request(t.server)
      .post('/v1/games')
      .set(bearer(ada))
      .send({ game: 'orleans', seats: [{ player: 'me' }, { bot: 'greedy' }] });
    expectStatus(orleans, 201);
    const mine = await getText(t, `/v1/games/${orleans.body.id}/board.svg?layout=tall`, ada);
    expectStatus(mine, 200);
    expect(mine.text).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 364 ');
    expect(mine.text).toContain('Ada’s places (yours)');
    const theirs = await getText(t, `/v1/games/${orleans.body.id}/board.svg?seat=1`, ada);
    expectStatus(theirs, 200);
    expect(theirs.text).toContain('greedy bot’s places');
    expect(theirs.text).toContain('only its owner sees what is in it');
    // A spectator sees no bag's contents at all.
    const spectator = await getText(t, `/v1/games/${orleans.body.id}/board.svg`);
    expect(spectator.text).toContain('only its owner sees what is in it');

    for (const bad of ['seat=2', 'seat=x', 'layout=narrow']) {
      const res = await request(t.server).get(`/v1/games/${orleans.body.id}/board.svg?${bad}`);
      expectStatus(res, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const dice = await request(t.server).post('/v1/games').set(bearer(ada)).send({ game: 'troyes-dice', seats: 1 });
    const sheet = await getText(t, `/v1/games/${dice.body.id}/board.svg`, ada);
    expect(sheet.text).toMatch(/aria-label="Troyes Dice sheet of Ada: score \d+"/);
  });

  it("keeps a daily puzzle's sheet private to its player until the day closes, like GET /v1/games/{id}", async () => {
    const attempt = await request(t.server).post('/v1/daily/troyes-dice/attempt').set(bearer(ada));
    expectStatus(attempt, 201);
    expectStatus(await getText(t, `/v1/games/${attempt.body.id}/sheet.svg`, ada), 200);
    for (const other of [
      request(t.server).get(`/v1/games/${attempt.body.id}/sheet.svg`).set(bearer(bob)),
      request(t.server).get(`/v1/games/${attempt.body.id}/sheet.svg`),
    ]) {
      const res = await other;
      expectStatus(res, 403);
      expect(res.body.reason).toBe('DAILY_NOT_CLOSED');
    }
  });
});

describe('web client not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, undefined, undefined, undefined, join(tmpdir(), 'crier-no-such-web-dir'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('still starts, and / says how to build the page', async () => {
    const page = await request(t.server).get('/');
    expectStatus(page, 200);
    expect(page.text).toContain('npm run build');
    expectStatus(await request(t.server).get('/health'), 200);
  });
});
