/**
 * The tests every game's bots must pass (each `games/<game>/bots.spec.ts` runs them): every bot
 * move is one of the listed moves, the same inputs give the same move, games between bots finish,
 * and a bot decides the same in two states that differ only in what its seat may not see (the
 * game's contract kit draws the hidden differences).
 */
import { describe, expect, test } from '@jest/globals';
import { seedRng } from '../../core/rng';
import type { AnyGameDefinition, Seat } from '../../core/types';
import { getGame } from '../../released-games';
import { contractKits } from '../../test-support/contract-kits';
import { botMove, playBots, type RecordedMove } from '../play';
import { botPolicies } from '../bot-policies';
import { policyRef, type AnyBotPolicy } from '../types';

export interface BotSuiteOptions {
  /** Seat counts of the games played (each policy against `random`, seat by seat). */
  playerCounts: number[];
  /** Seat counts for the simulating policies (slower), when fewer than `playerCounts`. */
  simulatingPlayerCounts?: number[];
  /** Games per policy and seat count. */
  games: number;
  /** States checked for determinism and hidden information, spread over each game. */
  checkedStates: number;
}

/** Plays one game: seat 0 is `policy`, the others alternate `random` and `policy`; every state kept. */
function playGame(game: AnyGameDefinition, policy: AnyBotPolicy, seed: string, players: number) {
  const random = botPolicies(game).find((p) => p.id === 'random')!;
  const seats = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? policy : random));
  const setup = game.setup(null, seed, players);
  if (!setup.ok) throw new Error(setup.error.code);
  const played = playBots(game, setup.value, seats, { seed, ply: 0 });
  if (!played.ok) throw new Error(`${played.error.code}: ${played.error.message}`);
  return { seats, start: setup.value as unknown, record: played.value.moves, final: played.value.state };
}

export function describeBotSuite(gameId: string, o: BotSuiteOptions): void {
  const game = getGame(gameId)!;
  const kit = contractKits[gameId]!;
  describe(`${gameId} bots`, () => {
    test('lists random and greedy, each once per version', () => {
      const refs = botPolicies(gameId).map(policyRef);
      expect(refs).toEqual(expect.arrayContaining(['random@1', 'greedy@1']));
      expect(new Set(refs).size).toBe(refs.length);
    });

    for (const policy of botPolicies(gameId)) {
      const ref = policyRef(policy);
      const simulating = policy.id !== 'random' && policy.id !== 'greedy';
      for (const players of simulating ? (o.simulatingPlayerCounts ?? o.playerCounts) : o.playerCounts) {
        for (let g = 0; g < o.games; g++) {
          const seed = `bot-suite:${gameId}:${ref}:${players}:${g}`;
          test(`${ref}, ${players} seats, game ${g}: finishes, every move listed, deterministic, blind to hidden information`, () => {
            const { seats, start, record, final } = playGame(game, policy, seed, players);
            expect(game.isOver(final)).toBe(true);
            expect(record.every((m: RecordedMove) => m.bot === policyRef(seats[m.seat]!))).toBe(true);

            const checkEvery = Math.max(1, Math.floor(record.length / o.checkedStates));
            const perturb = seedRng(`perturb:${seed}`);
            let state = start;
            let checked = 0;
            record.forEach((entry, ply) => {
              const listed = (game.legalMoves(state, entry.seat) as unknown[]).map((m) => JSON.stringify(m));
              expect(listed).toContain(JSON.stringify(entry.move));
              if (ply % checkEvery === 0 && seats[entry.seat] === policy) {
                checked++;
                const at = { seed, ply };
                const before = JSON.stringify(state);
                const again = botMove(game, state, entry.seat as Seat, policy, at);
                expect(again).toEqual({ ok: true, value: entry.move });
                // Deciding reads nothing it may not see, and changes nothing (so never the dice).
                expect(JSON.stringify(state)).toBe(before);
                const hidden = kit.perturbHidden(JSON.parse(before), entry.seat, perturb);
                expect(JSON.stringify(hidden)).not.toBe(before);
                expect(botMove(game, hidden, entry.seat as Seat, policy, at)).toEqual({ ok: true, value: entry.move });
              }
              const next = game.apply(state, entry.seat, entry.move);
              if (!next.ok) throw new Error(next.error.code);
              state = next.value.state;
            });
            expect(checked).toBeGreaterThan(0);
            expect(JSON.stringify(state)).toBe(JSON.stringify(final));
          });
        }
      }
    }
  });
}
