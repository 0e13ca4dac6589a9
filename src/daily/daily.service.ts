import { createHash, createHmac } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { getGame } from '../engine';
import { Clock } from '../common/clock/clock';
import { dayCloses, dayOpens, utcDay } from '../common/clock/utc-day';
import { AppError } from '../common/errors/app-error';
import { GamesService } from '../games/games.service';
import type { GameDto } from '../games/games.model';
import { GameEnd } from '../persistence/game-end';
import { GamesRepository } from '../persistence/games.repository';
import { LeaderboardRepository } from '../leaderboard/leaderboard.repository';
import { DAILY_KINDS, dailyKindOrNotFound, parseDailyDate, type DailyKind } from './daily-kinds';
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
/** Games closed per sweep at most. */
const SWEEP_BATCH = 500;

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
    private readonly leaderboard: LeaderboardRepository,
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
      entries: await this.leaderboard.dailyTotal(kind.kind, date),
    };
  }

  /** The caller's ranked game for today: created on the first call, the same game afterwards. */
  async startAttempt(kindName: string, playerId: string): Promise<GameDto> {
    const kind = this.kind(kindName);
    const date = this.today();
    const existing = await this.repo.dailyAttempt(kind.kind, date, playerId);
    if (existing) return this.games.get(existing, playerId);
    try {
      return await this.games.createDaily(kind, date, this.seedFor(kind.kind, date), playerId, {
        ranked: true,
        deadline: dayCloses(date),
        seedRevealAt: dayCloses(date),
      });
    } catch (err) {
      // Two first calls at once: the other one created it.
      const raced = await this.repo.dailyAttempt(kind.kind, date, playerId);
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
    let n = 0;
    for (const id of await this.repo.expiredActiveIds(this.clock.now(), SWEEP_BATCH)) {
      const game = await this.repo.find(id);
      if (game && (await this.gameEnd.abandon(game))) n++;
    }
    return n;
  }

  kind(kindName: string): DailyKind {
    return dailyKindOrNotFound(kindName);
  }

  date(text: string): string {
    return parseDailyDate(text);
  }
}
