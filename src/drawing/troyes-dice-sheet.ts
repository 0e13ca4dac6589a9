/**
 * The Troyes Dice scoresheet drawn from a view (never from the state: what is drawn is exactly what
 * the viewer may see), as panels (panels.ts): the wheel with its plazas and this half-day's dice,
 * the three districts (columns numbered 1-6, die boxes with their values, prestige and work
 * buildings built or crossed out, the characters with their cathedral multipliers), resources and
 * citizens, the score, and a key to the marks. Used by the web page and by
 * GET /v1/games/{id}/sheet.svg and board.svg.
 */
import type { TroyesDiceView } from '../engine/games/troyes-dice/types';
import { EXPANSION_TILES } from '../engine/games/troyes-dice/data/expansion-tiles';
import {
  composeBoard,
  cross,
  FAINT,
  INK,
  keyPanel,
  PANEL_WIDTH,
  seatName,
  target,
  text,
  type Layout,
  type Panel,
} from './panels';
import { el, toSvgString, type SvgChild, type SvgChildren, type SvgElement } from './svg';

type Colour = 'red' | 'yellow' | 'white';
type SheetView = TroyesDiceView['players'][number]['sheet'];

export const FILL: Record<Colour, string> = { red: '#c0392b', yellow: '#e1a80f', white: '#f4f1ea' };
export const DISTRICT: Record<Colour, string> = { red: 'Noble', yellow: 'Civil', white: 'Religious' };
export const PRESTIGE: Record<Colour, string> = { red: 'Fortress', yellow: 'Great Hall', white: 'Cathedral' };
export const WORK: Record<Colour, string> = { red: "Count's Palace", yellow: 'City Hall', white: 'Bishopric' };
const RESOURCE_COLOUR = { influence: 'red', deniers: 'yellow', knowledge: 'white' } as const;
const TRACK_COLOUR = { knights: 'red', artisans: 'yellow', priests: 'white' } as const;
export const CHARACTER_NAMES: Record<string, string> = {
  huguesDePayns: 'Hugues de Payns',
  isabeauDeBaviere: 'Isabeau de Bavière',
  thibautII: 'Thibaut II',
  jeanneDeChampagne: 'Jeanne de Champagne',
  urbainIV: 'Urbain IV',
  marieDeChampagne: 'Marie de Champagne',
};

/** A die's number as people count it: slot 0 is "die 1", in the drawing and in every move text. */
export const dieNumber = (slot: number): number => slot + 1;

/** Builds a die outline: white with its plaza's colour as border, black for the black die. */
function dieFace(x: number, y: number, size: number, value: number, colour: Colour, black: boolean): SvgChild[] {
  return [
    el('rect', {
      x,
      y,
      width: size,
      height: size,
      rx: 6,
      fill: black ? INK : '#fff',
      stroke: black ? INK : colour === 'white' ? INK : FILL[colour],
      'stroke-width': 3,
    }),
    text(x + size / 2, y + size / 2 + 9, value, {
      'text-anchor': 'middle',
      'font-size': 18,
      'font-weight': 'bold',
      fill: black ? '#fff' : INK,
    }),
  ];
}

