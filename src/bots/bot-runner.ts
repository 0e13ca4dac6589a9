import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { EventStore } from '../persistence/event-store';
import { GameEnd } from '../persistence/game-end';
import { GameStates } from '../persistence/game-states';
import { GamesRepository, type GameRecord } from '../persistence/games.repository';
import type { GameFinishedPayload } from '../persistence/stream-events';
import { playDueBots } from './bot-turns';

/** How many times bots' moves are recomputed when another seat's move lands first. */
const MAX_ATTEMPTS = 8;

/**
 * Lets bots act when a game starts (created solo against bots, or its last person joined): their
 * moves go through the same append as a person's (EventStore.append, or GameEnd.finish if they end
 * the game). After that, bots move within the move path itself (MovesService).
 */
@Injectable()
export class BotRunner {
  constructor(
    private readonly games: GamesRepository,
    private readonly states: GameStates,
    private readonly events: EventStore,
    private readonly gameEnd: GameEnd,
    private readonly clock: Clock,
  ) {}

  /** The game after its due bot moves (the same record when none was due). */
  async actIfDue(game: GameRecord): Promise<GameRecord> {
    for (let attempt = 1; ; attempt++) {
      if (!game.bots || game.status !== 'ACTIVE') return game;
      const { def, state } = await this.states.load(game);
      const bots = playDueBots(def, state, game, game.version);
      if (bots.events.length === 0) return game;
      const next = bots.state;
      const over = def.isOver(next);
      const result: GameFinishedPayload | null = over ? { scores: def.scores(next), ranking: def.ranking(next) } : null;
      const version = game.version + bots.events.length + (result ? 1 : 0);
      const append = {
        gameId: game.id,
        expectedVersion: game.version,
        events: result
          ? [...bots.events, { seq: version, type: 'GameFinished' as const, seat: null, payload: result }]
          : bots.events,
      };
      const finishedAt = this.clock.now();
      const appended = result
        ? await this.gameEnd.finish(append, { game, state: next, result, finishedAt })
        : await this.events.append(append);
      if (appended) {
        this.states.remember(game.id, version, next);
        return result ? { ...game, version, status: 'FINISHED', result, finishedAt } : { ...game, version };
      }
      // Another seat moved first (that move's request played the bots): start again from the row.
      const reloaded = await this.games.find(game.id);
      if (!reloaded || attempt >= MAX_ATTEMPTS) return reloaded ?? game;
      game = reloaded;
    }
  }
}
