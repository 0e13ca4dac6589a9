import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  botPolicies,
  games as registry,
  getGame,
  rulesetsOf,
  rulesVersionNumber,
  type AnyGameDefinition,
} from '../engine';
import { BotRunner } from '../bots/bot-runner';
import { Clock } from '../common/clock/clock';
import { checkPageSize, decodeCursor } from '../common/pagination';
import { AppError, notFound } from '../common/errors/app-error';
import {
  GAMES_CURSOR,
  GamesRepository,
  humanSeats,
  type GameRecord,
  type GameStatus,
  type Page,
} from '../persistence/games.repository';
import { GameStates } from '../persistence/game-states';
import type { CreateGameInput } from './dto/create-game.input';
import { GamePresenter } from './game-presenter';
import { seatPlan, type SeatPlan } from './seat-plan';
import { gameCreated } from './started-game';
import { MIX_SCHEME, mixSeed, PENDING_MIX_SEED, sha256Hex } from '../verifier/seed-mix';
import type { GameDto, GameTypeDto } from './games.model';

@Injectable()
export class GamesService {
  constructor(
    private readonly repo: GamesRepository,
    private readonly presenter: GamePresenter,
    private readonly clock: Clock,
    private readonly bots: BotRunner,
    private readonly states: GameStates,
  ) {}

  gameTypes(): GameTypeDto[] {
    return [...registry.values()].map((def) => ({
      id: def.id,
      title: def.metadata.title,
      rulesVersion: def.rulesVersion,
      rulesVersions: rulesetsOf(def.id)
        .map((r) => r.rulesVersion)
        .sort((a, b) => (rulesVersionNumber(b) ?? 0) - (rulesVersionNumber(a) ?? 0))
        .map((rulesVersion) => ({ rulesVersion, current: rulesVersion === def.rulesVersion })),
      minPlayers: def.metadata.minPlayers,
      maxPlayers: def.metadata.maxPlayers,
      provisional: def.metadata.provisional,
      provisionalNotes: def.metadata.provisionalNotes ?? [],
      options: def.metadata.options,
      defaultOptions: def.metadata.defaultOptions,
      botPolicies: botPolicies(def).map((p) => ({
        id: p.id,
        version: p.version,
        ref: `${p.id}@${p.version}`,
        description: p.description,
      })),
    }));
  }

  async create(input: CreateGameInput, playerId: string): Promise<GameDto> {
    const def = getGame(input.game);
    if (!def) {
      throw new AppError('VALIDATION_FAILED', `Unknown game "${input.game}".`, {
        fields: [
          { path: 'game', constraints: { isKnownGame: `game must be one of ${[...registry.keys()].join(', ')}` } },
        ],
      });
    }
    const options = input.options ?? def.metadata.defaultOptions;
    if (input.entropy !== undefined && input.seed !== undefined) {
      throw new AppError('VALIDATION_FAILED', 'The request has invalid fields.', {
        fields: [{ path: 'entropy', constraints: { entropyWithSeed: 'give either seed or entropy, not both' } }],
      });
    }
    const seats = seatPlan(def, input);
    if (input.rated) assertRateable(seats, input.seed !== undefined);
    // Mixed (docs/fairness.md, "Seat entropy"): the server part is drawn and committed now; the seed
    // is fixed from it and every seat's entropy when the last seat is filled (now, when no one else joins).
    const mix =
      input.entropy === undefined
        ? undefined
        : { serverSeed: randomBytes(24).toString('base64url'), entropy: input.entropy };
    const startsNow = humanSeats(seats.playerCount, seats.bots ?? null) === 1;
    const seed = mix
      ? startsNow
        ? mixSeed(
            mix.serverSeed,
            Array.from({ length: seats.playerCount }, (_, i) => (i === (seats.creatorSeat ?? 0) ? mix.entropy : null)),
          )
        : PENDING_MIX_SEED
      : (input.seed ?? randomBytes(24).toString('base64url'));
    // Setting up once validates the options and the seat count exactly as every replay will.
    const setup = def.setup(options, seed, seats.playerCount);
    if (!setup.ok) {
      throw new AppError('INVALID_GAME_OPTIONS', setup.error.message, { violation: setup.error });
    }
    const created = gameCreated(def, options, seats.playerCount, {
      // A mixed game commits to its server part: the seed itself does not exist before the start.
      seedCommitment: sha256Hex(mix ? mix.serverSeed : seed),
      ...(mix ? { seedScheme: MIX_SCHEME } : {}),
      ...(seats.bots ? { bots: seats.bots } : {}),
      // A client's seed is marked for good: such a game is never ranked (docs/fairness.md).
      seedSource: mix ? 'mixed' : input.seed === undefined ? 'server' : 'client',
      ...(input.rated ? { rated: true as const } : {}),
    });
    const game = await this.repo.create({
      id: randomUUID(),
      game: def.id,
      rulesVersion: def.rulesVersion,
      options: options as object,
      playerCount: seats.playerCount,
      seed,
      seedSource: created.seedSource!,
      ...(mix ? { mix } : {}),
      creatorId: playerId,
      created,
      creatorSeat: seats.creatorSeat,
      ...(seats.bots ? { bots: seats.bots } : {}),
      ...(input.clock
        ? { timeControl: { moveSeconds: input.clock.moveSeconds, bankSeconds: input.clock.bankSeconds } }
        : {}),
      rated: input.rated ?? false,
    });
    this.rememberStart(game, setup.value);
    // A game started at once (you against bots): bots that act first do so now, in this request.
    return this.presenter.present(await this.bots.actIfDue(game), playerId);
  }

