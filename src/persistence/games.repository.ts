import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';
import { dayOpens, isoDate } from '../common/clock/utc-day';
import { Clock } from '../common/clock/clock';
import { encodeCursor, type CursorKey } from '../common/pagination';
import { Database } from '../database/database';
import type { Transaction } from '../database/transaction';
import { firstDeadline } from '../clocks/clock-state';
import type { ClockState, TimeControl } from '../clocks/clock-state';
import type { NewEvent } from './event-store';
import type { GameCreatedPayload, GameStartedPayload } from './stream-events';

export type GameStatus = 'OPEN' | 'ACTIVE' | 'FINISHED' | 'ABANDONED';

export interface SeatRecord {
  seat: number;
  playerId: string;
  playerName: string;
  /** A mixed game's seat: the entropy its player gave, or null (none, or another seed source). */
  entropy: string | null;
}

/** A game row with its seats: everything but the event stream. */
export interface GameRecord {
  id: string;
  game: string;
  rulesVersion: string;
  options: unknown;
  playerCount: number;
  /** Secret while the game runs: never put it in a response before the game is finished. */
  seed: string;
  status: GameStatus;
  version: number;
  result: unknown;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Moves are refused after this (the game is then abandoned). */
  deadline: Date | null;
  /** The seed stays secret until then even once finished; non-seated callers see nothing before. */
  seedRevealAt: Date | null;
  dailyKind: string | null;
  dailyDate: Date | null;
  ranked: boolean;
  /** Per seat, the bot policy pinned at creation (`greedy@1`) or null for a human; null: no bots. */
  bots: (string | null)[] | null;
  /** The turn clock's setting; null: untimed (src/clocks/). */
  timeControl: TimeControl | null;
  /** The clocks as of the last event; null until the first move of a timed game. */
  clock: ClockState | null;
  /** When the first acting seat's clock runs out; null when untimed, not started or over. */
  clockDeadline: Date | null;
  /** Where the seed came from; a client's seed is never ranked (the database refuses it). */
  seedSource: SeedSource;
  /** A mixed game's server part: secret until the game is finished, like the seed. Null otherwise. */
  serverSeed: string | null;
  /** A rated game: its result updates every seat's rating (src/ratings/). */
  rated: boolean;
  seats: SeatRecord[];
}

/** `client`: chosen by a client (reproducible, never ranked); `server`: the server's CSPRNG; `daily`: a puzzle-day's. */
export type SeedSource = 'server' | 'client' | 'daily' | 'mixed';

/** The seat a player holds in a game, or null (spectator). */
export function seatOf(game: GameRecord, playerId: string | undefined): number | null {
  if (!playerId) return null;
  return game.seats.find((s) => s.playerId === playerId)?.seat ?? null;
}

const GAME_SELECT = {
  id: true,
  game: true,
  rulesVersion: true,
  options: true,
  playerCount: true,
  seed: true,
  status: true,
  version: true,
  result: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
  deadline: true,
  seedRevealAt: true,
  dailyKind: true,
  dailyDate: true,
  ranked: true,
  bots: true,
  timeControl: true,
  clock: true,
  clockDeadline: true,
  seedSource: true,
  serverSeed: true,
  rated: true,
  seats: {
    orderBy: { seat: 'asc' },
    select: { seat: true, playerId: true, entropy: true, player: { select: { name: true } } },
  },
} satisfies Prisma.GameSelect;

type GameRow = Prisma.GameGetPayload<{ select: typeof GAME_SELECT }>;

function toRecord(row: GameRow): GameRecord {
  const { seats, ...rest } = row;
  return {
    ...rest,
    timeControl: rest.timeControl as TimeControl | null,
    clock: rest.clock as ClockState | null,
    status: rest.status as GameStatus,
    bots: rest.bots as GameRecord['bots'],
    seedSource: rest.seedSource as SeedSource,
    seats: seats.map((s) => ({ seat: s.seat, playerId: s.playerId, playerName: s.player.name, entropy: s.entropy })),
  };
}

type FoundGame = Omit<GameRecord, 'dailyDate'> & { dailyDate: string | null };

