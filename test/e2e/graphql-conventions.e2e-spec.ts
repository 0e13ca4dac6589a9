import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerPlayer, type TestPlayer } from '../support/api';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('GraphQL by its conventions', () => {
  let t: TestApp;
  let ada: TestPlayer;

  beforeAll(async () => {
    t = await startTestApp();
    ada = await registerPlayer(t, 'Ada');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('lookups that can miss answer null, and keep their siblings', () => {
    it('game, gameEvents, gameState and achievements: null for an id that names nothing', async () => {
      const res = await gql(
        t,
        `query($id: ID!) { game(id: $id) { id } gameEvents(gameId: $id) { version } gameState(gameId: $id) { version }
           achievements(playerId: $id) { id } gameTypes { id } }`,
        { id: NO_SUCH_ID },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data).toMatchObject({ game: null, gameEvents: null, gameState: null, achievements: null });
      expect(res.data.gameTypes.length).toBe(3);
      const malformed = await gql(t, '{ game(id: "not-a-uuid") { id } }');
      expect(malformed).toEqual({ data: { game: null } });
    });

    it('me: null without a key, the player with one, UNAUTHENTICATED with a wrong one', async () => {
      expect(await gql(t, '{ me { id } gameTypes { id } }')).toMatchObject({ data: { me: null } });
      expect((await gql(t, '{ me { id } }', {}, ada)).data.me).toEqual({ id: ada.id });
      const wrong = await gql(t, '{ me { id } }', {}, { ...ada, apiKey: `${ada.apiKey}x` });
      expect(wrong.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    });

    it('dailyPuzzle: null for a day not yet open; errors stay for bad input', async () => {
      const future = await gql(t, '{ dailyPuzzle(kind: "troyes-dice", date: "2999-01-01") { date } }');
      expect(future).toEqual({ data: { dailyPuzzle: null } });
      const today = await gql(t, '{ dailyPuzzle(kind: "troyes-dice") { date } }');
      expect(today.data.dailyPuzzle.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const badDate = await gql(t, '{ dailyPuzzle(kind: "troyes-dice", date: "yesterday") { date } }');
      expect(badDate.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    });

    it('a forbidden look is still an error, not a miss', async () => {
      const game = await gql(t, 'mutation { createGame(input: {game: "troyes-dice", seats: 1}) { id } }', {}, ada);
      const res = await gql(t, 'query($g: ID!) { gameState(gameId: $g) { version } }', {
        g: game.data.createGame.id,
      });
      expect(res.errors?.[0]?.extensions.code).toBe('CONFLICT'); // time travel is for finished games
      expect(res.data).toEqual({ gameState: null });
    });
  });
});
