import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import type { Transaction } from '../database/transaction';
import { BoardReads, type BoardLayout } from '../leaderboard/board.repository';
import type { RatingChangedData } from '../webhooks/webhook-events';
import { outboxInsertSql } from '../webhooks/webhook-outbox-sql';
import { NEW_RATING, boardScore, type RatedOutcome, type RatingRow } from './rating-model';

/** A row of a rating board (and a player's rating), as the board statements select it. */
export interface RatingBoardRow {
  rank: number;
  playerId: string;
  playerName: string;
  /** The bot policy when the player is a bot's rated identity. */
  bot: string | null;
  score: number;
  tieBreak: number;
  mu: number;
  sigma: number;
  games: number;
  provisional: boolean;
  lastDelta: number;
  lastGameId: string;
  reachedAt: Date;
}

/** One rated game's effect on one seat (rating_change). */
export interface RatingChangeRow {
  gameId: string;
  game: string;
  seat: number;
  playerId: string;
  rank: number;
  muBefore: number;
  sigmaBefore: number;
  scoreBefore: number;
  muAfter: number;
  sigmaAfter: number;
  scoreAfter: number;
  gamesAfter: number;
  provisionalAfter: boolean;
  finishedAt: Date;
}

/** One seat's identity in a rated game: a person, or a bot policy's rated identity. */
export interface RatedIdentity {
  seat: number;
  playerId: string;
  /** The bot policy's pinned ref when the seat is a bot's (its player row is created on first use). */
  bot: string | null;
  botName: string | null;
}

/** One seat's part of a rated game: its rating before (null: first rated game), outcome and new row. */
export interface SeatRating {
  playerId: string;
  before: RatingRow | null;
  outcome: RatedOutcome;
  after: RatingRow;
}

/** What a finished rated game writes. */
export interface RatedGameWrite {
  gameId: string;
  game: string;
  finishedAt: Date;
  seats: SeatRating[];
}

/**
 * The ratings tables: `rating` (one row per player per game), `rating_count` (players per board
 * score, so ranks are sums over a few thousand rows) and `rating_change` (each rated game's effect
 * on each seat). Written only inside the transaction of a rated game's end.
 */
@Injectable()
export class RatingsRepository {
  /** The rating boards: partition (game, provisional). */
  readonly boards: BoardReads<RatingBoardRow>;

  constructor(private readonly db: Database) {
    this.boards = new BoardReads<RatingBoardRow>(db, 'rating_board', RATING_BOARD);
  }

  /** A player's rating in one game (with the name the board shows), or null before their first rated game. */
  async find(game: string, playerId: string): Promise<RatingBoardRow | null> {
    const { rows } = await this.db.pool.query<RatingBoardRow>(
      this.db.statement('crier_rating_find', FIND_SQL, [game, playerId]),
    );
    return rows[0] ?? null;
  }

  /** A player's board score in one game (hundredths of the rating), or null before their first rated game. */
  async scoreOf(game: string, playerId: string): Promise<number | null> {
    const { rows } = await this.db.pool.query<{ score: number }>(
      this.db.statement('crier_rating_score_of', 'SELECT score FROM rating WHERE game = $1 AND player_id = $2', [
        game,
        playerId,
      ]),
    );
    return rows[0]?.score ?? null;
  }

  /** A player's rating changes in one game, newest first, `limit` before `before` (exclusive). */
  async history(
    game: string,
    playerId: string,
    limit: number,
    before: { finishedAt: Date; gameId: string } | null,
  ): Promise<RatingChangeRow[]> {
    const { rows } = await this.db.pool.query<RatingChangeRow>(
      this.db.statement('crier_rating_history', HISTORY_SQL, [
        playerId,
        game,
        limit,
        before?.finishedAt ?? null,
        before?.gameId ?? null,
      ]),
    );
    return rows;
  }

  /** What a rated game did to each seat's rating, in seat order (none before its end). */
  async changesOfGame(gameId: string): Promise<RatingChangeRow[]> {
    const { rows } = await this.db.pool.query<RatingChangeRow>(
      this.db.statement('crier_rating_changes_of_game', CHANGES_OF_GAME_SQL, [gameId]),
    );
    return rows;
  }

