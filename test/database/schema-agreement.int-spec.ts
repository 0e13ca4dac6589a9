import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDMMF } from '@prisma/internals';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { projectRoot } from '../../src/config/project-root';
import { Database } from '../../src/database/database';
import { connectTestDatabase } from '../support/test-database';

/**
 * schema.prisma and the SQL migrations must describe the same tables. Two checks: on a freshly
 * migrated database, every model is written with every field through the generated client and read
 * back; and (second describe) the database's catalog equals what schema.prisma declares.
 */
describe('schema.prisma agrees with the migrations', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
  });
  afterAll(async () => {
    await closeDb();
  });

  const playerId = randomUUID();
  const gameId = randomUUID();
  const webhookId = randomUUID();
  const at = new Date('2026-11-22T10:00:00.000Z');
  const day = new Date('2026-11-22T00:00:00.000Z');

  /** One write-and-read-back per model; the list must name every model of schema.prisma. */
  const roundTrips: Record<string, () => Promise<unknown>> = {
    Player: async () => {
      const row = { id: playerId, name: 'Ada', createdAt: at, bot: null };
      await db.prisma.player.create({ data: row });
      expect(await db.prisma.player.findUniqueOrThrow({ where: { id: playerId } })).toEqual(row);
    },
    ApiKey: async () => {
      const row = { keyId: 'k1', playerId, hash: new Uint8Array([1, 2, 3]), createdAt: at, revokedAt: at };
      await db.prisma.apiKey.create({ data: row });
      const back = await db.prisma.apiKey.findUniqueOrThrow({ where: { keyId: 'k1' } });
      expect({ ...back, hash: [...back.hash] }).toEqual({ ...row, hash: [1, 2, 3] });
    },
    DeviceCode: async () => {
      const row = {
        codeHash: new Uint8Array([4, 5, 6]),
        playerId,
        createdAt: at,
        expiresAt: at,
        usedAt: at,
        keyId: 'k1',
      };
      await db.prisma.deviceCode.create({ data: row });
      const back = await db.prisma.deviceCode.findFirstOrThrow({ where: { playerId } });
      expect({ ...back, codeHash: [...back.codeHash] }).toEqual({ ...row, codeHash: [4, 5, 6] });
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
        bots: [null, 'greedy@1'],
        timeControl: { moveSeconds: 30, bankSeconds: 600 },
        clock: { seats: [{ bankMs: 1, since: null, timeouts: 0 }] },
        clockDeadline: at,
        clockClaimedUntil: at,
        seedSource: 'daily',
        serverSeed: null,
        rated: true,
        ratingSeq: 7n,
      };
      await db.prisma.game.create({ data: row });
      const back = await db.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
      expect({ ...back, updatedAt: at }).toEqual(row);
    },
    GameSeat: async () => {
      const row = { gameId, seat: 0, playerId, joinedAt: at, entropy: 'seat-entropy_0' };
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
      const row = {
        kind: 'troyes-dice',
        date: day,
        playerId,
        gameId,
        score: 54,
        tieBreak: 3,
        finishedAt: at,
        status: 'VOIDED',
        voidReason: 'RULES_MISMATCH: replay gives 51, recorded 54',
        voidedAt: at,
      };
      await db.prisma.leaderboardEntry.create({ data: row });
      expect(
        await db.prisma.leaderboardEntry.findUniqueOrThrow({
          where: { kind_date_playerId: { kind: 'troyes-dice', date: day, playerId } },
        }),
      ).toEqual(row);
    },
    LeaderboardScoreCount: async () => {
      const row = { kind: 'troyes-dice', date: day, score: 54, tieBreak: 3, entries: 3 };
      await db.prisma.leaderboardScoreCount.create({ data: row });
      expect(await db.prisma.leaderboardScoreCount.findFirstOrThrow({ where: { score: 54 } })).toEqual(row);
    },
    LeaderboardBestCount: async () => {
      const row = { kind: 'troyes-dice', score: 54, tieBreak: 3, entries: 2 };
      await db.prisma.leaderboardBestCount.create({ data: row });
      expect(await db.prisma.leaderboardBestCount.findFirstOrThrow({ where: { score: 54 } })).toEqual(row);
    },
    LeaderboardPeriodEntry: async () => {
      const row = {
        kind: 'troyes-dice',
        period: '2026-W48',
        playerId,
        score: 154,
        tieBreak: 6,
        days: 3,
        reachedAt: at,
      };
      await db.prisma.leaderboardPeriodEntry.create({ data: row });
      expect(await db.prisma.leaderboardPeriodEntry.findFirstOrThrow({ where: { period: '2026-W48' } })).toEqual(row);
    },
    LeaderboardPeriodCount: async () => {
      const row = { kind: 'troyes-dice', period: '2026-11', score: 154, tieBreak: 6, entries: 1 };
      await db.prisma.leaderboardPeriodCount.create({ data: row });
      expect(await db.prisma.leaderboardPeriodCount.findFirstOrThrow({ where: { period: '2026-11' } })).toEqual(row);
    },
    LeaderboardBest: async () => {
      const row = {
        kind: 'troyes-dice',
        playerId,
        bestScore: 54,
        bestTieBreak: 3,
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
    Webhook: async () => {
      const row = { id: webhookId, playerId, url: 'https://x.example/h', events: ['turn'], secret: 's', createdAt: at };
      await db.prisma.webhook.create({ data: row });
      expect(await db.prisma.webhook.findUniqueOrThrow({ where: { id: webhookId } })).toEqual(row);
    },
    WebhookDelivery: async () => {
      const row = {
        id: randomUUID(),
        webhookId,
        event: 'turn',
        payload: { gameId },
        status: 'FAILED' as const,
        attempts: 3,
        nextAttemptAt: at,
        lastAttemptAt: at,
        lastStatusCode: 503,
        lastError: 'HTTP 503',
        deliveredAt: at,
        createdAt: at,
      };
      await db.prisma.webhookDelivery.create({ data: row });
      expect(await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
    },
    WebhookDailyClosed: async () => {
      const row = { kind: 'troyes-dice', date: day, announcedAt: at };
      await db.prisma.webhookDailyClosed.create({ data: row });
      expect(await db.prisma.webhookDailyClosed.findFirstOrThrow({ where: { kind: 'troyes-dice' } })).toEqual(row);
    },
    Rating: async () => {
      const row = {
        game: 'orleans',
        playerId,
        mu: 27.5,
        sigma: 7.25,
        score: 575,
        games: 3,
        provisional: true,
        lastDelta: -12,
        lastGameId: gameId,
        reachedAt: at,
      };
      await db.prisma.rating.create({ data: row });
      expect(await db.prisma.rating.findFirstOrThrow({ where: { playerId } })).toEqual(row);
    },
    RatingCount: async () => {
      const row = { game: 'orleans', provisional: true, score: 575, tieBreak: 0, entries: 1 };
      await db.prisma.ratingCount.create({ data: row });
      expect(await db.prisma.ratingCount.findFirstOrThrow({ where: { game: 'orleans' } })).toEqual(row);
    },
    RatingChange: async () => {
      const row = {
        gameId,
        seat: 0,
        playerId,
        game: 'orleans',
        rank: 2,
        muBefore: 25,
        sigmaBefore: 25 / 3,
        scoreBefore: 0,
        muAfter: 27.5,
        sigmaAfter: 7.25,
        scoreAfter: 575,
        gamesAfter: 3,
        provisionalAfter: true,
        finishedAt: at,
      };
      await db.prisma.ratingChange.create({ data: row });
      expect(await db.prisma.ratingChange.findFirstOrThrow({ where: { playerId } })).toEqual(row);
    },
    Seek: async () => {
      const row = {
        id: randomUUID(),
        playerId,
        game: 'orleans',
        options: { beginner: false },
        timeControl: { moveSeconds: 300, bankSeconds: 0 },
        rated: true,
        pool: 'orleans|{}|300/0|rated',
        minPlayers: 3,
        maxPlayers: 3,
        rating: 1.5,
        ratingMin: -5,
        ratingMax: 10.25,
        widenPerMinute: 0.5,
        status: 'MATCHED',
        gameId,
        createdAt: at,
        expiresAt: at,
        closedAt: at,
      };
      await db.prisma.seek.create({ data: row });
      expect(await db.prisma.seek.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
    },
    Rematch: async () => {
      const row = { gameId, proposedBy: playerId, accepted: [playerId], newGameId: null, createdAt: at };
      await db.prisma.rematch.create({ data: row });
      expect(await db.prisma.rematch.findUniqueOrThrow({ where: { gameId } })).toEqual(row);
    },
    LiveListener: async () => {
      const row = { instanceId: randomUUID(), seenAt: at };
      await db.prisma.liveListener.create({ data: row });
      expect(await db.prisma.liveListener.findUniqueOrThrow({ where: { instanceId: row.instanceId } })).toEqual(row);
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

/**
 * The tables as one description: per table, each column's type, nullability and default, the
 * primary key, the unique keys, the other indexes (with DESC where declared) and the foreign keys
 * (with their ON DELETE / ON UPDATE actions). Built twice: from the migrated database's catalog,
 * and from schema.prisma as Prisma itself reads it (`getDMMF`, Prisma's own parser: the same WASM
 * schema engine `prisma generate` runs, offline), then compared whole.
 */
interface Table {
  columns: Record<string, { type: string; nullable: boolean; default: string | null }>;
  primaryKey: string[];
  unique: string[];
  indexes: string[];
  foreignKeys: string[];
}
type Shape = Record<string, Table>;

/**
 * What the migrations add that Prisma cannot declare, each for a reason; the test checks they are
 * in the database (so this list cannot go stale) and leaves them out of the comparison.
 */
const DATABASE_ONLY = {
  // Generated columns (Prisma has no GENERATED ALWAYS AS): the boards' keyset pages seek on them.
  columns: [
    'leaderboard_entry.neg_score',
    'leaderboard_entry.neg_tie_break',
    'leaderboard_best.neg_best_score',
    'leaderboard_best.neg_best_tie_break',
    'leaderboard_period_entry.neg_score',
    'leaderboard_period_entry.neg_tie_break',
    'rating.neg_score',
    'rating.tie_break',
  ],
  indexes: [
    'leaderboard_entry(kind,date,neg_score,neg_tie_break,finished_at,player_id)', // on generated columns
    'leaderboard_best(kind,neg_best_score,neg_best_tie_break,best_at,player_id)', // on generated columns
    'leaderboard_period_entry(kind,period,neg_score,neg_tie_break,reached_at,player_id)', // on generated columns
    'game(deadline) WHERE …', // partial (active games with a deadline): Prisma has no WHERE on indexes
    'game(clock_deadline) WHERE …', // partial (running clocks only), for the clock sweeper
    'leaderboard_entry(kind,date,neg_score,neg_tie_break,finished_at,player_id) WHERE …', // partial (voided entries only), board order
    'rating(game,provisional,neg_score,tie_break,reached_at,player_id)', // on generated columns
    'seek(player_id,game) WHERE …', // partial unique (open seeks only): one open seek per player and game
    'seek(pool,created_at,id) WHERE …', // partial (open seeks only): a pool's seeks, oldest first
    'seek(created_at,id) WHERE …', // partial (open seeks only): the lobby
    'player(lower(name))', // on an expression (Prisma indexes columns only): the name check counts case-insensitively
  ],
};

const ACTIONS: Record<string, string> = { a: 'NoAction', r: 'Restrict', c: 'Cascade', n: 'SetNull', d: 'SetDefault' };

async function fromCatalog(db: Database): Promise<Shape> {
  const shape: Shape = {};
  const table = (name: string): Table =>
    (shape[name] ??= { columns: {}, primaryKey: [], unique: [], indexes: [], foreignKeys: [] });
  const columns = await db.pool.query<{
    table: string;
    column: string;
    data_type: string;
    udt_name: string;
    precision: number | null;
    nullable: string;
    default: string | null;
    generated: string;
  }>(`SELECT table_name AS table, column_name AS column, data_type, udt_name, datetime_precision AS precision,
             is_nullable AS nullable, column_default AS default, is_generated AS generated
        FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`);
  for (const c of columns.rows) {
    if (c.generated === 'ALWAYS' || DATABASE_ONLY.columns.includes(`${c.table}.${c.column}`)) {
      expect(DATABASE_ONLY.columns).toContain(`${c.table}.${c.column}`);
      continue;
    }
    const type =
      c.data_type === 'USER-DEFINED'
        ? c.udt_name
        : c.data_type.startsWith('timestamp')
          ? c.data_type.replace('timestamp', `timestamp(${c.precision})`)
          : c.data_type;
    table(c.table).columns[c.column] = { type, nullable: c.nullable === 'YES', default: catalogDefault(c.default) };
  }
  const indexes = await db.pool.query<{
    table: string;
    primary: boolean;
    unique: boolean;
    partial: boolean;
    columns: string[];
  }>(`SELECT t.relname AS table, ix.indisprimary AS primary, ix.indisunique AS unique, ix.indpred IS NOT NULL AS partial,
             array(SELECT coalesce(a.attname, pg_get_indexdef(ix.indexrelid, k.n::int, true))
                          || CASE WHEN (ix.indoption[k.n - 1] & 1) = 1 THEN ' DESC' ELSE '' END
                     FROM unnest(ix.indkey) WITH ORDINALITY AS k(attnum, n)
                     LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum AND k.attnum <> 0
                    ORDER BY k.n)::text[] AS columns
        FROM pg_index ix
        JOIN pg_class t ON t.oid = ix.indrelid
        JOIN pg_namespace ns ON ns.oid = t.relnamespace
       WHERE ns.nspname = 'public' AND t.relname <> '_prisma_migrations'`);
  const seenOnly: string[] = [];
  for (const i of indexes.rows) {
    const key = i.columns.join(',');
    const only = i.partial ? `${i.table}(${key}) WHERE …` : `${i.table}(${key})`;
    if (DATABASE_ONLY.indexes.includes(only)) {
      seenOnly.push(only);
      continue;
    }
    expect(i.partial).toBe(false); // a partial index not listed in DATABASE_ONLY
    if (i.primary) table(i.table).primaryKey = i.columns;
    else if (i.unique) table(i.table).unique.push(key);
    else table(i.table).indexes.push(key);
  }
  expect(seenOnly.sort()).toEqual([...DATABASE_ONLY.indexes].sort());
  const keys = await db.pool.query<{
    table: string;
    ref: string;
    on_delete: string;
    on_update: string;
    columns: string[];
    ref_columns: string[];
  }>(`SELECT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS ref,
             c.confdeltype AS on_delete, c.confupdtype AS on_update,
             array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
                     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS columns,
             array(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, n)
                     JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS ref_columns
        FROM pg_constraint c
       WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
  for (const k of keys.rows) {
    table(k.table).foreignKeys.push(
      `(${k.columns.join(',')}) -> ${k.ref}(${k.ref_columns.join(',')}) ON DELETE ${ACTIONS[k.on_delete]} ON UPDATE ${ACTIONS[k.on_update]}`,
    );
  }
  return sorted(shape);
}

/** Defaults as both sides can say them: now(), a literal, or an enum value. */
function catalogDefault(text: string | null): string | null {
  if (text === null) return null;
  if (text === 'CURRENT_TIMESTAMP' || text === 'now()') return 'now()';
  const literal = /^'(.*)'::[\w ]+$/.exec(text);
  return literal ? (literal[1] as string) : text;
}

const SCALARS: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  Float: 'double precision',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Bytes: 'bytea',
};

function nativeType(native: [string, string[]]): string {
  const [name, args] = native;
  switch (name) {
    case 'Uuid':
      return 'uuid';
    case 'Date':
      return 'date';
    case 'Timestamptz':
      return `timestamp(${args[0] ?? 6}) with time zone`;
    case 'Timestamp':
      return `timestamp(${args[0] ?? 6}) without time zone`;
    case 'Text':
      return 'text';
    default:
      return name.toLowerCase();
  }
}

const SCHEMA = readFileSync(join(projectRoot(), 'prisma', 'schema.prisma'), 'utf8');

async function fromPrismaSchema(datamodel = SCHEMA): Promise<Shape> {
  const dmmf = await getDMMF({ datamodel });
  const models = dmmf.datamodel.models;
  const enums = new Map(dmmf.datamodel.enums.map((e) => [e.name, e.dbName ?? e.name]));
  const tableOf = (model: string): string => {
    const m = models.find((x) => x.name === model)!;
    return m.dbName ?? m.name;
  };
  const columnOf = (model: string, field: string): string => {
    const f = models.find((x) => x.name === model)!.fields.find((x) => x.name === field)!;
    return f.dbName ?? f.name;
  };
  const shape: Shape = {};
  for (const m of models) {
    const t: Table = { columns: {}, primaryKey: [], unique: [], indexes: [], foreignKeys: [] };
    shape[m.dbName ?? m.name] = t;
    for (const f of m.fields) {
      if (f.kind === 'scalar' || f.kind === 'enum') {
        const type =
          f.kind === 'enum'
            ? enums.get(f.type)!
            : f.nativeType
              ? nativeType(f.nativeType as [string, string[]])
              : SCALARS[f.type]!;
        const d = f.default as { name?: string } | string | number | boolean | undefined;
        const dflt =
          d === undefined ? null : typeof d === 'object' ? (d.name === 'now' ? 'now()' : `${d.name}()`) : String(d);
        t.columns[f.dbName ?? f.name] = { type, nullable: !f.isRequired, default: dflt };
      } else if (f.relationFromFields && f.relationFromFields.length > 0) {
        const onDelete =
          (f as { relationOnDelete?: string }).relationOnDelete ?? (f.isRequired ? 'Restrict' : 'SetNull');
        t.foreignKeys.push(
          `(${f.relationFromFields.map((x) => columnOf(m.name, x)).join(',')}) -> ${tableOf(f.type)}(${f
            .relationToFields!.map((x) => columnOf(f.type, x))
            .join(',')}) ON DELETE ${onDelete} ON UPDATE Cascade`,
        );
      }
    }
  }
  for (const i of dmmf.datamodel.indexes) {
    const t = shape[tableOf(i.model)]!;
    const columns = i.fields.map((f) => columnOf(i.model, f.name) + (f.sortOrder === 'desc' ? ' DESC' : ''));
    if (i.type === 'id') t.primaryKey = columns;
    else if (i.type === 'unique') t.unique.push(columns.join(','));
    else t.indexes.push(columns.join(','));
  }
  return sorted(shape);
}

function sorted(shape: Shape): Shape {
  for (const t of Object.values(shape)) {
    t.unique.sort();
    t.indexes.sort();
    t.foreignKeys.sort();
  }
  return shape;
}

describe('schema.prisma declares the migrated database', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
  });
  afterAll(async () => {
    await closeDb();
  });

  let database: Shape;
  beforeAll(async () => {
    database = await fromCatalog(db);
  });

  it('has the same tables, column types, nullability, defaults, keys, indexes and foreign keys', async () => {
    const prisma = await fromPrismaSchema();
    expect(Object.keys(database).sort()).toEqual(Object.keys(prisma).sort());
    for (const name of Object.keys(database)) expect({ [name]: prisma[name] }).toEqual({ [name]: database[name] });
  });

  // Each edit is drift of one kind the comparison must see (and the edit must apply, or it proves nothing).
  it.each([
    ['a column type', '@db.Timestamptz(3)', '@db.Timestamptz(6)'],
    ['nullability', 'finishedAt   DateTime? ', 'finishedAt   DateTime  '],
    ['a default', 'version      Int        @default(0)', 'version      Int        @default(1)'],
    ['an index', '  @@index([status])\n', ''],
    ['a unique key', '  @@unique([gameId, playerId])\n', ''],
    ['a primary key', '@@id([kind, date, score, tieBreak])', '@@id([kind, score, date, tieBreak])'],
    ['a foreign key action', 'references: [id], onDelete: Restrict)', 'references: [id], onDelete: Cascade)'],
  ])('sees drift in %s', async (_kind, from, to) => {
    expect(SCHEMA).toContain(from);
    const drifted = await fromPrismaSchema(SCHEMA.replace(from, to));
    expect(drifted).not.toEqual(database);
  });
});
