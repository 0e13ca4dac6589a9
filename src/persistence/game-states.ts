import { Inject, Injectable } from '@nestjs/common';
import { getRules, replayFrom, type AnyGameDefinition } from '../engine';
import { StoredGameBroken } from '../common/errors/domain-errors';
import { EventStore } from './event-store';
import type { GameRecord } from './games.repository';
import { StateCache } from './state-cache';
import type { MoveMadePayload, StoredEvent } from './stream-events';

export const STATE_CACHE = Symbol('STATE_CACHE');

/**
 * Derives a game's engine state from its stream: setup from the stored inputs, then every
 * MoveMade in order. Uses the cache for the current version and brings it forward when the
 * database has moved on (another instance wrote), so several instances stay correct.
 */
@Injectable()
export class GameStates {
  constructor(
    private readonly events: EventStore,
    @Inject(STATE_CACHE) private readonly cache: StateCache,
  ) {}

  /** The ruleset the game was created under: old rules versions stay playable and verifiable. */
  definition(game: GameRecord): AnyGameDefinition {
    const def = getRules(game.rulesVersion);
    if (!def || def.id !== game.game) {
      throw new StoredGameBroken(`Rules ${game.rulesVersion} of game ${game.game} are not registered.`);
    }
    return def;
  }

  /** The game's rules and its state at `game.version`, in one call (the move path's load). */
  async load(game: GameRecord): Promise<{ def: AnyGameDefinition; state: unknown }> {
    return { def: this.definition(game), state: await this.current(game) };
  }

  /** The state at `game.version` (the newest). */
  async current(game: GameRecord): Promise<unknown> {
    const cached = this.cache.get(game.id);
    if (cached && cached.version === game.version) return cached.state;
    const def = this.definition(game);
    let state: unknown;
    let from: number;
    if (cached && cached.version < game.version) {
      state = cached.state;
      from = cached.version;
    } else {
      state = this.setup(def, game);
      from = -1;
    }
    const moves = await this.events.load(game.id, from, ['MoveMade']);
    state = this.applyAll(
      def,
      state,
      moves.filter((e) => e.seq <= game.version),
    );
    // An open game is not cached: a mixed game's seed is only fixed when it starts, and a state
    // set up before that must never be brought forward past GameStarted.
    if (game.status !== 'OPEN') this.cache.set(game.id, { version: game.version, state });
    return state;
  }

  /** The state just after event `version` (time travel; not cached). */
  async at(game: GameRecord, version: number): Promise<unknown> {
    const def = this.definition(game);
    const moves = await this.events.load(game.id, -1, ['MoveMade']);
    return this.applyAll(
      def,
      this.setup(def, game),
      moves.filter((e) => e.seq <= version),
    );
  }

  remember(gameId: string, version: number, state: unknown): void {
    this.cache.set(gameId, { version, state });
  }

  private setup(def: AnyGameDefinition, game: GameRecord): unknown {
    const setup = def.setup(game.options, game.seed, game.playerCount);
    if (!setup.ok) throw new StoredGameBroken(`Stored game ${game.id} no longer sets up: ${setup.error.code}`);
    return setup.value;
  }

  /** The engine's replay from `state` over stored MoveMade events. */
  private applyAll(def: AnyGameDefinition, state: unknown, moves: StoredEvent[]): unknown {
    const replayed = replayFrom(
      def,
      state,
      moves.map((e) => ({ seat: e.seat as number, move: (e.payload as unknown as MoveMadePayload).move })),
    );
    if (!replayed.ok) {
      const { index, violation } = replayed.error;
      throw new StoredGameBroken(`Stored move ${moves[index]?.seq} no longer applies: ${violation.code}`);
    }
    return replayed.value.state;
  }
}
