import { describe, expect, it } from '@jest/globals';
import { defineGame, type GameRules } from './define-game';
import { ok } from './result';

/** A toy game: two seats take turns adding 1 until the count reaches 3. */
interface Count {
  n: number;
  turn: number;
}
const applied: unknown[] = [];
const rules: GameRules<Count, { type: 'add' }, Count> = {
  id: 'count',
  rulesVersion: 'count@1',
  metadata: { title: 'Count', minPlayers: 2, maxPlayers: 2, provisional: false, options: {}, defaultOptions: {} },
  setup: () => ok({ n: 0, turn: 0 }),
  playerCount: () => 2,
  actors: (s) => (s.n >= 3 ? [] : [s.turn]),
  legalMoves: () => [{ type: 'add' }],
  applyMove(s, seat, move) {
    applied.push(move);
    return ok({ state: { n: s.n + 1, turn: 1 - seat }, events: [] });
  },
  view: (s) => s,
  isOver: (s) => s.n >= 3,
  scores: () => [],
  ranking: () => [],
};
const game = defineGame(rules);

describe('defineGame: the guards every game shares', () => {
  it('refuses an unknown seat, a seat that does not act, a finished game and a move without a string type', () => {
    const s = { n: 0, turn: 0 };
    expect(game.apply(s, 2, { type: 'add' })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_SEAT', details: { seat: 2, playerCount: 2 } },
    });
    expect(game.apply(s, 0.5, { type: 'add' })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_SEAT' } });
    expect(game.apply(s, 1, { type: 'add' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN', details: { seat: 1, actors: [0] } },
    });
    for (const bad of [null, 'add', [], {}, { type: 1 }]) {
      expect(game.apply(s, 0, bad)).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
    }
    expect(game.apply({ n: 3, turn: 1 }, 1, { type: 'add' })).toMatchObject({
      ok: false,
      error: { code: 'GAME_OVER' },
    });
    expect(applied).toEqual([]); // the game's own apply never saw any of them
    expect(game.apply(s, 0, { type: 'add' })).toEqual(ok({ state: { n: 1, turn: 1 }, events: [] }));
  });

  it('lists moves only for a seat that acts', () => {
    expect(game.legalMoves({ n: 0, turn: 0 }, 0)).toEqual([{ type: 'add' }]);
    expect(game.legalMoves({ n: 0, turn: 0 }, 1)).toEqual([]);
    expect(game.legalMoves({ n: 0, turn: 0 }, 7)).toEqual([]);
    expect(game.legalMoves({ n: 3, turn: 0 }, 0)).toEqual([]);
  });
});
