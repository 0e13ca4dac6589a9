import { createHmac } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { dayCloses, dayOpens, utcDay } from '../common/clock/utc-day';
import { AppError } from '../common/errors/app-error';
import { GamesService } from '../games/games.service';
import type { GameDto } from '../games/games.model';
import { GamesRepository } from '../persistence/games.repository';
import { LeaderboardRepository } from '../leaderboard/leaderboard.repository';
import { DAILY_KINDS, dailyKindOrNotFound, parseDailyDate, type DailyKind } from './daily-kinds';
import { DailySecret } from './daily-secret';
import { dailyRules } from './daily-rules';
import {
  CHAIN_SCHEME,
  chainedSeasonOf,
  dayIndex,
  FIRST_CHAINED_SEASON,
  HMAC_SCHEME,
  seasonChain,
  seasonSpan,
  type SeedScheme,
} from './season-chain';
import { sha256Hex } from '../verifier/seed-mix';
import { CommandRunner, abandonAtDeadline } from '../play/command-runner';
import { Periodic } from '../common/periodic';

export interface DailyPuzzle {
  kind: string;
  date: string;
  title: string;
  game: string;
  options: unknown;
  /** The pinned policies of the bots at seats 1, 2… (the person is seat 0); [] for a solo kind. */
  bots: string[];
  /** The rules version the day is played and verified under (daily-rules.ts). */
  rulesVersion: string;
  /** sha256(seed) in hex, published when the day opens. */
  commitment: string;
  /** null until the day closes. */
  seed: string | null;
  opensAt: Date;
  closesAt: Date;
  /** How the seed was made: `hmac-sha256/1` (days before the first season) or `sha256-chain/1`. */
  seedScheme: SeedScheme;
  /** What the setup reveals anyway (the engine's spectator view of the fresh game). */
  setup: unknown;
  /** Ranked entries on the day's board so far. */
  entries: number;
}

/** A daily kind's season of chained seeds, as published (docs/fairness.md §4). */
export interface DailySeason {
  kind: string;
  scheme: typeof CHAIN_SCHEME;
  season: number;
  from: string;
  to: string;
  days: number;
  /** Link 0 of the chain: sha256 of day 1's seed. */
  anchor: string;
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
  private readonly sweeper = new Periodic(() => this.abandonExpired(), this.logger, 'sweep');
  /** Season chains by kind and year: 366 hashes each, computed once per process. */
  private readonly chains = new Map<string, string[]>();

  constructor(
    private readonly secret: DailySecret,
    private readonly clock: Clock,
    private readonly games: GamesService,
    private readonly repo: GamesRepository,
    private readonly runner: CommandRunner,
    private readonly leaderboard: LeaderboardRepository,
  ) {}

  onModuleInit(): void {
    this.sweeper.start(SWEEP_INTERVAL_MS);
  }

  onApplicationShutdown(): Promise<void> {
    return this.sweeper.stop();
  }

  kinds(): (DailyKind & { bots: string[] })[] {
    return DAILY_KINDS.map((k) => ({ ...k, bots: [...(k.bots ?? [])] }));
  }

  today(): string {
    return utcDay(this.clock.now());
  }

  /** The day's seed: only for server use (games, verification after the close). */
  seedFor(kind: string, date: string): string {
    const season = chainedSeasonOf(date);
    if (season !== null) return this.chain(kind, season)[dayIndex(season, date)] as string;
    // Days before the first chained season keep the seeds they were played with.
    return createHmac('sha256', this.secret.value)
      .update(kind + date)
      .digest('hex');
  }

  /**
   * The season of `year`, or by default today's — or the first chained season while today
   * precedes it (its anchor is published ahead).
   */
  season(kindName: string, year?: number): DailySeason {
    const kind = this.kind(kindName);
    const season = year ?? Math.max(FIRST_CHAINED_SEASON, Number(this.today().slice(0, 4)));
    if (!Number.isInteger(season) || season < FIRST_CHAINED_SEASON || season > 9999) {
      throw new AppError('VALIDATION_FAILED', `year must be a season from ${FIRST_CHAINED_SEASON} on.`, {
        fields: [{ path: 'year', constraints: { min: `year must be ${FIRST_CHAINED_SEASON} or later` } }],
      });
    }
    return {
      kind: kind.kind,
      scheme: CHAIN_SCHEME,
      ...seasonSpan(season),
      anchor: this.chain(kind.kind, season)[0] as string,
    };
  }

  private chain(kind: string, season: number): string[] {
    const key = `${kind}|${season}`;
    let links = this.chains.get(key);
    if (!links) {
      links = seasonChain(this.secret.value, kind, season);
      this.chains.set(key, links);
    }
    return links;
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
    const def = dailyRules(kind.game, date);
    const setup = def.setup(kind.options, seed, 1 + (kind.bots?.length ?? 0));
    if (!setup.ok) throw new AppError('INTERNAL', `Daily kind ${kind.kind} does not set up: ${setup.error.code}`);
    return {
      kind: kind.kind,
      date,
      title: kind.title,
      game: kind.game,
      options: kind.options,
      bots: [...(kind.bots ?? [])],
      rulesVersion: def.rulesVersion,
      commitment: sha256Hex(seed),
      seed: this.isClosed(date) ? seed : null,
      opensAt: dayOpens(date),
      closesAt: dayCloses(date),
      seedScheme: chainedSeasonOf(date) === null ? HMAC_SCHEME : CHAIN_SCHEME,
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
      return await this.games.createDaily(
        kind,
        date,
        this.seedFor(kind.kind, date),
        playerId,
        { ranked: true, deadline: dayCloses(date), seedRevealAt: dayCloses(date) },
        dailyRules(kind.game, date),
      );
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
    return this.games.createDaily(
      kind,
      date,
      this.seedFor(kind.kind, date),
      playerId,
      { ranked: false, deadline: null, seedRevealAt: null },
      dailyRules(kind.game, date),
    );
  }

  /** Closes ranked games whose day ended unfinished. */
  async abandonExpired(): Promise<number> {
    let n = 0;
    for (const id of await this.repo.expiredActiveIds(this.clock.now(), SWEEP_BATCH)) {
      const outcome = await this.runner.run(id, abandonAtDeadline);
      if (outcome.ok && outcome.applied.events.length > 0) n++;
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
