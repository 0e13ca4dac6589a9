import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { games as registry, getGame, rulesetsOf, rulesVersionNumber } from '../engine';
import { Clock } from '../common/clock/clock';
import { checkPageSize, decodeCursor } from '../common/pagination';
import { AppError, notFound } from '../common/errors/app-error';
import {
  GAMES_CURSOR,
  GamesRepository,
  type GameRecord,
  type GameStatus,
  type Page,
} from '../persistence/games.repository';
import type { GameCreatedPayload } from '../persistence/stream-events';
import type { CreateGameInput } from './dto/create-game.input';
import { GamePresenter } from './game-presenter';
import type { GameDto, GameTypeDto } from './games.model';

@Injectable()
export class GamesService {
  constructor(
    private readonly repo: GamesRepository,
    private readonly presenter: GamePresenter,
    private readonly clock: Clock,
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
    const seed = input.seed ?? randomBytes(24).toString('base64url');
    // Setting up once validates the options and the seat count exactly as every replay will.
    const setup = def.setup(options, seed, input.seats);
    if (!setup.ok) {
      throw new AppError('INVALID_GAME_OPTIONS', setup.error.message, { violation: setup.error });
    }
    const created: GameCreatedPayload = {
      game: def.id,
      rulesVersion: def.rulesVersion,
      options: options as GameCreatedPayload['options'],
      playerCount: input.seats,
      seedCommitment: createHash('sha256').update(seed).digest('hex'),
    };
    const game = await this.repo.create({
      id: randomUUID(),
      game: def.id,
      rulesVersion: def.rulesVersion,
      options: options as object,
      playerCount: input.seats,
      seed,
      creatorId: playerId,
      created,
    });
    return this.presenter.present(game, playerId);
  }

  /** A one-seat game on a daily puzzle's seed (ranked attempt or practice). */
  async createDaily(
    kind: { kind: string; game: string; options: object },
    date: string,
    seed: string,
    playerId: string,
    policy: { ranked: boolean; deadline: Date | null; seedRevealAt: Date | null },
  ): Promise<GameDto> {
    const def = getGame(kind.game)!;
    const game = await this.repo.create({
      id: randomUUID(),
      game: def.id,
      rulesVersion: def.rulesVersion,
      options: kind.options,
      playerCount: 1,
      seed,
      creatorId: playerId,
      created: {
        game: def.id,
        rulesVersion: def.rulesVersion,
        options: kind.options as GameCreatedPayload['options'],
        playerCount: 1,
        seedCommitment: createHash('sha256').update(seed).digest('hex'),
      },
      daily: { kind: kind.kind, date: new Date(`${date}T00:00:00.000Z`), ...policy },
    });
    return this.presenter.present(game, playerId);
  }

  async join(gameId: string, playerId: string): Promise<GameDto> {
    const outcome = await this.repo.join(gameId, playerId);
    switch (outcome) {
      case 'missing':
        throw notFound('Game', { gameId });
      case 'already-seated':
        throw new AppError('CONFLICT', 'You already have a seat in this game.', { reason: 'ALREADY_SEATED' });
      case 'full':
        throw new AppError('CONFLICT', 'Every seat of this game is taken.', { reason: 'GAME_FULL' });
      case 'not-open':
        throw new AppError('CONFLICT', 'This game is no longer open.', { reason: 'GAME_NOT_OPEN' });
      case 'joined':
        return this.presenter.present(await this.load(gameId), playerId);
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
