import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getRules, replay, type SeatedMove } from '../../src/engine';
import { LeaderboardRepository } from '../../src/leaderboard/leaderboard.repository';
import { EventStore } from '../../src/persistence/event-store';
import { GamesRepository } from '../../src/persistence/games.repository';
import type { MoveMadePayload } from '../../src/persistence/stream-events';
import { runRescoreCommand } from '../../src/verify/rescore-command';
import { citizenHoarder, playout } from '../../src/engine/games/troyes-dice/test-support/playout';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  asContract,
  expectData,
  playToEndTyped,
  typedClient,
  type TypedCrier,
  type TypedPlayer,
} from '../support/typed-client';
import { XC_3276, XC_5904 } from '../../src/engine/games/troyes-dice/test-support/issue-18';

const OPTIONS = { numbering: 'first-game', expansion: false };

/**
 * `npm run rules:rescore` over the real stack: ranked daily games stored under troyes-dice@1 (as
 * if created before troyes-dice@2 was released), played move by move through the API, which
 * referees them under their stored version and writes their leaderboard entries; the command then
 * lists the entries whose total differs under troyes-dice@2, and only those.
 */
describe('rules:rescore', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let board: LeaderboardRepository;
  const rescore = (...argv: string[]) => runRescoreCommand(argv, board);

  /**
   * A solo ranked daily game stored under `rulesVersion`, played over REST: the opening moves,
   * then (unless the opening ends the game) the API's legal moves picked at random.
   */
  async function rankedGame(
    player: TypedPlayer,
    rulesVersion: string,
    seed: string,
    date: string,
    opening: unknown[],
  ): Promise<string> {
    const id = randomUUID();
    await t.app.get(GamesRepository).create({
      id,
      game: 'troyes-dice',
      rulesVersion,
      options: OPTIONS,
      playerCount: 1,
      seed,
      creatorId: player.id,
      created: { game: 'troyes-dice', rulesVersion, options: OPTIONS, playerCount: 1, seedCommitment: '' },
      daily: {
        kind: 'troyes-dice',
        date: new Date(`${date}T00:00:00Z`),
        ranked: true,
        deadline: null,
        seedRevealAt: null,
      },
    });
    for (const move of opening) {
      expectData(
        await player.client.POST('/v1/games/{id}/moves', {
          params: { path: { id } },
          body: { move: asContract('GameMove', move) },
        }),
        201,
      );
    }
    await playToEndTyped(id, [player], 7);
    return id;
  }

  /** The seat-0 total of a stored game replayed under `rulesVersion` (null if a move is refused). */
  async function totalUnder(gameId: string, seed: string, rulesVersion: string): Promise<number | null> {
    const stored = await t.app.get(EventStore).load(gameId, -1, ['MoveMade']);
    const moves = stored.map((e) => ({ seat: e.seat!, move: (e.payload as unknown as MoveMadePayload).move }));
    const r = replay(getRules(rulesVersion)!, OPTIONS, seed, 1, moves as SeatedMove[]);
    return r.ok ? getRules(rulesVersion)!.scores(r.value.state)[0]!.total : null;
  }

  interface Listed {
    id: string;
    player: TypedPlayer;
    seed: string;
    old: number;
    now: number | null;
  }
  let differs: Listed;
  let refused: Listed;
  let same: string;
  let current: string;

  async function listed(id: string, player: TypedPlayer, seed: string): Promise<Listed> {
    return {
      id,
      player,
      seed,
      old: (await totalUnder(id, seed, 'troyes-dice@1'))!,
      now: await totalUnder(id, seed, 'troyes-dice@2'),
    };
  }

  beforeAll(async () => {
    t = await startTestApp();
    board = t.app.get(LeaderboardRepository);
    crier = await typedClient(t);
    const [a, b, c, d] = [
      await crier.register('Ada'),
      await crier.register('Bo'),
      await crier.register('Cy'),
      await crier.register('Di'),
    ];
    // a whole game in which a track bonus completes a bonus column, and whose moves troyes-dice@2
    // also accepts: it replays to another total (found by a search over the hoarding bot's games)
    const v1 = getRules('troyes-dice@1')!;
    const whole = playout(v1, { options: OPTIONS, seed: 'rescore-201', players: 1, pick: 201 }, citizenHoarder(v1, 0));
    const moves = whole.moves.map((m) => m.move);
    differs = await listed(await rankedGame(a, 'troyes-dice@1', 'rescore-201', '2026-11-20', moves), a, 'rescore-201');
    // two work-building decisions for column 6: @2 has one, so it refuses the game's moves
    refused = await listed(await rankedGame(b, 'troyes-dice@1', 'xc-5904', '2026-11-20', XC_5904), b, 'xc-5904');
    same = await rankedGame(c, 'troyes-dice@1', 'calm', '2026-11-20', []);
    current = await rankedGame(d, 'troyes-dice@2', 'xc-3276', '2026-11-21', XC_3276);
  });
  afterAll(async () => {
    await t.close();
  });

  it('the fixtures are what the test needs: three @1 entries on the board, two of them scoring otherwise under @2', async () => {
    const day = expectData(
      await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', {
        params: { path: { kind: 'troyes-dice', date: '2026-11-20' }, query: { first: 10 } },
      }),
      200,
    );
    const scores = new Map(day.items.map((e) => [e.gameId, e.score]));
    expect([...scores.keys()].sort()).toEqual([differs.id, refused.id, same].sort());
    expect(scores.get(differs.id)).toBe(differs.old);
    expect(scores.get(refused.id)).toBe(refused.old);
    expect(differs.now).not.toBeNull();
    expect(differs.now).not.toBe(differs.old);
    expect(refused.now).toBeNull();
    expect(await totalUnder(same, 'calm', 'troyes-dice@2')).toBe(await totalUnder(same, 'calm', 'troyes-dice@1'));
  });

  it('lists the @1 entries whose total differs under @2 (game, player, day, old and new total), and only them', async () => {
    const { code, out } = await rescore('--game', 'troyes-dice', '--from', 'troyes-dice@1', '--to', 'troyes-dice@2');
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toBe(
      '3 ranked entries of troyes-dice played under troyes-dice@1; 2 would score differently under troyes-dice@2.',
    );
    expect(lines).toHaveLength(4); // summary, header, two entries
    expect(lines[1]!.split(/\s{2,}/)).toEqual([
      'game id',
      'player',
      'player id',
      'kind',
      'date',
      'finished at',
      'old total',
      'new total',
    ]);
    const row = (id: string) => lines.find((l) => l.startsWith(id))!.split(/\s{2,}/);
    for (const e of [differs, refused]) {
      expect(row(e.id).slice(0, 5)).toEqual([e.id, e.player.name, e.player.id, 'troyes-dice', '2026-11-20']);
      expect(row(e.id)[6]).toBe(String(e.old));
    }
    expect(row(differs.id)[7]).toBe(String(differs.now));
    expect(row(refused.id)[7]).toMatch(/^refused at move \d+ \([A-Z_]+\)$/);
    expect(out).not.toContain(same);
    expect(out).not.toContain(current);
  });

  it('refuses an unknown game or rules version with the known ones, and missing arguments with the usage', async () => {
    const badVersion = await rescore('--game', 'troyes-dice', '--from', 'troyes-dice@9', '--to', 'troyes-dice@2');
    expect(badVersion.code).toBe(2);
    expect(badVersion.out).toContain(
      '--from: unknown rules version "troyes-dice@9" for troyes-dice; known: troyes-dice@1, troyes-dice@2',
    );
    const otherGame = await rescore('--game', 'troyes-dice', '--from', 'troyes-dice@1', '--to', 'orleans@1');
    expect(otherGame.code).toBe(2);
    expect(otherGame.out).toContain('--to: unknown rules version "orleans@1" for troyes-dice');
    expect((await rescore('--game', 'chess', '--from', 'chess@1', '--to', 'chess@2')).out).toContain(
      'unknown game "chess"',
    );
    const missing = await rescore('--game', 'troyes-dice');
    expect(missing.code).toBe(2);
    expect(missing.out).toContain('usage: npm run rules:rescore');
    expect((await rescore('--games', 'x')).code).toBe(2);
  });
});
