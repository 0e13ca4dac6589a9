import { describe, expect, test } from '@jest/globals';
import { replay } from '../core/replay';
import { randomInt, seedRng } from '../core/rng';
import type { GameEvent, SeatedMove } from '../core/types';
import { getGame } from '../released-games';
import { botMove, playBots, replayWithBots, resolveBotSeats } from './play';
import { botPolicies, botPolicyRefs, getBotPolicy } from './bot-policies';
import { botRng } from './rng';

const troyesDice = getGame('troyes-dice')!;

describe('the policy registry', () => {
  test('every game lists random and greedy, and a stronger policy for Troyes Dice and Orléans', () => {
    for (const id of ['troyes-dice', 'troyes', 'orleans']) {
      expect(botPolicyRefs(id)).toEqual(expect.arrayContaining(['random@1', 'greedy@1']));
    }
    expect(botPolicyRefs('troyes-dice')).toContain('rollout@1');
    expect(botPolicyRefs('orleans')).toContain('rollout@1');
  });

  test('an id alone is its newest version; id@version is exact', () => {
    const greedy = getBotPolicy('troyes-dice', 'greedy');
    expect(greedy.ok && greedy.value.id === 'greedy' && greedy.value.version === 1).toBe(true);
    expect(getBotPolicy(troyesDice, 'greedy@1')).toEqual(greedy);
  });

  test('an unknown policy or version is UNKNOWN_BOT_POLICY listing what exists', () => {
    for (const ref of ['minimax', 'greedy@2', 'greedy@', '@1']) {
      const r = getBotPolicy('orleans', ref);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe('UNKNOWN_BOT_POLICY');
      expect(r.error.details).toEqual({ game: 'orleans', policy: ref, available: botPolicyRefs('orleans') });
      expect(r.error.message).toContain('random@1');
    }
    const unknownGame = getBotPolicy('chess', 'random');
    expect(!unknownGame.ok && unknownGame.error.details).toEqual({ game: 'chess', policy: 'random', available: [] });
    expect(botPolicies('chess')).toEqual([]);
  });
});

describe('botRng', () => {
  test('one stream per seed, seat, policy and ply; the same inputs give the same stream', () => {
    const base = botRng('s', 1, 'greedy@1', 4);
    expect(botRng('s', 1, 'greedy@1', 4)).toEqual(base);
    for (const other of [
      botRng('t', 1, 'greedy@1', 4),
      botRng('s', 2, 'greedy@1', 4),
      botRng('s', 1, 'greedy@2', 4),
      botRng('s', 1, 'greedy@1', 5),
    ]) {
      expect(other).not.toEqual(base);
    }
  });
});

/** A "human" playing uniformly at random from its own stream (the seat's moves are the test's input). */
function humanGame(seats: (string | null)[], seed: string): { moves: SeatedMove[]; record: number } {
  const bots = resolveBotSeats(troyesDice, seats);
  if (!bots.ok) throw new Error(bots.error.code);
  const setup = troyesDice.setup(null, seed, seats.length);
  if (!setup.ok) throw new Error(setup.error.code);
  const pick = seedRng(`human:${seed}`);
  const humans: SeatedMove[] = [];
  let record = 0;
  let state = setup.value;
  const bot = () => {
    const played = playBots(troyesDice, state, bots.value, { seed, ply: record });
    if (!played.ok) throw new Error(played.error.code);
    state = played.value.state;
    record += played.value.moves.length;
  };
  bot();
  while (!troyesDice.isOver(state)) {
    const seat = troyesDice.actors(state).find((s) => seats[s] === null)!;
    const legal = troyesDice.legalMoves(state, seat);
    const move = legal[randomInt(pick, legal.length)]!;
    const next = troyesDice.apply(state, seat, move);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value.state;
    humans.push({ seat, move });
    record++;
    bot();
  }
  return { moves: humans, record };
}

const dice = (events: GameEvent[]) => events.filter((e) => e.type === 'HalfDayStarted');

describe('replayWithBots', () => {
  test('rebuilds a game against bots from the human moves alone', () => {
    const seats = [null, 'greedy@1', 'random'];
    const { moves, record } = humanGame(seats, 'verify-1');
    const r = replayWithBots(troyesDice, null, 'verify-1', seats, moves);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(troyesDice.isOver(r.value.state)).toBe(true);
    expect(r.value.moves).toHaveLength(record);
    expect(r.value.moves.filter((m) => m.bot === 'greedy@1').every((m) => m.seat === 1)).toBe(true);
    expect(r.value.moves.filter((m) => m.bot === 'random@1').every((m) => m.seat === 2)).toBe(true);
    expect(r.value.moves.filter((m) => m.bot === undefined).map(({ seat, move }) => ({ seat, move }))).toEqual(moves);
    // The same record, replayed plainly, gives the same final state: bots add nothing but moves.
    const plain = replay(troyesDice, null, 'verify-1', 3, r.value.moves);
    expect(plain.ok && JSON.stringify(plain.value.state)).toBe(JSON.stringify(r.value.state));
  });

  test('bots never change the dice: the same seed rolls the same dice whoever plays', () => {
    const a = replayWithBots(troyesDice, null, 'dice-1', ['random', 'greedy'], []);
    const b = replayWithBots(troyesDice, null, 'dice-1', ['rollout', 'random'], []);
    const { moves } = humanGame([null, 'greedy'], 'dice-1');
    const c = replayWithBots(troyesDice, null, 'dice-1', [null, 'greedy'], moves);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(dice(a.value.events)).toHaveLength(15); // the first half-day is rolled by setup
    expect(dice(b.value.events)).toEqual(dice(a.value.events));
    expect(dice(c.value.events)).toEqual(dice(a.value.events));
  });

  test('refuses a human move for a bot seat, an illegal move, and an unknown policy', () => {
    const forBot = replayWithBots(troyesDice, null, 'x', [null, 'greedy'], [{ seat: 1, move: { type: 'fallback' } }]);
    expect(forBot).toMatchObject({ ok: false, error: { index: 0, violation: { code: 'MOVE_FOR_BOT_SEAT' } } });
    const illegal = replayWithBots(troyesDice, null, 'x', [null, 'greedy'], [{ seat: 0, move: { type: 'dance' } }]);
    expect(illegal).toMatchObject({ ok: false, error: { index: 0, violation: { code: 'MALFORMED_MOVE' } } });
    const unknown = replayWithBots(troyesDice, null, 'x', [null, 'deep-blue'], []);
    expect(unknown).toMatchObject({ ok: false, error: { index: -1, violation: { code: 'UNKNOWN_BOT_POLICY' } } });
  });
});

describe('botMove', () => {
  test('refuses a seat that does not act now', () => {
    const setup = troyesDice.setup(null, 'over', 1);
    if (!setup.ok) throw new Error(setup.error.code);
    const greedy = getBotPolicy('troyes-dice', 'greedy');
    if (!greedy.ok) throw new Error(greedy.error.code);
    const r = botMove(troyesDice, setup.value, 1, greedy.value, { seed: 'over', ply: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'BOT_NOT_ACTOR' } });
  });
});