  /**
   * The seats' current ratings, locked (FOR UPDATE) until the caller's transaction ends, so two
   * games ending together with a common player apply one after the other. A player without a
   * rating gets a placeholder row (games 0, the new rating), locked like the others and always
   * overwritten by `save` in the same transaction. Rows are inserted and locked in player-id order:
   * transactions that share players wait for each other instead of deadlocking.
   */
  async lock(
    tx: Transaction,
    gameId: string,
    game: string,
    seats: readonly RatedIdentity[],
  ): Promise<Map<string, RatingRow | null>> {
    const bots = seats.filter((s) => s.bot !== null);
    if (bots.length > 0) {
      await tx.query(
        this.db.statement('crier_ratings_bot_players', BOT_PLAYERS_SQL, [
          bots.map((b) => b.playerId),
          bots.map((b) => b.botName),
          bots.map((b) => b.bot),
        ]),
      );
    }
    const ids = [...new Set(seats.map((s) => s.playerId))].sort();
    await tx.query(
      this.db.statement('crier_ratings_placeholders', PLACEHOLDERS_SQL, [
        game,
        ids,
        NEW_RATING.mu,
        NEW_RATING.sigma,
        boardScore(NEW_RATING),
      ]),
    );
    const rows = await tx.query<RatingRow & { playerId: string }>(
      this.db.statement('crier_ratings_lock', LOCK_SQL, [game, ids]),
    );
    // Drawn now, under the locks: the order ratings:rebuild replays the games in.
    await tx.query(this.db.statement('crier_ratings_seq', SEQ_SQL, [gameId]));
    return new Map(rows.map(({ playerId, ...r }) => [playerId, r.games === 0 ? null : r]));
  }

  /**
   * Writes every seat's new rating, the game's rating changes, and the board counts (each player
   * leaves their old (provisional, score) group for the new one), in the caller's transaction.
   */
  async save(tx: Transaction, w: RatedGameWrite): Promise<void> {
    const rows = w.seats.map(changeColumns);
    await tx.query(
      this.db.statement('crier_ratings_save', SAVE_SQL, [w.game, w.gameId, w.finishedAt, JSON.stringify(rows)]),
    );
    // rating.changed webhooks, for subscribed seats: in the outbox with the ratings themselves.
    const notices = w.seats.map((s) => ({ player_id: s.playerId, payload: ratingChangedData(w, s) }));
    await tx.query(this.db.statement('crier_ratings_webhooks', WEBHOOKS_SQL, [JSON.stringify(notices)]));
    const deltas = countDeltas(w.seats);
    if (deltas.length === 0) return;
    await tx.query(this.db.statement('crier_ratings_count', COUNT_SQL, [w.game, JSON.stringify(deltas)]));
    await tx.query(this.db.statement('crier_ratings_count_drop', COUNT_DROP_SQL, [w.game, JSON.stringify(deltas)]));
  }

  /**
   * Rated games whose ratings were applied, in the order they were (`rating_seq`: the order
   * `ratings:rebuild` replays them), `limit` after `after`: each game's seats, bots and final
   * ranking. Maintenance: not prepared.
   */
  async ratedGamesPage(limit: number, after: string | null): Promise<RatedGameRow[]> {
    const { rows } = await this.db.pool.query<RatedGameRow>(RATED_GAMES_PAGE_SQL, [limit, after]);
    return rows;
  }

