import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AchievementsRepository } from '../../src/achievements/achievements.repository';
import { rebuildAchievements } from '../../src/achievements/rebuild';
import { EventStore } from '../../src/persistence/event-store';
import { GamesRepository } from '../../src/persistence/games.repository';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, playToEndTyped, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

describe('achievements', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;

  const progress = async () => {
    const res = await crier.anonymous.GET('/v1/players/{playerId}/achievements', {
      params: { path: { playerId: ada.id }, query: { game: 'troyes-dice' } },
    });
    return Object.fromEntries(expectData(res, 200).map((a) => [a.id, a]));
  };
  const playSolo = async (seed: string): Promise<string> => {
    const g = (await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1, seed } })).data!;
    await playToEndTyped(g.id, [ada], seed.length);
    return g.id;
  };
  const snapshot = async () => ({
    achievements: (
      await t.database.pool.query('SELECT * FROM player_achievement ORDER BY player_id, game, achievement_id')
    ).rows,
    counters: (await t.database.pool.query('SELECT * FROM player_counter ORDER BY player_id, game, counter')).rows,
  });

  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
    ada = await crier.register('Ada');
  });
  afterAll(async () => {
    await t.close();
  });

  it('exposes the 13 Troyes Dice achievements as data', async () => {
    const res = await gql(
      t,
      '{ achievementDefinitions(game: TROYES_DICE) { id title description counter { counts threshold } } }',
    );
    expect(res.data.achievementDefinitions).toHaveLength(13);
    expect(res.data.achievementDefinitions.find((a: { id: string }) => a.id === 'play-3-solo').counter).toEqual({
      counts: 'solo',
      threshold: 3,
    });
  });

  it('refuses a game Crier does not referee with 400 VALIDATION_FAILED, not an empty list', async () => {
    // Untyped on purpose: the contract's enum would not let a typed client send it.
    for (const path of ['/v1/achievements?game=chess', `/v1/players/${ada.id}/achievements?game=chess`]) {
      const res = await fetch(`${crier.baseUrl}${path}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'game' }] });
    }
    const all = await crier.anonymous.GET('/v1/achievements', { params: { query: { game: 'troyes-dice' } } });
    expect(expectData(all, 200)).toHaveLength(13);
  });

  it('unlocks "3 solo games" exactly at the third finished solo game, with the game that earned it', async () => {
    await playSolo('ach-1');
    expect((await progress())['play-3-solo']).toMatchObject({ unlocked: false, progress: 1 });
    await playSolo('ach-22');
    expect((await progress())['play-3-solo']).toMatchObject({ unlocked: false, progress: 2 });
    const third = await playSolo('ach-333');
    expect((await progress())['play-3-solo']).toMatchObject({ unlocked: true, progress: 3, gameId: third });
    expect((await progress())['play-3-multiplayer']).toMatchObject({ unlocked: false, progress: 0 });
    const fourth = await playSolo('ach-4444');
    expect((await progress())['play-3-solo']).toMatchObject({ progress: 4, gameId: third }); // first time only
    expect(fourth).not.toBe(third);
  });

  it('rebuilds identical rows by replaying the finished games', async () => {
    const before = await snapshot();
    expect(before.counters.length).toBeGreaterThan(0);
    const { games } = await rebuildAchievements({
      games: t.app.get(GamesRepository),
      events: t.app.get(EventStore),
      achievements: t.app.get(AchievementsRepository),
    });
    expect(games).toBe(4);
    expect(await snapshot()).toEqual(before);
  });
});
