import { createHash, createHmac } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { getGame } from '../engine';
import { Clock } from '../common/clock/clock';
import { dayCloses, dayOpens, isoDate, parseIsoDate, utcDay } from '../common/clock/utc-day';
import { AppError } from '../common/errors/app-error';
import { Database } from '../database/database';
import { GamesService } from '../games/games.service';
import type { GameDto } from '../games/games.model';
import { GameEnd } from '../persistence/game-end';
import { GamesRepository } from '../persistence/games.repository';
import { DAILY_KINDS, findDailyKind, type DailyKind } from './daily-kinds';
import { DailySecret } from './daily-secret';

export interface DailyPuzzle {
  kind: string;
  date: string;
  title: string;
  game: string;
  options: unknown;
  /** sha256(seed) in hex, published when the day opens. */
  commitment: string;
  /** null until the day closes. */
  seed: string | null;
  opensAt: Date;
  closesAt: Date;
  /** What the setup reveals anyway (the engine's spectator view of the fresh game). */
  setup: unknown;
  /** Ranked entries on the day's board so far. */
  entries: number;
}

/** How often unfinished ranked games of closed days are swept to ABANDONED. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Daily seeded puzzles: the same dice for everyone on a UTC day, from a seed derived on the
 * server (HMAC-SHA256(secret, kind + date)). The day publishes sha256(seed) when it opens and
 * the seed itself only once it has closed.
 */
@Injectable()
export class DailyService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Daily');
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly secret: DailySecret,
    private readonly clock: Clock,
    private readonly games: GamesService,
    private readonly repo: GamesRepository,
    private readonly gameEnd: GameEnd,
    private readonly db: Database,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => {
      this.abandonExpired().catch((err: unknown) => this.logger.warn(`sweep failed: ${String(err)}`));
    }, SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  kinds(): readonly DailyKind[] {
    return DAILY_KINDS;
  }

  today(): string {
    return utcDay(this.clock.now());
  }

  /** The day's seed: only for server use (games, verification after the close). */
  seedFor(kind: string, date: string): string {
    return createHmac('sha256', this.secret.value)
      .update(kind + date)
      .digest('hex');
  }

  isClosed(date: string): boolean {
    return dayCloses(date) <= this.clock.now();
  }

  async puzzle(kindName: string, dateText?: string): Promise<DailyPuzzle> {
    const kind = this.kind(kindName);
    const date = dateText === undefined ? this.today() : this.date(dateText);
    if (dayOpens(date) > this.clock.now()) {
      throw new AppError('NOT_FOUND', `The ${kind.kind} puzzle of ${date} has not opened yet.`, {
        reason: 'DAILY_NOT_OPEN',
        opensAt: dayOpens(date).toISOString(),
      });
    }
    const seed = this.seedFor(kind.kind, date);
    const def = getGame(kind.game)!;
    const setup = def.setup(kind.options, seed, 1);
    if (!setup.ok) throw new AppError('INTERNAL', `Daily kind ${kind.kind} does not set up: ${setup.error.code}`);
    const { rows } = await this.db.pool.query<{ n: number }>(
      'SELECT COALESCE(sum(entries), 0)::int AS n FROM leaderboard_score_count WHERE kind = $1 AND date = $2',
      [kind.kind, date],
    );
    return {
      kind: kind.kind,
      date,
      title: kind.title,
      game: kind.game,
      options: kind.options,
      commitment: createHash('sha256').update(seed).digest('hex'),
      seed: this.isClosed(date) ? seed : null,
      opensAt: dayOpens(date),
      closesAt: dayCloses(date),
      setup: def.view(setup.value, null),
      entries: rows[0]?.n ?? 0,
    };
  }

  /** The caller's ranked game for today: created on the first call, the same game afterwards. */
  async startAttempt(kindName: string, playerId: string): Promise<GameDto> {
    const kind = this.kind(kindName);
    const date = this.today();
    const existing = await this.attemptOf(kind.kind, date, playerId);
    if (existing) return this.games.get(existing, playerId);
    try {
      return await this.games.createDaily(kind, date, this.seedFor(kind.kind, date), playerId, {
        ranked: true,
        deadline: dayCloses(date),
        seedRevealAt: dayCloses(date),
      });
    } catch (err) {
      // Two first calls at once: the other one created it.
      const raced = await this.attemptOf(kind.kind, date, playerId);
      if (raced) return this.games.get(raced, playerId);
      throw err;
    }
  }

  /** An unranked game on a past, revealed day. */
  async practice(kindName: string, dateText: string, playerId: string): Promise<GameDto> {
    const kind = this.kind(kindName);
    const date = this.date(dateText);
    if (!this.isClosed(date)) {
      throw new AppError('CONFLICT', 'Practice is for past days whose seed is revealed.', {
        reason: 'DAILY_NOT_CLOSED',
        closesAt: dayCloses(date).toISOString(),
      });
    }
    return this.games.createDaily(kind, date, this.seedFor(kind.kind, date), playerId, {
      ranked: false,
      deadline: null,
      seedRevealAt: null,
    });
  }

  /** Closes ranked games whose day ended unfinished. */
  async abandonExpired(): Promise<number> {
    const { rows } = await this.db.pool.query<{ id: string }>(
      `SELECT id FROM game WHERE status = 'ACTIVE' AND deadline IS NOT NULL AND deadline <= $1 LIMIT 500`,
      [this.clock.now()],
    );
    let n = 0;
    for (const { id } of rows) {
      const game = await this.repo.find(id);
      if (game && (await this.gameEnd.abandon(game))) n++;
    }
    return n;
  }

  private async attemptOf(kind: string, date: string, playerId: string): Promise<string | null> {
    const { rows } = await this.db.pool.query<{ game_id: string }>(
      'SELECT game_id FROM daily_attempt WHERE kind = $1 AND date = $2 AND player_id = $3',
      [kind, date, playerId],
    );
    return rows[0]?.game_id ?? null;
  }

  kind(kindName: string): DailyKind {
    const kind = findDailyKind(kindName);
    if (!kind) {
      throw new AppError('NOT_FOUND', `No daily puzzle kind "${kindName}".`, {
        kinds: DAILY_KINDS.map((k) => k.kind),
      });
    }
    return kind;
  }

  date(text: string): string {
    const d = parseIsoDate(text);
    if (!d) {
      throw new AppError('VALIDATION_FAILED', 'date must be a UTC date, YYYY-MM-DD.', {
        fields: [{ path: 'date', constraints: { isDate: 'date must be YYYY-MM-DD' } }],
      });
    }
    return isoDate(d);
  }
}
