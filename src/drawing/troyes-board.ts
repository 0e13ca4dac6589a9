/**
 * The Troyes board drawn from a seat's view (never the state: what is drawn is what that viewer
 * may see; no face-down card, no other seat's character before the end), as panels: the dice of
 * every district and the black dice, the three buildings, the Cathedral, the nine Activity cards,
 * the event queue, every seat's counts, and a key. Parts a move can name carry `data-target`
 * (`die:<district>:<index>`, `building:<b>:<space>`, `building:<b>`, `cathedral`,
 * `activity:<slot>`, `event:<index>`) so a page can make them choices. Used by the web page and
 * GET /v1/games/{id}/board.svg.
 */
import { ACTIVITY_BY_ID } from '../engine/games/troyes/data/activities';
import { CHARACTER_BY_ID } from '../engine/games/troyes/data/characters';
import { EVENT_BY_ID } from '../engine/games/troyes/data/events';
import type { TroyesView } from '../engine/games/troyes/types';
import {
  composeBoard,
  FAINT,
  INK,
  keyPanel,
  PANEL_WIDTH,
  possessive,
  seatColour,
  seatMarker,
  seatName,
  target,
  text,
  wrap,
  type Layout,
  type Panel,
} from './panels';
import { el, toSvgString, type SvgChildren, type SvgElement } from './svg';

type DieColour = 'R' | 'W' | 'Y';
export const TROYES_DIE_FILL: Record<DieColour, string> = { R: '#c0392b', W: '#f4f1ea', Y: '#e1a80f' };
export const TROYES_COLOUR_NAME: Record<DieColour, string> = { R: 'red', W: 'white', Y: 'yellow' };
export const TROYES_BUILDINGS = ['Palace', 'Bishopric', 'City Hall'] as const;
const BUILDING_COLOUR: DieColour[] = ['R', 'W', 'Y'];
const GRAY = 4;
const SALARY = [2, 1, 0];

/** Whose citizen or cube: a seat's name, gray, or nobody. */
export const ownerName = (owner: number, names?: readonly (string | undefined)[]): string =>
  owner === GRAY ? 'gray' : owner < 0 ? 'nobody' : seatName(owner, names);

/** A citizen or cube of `owner` (a seat, or gray) filling a square. */
function ownerMark(owner: number, x: number, y: number, size: number): SvgChildren {
  if (owner < 0) return null;
  if (owner === GRAY) {
    return el('rect', { x: x + 4, y: y + 4, width: size - 8, height: size - 8, rx: 4, fill: '#9a948a', class: 'gray' });
  }
  return seatMarker(owner, x + size / 2, y + size / 2, size / 2 - 5);
}

/** A die: its colour as the fill, its face in the middle. */
function die(face: string, x: number, y: number, size = 44): SvgChildren {
  const colour = face[0] as DieColour;
  return [
    el('rect', {
      x,
      y,
      width: size,
      height: size,
      rx: 6,
      fill: TROYES_DIE_FILL[colour],
      stroke: INK,
      'stroke-width': 1.5,
    }),
    text(x + size / 2, y + size / 2 + 7, face.slice(1), {
      'text-anchor': 'middle',
      'font-size': 18,
      'font-weight': 'bold',
      fill: colour === 'W' ? INK : '#fff',
    }),
  ];
}

function dicePanel(view: TroyesView, names?: readonly (string | undefined)[]): Panel {
  const rows = view.dice.map((dice, district) => {
    const y = district * 68;
    const label =
      district === view.players.length ? 'Gray district' : `${possessive(seatName(district, names))} district`;
    return el(
      'g',
      { class: 'district', 'data-district': district },
      text(8, y + 14, label, { 'font-weight': 'bold' }),
      dice.length === 0 ? text(8, y + 36, 'no dice') : null,
      dice.map((d, i) =>
        el(
          'g',
          { class: 'die', ...target(`die:${district}:${i}`) },
          el('title', {}, `${label}, die ${i + 1}: ${TROYES_COLOUR_NAME[d[0] as DieColour]} ${d.slice(1)}`),
          die(d, 8 + i * 50, y + 20, 44),
        ),
      ),
    );
  });
  const blackY = view.dice.length * 68 + 4;
  return {
    id: 'dice',
    title: 'Dice in each district',
    width: PANEL_WIDTH,
    height: blackY + 48,
    body: [
      rows,
      text(8, blackY + 14, view.black.length ? 'Black dice to counter, highest first:' : 'No black die to counter.', {
        'font-weight': 'bold',
      }),
      view.black.map((v, i) =>
        el(
          'g',
          { class: 'black-die' },
          el('rect', { x: 8 + i * 40, y: blackY + 20, width: 32, height: 28, rx: 5, fill: INK }),
          text(24 + i * 40, blackY + 39, v, { 'text-anchor': 'middle', fill: '#fff', 'font-weight': 'bold' }),
        ),
      ),
    ],
  };
}

