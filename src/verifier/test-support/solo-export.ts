import { getRules, type GameResult } from '../../engine';
import { citizenHoarder, playout } from '../../engine/games/troyes-dice/test-support/playout';
import { sha256Hex } from '../seed-mix';
import { GAME_EXPORT_FORMAT, type GameExport } from '../game-export';

/**
 * The export file of a whole solo Troyes Dice game (first-game numbering, no expansion) that the
 * engine plays under `rulesVersion` from `seed`, as a client-seeded game; `overrides` replace
 * fields (a mixed seed's scheme, server part and entropy).
 */
export function soloExport(rulesVersion: string, seed: string, overrides: Partial<GameExport> = {}): GameExport {
  const options = { numbering: 'first-game', expansion: false };
  const rules = getRules(rulesVersion)!;
  const game = playout(rules, { options, seed, players: 1, pick: 201 }, citizenHoarder(rules, 0));
  const result: GameResult = { scores: rules.scores(game.final), ranking: rules.ranking(game.final) };
  return {
    format: GAME_EXPORT_FORMAT,
    gameId: '00000000-0000-4000-8000-000000000001',
    game: 'troyes-dice',
    rulesVersion,
    options,
    playerCount: 1,
    status: 'FINISHED',
    ranked: false,
    dailyKind: null,
    dailyDate: null,
    seedCommitment: sha256Hex(seed),
    seedSource: 'client',
    seed,
    seedRevealAt: null,
    seats: [{ seat: 0, playerId: '00000000-0000-4000-8000-000000000002', playerName: 'ada' }],
    moves: game.moves,
    result,
    createdAt: '2026-11-22T00:00:00.000Z',
    finishedAt: '2026-11-22T00:10:00.000Z',
    ...overrides,
  };
}