/** The wheel: nine plazas, today's zones, destroyed plazas, tiles, and the dice (numbered 1-4). */
function wheelPanel(view: TroyesDiceView): Panel {
  const cx = PANEL_WIDTH / 2;
  const cy = 150;
  const at = (notch: number, radius: number): [number, number] => {
    const a = ((-90 + notch * 40) * Math.PI) / 180;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  };
  const plazas = view.plazas.map((p) => {
    const [x, y] = at(p.notch, 122);
    const tile = p.tile ? EXPANSION_TILES.find((t) => t.id === p.tile!.id) : undefined;
    return el(
      'g',
      { class: `plaza plaza-${p.colour}`, 'data-notch': p.notch },
      el(
        'title',
        {},
        `Plaza: ${p.colour}, ${p.zone === 'neutral' ? 'not in play today' : `${p.zone} zone`}${p.destroyed ? ', destroyed' : ''}` +
          (p.tile && tile ? `. Tile ${p.tile.id} (${p.tile.side}): ${tile[p.tile.side]}` : ''),
      ),
      el('circle', {
        cx: x,
        cy: y,
        r: 22,
        fill: FILL[p.colour],
        stroke: p.zone === 'neutral' ? FAINT : INK,
        'stroke-width': p.zone === 'neutral' ? 1 : 2,
        'stroke-dasharray': p.zone === 'neutral' ? '4 3' : undefined,
      }),
      p.destroyed ? cross(x - 16, y - 16, 32, 32) : null,
      p.tile
        ? text(x + 16, y - 16, `${p.tile.side === 'raid' ? 'R' : 'B'}${p.tile.id}`, {
            'font-weight': 'bold',
            class: `tile tile-${p.tile.side}`,
          })
        : null,
    );
  });
  const dice = view.dice.map((d) => {
    const [x, y] = at(d.notch, 74);
    return [
      el(
        'g',
        {
          class: `die${d.black ? ' die-black' : ''}${d.usable ? '' : ' die-unusable'}`,
          'data-slot': d.slot,
          ...target(`die:${d.slot}`),
        },
        el(
          'title',
          {},
          `Die ${dieNumber(d.slot)}: ${d.value} on a ${d.colour} plaza` +
            (d.black ? ' (the black die: it destroys its plaza and cannot be used)' : d.usable ? '' : ' (not usable)'),
        ),
        dieFace(x - 22, y - 22, 44, d.value, d.colour, d.black),
      ),
      // The number beside the die, outside its target: a choice's name starts with what it shows.
      text(x - 19, y - 8, `#${dieNumber(d.slot)}`, {
        class: 'die-number',
        fill: d.black ? '#fff' : INK,
        'pointer-events': 'none',
      }),
    ];
  });
  return {
    id: 'wheel',
    title: view.over ? 'The wheel · game over' : `The wheel · ${view.half} of day ${view.day} of 8`,
    width: PANEL_WIDTH,
    height: 300,
    body: [
      el('circle', { cx, cy, r: 148, fill: '#efe6d2', stroke: FAINT }),
      plazas,
      dice,
      text(cx, cy - 4, view.over ? 'Game over' : `Day ${view.day} of 8`, {
        'text-anchor': 'middle',
        'font-weight': 'bold',
        'font-size': 14,
      }),
      view.over ? null : text(cx, cy + 14, view.half, { 'text-anchor': 'middle' }),
    ],
  };
}

const LABEL_W = 78;
const COL_W = (PANEL_WIDTH - LABEL_W - 6) / 6; // 44
const CELL = 44;

function buildingCell(
  status: 'built' | 'crossed' | 'open',
  colour: Colour,
  kind: 'prestige' | 'work',
  column: number,
  name: string,
  x: number,
  y: number,
): SvgElement {
  return el(
    'g',
    // data-target names the space, so a page can make it a choice.
    { class: `building building-${status}`, ...target(buildingTarget(colour, kind, column)) },
    el('title', {}, `${name}, column ${column}: ${status === 'open' ? 'not built yet' : status}`),
    el('rect', {
      x,
      y,
      width: CELL,
      height: CELL,
      rx: 4,
      fill: status === 'built' ? FILL[colour] : '#fff',
      stroke: status === 'open' ? FAINT : INK,
      'stroke-width': status === 'built' ? 2 : 1,
    }),
    status === 'built'
      ? text(x + CELL / 2, y + CELL / 2 + 5, '✓', {
          'text-anchor': 'middle',
          'font-size': 16,
          fill: colour === 'white' ? INK : '#fff',
        })
      : null,
    status === 'crossed' ? cross(x, y, CELL, CELL) : null,
  );
}

