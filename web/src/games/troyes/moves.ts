import { TROYES_BUILDINGS, TROYES_COLOUR_NAME } from '../../../../src/drawing/troyes-board';
import { ACTIVITY_BY_ID } from '../../../../src/engine/games/troyes/data/activities';
import { EVENT_BY_ID } from '../../../../src/engine/games/troyes/data/events';
import type { TroyesMove, TroyesView } from '../../../../src/engine/games/troyes/types';
import { plural } from '../../catalog';
import { genericMove, humanize, type MoveGroup, type MoveOption, type SeatNames } from '../types';

/**
 * Troyes on the game page. Every move comes from the legal-moves list the API returns; this file
 * only groups and words them, reading the fields it knows and saying any other field as it is,
 * so a newer ruleset's moves (more fields, new types) still show and play.
 */

export type Move = TroyesMove & Record<string, unknown>;
type Colour = 'R' | 'W' | 'Y';
const BUILDING_BY_NAME: Record<string, number> = { palace: 0, bishopric: 1, cityHall: 2 };

const dieWords = (d: string | undefined, index?: number): string =>
  d
    ? `${TROYES_COLOUR_NAME[d[0] as Colour] ?? d[0]} ${d.slice(1)}`
    : index === undefined
      ? 'a die'
      : `die ${index + 1}`;

const cardName = (view: TroyesView, slot: number): string => {
  const id = view.activity[slot]?.id;
  return id ? ACTIVITY_BY_ID[id].name : `card ${slot + 1}`;
};
const eventName = (view: TroyesView, i: number): string => {
  const id = view.queue[i]?.id;
  return id ? EVENT_BY_ID[id].name : `event ${i + 1}`;
};

/**
 * The fields each move type has, as this page words them (troyes@1-3): anything else is a newer
 * ruleset's, said as it is. `activations` (how many times an action's card is used, when a move
 * carries it) is worded by `activationWords`.
 */
const KNOWN_FIELDS: Record<string, string[]> = {
  draft: ['building', 'space'],
  reroll: ['die'],
  flipDie: ['die'],
  counterDie: ['die'],
  counterBlack: ['black'],
  act: ['action', 'target', 'cube', 'activations'],
  group: ['dice', 'activations'],
  citizen: ['from', 'building', 'space', 'card', 'activations'],
  times: ['n'],
  eventCube: ['event'],
  cubesDone: [],
};