/** A game row's columns as GameRecord names them (FIND_SQL, FIND_WITH_KEY_SQL, CREATE_SQL). */
const GAME_ROW_COLUMNS = `
       g.id, g.game, g.rules_version AS "rulesVersion", g.options, g.player_count AS "playerCount", g.seed,
       g.status::text AS status, g.version, g.result, g.created_at AS "createdAt", g.started_at AS "startedAt",
       g.finished_at AS "finishedAt", g.deadline, g.seed_reveal_at AS "seedRevealAt", g.daily_kind AS "dailyKind",
       to_char(g.daily_date, 'YYYY-MM-DD') AS "dailyDate", g.ranked,
       g.bots, g.time_control AS "timeControl", g.clock, g.clock_deadline AS "clockDeadline",
       g.seed_source AS "seedSource", g.server_seed AS "serverSeed", g.rated`;

/** The row's columns and its seats, read from game_seat (FIND_SQL, FIND_WITH_KEY_SQL). */
const GAME_COLUMNS = `${GAME_ROW_COLUMNS},
       COALESCE((SELECT json_agg(json_build_object('seat', s.seat, 'playerId', s.player_id, 'playerName', p.name,
                                                   'entropy', s.entropy)
                                 ORDER BY s.seat)
                   FROM game_seat s JOIN player p ON p.id = s.player_id
                  WHERE s.game_id = g.id), '[]'::json) AS seats`;

const FIND_SQL = `SELECT ${GAME_COLUMNS} FROM game g WHERE g.id = $1`;

/**
 * The game (its columns all null when there is none) and whether API key $2 is still active, in
 * one round trip: a handler that recognised the key from memory confirms it here.
 */
const FIND_WITH_KEY_SQL = `
SELECT k.active AS "keyActive", ${GAME_COLUMNS}
  FROM (SELECT EXISTS (SELECT 1 FROM api_key WHERE key_id = $2 AND revoked_at IS NULL) AS active) k
  LEFT JOIN game g ON g.id = $1`;

/** A game row read as FIND_SQL and CREATE_SQL select it; the daily date comes as "YYYY-MM-DD". */
function fromFound(row: FoundGame): GameRecord {
  const { dailyDate, ...rest } = row;
  return { ...rest, dailyDate: dailyDate === null ? null : new Date(`${dailyDate}T00:00:00.000Z`) };
}

/**
 * A new game in one statement. Every "now" column (created/updated/joined/event times, and the
 * start of a solo game) takes $9, the app's timestamp of the call, as Prisma wrote them; the
 * foreign keys to the game are checked at the end of the statement, once every row is in.
 */
const CREATE_SQL = `
WITH created AS (
  INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, created_at, updated_at,
                    started_at, deadline, seed_reveal_at, daily_kind, daily_date, ranked, bots, time_control,
                    clock_deadline, seed_source, server_seed, rated)
  VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::game_status, $8, $9, $9, $10, $11, $12, $13, $14::date, $15, $18::jsonb,
          $20::jsonb, $21::timestamptz, $22, $23, $25)
  RETURNING *
), seated AS (
  INSERT INTO game_seat (game_id, seat, player_id, joined_at, entropy)
  SELECT id, $19::int, $16::uuid, created_at, $24 FROM created
  RETURNING seat, player_id, entropy
), attempt AS (
  INSERT INTO daily_attempt (kind, date, player_id, game_id, created_at)
  SELECT daily_kind, daily_date, $16::uuid, id, created_at FROM created WHERE ranked
  RETURNING 1
), events AS (
  INSERT INTO game_event (game_id, seq, type, seat, payload, at)
  SELECT created.id, e.seq, e.type, e.seat, e.payload, created.created_at
    FROM created, jsonb_to_recordset($17::jsonb) AS e(seq int, type text, seat int, payload jsonb)
  RETURNING 1
)
SELECT ${GAME_ROW_COLUMNS},
       json_build_array(json_build_object('seat', s.seat, 'playerId', s.player_id, 'playerName', p.name,
                                          'entropy', s.entropy)) AS seats
  FROM created g, seated s JOIN player p ON p.id = s.player_id`;

export interface NewGame {
  id: string;
  game: string;
  rulesVersion: string;
  options: Prisma.InputJsonValue;
  playerCount: number;
  seed: string;
  /** Default `server`. */
  seedSource?: SeedSource;
  /**
   * A `mixed` game: its server part and the creator's entropy (or null). `seed` is then the
   * final seed when the game starts at once (solo, against bots), else PENDING_MIX_SEED until
   * `join` fixes it with `mixSeed`.
   */
  mix?: { serverSeed: string; entropy: string | null };
  creatorId: string;
  created: GameCreatedPayload;
  daily?: { kind: string; date: Date; ranked: boolean; deadline: Date | null; seedRevealAt: Date | null };
  /** Per seat, a bot's pinned policy or null for a human (omitted: no bots). */
  bots?: (string | null)[];
  /** The creator's seat (default 0). */
  creatorSeat?: number;
  /** A turn clock (src/clocks/); omitted: untimed. */
  timeControl?: TimeControl;
  /** A rated game (default false). */
  rated?: boolean;
}

