import { describe, expect, it } from '@jest/globals';
import { getGame } from '../engine';
import type { FinishedGame } from '../play/projections';
import type { GameRecord } from '../persistence/games.repository';
import { rankedEntry } from './leaderboard.projection';

/** The board entry of a ranked daily: the person's total and the rulebook's tie-break. */
describe('rankedEntry', () => {
  const finishedAt = new Date('2026-11-23T10:00:00.000Z');

  function finished(game: 'orleans' | 'troyes-dice', state: unknown): FinishedGame {
    const def = getGame(game)!;
    const record = {
      id: '00000000-0000-4000-8000-000000000001',
      game,
      rulesVersion: def.rulesVersion,
      ranked: true,
      dailyKind: game,
      dailyDate: new Date('2026-11-23T00:00:00.000Z'),
      deadline: null,
      seats: [{ seat: 0, playerId: '00000000-0000-4000-8000-0000000000aa' }],
    } as unknown as GameRecord;
    return {
      game: record,
      state,
      result: { scores: [{ seat: 0, total: 42, breakdown: {} }], ranking: [] },
      finishedAt,
    };
  }

  it('takes the Orléans development step of seat 0 as the tie-break', () => {
    const def = getGame('orleans')!;
    const setup = def.setup(def.metadata.defaultOptions ?? {}, 'seed', 4);
    if (!setup.ok) throw new Error('setup failed');
    const state = setup.value as { players: { dev: number }[] };
    state.players[0]!.dev = 7;
    state.players[1]!.dev = 11;
    expect(rankedEntry(finished('orleans', state))).toMatchObject({ score: 42, tieBreak: 7, date: '2026-11-23' });
  });

  it('gives 0 for a game without a tie-break', () => {
    expect(rankedEntry(finished('troyes-dice', {}))).toMatchObject({ score: 42, tieBreak: 0 });
  });
});