/** "once", "twice", "3 times". */
export function timesWords(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/** A move's `activations` (troyes@3: how often the card is used), as "use it twice"; '' without one. */
function activationWords(m: Move): string {
  const n = (m as { activations?: unknown }).activations;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? `use it ${timesWords(n)}` : '';
}

/** The cubes step of the mover's view, when it is one: how many are left, and may they stay. */
function cubesStep(view: TroyesView | null): { left: number; optional: boolean } | null {
  const step = view?.step;
  return step?.k === 'cubes' ? { left: step.left, optional: step.optional === true } : null;
}

/** Fields of a move this page does not know (a newer ruleset's), said as they are. */
function extra(move: Move, known: string[]): string | undefined {
  const rest = Object.entries(move).filter(([k]) => k !== 'type' && !known.includes(k));
  return rest.length ? rest.map(([k, v]) => `${humanize(k).toLowerCase()} ${JSON.stringify(v)}`).join(', ') : undefined;
}

/** A legal move in words (`view` is the mover's; null in a log without one). */
export function describeTroyesMove(m: Move, view: TroyesView | null, names: SeatNames = []): string {
  const words = moveWords(m, view, names);
  const times = activationWords(m);
  return times ? `${words}, ${times}` : words;
}

function moveWords(m: Move, view: TroyesView | null, names: SeatNames): string {
  const you = view?.you ?? 0;
  switch (m.type) {
    case 'draft':
      return `Place a citizen in the ${TROYES_BUILDINGS[BUILDING_BY_NAME[m.building] ?? 0]}, space ${Number(m.space) + 1}`;
    case 'reroll':
      return `Reroll your ${dieWords(view?.dice[you]?.[m.die], m.die)}`;
    case 'recruit':
      return 'Recruit a citizen into your supply';
    case 'flip':
      return 'Flip up to 3 of your dice to their opposite face';
    case 'flipDie':
      return `Flip your ${dieWords(view?.dice[you]?.[m.die], m.die)}`;
    case 'flipDone':
      return 'Flip the dice chosen';
    case 'counterDie':
      return `Counter with your ${dieWords(view?.dice[you]?.[m.die], m.die)}`;
    case 'counterBlack':
      return view ? `Also counter the black ${view.black[m.black] ?? ''}`.trim() : 'Also counter another black die';
    case 'counterDone':
      return 'Counter with the dice chosen';
    case 'concede':
      return 'Concede the black die (−2 VP, keep your dice)';
    case 'pass':
      return 'Pass for the rest of the round';
    case 'act':
      return actWords(m, view);
    case 'group': {
      const dice = m.dice.map((r) => {
        const d = view?.dice[r.district]?.[r.die];
        return r.district === you ? dieWords(d) : `${dieWords(d)} from ${districtName(r.district, view, names)}`;
      });
      return `Use ${dice.join(' + ')}`;
    }
    case 'citizen':
      return m.from === 'supply'
        ? 'A citizen from your supply'
        : m.from === 'building'
          ? `Your citizen from the ${TROYES_BUILDINGS[BUILDING_BY_NAME[m.building] ?? 0]}, space ${m.space + 1}`
          : m.from === 'lying'
            ? `Your citizen lying on the ${TROYES_BUILDINGS[BUILDING_BY_NAME[m.building] ?? 0]}`
            : `Your tradesman from ${view ? cardName(view, m.card) : `card ${m.card + 1}`}`;
    case 'times':
      return `Use it ${timesWords(m.n)}`;
    case 'eventCube':
      return `${cubesStep(view)?.optional ? 'Place the cube' : 'Put the cube'} on ${view ? eventName(view, m.event) : `event ${m.event + 1}`}`;
    case 'cubesDone': {
      const left = cubesStep(view)?.left ?? 0;
      return left > 1
        ? `Done placing cubes (keep the ${left} left)`
        : left === 1
          ? 'Done placing cubes (keep the cube)'
          : 'Done placing cubes';
    }
    default:
      return genericMove(m);
  }
}

function districtName(d: number, view: TroyesView | null, names: SeatNames): string {
  if (view && d === view.players.length) return 'the gray district';
  return `${names[d] ?? `Seat ${d + 1}`}’s district`;
}

function actWords(m: Extract<Move, { type: 'act' }>, view: TroyesView | null): string {
  const cube =
    m.cube >= 0 ? ` with your delayed cube from ${view ? cardName(view, m.cube) : `card ${m.cube + 1}`}` : '';
  switch (m.action) {
    case 'activity':
      return `Work the ${view ? cardName(view, m.target) : `card ${m.target + 1}`}${cube}`;
    case 'cathedral':
      return `Build the Cathedral${cube}`;
    case 'event':
      return `Fight ${view ? eventName(view, m.target) : `event ${m.target + 1}`}${cube}`;
    case 'place':
      return `Place a citizen in the ${TROYES_BUILDINGS[m.target] ?? 'building'}${cube}`;
    case 'agriculture':
      return `Agriculture: deniers for yellow dice${cube}`;
    default:
      return `${humanize(String(m.action))}${cube}`;
  }
}

/** The board part a move names, if any. */
function targetOf(m: Move, view: TroyesView): string | undefined {
  const you = view.you ?? 0;
  switch (m.type) {
    case 'draft':
      return `building:${BUILDING_BY_NAME[m.building]}:${m.space}`;
    case 'reroll':
    case 'flipDie':
    case 'counterDie':
      return `die:${you}:${m.die}`;
    case 'eventCube':
      return `event:${m.event}`;
    case 'citizen':
      return m.from === 'building'
        ? `building:${BUILDING_BY_NAME[m.building]}:${m.space}`
        : m.from === 'card'
          ? `activity:${m.card}`
          : undefined;
    default:
      return undefined;
  }
}

/** What an action's card or event asks and gives, for the group's note. */
function actNote(m: Extract<Move, { type: 'act' }>, view: TroyesView): string | undefined {
  if (m.action === 'activity') {
    const id = view.activity[m.target]?.id;
    if (!id) return undefined;
    const c = ACTIVITY_BY_ID[id];
    const hired = view.you !== null && view.activity[m.target]!.spaces.includes(view.you);
    return `${TROYES_COLOUR_NAME[c.colour]} dice; one activation per ${c.divisor} of their value${hired ? '' : `; hiring a tradesman costs ${c.hire} deniers`}.`;
  }
  if (m.action === 'event') {
    const id = view.queue[m.target]?.id;
    if (!id) return undefined;
    const e = EVENT_BY_ID[id];
    return `${TROYES_COLOUR_NAME[e.fight.colour]} dice; one cube per ${e.fight.divisor} of their value; ${e.vp[0]}/${e.vp[1]} VP for the most cubes.`;
  }
  if (m.action === 'cathedral') return 'White dice: a cube per die on its face’s site (1 VP, and influence).';
  if (m.action === 'place') return 'One die: its face picks the space; a citizen there may be expelled.';
  if (m.action === 'agriculture') return 'Yellow dice: 1 denier per 2 of their value.';
  return undefined;
}

export function groupMoves(moves: Move[], view: TroyesView, names: SeatNames): MoveGroup[] {
  const groups = new Map<string, MoveGroup>();
  const add = (key: string, title: string, o: MoveOption, extras: Partial<MoveGroup> = {}) => {
    const g = groups.get(key) ?? { key, title, options: [], ...extras };
    // A field this page does not know (a newer ruleset's choice) is said as it is, never dropped.
    const unknown = extra(o.move as Move, KNOWN_FIELDS[(o.move as Move).type] ?? []);
    if (unknown && !o.detail?.includes(unknown)) o = { ...o, detail: o.detail ? `${o.detail}; ${unknown}` : unknown };
    g.options.push(o);
    groups.set(key, g);
  };
  const you = view.you ?? 0;
  for (const m of moves) {
    const option: MoveOption = {
      label: describeTroyesMove(m, view, names),
      move: m,
      target: targetOf(m, view),
    };
    switch (m.type) {
      case 'draft':
        add('draft', 'Place a citizen (initial placement)', option);
        break;
      case 'act': {
        const where =
          m.action === 'activity'
            ? `activity:${m.target}`
            : m.action === 'event'
              ? `event:${m.target}`
              : m.action === 'place'
                ? `building:${m.target}`
                : m.action === 'cathedral'
                  ? 'cathedral'
                  : undefined;
        const title =
          m.action === 'activity'
            ? `Activity: ${cardName(view, m.target)}`
            : m.action === 'event'
              ? `Event: ${eventName(view, m.target)}`
              : m.action === 'place'
                ? `Place a citizen: ${TROYES_BUILDINGS[m.target] ?? ''}`
                : humanize(m.action);
        add(
          `act-${m.action}-${m.target}`,
          title,
          { ...option, target: undefined },
          {
            target: where,
            note: actNote(m, view),
          },
        );
        break;
      }
      case 'reroll':
      case 'recruit':
      case 'flip':
        add('influence', `Spend influence (you have ${view.players[you]?.influence ?? 0})`, {
          ...option,
          detail: m.type === 'reroll' ? '1 influence' : m.type === 'recruit' ? '2 influence' : '4 influence',
        });
        break;
      case 'pass':
        add('pass', 'Pass', { ...option, detail: 'take deniers; you act no more this round' });
        break;
      case 'group': {
        const size = m.dice.length;
        const bought = m.dice.filter((r) => r.district !== you).length;
        add('group', 'Choose the dice of the action', {
          ...option,
          detail: bought ? `pays ${bought * 2 * size} deniers for dice of other districts` : undefined,
        });
        break;
      }
      case 'counterDie':
      case 'counterBlack':
      case 'counterDone':
      case 'concede':
        add('counter', `Counter the black dice (${view.black.join(', ')}); red dice count double`, option);
        break;
      case 'flipDie':
      case 'flipDone':
        add('flip', 'Flip dice', option);
        break;
      case 'citizen':
        add('citizen', 'Which citizen goes', option);
        break;
      case 'times':
        add('times', 'How many times to use the card', option);
        break;
      case 'eventCube':
      case 'cubesDone': {
        const step = cubesStep(view);
        add(
          'cubes',
          step?.optional
            ? `Place the cube or keep it (${step.left === 1 ? '1 cube' : `${step.left} cubes`} left)`
            : 'Where the event cube goes',
          m.type === 'cubesDone' ? { ...option, detail: 'the cubes left are not placed; your turn ends' } : option,
        );
        break;
      }
      default:
        add(`other-${String((m as Move).type)}`, humanize(String((m as Move).type)), {
          label: genericMove(m),
          move: m,
        });
    }
  }
  return [...groups.values()];
}

export function tell(events: { type: string; [k: string]: unknown }[], names: SeatNames): string[] {
  const who = (seat: unknown) =>
    seat === null || seat === undefined ? 'gray' : (names[Number(seat)] ?? `Seat ${Number(seat) + 1}`);
  return events.flatMap((e): string[] => {
    switch (e.type) {
      case 'InitialPlacement':
        return [
          `${who(e.seat)} placed a citizen in the ${TROYES_BUILDINGS[BUILDING_BY_NAME[String(e.building)] ?? 0]}, space ${Number(e.space) + 1}.`,
        ];
      case 'RoundStarted':
        return [`Round ${e.round} begins; ${who(e.start)} starts.`];
      case 'ActivityRevealed':
        return [`${ACTIVITY_BY_ID[e.card as keyof typeof ACTIVITY_BY_ID]?.name ?? e.card} is revealed.`];
      case 'Salaries':
        return [`${who(e.seat)} paid ${plural(Number(e.paid), 'denier')} of salaries.`];
      case 'WorkforceRolled':
        return ['Every district’s dice are rolled.'];
      case 'EventRevealed':
        return [`New event: ${EVENT_BY_ID[e.event as keyof typeof EVENT_BY_ID]?.name ?? e.event}.`];
      case 'GrayCitizenPlaced':
        return [`A gray citizen enters the ${TROYES_BUILDINGS[Number(e.building)]} (face ${e.face}).`];
      case 'GrayCitizenBlocked':
        return [`No gray citizen can enter the ${TROYES_BUILDINGS[Number(e.building)]}.`];
      case 'CathedralCube':
        return [
          `${'owner' in e ? 'A gray' : `${who(e.seat)}’s`} cube goes on the Cathedral, level ${Math.floor(Number(e.site) / 6) + 1}.`,
        ];
      case 'CathedralCubeRemoved':
        return ['The highest Cathedral cube is removed.'];
      case 'BlackDiceRolled':
        return [`Black dice rolled: ${(e.dice as number[]).join(', ')}.`];
      case 'BlackDiceCountered':
        return [
          `${who(e.seat)} countered the black dice ${(e.black as number[]).join(', ')} with ${(e.dice as string[]).map(dieWords).join(', ')}.`,
        ];
      case 'BlackDieNotCountered':
        return [`${who(e.seat)} did not counter the black ${e.black}.`];
      case 'Penalty':
        return [`${who(e.seat)} loses ${-Number(e.vp)} VP (${humanize(String(e.reason)).toLowerCase()}).`];
      case 'Rerolled':
        return [`${who(e.seat)} rerolled ${dieWords(String(e.was))}: now ${dieWords(String(e.now))}.`];
      case 'Recruited':
        return [`${who(e.seat)} recruited a citizen.`];
      case 'Flipped':
        return [`${who(e.seat)} flipped dice: now ${(e.dice as string[]).map(dieWords).join(', ')}.`];
      case 'Passed':
        return [`${who(e.seat)} passed.`];
      case 'GroupUsed': {
        const target =
          e.action === 'activity'
            ? '' // ActivityActivated names the card
            : e.action === 'event'
              ? ' against the event'
              : e.action === 'place'
                ? ` to place a citizen in the ${TROYES_BUILDINGS[Number(e.target)]}`
                : ` for ${String(e.action)}`;
        return [
          `${who(e.seat)} used ${(e.dice as string[]).map(dieWords).join(' + ')} (value ${e.value})${target}` +
            `${Number(e.paid) ? `, paying ${plural(Number(e.paid), 'denier')} for dice` : ''}${Number(e.hired) ? `, ${e.hired} to hire a tradesman` : ''}.`,
        ];
      }
      case 'CitizenPlaced':
        return [
          `${who(e.seat)}’s citizen enters the ${TROYES_BUILDINGS[Number(e.building)]}` +
            `${Number(e.expelled) >= 0 ? `, expelling ${who(Number(e.expelled) === 4 ? null : e.expelled)}’s` : ''}.`,
        ];
      case 'TradesmanHired':
        return [`${who(e.seat)} hired a tradesman${Number(e.space) < 0 ? ' (on the picture: 0 VP)' : ''}.`];
      case 'ActivityActivated':
        return [
          `${who(e.seat)} worked the ${ACTIVITY_BY_ID[e.card as keyof typeof ACTIVITY_BY_ID]?.name ?? e.card} ${e.times} time${e.times === 1 ? '' : 's'}.`,
        ];
      case 'Converted':
        return [
          `${who(e.seat)} used the ${ACTIVITY_BY_ID[e.card as keyof typeof ACTIVITY_BY_ID]?.name ?? e.card} ${e.times} time${e.times === 1 ? '' : 's'}.`,
        ];
      case 'ArcherRolled':
        return [`${who(e.seat)}’s archers hit ${e.hits} of ${e.of}.`];
      case 'EventVp':
        return [
          `${who(e.seat)} gains ${e.vp} VP from ${EVENT_BY_ID[e.event as keyof typeof EVENT_BY_ID]?.name ?? e.event}.`,
        ];
      case 'EventCountered':
        return [
          `${EVENT_BY_ID[e.event as keyof typeof EVENT_BY_ID]?.name ?? e.event} is countered${e.winner === null ? '' : `; ${who(e.winner)} had the most cubes`}.`,
        ];
      case 'RoundEnded':
        return [`Round ${e.round} ends.`];
      case 'GameOver':
        return ['The last round is over: characters are revealed and scored.'];
      default:
        return [];
    }
  });
}

export const BREAKDOWN: Record<string, string> = {
  activities: 'Activity cards',
  cathedral: 'Cathedral cubes',
  events: 'Events countered',
  penalties: 'Penalties',
  uncounteredEvents: 'Uncountered events',
  tradesmen: 'Tradesmen',
  cathedralLevels: 'Cathedral levels missing',
  characters: 'Characters',
};
