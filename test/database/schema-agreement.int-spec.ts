import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/app-config';
import { projectRoot } from '../../src/config/project-root';
import { Database } from '../../src/database/database';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * schema.prisma and the SQL migrations must describe the same tables: on a freshly migrated
 * database, every model is written with every field through the generated client and read back.
 */
describe('schema.prisma agrees with the migrations', () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await Database.connect({ ...loadConfig({ LOG_LEVEL: 'silent' }), databaseUrl: testDb.url, dataDir: 'memory' });
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  const playerId = randomUUID();
  const gameId = randomUUID();
  const at = new Date('2026-11-22T10:00:00.000Z');
  const day = new Date('2026-11-22T00:00:00.000Z');

  /** One write-and-read-back per model; the list must name every model of schema.prisma. */
  const roundTrips: Record<string, () => Promise<unknown>> = {
    Player: async () => {
      const row = { id: playerId, name: 'Ada', createdAt: at };
      await db.prisma.player.create({ data: row });
      expect(await db.prisma.player.findUniqueOrThrow({ where: { id: playerId } })).toEqual(row);
    },
    ApiKey: async () => {
      const row = { keyId: 'k1', playerId, hash: new Uint8Array([1, 2, 3]), createdAt: at, revokedAt: at };
      await db.prisma.apiKey.create({ data: row });
      const back = await db.prisma.apiKey.findUniqueOrThrow({ where: { keyId: 'k1' } });
      expect({ ...back, hash: [...back.hash] }).toEqual({ ...row, hash: [1, 2, 3] });
    },
    Game: async () => {
      const row = {
        id: gameId,
        game: 'troyes-dice',
        rulesVersion: 'troyes-dice@1',
        options: { a: [1, 'x', null] },
        playerCount: 2,
        seed: 's',
        status: 'FINISHED' as const,
        version: 3,
        result: { scores: [] },
        createdAt: at,
        updatedAt: at,
        startedAt: at,
        finishedAt: at,
        deadline: at,
        seedRevealAt: at,
        dailyKind: 'troyes-dice',
        dailyDate: new Date('2026-11-22T00:00:00.000Z'),
        ranked: true,
      };
      await db.prisma.game.create({ data: row });
      const back = await db.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
      expect({ ...back, updatedAt: at }).toEqual(row);
    },
    GameSeat: async () => {
      const row = { gameId, seat: 0, playerId, joinedAt: at };
      await db.prisma.gameSeat.create({ data: row });
      expect(await db.prisma.gameSeat.findUniqueOrThrow({ where: { gameId_seat: { gameId, seat: 0 } } })).toEqual(row);
    },
    GameEvent: async () => {
      const row = { gameId, seq: 0, type: 'GameCreated', seat: 1, payload: { x: 1 }, at };
      await db.prisma.gameEvent.create({ data: row });
      expect(await db.prisma.gameEvent.findUniqueOrThrow({ where: { gameId_seq: { gameId, seq: 0 } } })).toEqual(row);
    },
    IdempotencyRecord: async () => {
      const row = { playerId, key: 'k', requestHash: 'h', status: 201, response: { ok: true }, createdAt: at };
      await db.prisma.idempotencyRecord.create({ data: row });
      expect(
        await db.prisma.idempotencyRecord.findUniqueOrThrow({ where: { playerId_key: { playerId, key: 'k' } } }),
      ).toEqual(row);
    },
    ServerSecret: async () => {
      const row = { name: 'daily', value: 'v', createdAt: at };
      await db.prisma.serverSecret.create({ data: row });
      expect(await db.prisma.serverSecret.findUniqueOrThrow({ where: { name: 'daily' } })).toEqual(row);
    },
    DailyAttempt: async () => {
      const row = { kind: 'troyes-dice', date: day, playerId, gameId, createdAt: at };
      await db.prisma.dailyAttempt.create({ data: row });
      expect(await db.prisma.dailyAttempt.findUniqueOrThrow({ where: { gameId } })).toEqual(row);
    },
    LeaderboardEntry: async () => {
      const row = { kind: 'troyes-dice', date: day, playerId, gameId, score: 54, finishedAt: at };
      await db.prisma.leaderboardEntry.create({ data: row });
      expect(
        await db.prisma.leaderboardEntry.findUniqueOrThrow({
          where: { kind_date_playerId: { kind: 'troyes-dice', date: day, playerId } },
        }),
      ).toEqual(row);
    },
    LeaderboardScoreCount: async () => {
      const row = { kind: 'troyes-dice', date: day, score: 54, entries: 3 };
      await db.prisma.leaderboardScoreCount.create({ data: row });
      expect(await db.prisma.leaderboardScoreCount.findFirstOrThrow({ where: { score: 54 } })).toEqual(row);
    },
    LeaderboardBest: async () => {
      const row = {
        kind: 'troyes-dice',
        playerId,
        bestScore: 54,
        bestGameId: gameId,
        bestAt: at,
        games: 2,
        totalScore: 90n,
      };
      await db.prisma.leaderboardBest.create({ data: row });
      expect(
        await db.prisma.leaderboardBest.findUniqueOrThrow({
          where: { kind_playerId: { kind: 'troyes-dice', playerId } },
        }),
      ).toEqual(row);
    },
    PlayerAchievement: async () => {
      const row = { playerId, game: 'troyes-dice', achievementId: 'score-45', gameId, unlockedAt: at };
      await db.prisma.playerAchievement.create({ data: row });
      expect(await db.prisma.playerAchievement.findFirstOrThrow({ where: { playerId } })).toEqual(row);
    },
    PlayerCounter: async () => {
      const row = { playerId, game: 'troyes-dice', counter: 'solo', value: 2 };
      await db.prisma.playerCounter.create({ data: row });
      expect(await db.prisma.playerCounter.findFirstOrThrow({ where: { playerId } })).toEqual(row);
    },
  };

  it('covers every model of schema.prisma', () => {
    const schema = readFileSync(join(projectRoot(), 'prisma', 'schema.prisma'), 'utf8');
    const models = [...schema.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]);
    expect(Object.keys(roundTrips).sort()).toEqual(models.sort());
  });

  it('writes and reads back every model', async () => {
    for (const [, roundTrip] of Object.entries(roundTrips)) await roundTrip();
  });

  it('refuses UPDATE and DELETE of events (append-only stream)', async () => {
    await expect(db.pool.query(`UPDATE game_event SET type = 'X' WHERE game_id = $1`, [gameId])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.pool.query(`DELETE FROM game_event WHERE game_id = $1`, [gameId])).rejects.toThrow(/append-only/);
    const { rows } = await db.pool.query(`SELECT type FROM game_event WHERE game_id = $1`, [gameId]);
    expect(rows).toEqual([{ type: 'GameCreated' }]);
  });
});
