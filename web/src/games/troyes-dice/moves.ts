import { buildingTarget, CHARACTER_NAMES, dieNumber, PRESTIGE, WORK } from '../../../../src/drawing/troyes-dice-sheet';
import type { TroyesDiceMove, TroyesDiceView } from '../../api';
import { plural } from '../../catalog';
import { genericMove, type MoveGroup, type MoveOption, type SeatNames } from '../types';

type Colour = 'red' | 'yellow' | 'white';
type Die = TroyesDiceView['dice'][number];
const RESOURCE: Record<Colour, string> = { red: 'influence', yellow: 'deniers', white: 'knowledge' };
const CITIZEN: Record<Colour, string> = { red: 'knight', yellow: 'artisan', white: 'priest' };
const BUILDING: Record<string, [Colour, 'prestige' | 'work']> = {
  fortress: ['red', 'prestige'],
  countsPalace: ['red', 'work'],
  greatHall: ['yellow', 'prestige'],
  cityHall: ['yellow', 'work'],
  cathedral: ['white', 'prestige'],
  bishopric: ['white', 'work'],
};
const buildingName = (b: string): string => {
  const [colour, kind] = BUILDING[b] ?? [];
  return colour && kind ? (kind === 'prestige' ? PRESTIGE : WORK)[colour] : b;
};

/** The column (1-6) a value builds in: the one whose die box holds it. */
const columnOf = (view: TroyesDiceView, value: number): number => view.columnValues.indexOf(value) + 1;

function costWords(cost: Die['cost'], wheel: string): string {
  const parts = [
    cost.influence ? `${cost.influence} influence` : null,
    cost.deniers ? plural(cost.deniers, 'denier') : null,
    cost.knowledge ? `${cost.knowledge} knowledge` : null,
    cost.anyOne ? '1 resource of your choice' : null,
  ].filter(Boolean);
  return parts.length ? `costs ${parts.join(' + ')}` : wheel === 'FREE' ? 'free' : 'free';
}

/** What changing the die costs: influence per step of value (2 steps each on Banquet 1), knowledge for the colour (1 on Banquet 5, else 2). */
function tweakWords(move: Extract<TroyesDiceMove, { type: 'useDie' }>, die: Die, view: TroyesDiceView): string[] {
  const tile = view.plazas.find((p) => p.notch === die.notch)?.tile;
  const out: string[] = [];
  if (move.value !== undefined && move.value !== die.actionValue) {
    const steps = Math.abs(move.value - die.actionValue);
    const influence = tile?.id === 1 && tile.side === 'banquet' ? Math.ceil(steps / 2) : steps;
    out.push(`as a ${move.value} for ${influence} influence`);
  }
  if (move.colour !== undefined && move.colour !== die.colour) {
    const knowledge = tile?.id === 5 && tile.side === 'banquet' ? 1 : 2;
    out.push(`as ${move.colour} for ${knowledge} knowledge`);
  }
  if (move.pay) out.push(`pay 1 ${move.pay === 'deniers' ? 'denier' : move.pay}`);
  return out;
}

/** A legal move in words, from the player's side of the table; `view` is the mover's. */
export function describeTroyesDiceMove(move: TroyesDiceMove, view: TroyesDiceView | null): string {
  switch (move.type) {
    case 'fallback':
      return 'No die is affordable: take 1 of each resource';
    case 'bonusBuilding':
      return `Bonus: build the ${buildingName(move.building)} in column ${move.column}`;
    case 'chooseCitizen':
      return `Bonus: a ${CITIZEN[move.colour as Colour]} (${move.colour} citizen)`;
    case 'useDie': {
      const die = view?.dice.find((d) => d.slot === move.slot);
      const colour = (move.colour ?? die?.colour ?? 'white') as Colour;
      const value = move.value ?? die?.actionValue ?? 0;
      if (move.action === 'gainResources')
        return `Gain ${value} ${value === 1 && colour === 'yellow' ? 'denier' : RESOURCE[colour]}`;
      const name = (move.action === 'buildPrestige' ? PRESTIGE : WORK)[colour];
      return view ? `Build the ${name} in column ${columnOf(view, value)}` : `Build the ${name} with a ${value}`;
    }
    default:
      return genericMove(move);
  }
}

