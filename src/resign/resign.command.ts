import type { GameCommand } from '../play/command';
import { leaveResult } from '../play/leave-result';
import type { GameRecord } from '../persistence/games.repository';

/**
 * A seat resigns (docs/rules-notes/resignation.md): Resigned, then the game ends ABANDONED at
 * once, the resigning seat ranked last (a solo game: no result).
 */
export function resignCommand(playerId: string): GameCommand<GameRecord> {
  return {
    name: 'resign',
    playerId,
    decide: ({ game, def, state, seat }) => ({
      events: [{ type: 'Resigned', seat, payload: {} }],
      state,
      mover: null,
      abandon: {
        payload: { reason: 'RESIGNED', seat: seat as number },
        result: leaveResult(def, state, game.playerCount, [seat as number]),
      },
    }),
    answer: (applied) => applied.game,
  };
}
