import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AppError, notFound } from '../common/errors/app-error';
import { parseId } from '../common/ids';
import { checkPageSize, decodeCursor, encodeCursor } from '../common/pagination';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Rollback, type Transaction } from '../database/transaction';
import { games as registry, getGame, type AnyGameDefinition } from '../engine';
import { GamesRepository } from '../persistence/games.repository';
import { RatingsService } from '../ratings/ratings.service';
import { serverSeed, startedGame } from '../games/started-game';
import { SEEK_SECONDS, type CreateSeekInput } from './dto/create-seek.input';
import { acceptedRange, findTable, seatOrder } from './seek-matching';
import type { SeekDto, SeekPageDto } from './seeks.model';
import { SeeksRepository, type SeekRecord } from './seeks.repository';

/** The lobby's sort key (newest first): createdAt and id. */
const LOBBY_CURSOR = ['date', 'uuid'] as const;

/** The most widening per minute a seek may ask for. */
const MAX_WIDEN = 1000;

/**
 * Matchmaking (docs/api.md, "Matchmaking"): a seek joins its pool (same game, options, clock and
 * rated flag) and, in the same transaction under the pool's lock, is matched with the oldest
 * compatible seeks as soon as enough exist: the game is created with every seat taken, in an
 * order drawn from its seed, and every seek of the table is MATCHED with it. A sweeper on each
 * instance expires seeks and retries pools whose rating ranges widen with time.
 */
