import type { TroyesDiceMove, TroyesDiceView } from './api';

const RESOURCE = { red: 'influence', yellow: 'deniers', white: 'knowledge' } as const;
const PRESTIGE = { red: 'Fortress', yellow: 'Great Hall', white: 'Cathedral' } as const;
const WORK = { red: "Count's Palace", yellow: 'City Hall', white: 'Bishopric' } as const;
const BUILDING: Record<string, string> = {
  fortress: 'Fortress',
  countsPalace: "Count's Palace",
  greatHall: 'Great Hall',
  cityHall: 'City Hall',
  cathedral: 'Cathedral',
  bishopric: 'Bishopric',
};
const TRACK = { red: 'knight', yellow: 'artisan', white: 'priest' } as const;

/** A legal move in words, from the player's side of the table. */
export function describeMove(move: TroyesDiceMove, view: TroyesDiceView): string {
  switch (move.type) {
    case 'fallback':
      return 'No die is affordable: take 1 of each resource';
    case 'bonusBuilding':
      return `Bonus: build the ${BUILDING[move.building] ?? move.building} in column ${move.column}`;
    case 'chooseCitizen':
      return `Bonus: a ${TRACK[move.colour]} (${move.colour} citizen)`;
    case 'useDie': {
      const die = view.dice.find((d) => d.slot === move.slot);
      const colour = move.colour ?? die?.colour ?? 'white';
      const value = move.value ?? die?.actionValue ?? 0;
      const col = view.columnValues.indexOf(value) + 1;
      const what =
        move.action === 'gainResources'
          ? `gain ${value} ${RESOURCE[colour]}`
          : `build the ${(move.action === 'buildPrestige' ? PRESTIGE : WORK)[colour]} in column ${col}`;
      const tweaks = [
        move.colour !== undefined && die && move.colour !== die.colour ? `knowledge: as ${move.colour}` : null,
        move.value !== undefined && die && move.value !== die.actionValue ? `influence: as ${move.value}` : null,
        move.pay ? `pay 1 ${move.pay}` : null,
      ].filter(Boolean);
      return `${what[0]!.toUpperCase()}${what.slice(1)}${tweaks.length ? ` (${tweaks.join(', ')})` : ''}`;
    }
  }
}

/** Moves that change neither a die's colour nor its value: the few a person looks at first. */
export function isPlain(move: TroyesDiceMove, view: TroyesDiceView): boolean {
  if (move.type !== 'useDie') return true;
  const die = view.dice.find((d) => d.slot === move.slot);
  return (
    (move.colour === undefined || move.colour === die?.colour) &&
    (move.value === undefined || move.value === die?.actionValue)
  );
}

/** Groups: each die (by slot) and the decisions, in a stable order. */
export function groupMoves(moves: TroyesDiceMove[]): { key: string; slot: number | null; moves: TroyesDiceMove[] }[] {
  const groups = new Map<string, { key: string; slot: number | null; moves: TroyesDiceMove[] }>();
  for (const m of moves) {
    const key = m.type === 'useDie' ? `die-${m.slot}` : m.type;
    const g = groups.get(key) ?? { key, slot: m.type === 'useDie' ? m.slot : null, moves: [] };
    g.moves.push(m);
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => (a.slot ?? -1) - (b.slot ?? -1));
}

const BUILDING_SPACE: Record<string, [string, 'prestige' | 'work']> = {
  fortress: ['red', 'prestige'],
  countsPalace: ['red', 'work'],
  greatHall: ['yellow', 'prestige'],
  cityHall: ['yellow', 'work'],
  cathedral: ['white', 'prestige'],
  bishopric: ['white', 'work'],
};

/**
 * The building spaces a legal move draws in (key: `colour:kind:column`, as the drawing's
 * data-target), each with one move: a bonus first, else a die used as it is (no influence or
 * knowledge), cheapest position first. The list beside the sheet keeps every other way.
 */
export function sheetChoices(moves: TroyesDiceMove[], view: TroyesDiceView): Map<string, TroyesDiceMove> {
  const choices = new Map<string, TroyesDiceMove>();
  for (const m of moves) {
    if (m.type !== 'bonusBuilding') continue;
    const [colour, kind] = BUILDING_SPACE[m.building] ?? [];
    if (colour && kind) choices.set(`${colour}:${kind}:${m.column}`, m);
  }
  if (choices.size > 0) return choices;
  const dice = moves
    .filter(
      (m): m is Extract<TroyesDiceMove, { type: 'useDie' }> => m.type === 'useDie' && m.action !== 'gainResources',
    )
    .filter((m) => isPlain(m, view))
    .sort((a, b) => a.slot - b.slot);
  for (const m of dice) {
    const die = view.dice.find((d) => d.slot === m.slot);
    if (!die) continue;
    const column = view.columnValues.indexOf(m.value ?? die.actionValue) + 1;
    const key = `${m.colour ?? die.colour}:${m.action === 'buildPrestige' ? 'prestige' : 'work'}:${column}`;
    if (column > 0 && !choices.has(key)) choices.set(key, m);
  }
  return choices;
}