/** The columns (numbered 1-6, their characters and multipliers) and the three districts. */
function districtsPanel(sheet: SheetView): Panel {
  const colX = (col: number) => LABEL_W + col * COL_W; // col 0-based
  const header: SvgChildren[] = [
    text(8, 14, 'Column', { 'font-weight': 'bold' }),
    text(8, 40, 'Character ×'),
    sheet.characters.map((ch, col) => {
      const x = colX(col) + COL_W / 2;
      const name = CHARACTER_NAMES[ch.id] ?? ch.id;
      return el(
        'g',
        { class: 'character', 'data-column': col + 1 },
        el(
          'title',
          {},
          `Column ${col + 1}: ${name}${ch.multiplier > 0 ? `, ×${ch.multiplier}` : ', no multiplier yet'}`,
        ),
        text(x, 14, col + 1, { 'text-anchor': 'middle', 'font-weight': 'bold' }),
        el('circle', {
          cx: x,
          cy: 36,
          r: 11,
          fill: ch.multiplier > 0 ? '#fff' : 'none',
          stroke: ch.multiplier > 0 ? INK : FAINT,
        }),
        ch.multiplier > 0
          ? text(x, 40, `×${ch.multiplier}`, { 'text-anchor': 'middle', 'font-weight': 'bold', class: 'multiplier' })
          : null,
      );
    }),
  ];
  const districts = sheet.districts.map((d, c) => {
    const y = 56 + c * 134;
    const colour = d.colour as Colour;
    const label = (s: string, yy: number) =>
      s === "Count's Palace" ? [text(8, yy - 6, "Count's"), text(8, yy + 9, 'Palace')] : [text(8, yy + 4, s)];
    return el(
      'g',
      { class: `district district-${colour}` },
      el('rect', {
        x: 2,
        y,
        width: PANEL_WIDTH - 4,
        height: 128,
        fill: FILL[colour],
        'fill-opacity': colour === 'white' ? 0.5 : 0.14,
      }),
      text(8, y + 16, `${DISTRICT[colour]} (${colour})`, { 'font-weight': 'bold' }),
      text(8, y + 32, 'Die box'),
      label(PRESTIGE[colour], y + 56),
      label(WORK[colour], y + 104),
      d.boxes.map((b, col) => {
        const x = colX(col) + (COL_W - 30) / 2;
        return el(
          'g',
          { class: `box${b.crossed ? ' box-crossed' : ''}${b.protected ? ' box-protected' : ''}` },
          el(
            'title',
            {},
            `${DISTRICT[colour]} die box of column ${col + 1}: value ${b.value}${b.crossed ? ', crossed out' : ''}${b.protected ? ', guarded by a Fortress' : ''}`,
          ),
          el('rect', {
            x,
            y: y + 18,
            width: 30,
            height: 20,
            rx: 3,
            fill: '#fff',
            stroke: b.protected ? FILL.red : INK,
            'stroke-width': b.protected ? 3 : 1,
          }),
          text(x + 15, y + 33, b.value, { 'text-anchor': 'middle' }),
          b.crossed ? cross(x, y + 18, 30, 20) : null,
        );
      }),
      d.prestige.map((s, col) => buildingCell(s, colour, 'prestige', col + 1, PRESTIGE[colour], colX(col), y + 40)),
      d.work.map((s, col) => buildingCell(s, colour, 'work', col + 1, WORK[colour], colX(col), y + 84)),
    );
  });
  return {
    id: 'districts',
    title: 'Districts',
    width: PANEL_WIDTH,
    height: 56 + 3 * 134 - 4,
    body: [header, districts],
  };
}

/** A labelled row of `count` circles, the first `filled` filled in, the first `struck` of them struck through. */
function track(
  label: string,
  colour: Colour,
  count: number,
  filled: number,
  struck: number,
  y: number,
  note: string,
): SvgElement {
  const circles: SvgChild[] = [];
  const step = count > 18 ? 11.5 : 12.5;
  for (let i = 0; i < count; i++) {
    const cx = 116 + i * step;
    circles.push(
      el('circle', {
        cx,
        cy: y,
        r: 5,
        fill: i < filled ? FILL[colour] : '#fff',
        stroke: i < filled ? INK : FAINT,
      }),
    );
    if (i < struck)
      circles.push(el('line', { x1: cx - 5, y1: y + 5, x2: cx + 5, y2: y - 5, stroke: INK, 'stroke-width': 1.5 }));
  }
  return el(
    'g',
    { class: 'track' },
    el('title', {}, `${label}: ${note}`),
    text(8, y + 4, label),
    text(104, y + 4, note, { 'text-anchor': 'end', 'font-weight': 'bold' }),
    circles,
  );
}

function resourcesPanel(sheet: SheetView): Panel {
  const res = (Object.keys(RESOURCE_COLOUR) as (keyof typeof RESOURCE_COLOUR)[]).map((r, i) => {
    const v = sheet.resources[r];
    return track(
      r[0]!.toUpperCase() + r.slice(1),
      RESOURCE_COLOUR[r],
      18,
      v.circled,
      v.spent,
      12 + i * 24,
      `${v.available}`,
    );
  });
  const cit = (Object.keys(TRACK_COLOUR) as (keyof typeof TRACK_COLOUR)[]).map((t, i) =>
    track(
      t[0]!.toUpperCase() + t.slice(1),
      TRACK_COLOUR[t],
      20,
      sheet.citizens[t],
      0,
      104 + i * 24,
      `${sheet.citizens[t]}`,
    ),
  );
  return {
    id: 'resources',
    title: 'Resources left · citizens',
    width: PANEL_WIDTH,
    height: 170,
    body: [el('g', { class: 'resources' }, res, text(8, 88, 'Citizens', { 'font-weight': 'bold' }), cit)],
  };
}

/** The breakdown in the sheet's print order (stored JSON may come back with its keys reordered). */
export const BREAKDOWN_ORDER = [
  ['huguesDePayns', 'Hugues de Payns'],
  ['isabeauDeBaviere', 'Isabeau de Bavière'],
  ['thibautII', 'Thibaut II'],
  ['jeanneDeChampagne', 'Jeanne de Champagne'],
  ['urbainIV', 'Urbain IV'],
  ['marieDeChampagne', 'Marie de Champagne'],
  ['influence', 'Influence (1 per 2 left)'],
  ['deniers', 'Deniers (1 per 2 left)'],
  ['knowledge', 'Knowledge (1 per 2 left)'],
  ['citizens', 'Citizens'],
] as const;