@Injectable()
export class SeeksService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Seeks');
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly repo: SeeksRepository,
    private readonly games: GamesRepository,
    private readonly ratings: RatingsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.seekSweepIntervalMs;
    if (every <= 0) return;
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((err: Error) => this.logger.warn(`seek sweep failed: ${err.message}`))
        .finally(() => (this.sweeping = null));
    }, every);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
  }

  /**
   * Adds the seek to its pool and matches it if it can be: the answer says MATCHED (with `gameId`)
   * when it completed a table, OPEN otherwise. Refuses, changing nothing: INVALID_SEEK (why in
   * `reason`), ALREADY_SEEKING (409, with the open seek's `seekId`).
   */
  async create(input: CreateSeekInput, playerId: string): Promise<SeekDto> {
    const def = seekable(input);
    const options = { ...(def.metadata.defaultOptions as object), ...(input.options ?? {}) };
    checkOptions(def, options, input.players.min, input.players.max);
    const clock = input.clock ? { moveSeconds: input.clock.moveSeconds, bankSeconds: input.clock.bankSeconds } : null;
    const rated = input.rated ?? false;
    const now = this.clock.now();
    const seek = {
      id: randomUUID(),
      playerId,
      game: def.id,
      options,
      timeControl: clock,
      rated,
      pool: poolKey(def.id, options, clock, rated),
      minPlayers: input.players.min,
      maxPlayers: input.players.max,
      rating: await this.ratings.ratingOf(def.id, playerId),
      ratingMin: input.ratingRange?.min ?? null,
      ratingMax: input.ratingRange?.max ?? null,
      widenPerMinute: input.ratingRange?.widenPerMinute ?? 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + (input.expiresInSeconds ?? SEEK_SECONDS.default) * 1000),
    };
    let outcome: { existing: string } | { seek: SeekRecord };
    try {
      outcome = await this.repo.inPool<{ existing: string } | { seek: SeekRecord }>(seek.pool, async (tx) => {
        const open = await this.repo.openOf(tx, playerId, def.id, now);
        if (open) return new Rollback({ existing: open });
        await this.repo.insert(tx, seek);
        const { open: pool, matched } = await this.matchPool(tx, seek.pool, now, seek.id);
        const mine = pool.find((s) => s.id === seek.id)!;
        const gameId = matched.get(seek.id) ?? null;
        // The answer as committed: MATCHED when this seek completed a table, OPEN otherwise.
        return { seek: gameId ? { ...mine, status: 'MATCHED' as const, gameId, closedAt: now } : mine };
      });
    } catch (err) {
      // The same player's seek in another pool of the game, committed meanwhile: one open seek per game.
      if ((err as { code?: string }).code !== '23505') throw err;
      const existing = await this.repo.openOfNow(playerId, def.id, now);
      if (!existing) throw err;
      outcome = { existing };
    }
    if ('existing' in outcome) {
      throw new AppError('ALREADY_SEEKING', `You already have an open seek for ${def.id}: delete it or wait for it.`, {
        seekId: outcome.existing,
        game: def.id,
      });
    }
    return present(outcome.seek, now);
  }

  async get(id: string): Promise<SeekDto> {
    const seek = await this.repo.find(parseId(id, 'seek'));
    if (!seek) throw notFound('Seek', { id });
    return present(seek, this.clock.now());
  }

  /**
   * The seek as GET /v1/seeks/{id} shows it now, if it is still in the lobby (OPEN, unexpired);
   * null otherwise (the live lobby then tells only its close).
   */
  async openSeek(id: string): Promise<SeekDto | null> {
    const seek = await this.repo.find(id);
    const now = this.clock.now();
    return seek && seek.status === 'OPEN' && seek.expiresAt > now ? present(seek, now) : null;
  }

  /** Deletes your open seek (CANCELLED). A seek already matched: 409 CONFLICT with its gameId. */
  async cancel(id: string, playerId: string): Promise<SeekDto> {
    const { cancelled, seek } = await this.repo.cancel(parseId(id, 'seek'), playerId, this.clock.now());
    if (!seek || seek.playerId !== playerId) throw notFound('Seek', { id });
    if (!cancelled && seek.status === 'MATCHED') {
      throw new AppError('CONFLICT', 'The seek was matched already: its game has started.', {
        reason: 'SEEK_MATCHED',
        gameId: seek.gameId,
      });
    }
    return present(seek, this.clock.now());
  }

  /** The open lobby, newest first (optionally one game's). */
  async lobby(game: string | null, first: number, after: string | null): Promise<SeekPageDto> {
    if (game !== null && !registry.has(game)) {
      throw new AppError('VALIDATION_FAILED', `Unknown game "${game.slice(0, 40)}".`, {
        fields: [
          { path: 'game', constraints: { isKnownGame: `game must be one of ${[...registry.keys()].join(', ')}` } },
        ],
      });
    }
    const limit = checkPageSize(first);
    const key = after === null ? null : decodeCursor(after, LOBBY_CURSOR);
    const now = this.clock.now();
    const rows = await this.repo.lobby(game, now, limit + 1, key ? { createdAt: key[0], id: key[1] } : null);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map((s) => present(s, now)),
      hasNextPage: rows.length > limit,
      endCursor: last ? encodeCursor([last.createdAt, last.id]) : null,
    };
  }

  /** Your seeks, newest first (any status), at most `first`. */
  async mine(playerId: string, first: number): Promise<SeekDto[]> {
    const now = this.clock.now();
    return (await this.repo.ofPlayer(playerId, checkPageSize(first))).map((s) => present(s, now));
  }

  /** Expires seeks past their time and retries the pools whose ranges widen (every SEEK_SWEEP_INTERVAL_MS). */
  async sweep(): Promise<void> {
    const now = this.clock.now();
    await this.repo.expire(now);
    for (const pool of await this.repo.widening(now)) {
      // A pool another instance is matching now is skipped: it sees what this one would.
      await this.repo.inPoolIfFree(pool, async (tx) => {
        await this.matchPool(tx, pool, now, null);
      });
    }
  }

  /**
   * Seats every table the pool's open seeks can make now, `anchor`'s first (a new seek), then each
   * remaining seek's, oldest first, in the caller's transaction (which holds the pool's lock).
   * Answers the pool's open seeks as read, and the game each seated seek went to.
   */
  private async matchPool(
    tx: Transaction,
    pool: string,
    now: Date,
    anchor: string | null,
  ): Promise<{ open: SeekRecord[]; matched: Map<string, string> }> {
    const all = await this.repo.openInPool(tx, pool, now);
    const matched = new Map<string, string>();
    let open = all;
    const anchors = anchor ? open.filter((s) => s.id === anchor) : [...open];
    for (const a of anchors) {
      if (!open.some((s) => s.id === a.id)) continue;
      const table = findTable(a, open, now) as SeekRecord[] | null;
      if (!table) continue;
      const gameId = await this.seat(tx, table, now);
      for (const s of table) matched.set(s.id, gameId);
      open = open.filter((s) => !matched.has(s.id));
    }
    return { open: all, matched };
  }

  /** Creates the table's game, every seat taken in an order drawn from its seed, and marks its seeks MATCHED. */
  private async seat(tx: Transaction, table: SeekRecord[], now: Date): Promise<string> {
    const first = table[0]!;
    const def = getGame(first.game)!;
    const seed = serverSeed();
    const seated = seatOrder(
      seed,
      table.map((s) => s.playerId),
    );
    const setup = def.setup(first.options, seed, seated.length);
    if (!setup.ok) throw new Error(`a matched table of ${first.game} was refused: ${setup.error.code}`);
    const game = startedGame(def, {
      seed,
      options: first.options as object,
      seated,
      rated: first.rated,
      timeControl: first.timeControl,
      at: now,
    });
    await this.games.createStarted(tx, game);
    const gameId = game.id;
    const players = seated.map((playerId, seat) => ({ seat, playerId }));
    const ok = await this.repo.markMatched(
      tx,
      gameId,
      now,
      table.map((s) => ({
        seekId: s.id,
        gameId,
        game: def.id,
        seat: seated.indexOf(s.playerId),
        players,
      })),
    );
    // The seeks are locked by this transaction: they cannot have left the pool.
    if (!ok) throw new Error(`seeks of game ${gameId} were no longer open`);
    this.logger.log(`matched ${table.length} seeks of ${first.pool} into game ${gameId}`);
    return gameId;
  }
}