const isPlain = (move: TroyesDiceMove, view: TroyesDiceView): boolean => {
  if (move.type !== 'useDie') return true;
  const die = view.dice.find((d) => d.slot === move.slot);
  return (
    (move.colour === undefined || move.colour === die?.colour) &&
    (move.value === undefined || move.value === die?.actionValue)
  );
};

/** The building space a move draws in (the sheet's data-target), if it builds one. */
function buildTarget(move: TroyesDiceMove, view: TroyesDiceView): string | undefined {
  if (move.type === 'bonusBuilding') {
    const [colour, kind] = BUILDING[move.building] ?? [];
    return colour && kind ? buildingTarget(colour, kind, move.column) : undefined;
  }
  if (move.type !== 'useDie' || move.action === 'gainResources') return undefined;
  const die = view.dice.find((d) => d.slot === move.slot);
  if (!die) return undefined;
  const column = columnOf(view, move.value ?? die.actionValue);
  if (column < 1) return undefined;
  return buildingTarget(move.colour ?? die.colour, move.action === 'buildPrestige' ? 'prestige' : 'work', column);
}

export function groupMoves(moves: TroyesDiceMove[], view: TroyesDiceView): MoveGroup[] {
  const option = (m: TroyesDiceMove): MoveOption => {
    const die = m.type === 'useDie' ? view.dice.find((d) => d.slot === m.slot) : undefined;
    const tweaks = m.type === 'useDie' && die ? tweakWords(m, die, view) : [];
    const value = m.type === 'useDie' && m.action !== 'gainResources' ? (m.value ?? die?.actionValue) : undefined;
    const detail = [...(value !== undefined && !tweaks.length ? [`value ${value}`] : []), ...tweaks].join(', ');
    return {
      label: describeTroyesDiceMove(m, view),
      detail: detail || undefined,
      move: m,
      target: buildTarget(m, view),
    };
  };
  const groups: MoveGroup[] = [];
  const decisions = moves.filter((m) => m.type === 'bonusBuilding' || m.type === 'chooseCitizen');
  if (decisions.length) {
    groups.push({
      key: 'bonus',
      title: 'Bonus to resolve',
      note: 'A building or citizen you earned: choose where it goes.',
      options: decisions.map(option),
    });
  }
  for (const die of view.dice) {
    const own = moves.filter((m) => m.type === 'useDie' && m.slot === die.slot);
    if (own.length === 0) continue;
    groups.push({
      key: `die-${die.slot}`,
      title: `Die #${dieNumber(die.slot)}: ${die.actionValue} on ${die.colour} · ${costWords(die.cost, die.wheelCost)}`,
      options: own.filter((m) => isPlain(m, view)).map(option),
      more: { title: 'Change its colour or value', options: own.filter((m) => !isPlain(m, view)).map(option) },
    });
  }
  const rest = moves.filter((m) => m.type !== 'useDie' && m.type !== 'bonusBuilding' && m.type !== 'chooseCitizen');
  if (rest.length) groups.push({ key: 'other', title: 'No die', options: rest.map(option) });
  return groups;
}

