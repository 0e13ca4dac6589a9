import { Injectable } from '@nestjs/common';
import { GamesService } from '../games/games.service';
import type { GameDto } from '../games/games.model';
import { CommandRunner } from '../play/command-runner';
import { rejectionError } from '../play/rejections';
import { resignCommand } from './resign.command';

/** Resignation: a command run by the CommandRunner; the answer is the game as the player now sees it. */
@Injectable()
export class ResignService {
  constructor(
    private readonly games: GamesService,
    private readonly runner: CommandRunner,
  ) {}

  async resign(gameId: string, playerId: string): Promise<GameDto> {
    const outcome = await this.runner.run(gameId, resignCommand(playerId));
    if (!outcome.ok) throw rejectionError(outcome.rejection);
    return this.games.get(gameId, playerId);
  }
}