function buildingsPanel(view: TroyesView, names?: readonly (string | undefined)[]): Panel {
  const colW = 112;
  const body = view.buildings.map((spaces, b) => {
    const x = 6 + b * (colW + 2);
    const colour = BUILDING_COLOUR[b] as DieColour;
    const lying = view.lying[b] ?? [];
    return el(
      'g',
      { class: 'building', ...target(`building:${b}`) },
      el('title', {}, `${TROYES_BUILDINGS[b]}: salary ${SALARY[b]} deniers per citizen standing here`),
      el('rect', {
        x,
        y: 0,
        width: colW,
        height: 206,
        rx: 5,
        fill: TROYES_DIE_FILL[colour],
        'fill-opacity': colour === 'W' ? 0.6 : 0.18,
        stroke: FAINT,
      }),
      text(x + 6, 16, TROYES_BUILDINGS[b] as string, { 'font-weight': 'bold' }),
      text(x + 6, 32, `salary ${SALARY[b]}`),
      spaces.map((owner, s) => {
        const sx = x + 8 + (s % 2) * 50;
        const sy = 40 + Math.floor(s / 2) * 50;
        const faces = b === 0 ? `${s + 1}` : `${Math.floor(s / 2) * 2 + 1}-${Math.floor(s / 2) * 2 + 2}`;
        return el(
          'g',
          { class: `space${owner >= 0 ? ' taken' : ''}`, ...target(`building:${b}:${s}`) },
          el('title', {}, `${TROYES_BUILDINGS[b]}, space ${s + 1} (die ${faces}): ${ownerName(owner, names)}`),
          el('rect', { x: sx, y: sy, width: 44, height: 44, rx: 4, fill: '#fff', stroke: INK }),
          owner < 0 ? text(sx + 22, sy + 27, faces, { 'text-anchor': 'middle', fill: '#555' }) : null,
          ownerMark(owner, sx, sy, 44),
        );
      }),
      lying.length
        ? [
            text(x + 6, 200, 'Lying:'),
            lying.map((o, i) =>
              o === GRAY
                ? el('circle', { cx: x + 52 + i * 14, cy: 196, r: 6, fill: '#9a948a' })
                : el('circle', { cx: x + 52 + i * 14, cy: 196, r: 6, fill: seatColour(o) }),
            ),
          ]
        : null,
    );
  });
  return { id: 'buildings', title: 'Buildings (citizens, by die face)', width: PANEL_WIDTH, height: 208, body };
}

function cathedralPanel(view: TroyesView, names?: readonly (string | undefined)[]): Panel {
  const body = el(
    'g',
    { class: 'cathedral', ...target('cathedral') },
    el('title', {}, 'The Cathedral: 3 levels of 6 sites, one per die face'),
    text(8, 16, 'Face'),
    [1, 2, 3, 4, 5, 6].map((f) =>
      text(84 + (f - 1) * 44 + 20, 16, f, { 'text-anchor': 'middle', 'font-weight': 'bold' }),
    ),
    [2, 1, 0].map((level, row) => {
      const y = 24 + row * 46;
      return [
        text(8, y + 27, `Level ${level + 1}`),
        [0, 1, 2, 3, 4, 5].map((f) => {
          const owner = view.cathedral[level * 6 + f] ?? -1;
          const x = 84 + f * 44;
          return el(
            'g',
            { class: 'site' },
            el('title', {}, `Cathedral level ${level + 1}, face ${f + 1}: ${ownerName(owner, names)}`),
            el('rect', { x, y, width: 42, height: 42, rx: 3, fill: '#fff', stroke: FAINT }),
            ownerMark(owner, x, y, 42),
          );
        }),
      ];
    }),
  );
  return { id: 'cathedral', title: 'Cathedral (1 VP per cube)', width: PANEL_WIDTH, height: 166, body: [body] };
}