export function tell(events: { type: string; [k: string]: unknown }[], names: SeatNames): string[] {
  const who = (seat: unknown) => names[Number(seat)] ?? `Seat ${Number(seat) + 1}`;
  const list = (seats: unknown) => ((seats as number[]) ?? []).map(who).join(', ');
  return events.flatMap((e): string[] => {
    switch (e.type) {
      case 'HalfDayStarted': {
        const dice = (e.dice as { slot: number; value: number; black: boolean; colour: string }[]) ?? [];
        return [
          `Day ${e.day} of 8, ${e.half}: the dice are rolled: ${dice
            .map((d) => `#${dieNumber(d.slot)} ${d.value}${d.black ? ' (black)' : ''} on ${d.colour}`)
            .join(', ')}.`,
        ];
      }
      case 'PlazaDestroyed':
        return [`The black die (${e.value}) destroys its ${e.colour} plaza for this half-day.`];
      case 'AttackIgnored':
        return ['Banquet 8 protects the black die’s plaza: nothing is destroyed.'];
      case 'SheetsAttacked': {
        const crossed = (e.crossed as number[]) ?? [];
        const guarded = (e.protected as number[]) ?? [];
        return [
          `The destroyed ${e.colour} plaza attacks every ${e.colour} die box holding ${e.value} (column ${e.column})` +
            `${crossed.length ? `: crossed out for ${list(crossed)}` : ''}${guarded.length ? `; guarded by the Fortress of ${list(guarded)}` : ''}.`,
        ];
      }
      case 'DieUsed': {
        const spent = e.spent as { influence: number; deniers: number; knowledge: number };
        const paid = [
          spent.influence && `${spent.influence} influence`,
          spent.deniers && plural(spent.deniers, 'denier'),
          spent.knowledge && `${spent.knowledge} knowledge`,
        ].filter(Boolean);
        const what =
          e.action === 'gainResources'
            ? `to gain ${e.value} ${RESOURCE[e.colour as Colour]}`
            : `as ${e.colour} ${e.value} to build`;
        return [
          `${who(e.seat)} used die #${dieNumber(Number(e.slot))} ${what}${paid.length ? `, paying ${paid.join(' and ')}` : ''}.`,
        ];
      }
      case 'Fallback':
        return [`${who(e.seat)} could afford no die: 1 of each resource instead.`];
      case 'BuildingDrawn':
        return [
          `${who(e.seat)} built the ${buildingName(String(e.building))} in column ${e.column}${e.via === 'bonus' ? ' (a bonus)' : ''}.`,
        ];
      case 'LinkBonus': {
        const r = e.reward as { kind: string; colour: Colour; amount: number };
        const cols = e.columns as number[];
        return [
          `${who(e.seat)}’s ${buildingName(String(e.building))}s in columns ${cols.join(' and ')} are linked: +${r.amount} ${
            r.kind === 'resource' ? RESOURCE[r.colour] : `${CITIZEN[r.colour]}${r.amount === 1 ? '' : 's'}`
          }.`,
        ];
      }
      case 'CharacterUnlocked':
        return [
          `${who(e.seat)}’s Cathedral writes ×${e.multiplier} beside ${CHARACTER_NAMES[String(e.character)] ?? e.character}.`,
        ];
      case 'ColumnBonus':
        return [`${who(e.seat)} circled all three citizens of citizen column ${e.citizenColumn}: its bonus is paid.`];
      case 'TrackBonus':
        return [
          `${who(e.seat)} completed the ${e.track} citizen track: two more citizens (${(e.citizens as string[]).join(' and ')}).`,
        ];
      case 'DecisionPending':
        return [`${who(e.seat)} earned a bonus to place.`];
      case 'BonusLost':
        return [`${who(e.seat)}’s bonus is lost: nowhere left to put it.`];
      case 'CitizenLost':
        return [`${who(e.seat)} loses a ${e.colour} citizen: every track is full.`];
      case 'PlazaFlipped':
        return [`The destroyed plaza turns over: it is ${e.colour} now.`];
      case 'TileFlipped':
        return [`Banquets & Raids tile ${e.tile} turns to its Raid side.`];
      case 'DayEnded':
        return [`Day ${e.day} of 8 ends.`];
      case 'GameEnded':
        return ['The 8th day is over: the sheets are scored.'];
      default:
        return [];
    }
  });
}