  /**
   * Replaces every rating, change and count with these (ratings:rebuild), in one transaction:
   * readers see the old tables or the new ones, never a half-built set. The ratings table is locked
   * against writers first (a game ending now waits for the rebuild), and if a rated game was applied
   * after the last one replayed (`lastSeq`), nothing is replaced: the rebuild must run again.
   */
  async replaceAll(all: {
    bots: RatedIdentity[];
    ratings: { game: string; playerId: string; row: RatingRow }[];
    changes: { gameId: string; game: string; finishedAt: Date; seat: SeatRating }[];
    lastSeq: string | null;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE rating IN EXCLUSIVE MODE');
      const [latest] = await tx.query<{ seq: string | null }>('SELECT max(rating_seq)::text AS seq FROM game');
      if ((latest?.seq ?? null) !== all.lastSeq) {
        throw new Error('rated games ended during the rebuild (their ratings are kept): run it again');
      }
      await tx.query('DELETE FROM rating_change');
      await tx.query('DELETE FROM rating_count');
      await tx.query('DELETE FROM rating');
      if (all.bots.length > 0) {
        await tx.query(BOT_PLAYERS_SQL, [
          all.bots.map((b) => b.playerId),
          all.bots.map((b) => b.botName),
          all.bots.map((b) => b.bot),
        ]);
      }
      for (const chunk of chunks(all.ratings, REBUILD_CHUNK)) {
        const json = chunk.map((r) => ({ game: r.game, player_id: r.playerId, ...ratingColumns(r.row) }));
        await tx.query(INSERT_RATINGS_SQL, [JSON.stringify(json)]);
      }
      for (const chunk of chunks(all.changes, REBUILD_CHUNK)) {
        const json = chunk.map((c) => ({
          game_id: c.gameId,
          game: c.game,
          finished_at: c.finishedAt.toISOString(),
          ...changeColumns(c.seat),
        }));
        await tx.query(INSERT_CHANGES_SQL, [JSON.stringify(json)]);
      }
      await tx.query(RECOUNT_SQL);
    });
  }
}

/** A rated game as ratings:rebuild reads it. */
export interface RatedGameRow {
  id: string;
  game: string;
  rated: boolean;
  /** rating_seq, as text (a bigint). */
  ratingSeq: string;
  finishedAt: Date;
  playerCount: number;
  bots: (string | null)[] | null;
  seats: { seat: number; playerId: string; playerName: string; entropy: string | null }[];
  result: { ranking: { seat: number; rank: number }[] } | null;
}

const REBUILD_CHUNK = 5000;

function* chunks<T>(all: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < all.length; i += size) yield all.slice(i, i + size);
}

/** One seat's rating_change columns (besides the game's), as SAVE_SQL and the rebuild take them. */
function changeColumns(s: SeatRating): Record<string, unknown> {
  return {
    player_id: s.playerId,
    seat: s.outcome.seat,
    rank: s.outcome.rank,
    mu_before: s.outcome.before.mu,
    sigma_before: s.outcome.before.sigma,
    score_before: s.outcome.scoreBefore,
    ...ratingColumns(s.after),
  };
}

/** The `rating.changed` webhook's data for one seat (docs/api.md, "Webhooks"). */
function ratingChangedData(w: RatedGameWrite, s: SeatRating): RatingChangedData {
  return {
    gameId: w.gameId,
    game: w.game,
    seat: s.outcome.seat,
    playerId: s.playerId,
    place: s.outcome.rank,
    ratingBefore: s.outcome.scoreBefore / 100,
    ratingAfter: s.after.score / 100,
    change: (s.after.score - s.outcome.scoreBefore) / 100,
    muBefore: s.outcome.before.mu,
    sigmaBefore: s.outcome.before.sigma,
    muAfter: s.after.mu,
    sigmaAfter: s.after.sigma,
    games: s.after.games,
    provisional: s.after.provisional,
    finishedAt: w.finishedAt.toISOString(),
  };
}

/** A rating row as SAVE_SQL and the rebuild's inserts take it. */
export function ratingColumns(r: RatingRow): Record<string, unknown> {
  return {
    mu: r.mu,
    sigma: r.sigma,
    score: r.score,
    games: r.games,
    provisional: r.provisional,
    last_delta: r.lastDelta,
    last_game_id: r.lastGameId,
    reached_at: r.reachedAt.toISOString(),
  };
}

/** The +1/−1 each player's move makes to the board counts, summed per group, zeros left out, sorted. */
function countDeltas(seats: readonly SeatRating[]): { provisional: boolean; score: number; delta: number }[] {
  const sum = new Map<string, { provisional: boolean; score: number; delta: number }>();
  const add = (provisional: boolean, score: number, delta: number) => {
    const k = `${provisional}:${score}`;
    const e = sum.get(k) ?? { provisional, score, delta: 0 };
    e.delta += delta;
    sum.set(k, e);
  };
  for (const { before, after } of seats) {
    if (before) add(before.provisional, before.score, -1);
    add(after.provisional, after.score, +1);
  }
  // One order for every transaction: two games ending together lock shared groups in the same order.
  return [...sum.values()]
    .filter((e) => e.delta !== 0)
    .sort((a, b) => Number(a.provisional) - Number(b.provisional) || a.score - b.score);
}