/** The key of a building space: `red:prestige:3` (column 1-6). */
export const buildingTarget = (colour: string, kind: 'prestige' | 'work', column: number): string =>
  `${colour}:${kind}:${column}`;

function scorePanel(sheet: SheetView): Panel {
  const b = sheet.score.breakdown as unknown as Record<string, number>;
  // The characters by the column they stand over, as the districts panel numbers them.
  const rows = BREAKDOWN_ORDER.map(([k, label]) => {
    const col = sheet.characters.findIndex((c) => c.id === k);
    const ch = sheet.characters[col];
    return [ch ? `Column ${col + 1}: ${label}${ch.multiplier ? ` ×${ch.multiplier}` : ''}` : label, b[k] ?? 0] as const;
  });
  return {
    id: 'score',
    title: 'Score if the game ended now',
    width: PANEL_WIDTH,
    height: 18 + rows.length * 16 + 6,
    body: [
      el(
        'g',
        { class: 'score' },
        text(8, 12, `Score ${sheet.score.total}`, { 'font-weight': 'bold', 'font-size': 14, class: 'score-total' }),
        rows.flatMap(([k, v], i) => [
          text(8, 32 + i * 16, k),
          text(PANEL_WIDTH - 12, 32 + i * 16, v, { 'text-anchor': 'end' }),
        ]),
      ),
    ],
  };
}

/** What every mark on the sheet means. */
export function troyesDiceKey(): Panel {
  const box = (attrs: Record<string, string | number>, extra: SvgChild[] = []) => [
    el('rect', { x: 0, y: 2, width: 34, height: 22, rx: 3, fill: '#fff', stroke: INK, ...attrs }),
    ...extra,
  ];
  return keyPanel([
    { mark: box({ fill: FILL.red }), means: 'Built' },
    { mark: box({ stroke: FAINT }), means: 'Not built yet' },
    { mark: box({}, [cross(0, 2, 34, 22)]), means: 'Crossed out by an attack (from day 3)' },
    { mark: box({ stroke: FILL.red, 'stroke-width': 3 }), means: 'Die box guarded by your Fortress' },
    {
      mark: box({ fill: '#dce9ff', stroke: '#1f5fbf', 'stroke-width': 2.5 }),
      means: 'You can build here now (click it)',
    },
    {
      mark: [el('rect', { x: 4, y: 0, width: 26, height: 26, rx: 5, fill: INK })],
      means: 'The black die: destroys its plaza',
    },
    {
      mark: [el('circle', { cx: 17, cy: 13, r: 12, fill: '#fff', stroke: FAINT, 'stroke-dasharray': '4 3' })],
      means: 'Dashed plaza: not in play today',
    },
    { mark: [text(4, 18, 'B3', { 'font-weight': 'bold' })], means: 'Banquet (B) or Raid (R) tile 3' },
  ]);
}

export interface SheetOptions {
  /** `wide` (two columns) or `tall` (a phone). */
  layout?: Layout;
  /** Seat names, for the heading. */
  names?: readonly (string | undefined)[];
}

/** The panels of one seat's sheet, in the order a phone shows them. */
export function troyesDiceSheetPanels(view: TroyesDiceView, seat: number): Panel[] {
  const player = view.players.find((p) => p.seat === seat);
  if (!player) throw new RangeError(`No seat ${seat} in this game (${view.players.length} seats).`);
  return [
    wheelPanel(view),
    districtsPanel(player.sheet),
    resourcesPanel(player.sheet),
    scorePanel(player.sheet),
    troyesDiceKey(),
  ];
}

/**
 * The whole picture for one seat, as an element tree; `label` names it for assistive technology.
 * `interactive`: a page makes some spaces choices, so the picture is a group, not an image.
 */
export function drawTroyesDiceSheet(
  view: TroyesDiceView,
  seat: number,
  label?: string,
  interactive = false,
  options: SheetOptions = {},
): SvgElement {
  const panels = troyesDiceSheetPanels(view, seat);
  const score = view.players.find((p) => p.seat === seat)!.sheet.score.total;
  const who = seatName(seat, options.names);
  return composeBoard(panels, {
    className: 'troyes-dice-sheet',
    heading: `Troyes Dice · ${who}${view.over ? ' · final' : ''}`,
    label: label ?? `Troyes Dice sheet of ${who}: score ${score}`,
    layout: options.layout,
    interactive,
  });
}

/** A standalone SVG document (image/svg+xml). */
export function troyesDiceSheetSvg(view: TroyesDiceView, seat: number, options: SheetOptions = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toSvgString(drawTroyesDiceSheet(view, seat, undefined, false, options))}\n`;
}
