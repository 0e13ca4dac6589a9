/**
 * `legalMoves`: every decision a seat can make now. Die uses are enumerated with the same cost and
 * building rules `planUse` checks (a test compares both on random games), without building a
 * violation for every refused candidate.
 */
import { canBuyAnyDie, dieOnPlaza, influenceFor, knowledgeForColour, positionCost } from './costs';
import { BUILDINGS, COLOURS, RESOURCES, prestigeRow, workRow } from './data/components';
import { ACTIONS } from './die-use';
import { available, canBuild, decisionRows, overflowTracks } from './sheet';
import type { TroyesDiceMove, TroyesDiceState } from './types';
import { isSlotUsable } from './wheel';

/** Called (by defineGame) only for a seat that acts now. */
export function legalMoves(state: TroyesDiceState, seat: number): TroyesDiceMove[] {
  const sheet = state.sheets[seat]!;
  if (sheet.pending.length > 0) return decisionMoves(state, seat);
  if (!canBuyAnyDie(state, sheet)) return [{ type: 'fallback' }];
  const have = [available(sheet, 0), available(sheet, 1), available(sheet, 2)];
  const out: TroyesDiceMove[] = [];
  for (let slot = 0; slot < 4; slot++) {
    if (!isSlotUsable(state, slot)) continue;
    const die = dieOnPlaza(state, slot);
    const { cost, anyOne } = positionCost(slot, die);
    for (let pay = anyOne ? 0 : -1; pay < (anyOne ? 3 : 0); pay++) {
      const base = [cost[0], cost[1], cost[2]];
      if (pay >= 0) base[pay]! += 1;
      for (let colour = 0; colour < 3; colour++) {
        if (colour !== die.colour && die.raid === 5) continue;
        const knowledge = base[2]! + (colour === die.colour ? 0 : knowledgeForColour(die.banquet));
        if (base[1]! > have[1]! || knowledge > have[2]!) continue;
        for (let value = die.value === 0 ? 0 : 1; value <= 6; value++) {
          if (value !== die.value && die.raid === 1) continue;
          const influence = base[0]! + (value === die.value ? 0 : influenceFor(die.value, value, die.banquet));
          if (influence > have[0]!) continue;
          const col = state.columnValues.indexOf(value);
          for (const action of ACTIONS) {
            if (action !== 'gainResources') {
              if (col < 0) continue;
              if (action === 'buildPrestige' && (die.raid === 7 || !canBuild(sheet, prestigeRow(colour), col)))
                continue;
              if (action === 'buildWork' && !canBuild(sheet, workRow(colour), col)) continue;
            }
            const move: TroyesDiceMove = { type: 'useDie', slot, action, colour: COLOURS[colour]!, value };
            if (pay >= 0) move.pay = RESOURCES[pay]!;
            out.push(move);
          }
        }
      }
    }
  }
  return out;
}

function decisionMoves(state: TroyesDiceState, seat: number): TroyesDiceMove[] {
  const sheet = state.sheets[seat]!;
  const out: TroyesDiceMove[] = [];
  sheet.pending.forEach((d, decision) => {
    if (d.kind === 'overflow') {
      for (const c of overflowTracks(sheet, d.colour))
        out.push({ type: 'chooseCitizen', decision, colour: COLOURS[c] });
    } else if (d.kind === 'banquet6') {
      out.push(
        { type: 'chooseCitizen', decision, colour: 'yellow' },
        { type: 'chooseCitizen', decision, colour: 'white' },
      );
    } else {
      for (const row of decisionRows(d)) {
        for (let col = 0; col < 6; col++) {
          if (canBuild(sheet, row, col)) {
            out.push({ type: 'bonusBuilding', decision, building: BUILDINGS[row]!, column: col + 1 });
          }
        }
      }
    }
  });
  return out;
}