/** The game of a seek, with its seat counts and rating range checked (INVALID_SEEK otherwise). */
function seekable(input: CreateSeekInput): AnyGameDefinition {
  const def = getGame(input.game);
  if (!def) {
    throw invalidSeek('UNKNOWN_GAME', `Crier does not referee "${input.game.slice(0, 40)}".`, {
      game: input.game.slice(0, 40),
      knownGames: [...registry.keys()],
    });
  }
  const { min, max } = input.players;
  if (min > max) throw invalidSeek('MIN_OVER_MAX', `players.min (${min}) is more than players.max (${max}).`);
  if (max > def.metadata.maxPlayers) {
    throw invalidSeek('OVER_SEAT_LIMIT', `${def.id} seats at most ${def.metadata.maxPlayers}.`, {
      maxPlayers: def.metadata.maxPlayers,
    });
  }
  if (min < Math.max(2, def.metadata.minPlayers)) {
    throw invalidSeek('TOO_FEW_PLAYERS', 'A seek is for a game with others: players.min must be 2 or more.', {
      minPlayers: Math.max(2, def.metadata.minPlayers),
    });
  }
  const r = input.ratingRange;
  if (r && r.min !== undefined && r.max !== undefined && r.min > r.max) {
    throw invalidSeek('BAD_RANGE', `ratingRange.min (${r.min}) is more than ratingRange.max (${r.max}).`);
  }
  if (r?.widenPerMinute !== undefined && (r.widenPerMinute < 0 || r.widenPerMinute > MAX_WIDEN)) {
    throw invalidSeek('BAD_RANGE', `ratingRange.widenPerMinute must be 0-${MAX_WIDEN}.`);
  }
  return def;
}

/** The options must set up a game of every size the seek accepts (INVALID_SEEK INVALID_OPTIONS). */
function checkOptions(def: AnyGameDefinition, options: object, min: number, max: number): void {
  for (let n = min; n <= max; n++) {
    const setup = def.setup(options, 'seek-options-check', n);
    if (!setup.ok) {
      throw invalidSeek('INVALID_OPTIONS', setup.error.message, { violation: setup.error });
    }
  }
}

function invalidSeek(reason: string, message: string, details: Record<string, unknown> = {}): AppError {
  return new AppError('INVALID_SEEK', message, { reason, ...details });
}

/** What seeks must share to match: game, options (canonical JSON, keys sorted), clock and rated flag. */
export function poolKey(
  game: string,
  options: object,
  clock: { moveSeconds: number; bankSeconds: number } | null,
  rated: boolean,
): string {
  const clockKey = clock ? `${clock.moveSeconds}+${clock.bankSeconds}` : 'untimed';
  return `${game}|${canonical(options)}|${clockKey}|${rated ? 'rated' : 'casual'}`;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function present(s: SeekRecord, now: Date): SeekDto {
  const range = acceptedRange(s, now);
  return {
    id: s.id,
    playerId: s.playerId,
    playerName: s.playerName,
    game: s.game,
    players: { min: s.minPlayers, max: s.maxPlayers },
    options: s.options,
    clock: s.timeControl,
    rated: s.rated,
    rating: s.rating,
    ratingRange: {
      min: Number.isFinite(range.min) ? range.min : null,
      max: Number.isFinite(range.max) ? range.max : null,
      widenPerMinute: s.widenPerMinute,
    },
    status: s.status,
    gameId: s.gameId,
    createdAt: s.createdAt,
    expiresAt: s.expiresAt,
  };
}
