import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { SystemClock } from '../../src/common/clock/clock';
import { Database } from '../../src/database/database';
import { getGame } from '../../src/engine';
import { GamesRepository, type GameRecord } from '../../src/persistence/games.repository';
import { botPlayerId } from '../../src/ratings/bot-identity';
import { GameRatings } from '../../src/ratings/game-ratings';
import { NEW_RATING, boardScore } from '../../src/ratings/rating-model';
import { RatingsRepository } from '../../src/ratings/ratings.repository';
import { rebuildRatings } from '../../src/ratings/rebuild';
import { connectTestDatabase, insertPlayers } from '../support/test-database';

/**
 * Ratings at a game's end (GameRatings, in the game end's transaction) and `ratings:rebuild`:
 * every seat updated from the ranking, bots as rated identities, counts that match the rows, two
 * games with a common player ending together both counted, and a rebuild that writes the same
 * tables byte for byte (a property over random sequences of games).
 */
describe('ratings', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  let games: GamesRepository;
  let repo: RatingsRepository;
  let ratings: GameRatings;
  let clock = Date.parse('2026-11-27T10:00:00.000Z');

  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
    games = new GamesRepository(db, new SystemClock());
    repo = new RatingsRepository(db);
    ratings = new GameRatings(repo);
  });
  afterAll(async () => {
    await closeDb();
  });

  const players = (n: number): Promise<string[]> => insertPlayers(db, n);

  /** A rated game seating `seated` (a string: a person's id; {bot}: a policy), not yet ended. */
  async function ratedGame(game: string, seated: (string | { bot: string })[]): Promise<GameRecord> {
    const id = randomUUID();
    const bots = seated.some((s) => typeof s !== 'string')
      ? seated.map((s) => (typeof s === 'string' ? null : s.bot))
      : undefined;
    const creator = seated.findIndex((s) => typeof s === 'string');
    await games.create({
      id,
      game,
      rulesVersion: getGame(game)!.rulesVersion,
      options: {},
      playerCount: seated.length,
      seed: id,
      creatorId: seated[creator] as string,
      creatorSeat: creator,
      created: { game, rulesVersion: '', options: {}, playerCount: seated.length, seedCommitment: '' },
      ...(bots ? { bots } : {}),
      rated: true,
    });
    for (const [seat, s] of seated.entries()) {
      if (seat !== creator && typeof s === 'string') {
        await db.pool.query('INSERT INTO game_seat (game_id, seat, player_id) VALUES ($1, $2, $3)', [id, seat, s]);
      }
    }
    return (await games.find(id))!;
  }

  /** Ends the game with these places (per seat) as the game end does: row and ratings in one transaction. */
  async function end(game: GameRecord, ranks: number[], status: 'FINISHED' | 'ABANDONED' = 'FINISHED') {
    const finishedAt = new Date((clock += 1000));
    const result = { scores: [], ranking: ranks.map((rank, seat) => ({ seat, rank, total: 0 })) };
    return db.transaction(async (tx) => {
      await tx.query(`UPDATE game SET status = $2::game_status, result = $3::jsonb, finished_at = $4 WHERE id = $1`, [
        game.id,
        status,
        JSON.stringify(result),
        finishedAt,
      ]);
      return ratings.apply(tx, { game, result, finishedAt });
    });
  }

  /** The ratings tables as text, in a fixed order: what "byte-identical" compares. */
  async function dump(): Promise<string> {
    const q = async (sql: string) => JSON.stringify((await db.pool.query(sql)).rows);
    return [
      await q(`SELECT game, player_id, mu::text, sigma::text, score, games, provisional, last_delta, last_game_id,
                      reached_at FROM rating ORDER BY game, player_id`),
      await q(`SELECT * FROM rating_count ORDER BY game, provisional, score`),
      await q(`SELECT game_id, seat, player_id, game, rank, mu_before::text, sigma_before::text, score_before,
                      mu_after::text, sigma_after::text, score_after, games_after, provisional_after, finished_at
                 FROM rating_change ORDER BY game_id, seat`),
    ].join('\n');
  }

  const rating = async (game: string, playerId: string) =>
    (await db.pool.query('SELECT * FROM rating WHERE game = $1 AND player_id = $2', [game, playerId])).rows[0];

  it('updates every seat from the ranking, in the transaction of the end, and counts the board', async () => {
    const [a, b, c] = await players(3);
    const g = await ratedGame('orleans', [a!, b!, c!]);
    const write = await end(g, [2, 1, 3]);
    expect(write!.seats.map((s) => s.outcome.rank)).toEqual([2, 1, 3]);
    const [ra, rb, rc] = [await rating('orleans', a!), await rating('orleans', b!), await rating('orleans', c!)];
    expect(rb.mu).toBeGreaterThan(ra.mu);
    expect(ra.mu).toBeGreaterThan(rc.mu);
    for (const r of [ra, rb, rc]) {
      expect(r).toMatchObject({ games: 1, provisional: true, last_game_id: g.id, score: boardScore(r) });
      expect(r.last_delta).toBe(r.score - boardScore(NEW_RATING));
    }
    const changes = (await db.pool.query('SELECT * FROM rating_change WHERE game_id = $1 ORDER BY seat', [g.id])).rows;
    expect(changes.map((c) => [c.player_id, c.rank, c.mu_before, c.score_after])).toEqual([
      [a, 2, NEW_RATING.mu, ra.score],
      [b, 1, NEW_RATING.mu, rb.score],
      [c, 3, NEW_RATING.mu, rc.score],
    ]);
  });

  it('rates a bot policy as one identity with a player row of its own', async () => {
    const [a] = await players(1);
    await end(await ratedGame('troyes', [a!, { bot: 'greedy@1' }]), [2, 1]);
    await end(await ratedGame('troyes', [{ bot: 'greedy@1' }, a!]), [1, 2]);
    const bot = await rating('troyes', botPlayerId('greedy@1'));
    expect(bot.games).toBe(2);
    const { rows } = await db.pool.query('SELECT name, bot FROM player WHERE id = $1', [botPlayerId('greedy@1')]);
    expect(rows).toEqual([{ name: 'greedy@1 (bot)', bot: 'greedy@1' }]);
  });

  it('writes nothing for an unrated game or one without a ranking', async () => {
    const [a, b] = await players(2);
    const g = await ratedGame('troyes', [a!, b!]);
    const finishedAt = new Date();
    expect(
      await db.transaction((tx) =>
        ratings.apply(tx, { game: { ...g, rated: false }, result: { ranking: [] }, finishedAt }),
      ),
    ).toBeNull();
    expect(await db.transaction((tx) => ratings.apply(tx, { game: g, result: null, finishedAt }))).toBeNull();
    expect(await rating('troyes', a!)).toBeUndefined();
  });

  it('applies two games with a common player that end at the same moment one after the other', async () => {
    const [a, b, c] = await players(3);
    const [g1, g2] = [await ratedGame('orleans', [a!, b!]), await ratedGame('orleans', [c!, a!])];
    await Promise.all([end(g1, [1, 2]), end(g2, [2, 1])]);
    expect((await rating('orleans', a!)).games).toBe(2);
    const counts = (await db.pool.query(`SELECT sum(entries)::int AS n FROM rating_count WHERE game = 'orleans'`)).rows;
    const rows = (await db.pool.query(`SELECT count(*)::int AS n FROM rating WHERE game = 'orleans'`)).rows;
    expect(counts).toEqual(rows);
  });

  it('rebuilds byte-identical ratings, changes and counts from any sequence of rated games', async () => {
    const pool = [...(await players(8)), { bot: 'greedy@1' }, { bot: 'random@1' }];
    const gameArb = fc
      .record({
        game: fc.constantFrom('troyes', 'orleans', 'troyes-dice'),
        seats: fc.uniqueArray(fc.integer({ min: 0, max: pool.length - 1 }), { minLength: 2, maxLength: 5 }),
        ranks: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 5, maxLength: 5 }),
        left: fc.boolean(),
      })
      .filter((g) => g.seats.some((i) => typeof pool[i] === 'string'));
    await fc.assert(
      fc.asyncProperty(fc.array(gameArb, { minLength: 1, maxLength: 12 }), async (sequence) => {
        for (const s of sequence) {
          const g = await ratedGame(
            s.game,
            s.seats.map((i) => pool[i]!),
          );
          await end(g, s.ranks.slice(0, s.seats.length), s.left ? 'ABANDONED' : 'FINISHED');
        }
        const incremental = await dump();
        await rebuildRatings(repo);
        expect(await dump()).toBe(incremental);
      }),
      { numRuns: 8 },
    );
  });

  it('a rebuild that missed a game rated meanwhile replaces nothing and asks to be run again', async () => {
    const [a, b] = await players(2);
    await end(await ratedGame('troyes', [a!, b!]), [1, 2]);
    const before = await dump();
    const { rows } = await db.pool.query<{ seq: string }>('SELECT (max(rating_seq) - 1)::text AS seq FROM game');
    await expect(repo.replaceAll({ bots: [], ratings: [], changes: [], lastSeq: rows[0]!.seq })).rejects.toThrow(
      /run it again/,
    );
    expect(await dump()).toBe(before);
  });
});