/** How many of a game's seats are for people (the rest are bots). */
export function humanSeats(playerCount: number, bots: readonly (string | null)[] | null): number {
  return bots ? bots.filter((b) => b === null).length : playerCount;
}

/** The games list's sort key (newest first), as its cursors hold it: the last game's createdAt and id. */
export const GAMES_CURSOR = ['date', 'uuid'] as const;
export type GamesCursor = CursorKey<typeof GAMES_CURSOR>;

export interface Page<T> {
  items: T[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number;
}

/** Games and seats; the event stream itself is written by EventStore. */
@Injectable()
export class GamesRepository {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * One game with its seats in one round trip (every move and legal-moves request reads it, so
   * it is plain SQL rather than Prisma's three queries, prepared once per connection).
   */
  async find(id: string): Promise<GameRecord | null> {
    const { rows } = await this.db.pool.query<FoundGame>(this.db.statement('crier_find_game', FIND_SQL, [id]));
    const row = rows[0];
    return row ? fromFound(row) : null;
  }

  /**
   * `find`, plus whether API key `keyId` is still active (not revoked or deleted), in the same
   * statement: the hot routes confirm a key recognised from memory this way instead of paying a
   * separate lookup, so a revocation still holds at once.
   */
  async findWithKey(id: string, keyId: string): Promise<{ game: GameRecord | null; keyActive: boolean }> {
    const { rows } = await this.db.pool.query<FoundGame & { keyActive: boolean }>(
      this.db.statement('crier_find_game_with_key', FIND_WITH_KEY_SQL, [id, keyId]),
    );
    const { keyActive, ...row } = rows[0]!;
    return { game: row.id === null ? null : fromFound(row), keyActive };
  }

  /**
   * Creates the game, seats its creator at 0, writes GameCreated (and GameStarted when solo) and,
   * for a ranked daily game, the player's attempt of the day: one statement (so one implicit
   * transaction and one round trip, prepared once per connection) that returns the new game as
   * `find` would read it.
   */
  async create(g: NewGame): Promise<GameRecord> {
    const creatorSeat = g.creatorSeat ?? 0;
    // Solo: the creator is the only human seat (bots need no one to join).
    const solo = humanSeats(g.playerCount, g.bots ?? null) === 1;
    const events: NewEvent[] = [{ seq: 0, type: 'GameCreated', seat: creatorSeat, payload: g.created }];
    if (solo) {
      const started: GameStartedPayload = {
        seats: [{ seat: creatorSeat, playerId: g.creatorId, ...(g.mix ? { entropy: g.mix.entropy } : {}) }],
      };
      events.push({ seq: 1, type: 'GameStarted', seat: null, payload: started });
    }
    const now = this.clock.now();
    const { rows } = await this.db.pool.query<FoundGame>(
      this.db.statement('crier_create_game', CREATE_SQL, [
        g.id,
        g.game,
        g.rulesVersion,
        JSON.stringify(g.options),
        g.playerCount,
        g.seed,
        solo ? 'ACTIVE' : 'OPEN',
        events.length - 1,
        now,
        solo ? now : null,
        g.daily?.deadline ?? null,
        g.daily?.seedRevealAt ?? null,
        g.daily?.kind ?? null,
        g.daily ? isoDate(g.daily.date) : null,
        g.daily?.ranked ?? false,
        g.creatorId,
        JSON.stringify(events),
        g.bots ? JSON.stringify(g.bots) : null,
        creatorSeat,
        g.timeControl ? JSON.stringify(g.timeControl) : null,
        // A game that starts at once (solo, or against bots) runs its clock from the start.
        solo && g.timeControl ? firstDeadline(g.timeControl, now) : null,
        g.seedSource ?? 'server',
        g.mix?.serverSeed ?? null,
        g.mix?.entropy ?? null,
        g.rated ?? false,
      ]),
    );
    return fromFound(rows[0]!);
  }

  /**
   * Seats the player at the next free seat under a row lock, and starts the game (GameStarted)
   * when it is the last one. Returns 'full' / 'seated' / 'not-open' instead of throwing.
   */
  async join(
    gameId: string,
    playerId: string,
    /** This seat's entropy; refused ('no-entropy') unless the game is mixed. */
    entropy: string | null = null,
    /** Fixes a mixed game's seed when its last seat is filled: the server part and every seat's entropy. */
    mix: (serverSeed: string, entropies: (string | null)[]) => string = () => {
      throw new Error('a mixed game needs its mixing function');
    },
  ): Promise<'joined' | 'already-seated' | 'full' | 'bot-seats-only' | 'not-open' | 'missing' | 'no-entropy'> {
    const now = this.clock.now();
    // Cold path, but it needs the row lock across several statements: plain SQL in one transaction.
    return this.db.transaction(async (tx) => {
      const [game] = await tx.query<{
        status: string;
        version: number;
        playerCount: number;
        bots: (string | null)[] | null;
        serverSeed: string | null;
      }>(
        `SELECT status::text AS status, version, player_count AS "playerCount", bots, server_seed AS "serverSeed"
           FROM game WHERE id = $1::uuid FOR UPDATE`,
        [gameId],
      );
      if (!game) return 'missing';
      const seats = await tx.query<{ seat: number; playerId: string; entropy: string | null }>(
        'SELECT seat, player_id AS "playerId", entropy FROM game_seat WHERE game_id = $1 ORDER BY seat',
        [gameId],
      );
      if (seats.some((s) => s.playerId === playerId)) return 'already-seated';
      const humans = humanSeats(game.playerCount, game.bots);
      if (game.status !== 'OPEN') {
        if (seats.length < humans) return 'not-open';
        // Every seat left is a bot's: a bot seat cannot be joined.
        return humans < game.playerCount ? 'bot-seats-only' : 'full';
      }
      // Only a mixed game takes seat entropy: elsewhere it would be recorded yet change nothing.
      if (entropy !== null && game.serverSeed === null) return 'no-entropy';
      // The lowest seat that is neither taken nor a bot's.
      const taken = new Set(seats.map((s) => s.seat));
      let seat = 0;
      while (taken.has(seat) || game.bots?.[seat] != null) seat++;
      await tx.query('INSERT INTO game_seat (game_id, seat, player_id, entropy) VALUES ($1, $2, $3, $4)', [
        gameId,
        seat,
        playerId,
        entropy,
      ]);
      if (seats.length + 1 === humans) {
        const all = [...seats, { seat, playerId, entropy }].sort((a, b) => a.seat - b.seat);
        const started: GameStartedPayload = {
          seats: all.map((s) => ({
            seat: s.seat,
            playerId: s.playerId,
            // A mixed game publishes every entropy as its seed is fixed (bots' seats give none).
            ...(game.serverSeed !== null ? { entropy: s.entropy } : {}),
          })),
        };
        if (game.serverSeed !== null) {
          // The seed is fixed now, from the server part committed at creation and every seat's entropy.
          const entropies = Array.from(
            { length: game.playerCount },
            (_, i) => all.find((s) => s.seat === i)?.entropy ?? null,
          );
          await tx.query('UPDATE game SET seed = $2 WHERE id = $1', [gameId, mix(game.serverSeed, entropies)]);
        }
        const version = game.version + 1;
        await tx.query(
          `INSERT INTO game_event (game_id, seq, type, payload) VALUES ($1, $2, 'GameStarted', $3::jsonb)`,
          [gameId, version, JSON.stringify(started)],
        );
        await tx.query(
          `UPDATE game SET status = 'ACTIVE', version = $2, started_at = $3, updated_at = $3 WHERE id = $1`,
          [gameId, version, now],
        );
        // A timed game's clocks start with it (every bank full, so the first deadline needs no engine).
        await tx.query(
          `UPDATE game SET clock_deadline = $2::timestamptz
                                            + make_interval(secs => (time_control->>'moveSeconds')::int
                                                                    + (time_control->>'bankSeconds')::int)
            WHERE id = $1 AND time_control IS NOT NULL`,
          [gameId, now],
        );
      }
      return 'joined';
    });
  }

  /**
   * A game that starts as it is created, every seat taken (a matched table: src/seeks; a rematch),
   * inside the caller's transaction: the row (ACTIVE, version 1, its clock running), the seats,
   * GameCreated and GameStarted. `seated`: per seat, its player, or null for a bot's seat (`bots`
   * names its policy). The append triggers tell live watchers and webhooks, as for any start.
   */
  async createStarted(
    tx: Transaction,
    g: Omit<NewGame, 'creatorId' | 'creatorSeat' | 'daily' | 'mix'> & { seated: (string | null)[]; at: Date },
  ): Promise<void> {
    const people = g.seated.flatMap((playerId, seat) => (playerId === null ? [] : [{ seat, playerId }]));
    const started: GameStartedPayload = { seats: people };
    await tx.query(
      `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, created_at, updated_at,
                         started_at, bots, time_control, clock_deadline, seed_source, rated)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, 'ACTIVE', 1, $7, $7, $7, $12::jsonb, $8::jsonb, $9, $10, $11)`,
      [
        g.id,
        g.game,
        g.rulesVersion,
        JSON.stringify(g.options),
        g.playerCount,
        g.seed,
        g.at,
        g.timeControl ? JSON.stringify(g.timeControl) : null,
        g.timeControl ? firstDeadline(g.timeControl, g.at) : null,
        g.seedSource ?? 'server',
        g.rated ?? false,
        g.bots ? JSON.stringify(g.bots) : null,
      ],
    );
    await tx.query(
      `INSERT INTO game_seat (game_id, seat, player_id, joined_at)
       SELECT $1, s.seat, s.player_id, $4 FROM unnest($2::int[], $3::uuid[]) AS s(seat, player_id)`,
      [g.id, people.map((p) => p.seat), people.map((p) => p.playerId), g.at],
    );
    await tx.query(
      `INSERT INTO game_event (game_id, seq, type, seat, payload, at)
       VALUES ($1, 0, 'GameCreated', NULL, $2::jsonb, $4), ($1, 1, 'GameStarted', NULL, $3::jsonb, $4)`,
      [g.id, JSON.stringify(g.created), JSON.stringify(started), g.at],
    );
  }

  /** Ids of active games whose deadline has passed by `now` (at most `limit`). */
  async expiredActiveIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.prisma.game.findMany({
      where: { status: 'ACTIVE', deadline: { not: null, lte: now } },
      select: { id: true },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  /** Ids of finished games, oldest finish first (the order achievements are rebuilt in). */
  async finishedIds(): Promise<string[]> {
    const rows = await this.db.prisma.game.findMany({
      where: { status: 'FINISHED' },
      select: { id: true },
      orderBy: [{ finishedAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map((r) => r.id);
  }

  /** The game of a player's ranked attempt at a puzzle-day, if any (table daily_attempt). */
  async dailyAttempt(kind: string, date: string, playerId: string): Promise<string | null> {
    const row = await this.db.prisma.dailyAttempt.findUnique({
      where: { kind_date_playerId: { kind, date: dayOpens(date), playerId } },
      select: { gameId: true },
    });
    return row?.gameId ?? null;
  }

  /**
   * Newest first, keyset-paginated on (createdAt, id). Games still private (a daily puzzle's
   * before its day closes) are listed only to their own players.
   */
  async list(
    filter: { playerId?: string; status?: GameStatus; game?: string; viewerId?: string; now: Date },
    first: number,
    after: GamesCursor | null,
  ): Promise<Page<GameRecord>> {
    const visible: Prisma.GameWhereInput[] = [{ seedRevealAt: null }, { seedRevealAt: { lte: filter.now } }];
    if (filter.viewerId) visible.push({ seats: { some: { playerId: filter.viewerId } } });
    const where: Prisma.GameWhereInput = {
      ...(filter.playerId ? { seats: { some: { playerId: filter.playerId } } } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.game ? { game: filter.game } : {}),
      OR: visible,
    };
    const cursor = after ? { createdAt: after[0], id: after[1] } : null;
    const page = await this.db.prisma.game.findMany({
      where: cursor
        ? {
            AND: [
              where,
              { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] },
            ],
          }
        : where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: first + 1,
      select: GAME_SELECT,
    });
    const totalCount = await this.db.prisma.game.count({ where });
    const items = page.slice(0, first).map(toRecord);
    const last = items.at(-1);
    return {
      items,
      hasNextPage: page.length > first,
      endCursor: last ? encodeCursor([last.createdAt, last.id] satisfies GamesCursor) : null,
      totalCount,
    };
  }
}