// Every statement here runs once per rated game's end (prepared once per connection).

/** Bots' rated identities: a player row each ($1 ids, $2 names, $3 refs), created once. */
const BOT_PLAYERS_SQL = `
INSERT INTO player (id, name, bot)
SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) ORDER BY 1
ON CONFLICT DO NOTHING`;

/** A placeholder rating for each player of $2 that has none in game $1 (see lock). */
const PLACEHOLDERS_SQL = `
INSERT INTO rating (game, player_id, mu, sigma, score, games, provisional, last_delta, last_game_id, reached_at)
SELECT $1, id, $3::float8, $4::float8, $5::int, 0, true, 0, '00000000-0000-0000-0000-000000000000', now()
  FROM unnest($2::uuid[]) AS id ORDER BY id
ON CONFLICT DO NOTHING`;

const SEQ_SQL = `UPDATE game SET rating_seq = nextval('game_rating_seq') WHERE id = $1`;

const LOCK_SQL = `
SELECT player_id AS "playerId", mu, sigma, score, games, provisional, last_delta AS "lastDelta",
       last_game_id AS "lastGameId", reached_at AS "reachedAt"
  FROM rating WHERE game = $1 AND player_id = ANY($2::uuid[])
 ORDER BY player_id FOR UPDATE`;

/** The seats' new rating rows ($4: one object per seat, from nextRow) and the game's changes. */
const SAVE_SQL = `
WITH o AS (
  SELECT * FROM jsonb_to_recordset($4::jsonb) AS o(
    player_id uuid, seat int, rank int, mu_before float8, sigma_before float8, score_before int,
    mu float8, sigma float8, score int, games int, provisional boolean, last_delta int, last_game_id uuid,
    reached_at timestamptz)
), updated AS (
  UPDATE rating r SET
    mu = o.mu, sigma = o.sigma, score = o.score, games = o.games, provisional = o.provisional,
    last_delta = o.last_delta, last_game_id = o.last_game_id, reached_at = o.reached_at
    FROM o
   WHERE r.game = $1 AND r.player_id = o.player_id
)
INSERT INTO rating_change (game_id, seat, player_id, game, rank, mu_before, sigma_before, score_before,
                           mu_after, sigma_after, score_after, games_after, provisional_after, finished_at)
SELECT $2, o.seat, o.player_id, $1, o.rank, o.mu_before, o.sigma_before, o.score_before,
       o.mu, o.sigma, o.score, o.games, o.provisional, $3::timestamptz
  FROM o`;

/** One rating.changed delivery per seat whose player subscribed ($1: [{player_id, payload}]). */
const WEBHOOKS_SQL = outboxInsertSql({
  event: 'rating.changed',
  payload: 'd.payload',
  from: 'jsonb_to_recordset($1::jsonb) AS d(player_id uuid, payload jsonb)',
  player: 'd.player_id',
});

/** The board counts move ($2: sorted deltas per (provisional, score)). */
const COUNT_SQL = `
INSERT INTO rating_count (game, provisional, score, tie_break, entries)
SELECT $1, d.provisional, d.score, 0, d.delta
  FROM jsonb_to_recordset($2::jsonb) AS d(provisional boolean, score int, delta int)
 ORDER BY d.provisional, d.score
ON CONFLICT (game, provisional, score, tie_break) DO UPDATE SET entries = rating_count.entries + EXCLUDED.entries`;

/** Groups left empty by COUNT_SQL go (so a board's groups are the scores someone holds). */
const COUNT_DROP_SQL = `
DELETE FROM rating_count c
 USING jsonb_to_recordset($2::jsonb) AS d(provisional boolean, score int, delta int)
 WHERE c.game = $1 AND c.provisional = d.provisional AND c.score = d.score AND c.tie_break = 0
   AND d.delta < 0 AND c.entries <= 0`;

/** Rated games in the order their ratings were applied, a page after rating_seq $2. Maintenance: not prepared. */
const RATED_GAMES_PAGE_SQL = `
SELECT g.id, g.game, g.rated, g.rating_seq::text AS "ratingSeq", g.finished_at AS "finishedAt", g.player_count AS "playerCount", g.bots, g.result,
       COALESCE((SELECT json_agg(json_build_object('seat', s.seat, 'playerId', s.player_id, 'playerName', '',
                                                   'entropy', NULL) ORDER BY s.seat)
                   FROM game_seat s WHERE s.game_id = g.id), '[]'::json) AS seats
  FROM game g
 WHERE g.rating_seq IS NOT NULL AND ($2::bigint IS NULL OR g.rating_seq > $2::bigint)
 ORDER BY g.rating_seq
 LIMIT $1`;

