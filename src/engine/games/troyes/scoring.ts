import { competitionRanking } from '../../core/ranking';
import type { RankEntry, SeatScore } from '../../core/types';
import type { TroyesState } from './types';
import { RUNNING_VP } from './types';
import { ACTIVITY_BY_ID } from './data/activities';
import { CATHEDRAL_MISSING_LEVEL_VP } from './data/board';
import { CHARACTER_BAND_VP, CHARACTER_BY_ID, type CharacterCard } from './data/characters';
import { standingIn } from './buildings';
import { cathedralCubes, levelsWithout } from './cathedral';
import { hasTradesman } from './citizens';

/**
 * Scoring (rulebook "End of the game"): VP earned during play by category, then +1 per uncountered
 * event with your cube, tradesman spaces, -2 per Cathedral level without your cube, and every
 * character in play scoring every player. VP never drop below 0 (the level penalty is capped).
 */
function characterMeasure(s: TroyesState, seat: number, card: CharacterCard): number {
  switch (card.measure) {
    case 'citizensInBuildings':
      return standingIn(s, 0, seat) + standingIn(s, 1, seat) + standingIn(s, 2, seat);
    case 'cathedralCubes':
      return cathedralCubes(s, seat);
    case 'deniers':
      return s.coins[seat] as number;
    case 'influence':
      return s.influence[seat] as number;
    case 'tradesmen': {
      let c = 0;
      for (let slot = 0; slot < s.activity.length; slot++) if (hasTradesman(s, seat, slot)) c++;
      return c;
    }
    case 'eventsWon':
      return (s.won[seat] as string[]).length;
  }
}

function characterVp(s: TroyesState, seat: number, card: CharacterCard): number {
  const t = s.n === 2 && card.thresholds2p !== undefined ? card.thresholds2p : card.thresholds;
  const m = characterMeasure(s, seat, card);
  let vp = 0;
  for (let band = 0; band < 3; band++) if (m >= (t[band] as number)) vp = CHARACTER_BAND_VP[band] as number;
  return vp;
}

export function seatScore(s: TroyesState, seat: number): SeatScore {
  const breakdown: Record<string, number> = {};
  let total = 0;
  RUNNING_VP.forEach((name, i) => {
    breakdown[name] = (s.vp[seat] as number[])[i] as number;
    total += breakdown[name] as number;
  });
  if (s.step.k === 'over') {
    const uncountered = s.queue.filter((q) => q.cubes.includes(seat)).length;
    let tradesmen = 0;
    for (const a of s.activity) {
      const i = a.spaces.indexOf(seat);
      // troyes@1 laid out a third placeholder space, worth 0 VP like the picture.
      if (i !== -1) tradesmen += ACTIVITY_BY_ID[a.id].spaces[i] ?? 0;
    }
    total += uncountered + tradesmen;
    const levels = -Math.min(total, CATHEDRAL_MISSING_LEVEL_VP * levelsWithout(s, seat));
    total += levels;
    let characters = 0;
    for (const hand of s.characters) for (const id of hand) characters += characterVp(s, seat, CHARACTER_BY_ID[id]);
    total += characters;
    breakdown.uncounteredEvents = uncountered;
    breakdown.tradesmen = tradesmen;
    breakdown.cathedralLevels = levels;
    breakdown.characters = characters;
  }
  return { seat, total, breakdown };
}

export function scores(s: TroyesState): SeatScore[] {
  return Array.from({ length: s.n }, (_, seat) => seatScore(s, seat));
}

/** Most VP wins; no tie-break is printed, so equal totals share the place (ASSUMPTION 26). */
export function ranking(s: TroyesState): RankEntry[] {
  return competitionRanking(scores(s));
}
