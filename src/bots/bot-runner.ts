import { Injectable } from '@nestjs/common';
import type { GameCommand } from '../play/command';
import { CommandRunner } from '../play/command-runner';
import { GamesRepository, type GameRecord } from '../persistence/games.repository';

/**
 * Bots at a game's start (created solo against bots, or its last person joined): a command that
 * decides nothing itself, so the runner lets the due bots play. After that, bots move within the
 * command that made them actors (a move, a timeout).
 */
const botsAtStart: GameCommand<GameRecord> = {
  name: 'bots-at-start',
  decide: ({ state }) => ({ events: [], state, mover: null }),
  answer: (applied) => applied.game,
};

@Injectable()
export class BotRunner {
  constructor(
    private readonly runner: CommandRunner,
    private readonly games: GamesRepository,
  ) {}

  /** The game after its due bot moves (the same record when none was due). */
  async actIfDue(game: GameRecord): Promise<GameRecord> {
    if (!game.bots || game.status !== 'ACTIVE') return game;
    const outcome = await this.runner.run(game.id, botsAtStart, game);
    if (outcome.ok) return outcome.applied.game;
    // Another seat moved first (that move's command played the bots): the row as it is now.
    return (await this.games.find(game.id)) ?? game;
  }
}
