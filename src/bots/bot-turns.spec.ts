import { describe, expect, it } from '@jest/globals';
import { getGame, replay, type SeatedMove } from '../engine';
import { playDueBots } from './bot-turns';

describe('playDueBots', () => {
  it.each(['troyes', 'orleans', 'troyes-dice'])('%s: the stored record replays to the same scores', (id) => {
    const def = getGame(id)!;
    const seats = id === 'troyes-dice' ? 2 : 3;
    const bots = [null, ...Array<string>(seats - 1).fill('greedy@1')];
    const game = { id: 'g', game: id, seed: `spec-${id}`, bots };
    let state = (def.setup(def.metadata.defaultOptions, game.seed, seats) as { ok: true; value: unknown }).value;
    const record: SeatedMove[] = [];
    let seq = 1;
    let pick = 0;
    const botsAct = () => {
      const played = playDueBots(def, state, game, seq);
      state = played.state;
      for (const e of played.events)
        record.push(JSON.parse(JSON.stringify({ seat: e.seat, move: (e.payload as any).move })));
      seq += played.events.length;
    };
    botsAct();
    while (!def.isOver(state)) {
      const legal = def.legalMoves(state, 0) as unknown[];
      expect(legal.length).toBeGreaterThan(0);
      const move = legal[(pick++ * 7) % legal.length];
      const applied = def.apply(state, 0, move);
      if (!applied.ok) throw new Error(applied.error.code);
      state = applied.value.state;
      record.push(JSON.parse(JSON.stringify({ seat: 0, move })));
      seq++;
      botsAct();
    }
    const replayed = replay(def, def.metadata.defaultOptions, game.seed, seats, record);
    expect(replayed.ok).toBe(true);
    expect(def.scores((replayed as any).value.state)).toEqual(def.scores(state));
  });
});
