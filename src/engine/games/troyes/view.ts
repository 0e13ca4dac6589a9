import type { CharacterId, DieColour, EventId, Step, TroyesState, TroyesView } from './types';
import { actors } from './actors';
import { SLOT_COLOURS } from './data/board';
import { totalVp } from './state';

/**
 * What a seat (or a spectator, null) sees: no RNG state, no deck order or contents (only sizes),
 * no face-down activity card (only its colour and round), no other seat's character before the
 * end. VP stay visible: every VP change comes from a public action (docs/rules-notes/troyes.md).
 */
export function view(s: TroyesState, seat: number | null): TroyesView {
  const over = s.step.k === 'over';
  return {
    you: seat,
    round: s.round,
    rounds: s.rounds,
    start: s.start,
    over,
    step: JSON.parse(JSON.stringify(s.step)) as Step,
    actors: actors(s),
    players: s.coins.map((coins, p) => ({
      coins,
      influence: s.influence[p] as number,
      vp: totalVp(s, p),
      supply: s.supply[p] as number,
      owned: s.owned[p] as number,
      passed: s.passed[p] as boolean,
      districtCoins: s.districtCoins[p] as number,
      eventsWon: (s.won[p] as EventId[]).slice(),
      characters: over || p === seat ? (s.characters[p] as CharacterId[]).slice() : null,
      characterCount: (s.characters[p] as CharacterId[]).length,
    })),
    buildings: s.buildings.map((b) => b.slice()),
    lying: s.lying.map((l) => l.slice()),
    grayInPlay: s.grayInPlay,
    cathedral: s.cathedral.slice(),
    dice: s.dice.map((d) => d.slice()),
    activity: s.activity.map((a, slot) => ({
      id: a.open ? a.id : null,
      colour: SLOT_COLOURS[Math.floor(slot / 3)] as DieColour,
      round: (slot % 3) + 1,
      open: a.open,
      spaces: a.spaces.slice(),
      picture: a.picture.slice(),
      cubes: a.cubes.slice(),
    })),
    queue: s.queue.map((q) => ({ id: q.id, cubes: q.cubes.slice() })),
    decks: { R: s.decks.R.length, W: s.decks.W.length, Y: s.decks.Y.length },
    black: s.black.slice(),
  };
}
