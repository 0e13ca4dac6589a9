import { describe, expect, it } from '@jest/globals';
import { replay } from '../../core/replay';
import type { SeatedMove } from '../../core/types';
import { orleans, orleansRulesets, type OrleansMove, type OrleansState } from './index';
import bathhouseTower from './fixtures/positions/orleans-bathhouse-gunpowder-tower.json';
import bathhouseEmptyBag from './fixtures/positions/orleans-bathhouse-empty-bag.json';
import eventOrder from './fixtures/positions/orleans-event-decision-order.json';
import { PLACES } from './places';
import { orleansSwitchesOf } from './rulesets';

/**
 * The positions of shared/rules/positions (issue 31, copied to fixtures/positions), each replayed
 * and answered as ruled in docs/rules-notes/orleans.md: orleans@2 gives the ruled answer, orleans@1
 * keeps its old one (its recorded games replay as they were played).
 */
interface Position {
  seed: string;
  options: Record<string, unknown>;
  players: number;
  moves: SeatedMove[];
}

const [v1, v2] = orleansRulesets as [typeof orleans, typeof orleans];

function reach(rules: typeof orleans, position: unknown, moves?: number): OrleansState {
  const p = position as Position;
  const r = replay<OrleansState>(rules, p.options, p.seed, p.players, p.moves.slice(0, moves));
  if (!r.ok) throw new Error(`${p.seed}: move ${r.error.index} refused (${r.error.violation.code})`);
  return r.value.state;
}

const towerSlots = [PLACES.gunpowderTower.offset, PLACES.gunpowderTower.offset + 1];
const onTower = (m: OrleansMove): boolean => m.type === 'bathhouse' && towerSlots.includes(m.slot);

describe('positions (issue 31)', () => {
  it('orleans-bathhouse-gunpowder-tower: the Bathhouse places on action spaces, never the Gunpowder Tower', () => {
    expect(towerSlots).toEqual([54, 55]);
    const old = reach(v1, bathhouseTower);
    expect(old.pending[0]).toMatchObject({ kind: 'bathhouse', seat: 4, drawn: ['trader', 'farmer'] });
    expect(v1.legalMoves(old, 4).filter(onTower)).toHaveLength(4); // orleans@1 offered slots 54 and 55 to both tiles

    // The same position under orleans@2: the moves before the Bathhouse, then the Bathhouse itself.
    const moves = (bathhouseTower as unknown as Position).moves;
    const before = { ...reach(v1, bathhouseTower, moves.length - 1), ruleset: orleansSwitchesOf('orleans@2')! };
    const last = moves[moves.length - 1] as SeatedMove;
    const acted = v2.apply(before, last.seat, last.move);
    if (!acted.ok) throw new Error(acted.error.code);
    const s = acted.value.state;
    expect(s.pending[0]).toMatchObject({ kind: 'bathhouse', seat: 4, drawn: ['trader', 'farmer'] });
    const legal = v2.legalMoves(s, 4);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.filter(onTower)).toEqual([]);
    expect(v2.apply(s, 4, { type: 'bathhouse', follower: 'trader', slot: 54 }).ok).toBe(false);
  });

  it('orleans-bathhouse-empty-bag: with an empty bag the Bathhouse cannot be used (ruling 8, "Running Out of Tiles")', () => {
    for (const rules of [v1, v2]) {
      const s = reach(rules, bathhouseEmptyBag);
      const p = s.players[2] as OrleansState['players'][number];
      expect(p.bag).toEqual([]);
      expect(p.placeTiles).toContain('bathhouse');
      expect(rules.legalMoves(s, 2)).not.toContainEqual({ type: 'act', place: 'bathhouse' });
      expect(rules.apply(s, 2, { type: 'act', place: 'bathhouse' }).ok).toBe(false);
    }
  });

  it('orleans-event-decision-order: Harvest decisions are asked seat by seat from the start player', () => {
    const seats = (s: OrleansState): number[] => s.pending.map((q) => q.seat);
    const old = reach(v1, eventOrder);
    expect(old.startPlayer).toBe(1);
    expect(seats(old)).toEqual([0, 3, 2, 1]); // orleans@1: from the seat before the start player, backwards
    const s = reach(v2, eventOrder);
    expect(s.pending.every((q) => q.kind === 'harvest')).toBe(true);
    expect(seats(s)).toEqual([1, 2, 3, 0]);
    expect(v2.actors(s)).toEqual([1]);
  });
});