function activityPanel(view: TroyesView, names?: readonly (string | undefined)[]): Panel {
  const w = 110;
  const h = 112;
  const body = view.activity.map((a, slot) => {
    const x = 6 + (slot % 3) * (w + 4);
    const y = Math.floor(slot / 3) * (h + 4);
    const card = a.id ? ACTIVITY_BY_ID[a.id] : null;
    const colour = a.colour as DieColour;
    const cubes = a.cubes.flatMap((n, seat) => (n > 0 ? [[seat, n] as const] : []));
    return el(
      'g',
      { class: `activity${a.open ? '' : ' face-down'}`, ...target(`activity:${slot}`) },
      el(
        'title',
        {},
        card
          ? `${card.name} (${TROYES_COLOUR_NAME[colour]}): hire a tradesman for ${card.hire} deniers; one activation per ${card.divisor} of the dice's value; tradesmen score ${card.spaces.join(' and ')} VP`
          : `A ${TROYES_COLOUR_NAME[colour]} card of round ${a.round}, still face down`,
      ),
      el('rect', {
        x,
        y,
        width: w,
        height: h,
        rx: 6,
        fill: a.open ? '#fff' : '#e9e2d2',
        stroke: TROYES_DIE_FILL[colour] === TROYES_DIE_FILL.W ? INK : TROYES_DIE_FILL[colour],
        'stroke-width': 3,
      }),
      card
        ? [
            wrap(card.name, 14).map((line, i) => text(x + 6, y + 16 + i * 14, line, { 'font-weight': 'bold' })),
            text(x + 6, y + 46, `hire ${card.hire} · ÷${card.divisor}`),
            a.spaces.map((owner, i) =>
              el(
                'g',
                { class: 'tradesman' },
                el('rect', { x: x + 6 + i * 34, y: y + 54, width: 30, height: 30, rx: 4, fill: '#fff', stroke: FAINT }),
                owner < 0
                  ? text(x + 21 + i * 34, y + 74, `${card.spaces[i]}`, { 'text-anchor': 'middle', fill: '#555' })
                  : ownerMark(owner, x + 6 + i * 34, y + 54, 30),
              ),
            ),
            a.picture.length ? text(x + 76, y + 74, `+${a.picture.length}`) : null,
            cubes.length
              ? text(
                  x + 6,
                  y + 102,
                  `cubes: ${cubes.map(([s, n]) => `${seatName(s, names).slice(0, 6)} ${n}`).join(', ')}`,
                )
              : null,
          ]
        : [
            text(x + 6, y + 18, `${TROYES_COLOUR_NAME[colour]} card`, { 'font-weight': 'bold' }),
            text(x + 6, y + 36, `round ${a.round}`),
            text(x + 6, y + 54, 'face down'),
          ],
    );
  });
  return {
    id: 'activities',
    title: 'Activity cards (red, white, yellow)',
    width: PANEL_WIDTH,
    height: 3 * (h + 4),
    body,
  };
}

function eventsPanel(view: TroyesView, names?: readonly (string | undefined)[]): Panel {
  const rowH = 62;
  const body = view.queue.map((q, i) => {
    const card = EVENT_BY_ID[q.id];
    const y = i * rowH;
    const colour = card.fight.colour as DieColour;
    return el(
      'g',
      { class: 'event', ...target(`event:${i}`) },
      el(
        'title',
        {},
        `${card.name}: fight with ${TROYES_COLOUR_NAME[colour]} dice, one cube per ${card.fight.divisor}; ${card.banners} banners; ${card.vp[0]} and ${card.vp[1]} VP for the most cubes`,
      ),
      el('rect', { x: 6, y, width: PANEL_WIDTH - 12, height: rowH - 4, rx: 5, fill: '#fff', stroke: FAINT }),
      text(12, y + 18, `${i + 1}. ${card.name}`, { 'font-weight': 'bold' }),
      text(12, y + 36, `${TROYES_COLOUR_NAME[colour]} ÷${card.fight.divisor}`),
      text(12, y + 52, `${card.vp[0]}/${card.vp[1]} VP`),
      Array.from({ length: card.banners }, (_, b) => {
        const owner = q.cubes[b] ?? -1;
        const x = 130 + b * 34;
        return el(
          'g',
          { class: 'banner' },
          el(
            'title',
            {},
            `${card.name}, banner ${b + 1}: ${owner < 0 ? 'free' : `cube of ${ownerName(owner, names)}`}`,
          ),
          el('rect', { x, y: y + 24, width: 30, height: 30, rx: 3, fill: '#fff', stroke: FAINT }),
          ownerMark(owner, x, y + 24, 30),
        );
      }),
    );
  });
  return {
    id: 'events',
    title: `Events (${view.decks.R} red, ${view.decks.W} white, ${view.decks.Y} yellow left)`,
    width: PANEL_WIDTH,
    height: Math.max(1, view.queue.length) * rowH,
    body: view.queue.length ? body : [text(12, 20, 'No event in play.')],
  };
}