  /** A one-seat game on a daily puzzle's seed (ranked attempt or practice). */
  async createDaily(
    kind: { kind: string; game: string; options: object; bots?: readonly string[] },
    date: string,
    seed: string,
    playerId: string,
    policy: { ranked: boolean; deadline: Date | null; seedRevealAt: Date | null },
    // The day's pinned rules (src/daily/daily-rules.ts); the game's current ones by default.
    def: AnyGameDefinition = getGame(kind.game)!,
  ): Promise<GameDto> {
    // The person is seat 0; a kind against bots pins the others' policies.
    const bots = kind.bots ? [null, ...kind.bots] : undefined;
    const playerCount = bots?.length ?? 1;
    const game = await this.repo.create({
      id: randomUUID(),
      game: def.id,
      rulesVersion: def.rulesVersion,
      options: kind.options,
      playerCount,
      seed,
      seedSource: 'daily',
      creatorId: playerId,
      created: gameCreated(def, kind.options, playerCount, {
        seedCommitment: sha256Hex(seed),
        ...(bots ? { bots } : {}),
        seedSource: 'daily',
      }),
      daily: { kind: kind.kind, date: new Date(`${date}T00:00:00.000Z`), ...policy },
      ...(bots ? { bots } : {}),
    });
    const setup = def.setup(kind.options, seed, playerCount);
    if (setup.ok) this.rememberStart(game, setup.value);
    return this.presenter.present(await this.bots.actIfDue(game), playerId);
  }

  /**
   * A game that started as it was created has no move yet: its state is the set-up one, so the
   * answer (and the first move) need not read the stream back and set it up again.
   */
  private rememberStart(game: GameRecord, state: unknown): void {
    if (game.status === 'ACTIVE') this.states.remember(game.id, game.version, state);
  }

  async join(gameId: string, playerId: string, entropy: string | null = null): Promise<GameDto> {
    const outcome = await this.repo.join(gameId, playerId, entropy, mixSeed);
    switch (outcome) {
      case 'missing':
        throw notFound('Game', { gameId });
      case 'already-seated':
        throw new AppError('CONFLICT', 'You already have a seat in this game.', { reason: 'ALREADY_SEATED' });
      case 'full':
        throw new AppError('CONFLICT', 'Every seat of this game is taken.', { reason: 'GAME_FULL' });
      case 'bot-seats-only':
        throw new AppError('CONFLICT', 'The seats left in this game are played by bots; a bot seat cannot be joined.', {
          reason: 'BOT_SEATS_ONLY',
        });
      case 'not-open':
        throw new AppError('CONFLICT', 'This game is no longer open.', { reason: 'GAME_NOT_OPEN' });
      case 'no-entropy':
        throw new AppError(
          'CONFLICT',
          'This game does not mix seat entropy (its seedSource is not mixed); join without entropy.',
          { reason: 'ENTROPY_NOT_ACCEPTED' },
        );
      case 'joined':
        // The last person in starts the game: bots that act first do so now, in this request.
        return this.presenter.present(await this.bots.actIfDue(await this.load(gameId)), playerId);
    }
  }

  async get(gameId: string, playerId: string | undefined): Promise<GameDto> {
    return this.presenter.present(await this.load(gameId), playerId);
  }

  async load(gameId: string): Promise<GameRecord> {
    const game = await this.repo.find(gameId);
    if (!game) throw notFound('Game', { gameId });
    return game;
  }

  async list(
    filter: { playerId?: string; status?: GameStatus; game?: string },
    first: number,
    after: string | null,
    viewerId: string | undefined,
  ): Promise<Page<GameDto>> {
    const page = await this.repo.list(
      { ...filter, viewerId, now: this.clock.now() },
      checkPageSize(first),
      after === null ? null : decodeCursor(after, GAMES_CURSOR),
    );
    return { ...page, items: await Promise.all(page.items.map((g) => this.presenter.present(g, viewerId))) };
  }
}

/**
 * A rated game needs two or more rated identities, each in one seat (people hold one seat each;
 * a bot policy is one identity), and a seed no client chose. Refuses with INVALID_RATED_GAME.
 */
export function assertRateable(seats: SeatPlan, clientSeed: boolean): void {
  if (clientSeed) {
    throw new AppError('INVALID_RATED_GAME', 'A rated game cannot take a seed: a chosen seed could favour a seat.', {
      reason: 'CLIENT_SEED',
    });
  }
  if (seats.playerCount < 2) {
    throw new AppError('INVALID_RATED_GAME', 'A rated game needs at least two seats.', {
      reason: 'ONE_SEAT',
      seats: seats.playerCount,
    });
  }
  const policies = (seats.bots ?? []).filter((b): b is string => b !== null);
  const twice = policies.find((p, i) => policies.indexOf(p) !== i);
  if (twice) {
    throw new AppError(
      'INVALID_RATED_GAME',
      `${twice} sits in two seats: in a rated game each bot policy is one rated player, so it takes one seat.`,
      { reason: 'SAME_BOT_TWICE', policy: twice },
    );
  }
}