// ratings:rebuild's statements (maintenance: not prepared).

const INSERT_RATINGS_SQL = `
INSERT INTO rating (game, player_id, mu, sigma, score, games, provisional, last_delta, last_game_id, reached_at)
SELECT r.game, r.player_id, r.mu, r.sigma, r.score, r.games, r.provisional, r.last_delta, r.last_game_id, r.reached_at
  FROM jsonb_to_recordset($1::jsonb) AS r(game text, player_id uuid, mu float8, sigma float8, score int, games int,
       provisional boolean, last_delta int, last_game_id uuid, reached_at timestamptz)`;

const INSERT_CHANGES_SQL = `
INSERT INTO rating_change (game_id, seat, player_id, game, rank, mu_before, sigma_before, score_before,
                           mu_after, sigma_after, score_after, games_after, provisional_after, finished_at)
SELECT c.game_id, c.seat, c.player_id, c.game, c.rank, c.mu_before, c.sigma_before, c.score_before,
       c.mu, c.sigma, c.score, c.games, c.provisional, c.finished_at
  FROM jsonb_to_recordset($1::jsonb) AS c(game_id uuid, seat int, player_id uuid, game text, rank int,
       mu_before float8, sigma_before float8, score_before int, mu float8, sigma float8, score int, games int,
       provisional boolean, finished_at timestamptz)`;

/** The board counts, from the ratings themselves. */
const RECOUNT_SQL = `
INSERT INTO rating_count (game, provisional, score, tie_break, entries)
SELECT game, provisional, score, 0, count(*)::int FROM rating GROUP BY game, provisional, score`;

// The reads (prepared once per connection): boards share the leaderboards' statements.

const RATING_COLUMNS = `e.player_id AS "playerId", p.name AS "playerName", p.bot, e.score, e.tie_break AS "tieBreak",
       e.mu, e.sigma, e.games, e.provisional, e.last_delta AS "lastDelta", e.last_game_id AS "lastGameId",
       e.reached_at AS "reachedAt"`;

/** A rating board: (game, provisional), ordered by score desc, then who reached it first. */
const RATING_BOARD: BoardLayout = {
  name: 'rating',
  table: 'rating',
  counts: 'rating_count',
  part: ['game', 'provisional'],
  score: 'score',
  tieBreak: 'tie_break',
  negScore: 'neg_score',
  // tie_break is always 0, so it is its own negation.
  negTieBreak: 'tie_break',
  at: 'reached_at',
  select: RATING_COLUMNS,
};

/** A player's rating with its rank on its board (provisional or not). */
const FIND_SQL = `
SELECT (1 + COALESCE((SELECT sum(c.entries) FROM rating_count c
                       WHERE c.game = e.game AND c.provisional = e.provisional AND c.score > e.score), 0))::int AS rank,
       ${RATING_COLUMNS}
  FROM rating e JOIN player p ON p.id = e.player_id
 WHERE e.game = $1 AND e.player_id = $2`;

const CHANGE_COLUMNS = `game_id AS "gameId", game, seat, player_id AS "playerId", rank, mu_before AS "muBefore",
       sigma_before AS "sigmaBefore", score_before AS "scoreBefore", mu_after AS "muAfter", sigma_after AS "sigmaAfter",
       score_after AS "scoreAfter", games_after AS "gamesAfter", provisional_after AS "provisionalAfter",
       finished_at AS "finishedAt"`;

const HISTORY_SQL = `
SELECT ${CHANGE_COLUMNS} FROM rating_change
 WHERE player_id = $1 AND game = $2
   AND ($4::timestamptz IS NULL OR (finished_at, game_id) < ($4::timestamptz, $5::uuid))
 ORDER BY finished_at DESC, game_id DESC
 LIMIT $3`;

const CHANGES_OF_GAME_SQL = `SELECT ${CHANGE_COLUMNS} FROM rating_change WHERE game_id = $1 ORDER BY seat`;