function playersPanel(view: TroyesView, names?: readonly (string | undefined)[]): Panel {
  const rowH = 84;
  const body = view.players.map((p, seat) => {
    const y = seat * rowH;
    const chars =
      p.characters === null
        ? `${p.characterCount} hidden character${p.characterCount === 1 ? '' : 's'}`
        : p.characters.map((c) => CHARACTER_BY_ID[c].name).join(', ');
    return el(
      'g',
      { class: `player${view.actors.includes(seat) ? ' acting' : ''}`, 'data-seat': seat },
      el('rect', {
        x: 4,
        y,
        width: PANEL_WIDTH - 8,
        height: rowH - 4,
        rx: 5,
        fill: view.actors.includes(seat) ? '#fff3c4' : '#fff',
        stroke: FAINT,
      }),
      seatMarker(seat, 22, y + 18),
      text(38, y + 22, `${seatName(seat, names)}${view.you === seat && names?.[seat] !== 'You' ? ' (you)' : ''}`, {
        'font-weight': 'bold',
      }),
      text(PANEL_WIDTH - 12, y + 22, `${p.vp} VP`, { 'text-anchor': 'end', 'font-weight': 'bold' }),
      text(
        12,
        y + 42,
        `${p.coins} denier${p.coins === 1 ? '' : 's'} · ${p.influence} influence${p.passed ? ' · passed' : ''}`,
      ),
      text(12, y + 58, `${p.supply} citizens in supply · ${p.owned} of 12 out`),
      text(12, y + 74, wrap(chars, 50)[0] ?? ''),
    );
  });
  return { id: 'players', title: 'Players', width: PANEL_WIDTH, height: view.players.length * rowH, body };
}

export function troyesKey(): Panel {
  return keyPanel([
    { mark: [seatMarker(0, 17, 13, 11)], means: 'A seat’s citizen or cube (its number)' },
    {
      mark: [el('rect', { x: 4, y: 2, width: 24, height: 24, rx: 4, fill: '#9a948a' })],
      means: 'A gray (neutral) citizen',
    },
    { mark: die('R4', 2, 0, 28), means: 'A red die showing 4 (white, yellow alike)' },
    { mark: [el('rect', { x: 2, y: 0, width: 28, height: 26, rx: 5, fill: INK })], means: 'A black die to counter' },
    {
      mark: [
        el('rect', {
          x: 0,
          y: 0,
          width: 34,
          height: 26,
          rx: 4,
          fill: '#dce9ff',
          stroke: '#1f5fbf',
          'stroke-width': 2.5,
        }),
      ],
      means: 'A choice you can make now (click it)',
    },
    { mark: [text(2, 18, '÷3')], means: 'One activation or cube per 3 of value' },
  ]);
}

export interface TroyesBoardOptions {
  layout?: Layout;
  names?: readonly (string | undefined)[];
  label?: string;
  interactive?: boolean;
}

export function troyesPanels(view: TroyesView, names?: readonly (string | undefined)[]): Panel[] {
  return [
    dicePanel(view, names),
    buildingsPanel(view, names),
    activityPanel(view, names),
    eventsPanel(view, names),
    cathedralPanel(view, names),
    playersPanel(view, names),
    troyesKey(),
  ];
}

/** The whole board as one viewer sees it. */
export function drawTroyesBoard(view: TroyesView, options: TroyesBoardOptions = {}): SvgElement {
  const when = view.over ? 'final' : view.round === 0 ? 'placing citizens' : `round ${view.round} of ${view.rounds}`;
  const who = view.you === null ? 'spectator' : seatName(view.you, options.names);
  return composeBoard(troyesPanels(view, options.names), {
    className: 'troyes-board',
    heading: `Troyes · ${when}`,
    label: options.label ?? `Troyes board as ${who} sees it, ${when}`,
    layout: options.layout,
    interactive: options.interactive,
  });
}

export function troyesBoardSvg(view: TroyesView, options: TroyesBoardOptions = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toSvgString(drawTroyesBoard(view, options))}\n`;
}
