/**
 * The Troyes Dice scoresheet drawn from a view (never from the state: what is drawn is exactly what
 * the viewer may see): the wheel with its plazas and this half-day's dice, the three districts
 * (die boxes, prestige and work buildings, built or crossed out), the characters with their
 * cathedral multipliers, resources, citizens and the score. Used by the web page and by
 * GET /v1/games/{id}/sheet.svg.
 */
import type { TroyesDiceView } from '../engine/games/troyes-dice/types';
import { el, toSvgString, type SvgChild, type SvgElement } from './svg';

type Colour = 'red' | 'yellow' | 'white';
type SheetView = TroyesDiceView['players'][number]['sheet'];

export const SHEET_WIDTH = 760;
export const SHEET_HEIGHT = 470;

const FILL: Record<Colour, string> = { red: '#c0392b', yellow: '#e1a80f', white: '#f4f1ea' };
const INK = '#222';
const FAINT = '#9a948a';
const DISTRICT: Record<Colour, string> = { red: 'Noble', yellow: 'Civil', white: 'Religious' };
const PRESTIGE: Record<Colour, string> = { red: 'Fortress', yellow: 'Great Hall', white: 'Cathedral' };
const WORK: Record<Colour, string> = { red: "Count's Palace", yellow: 'City Hall', white: 'Bishopric' };
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

const text = (x: number, y: number, s: string | number, attrs: Record<string, string | number> = {}): SvgElement =>
  el('text', { x, y, 'font-size': 12, fill: INK, ...attrs }, String(s));

const cross = (x: number, y: number, w: number, h: number, colour = '#8b0000'): SvgElement =>
  el(
    'g',
    { stroke: colour, 'stroke-width': 2, class: 'crossed' },
    el('line', { x1: x + 2, y1: y + 2, x2: x + w - 2, y2: y + h - 2 }),
    el('line', { x1: x + w - 2, y1: y + 2, x2: x + 2, y2: y + h - 2 }),
  );

/** The wheel: nine notches around a circle, today's zones, destroyed plazas, tiles and the dice on them. */
export function drawWheel(view: TroyesDiceView, cx = 130, cy = 175, r = 92): SvgElement {
  const at = (notch: number, radius: number): [number, number] => {
    const a = ((-90 + notch * 40) * Math.PI) / 180;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  };
  const plazas = view.plazas.map((p) => {
    const [x, y] = at(p.notch, r);
    const zoneLabel = p.zone === 'neutral' ? 'neutral' : p.zone;
    return el(
      'g',
      { class: `plaza plaza-${p.colour}`, 'data-notch': p.notch },
      el('title', {}, `Plaza ${p.notch}: ${p.colour}, ${zoneLabel}${p.destroyed ? ', destroyed' : ''}`),
      el('circle', {
        cx: x,
        cy: y,
        r: 22,
        fill: FILL[p.colour],
        stroke: p.zone === 'neutral' ? FAINT : INK,
        'stroke-width': p.zone === 'neutral' ? 1 : 2,
        'stroke-dasharray': p.zone === 'neutral' ? '3 3' : undefined,
      }),
      p.destroyed ? cross(x - 16, y - 16, 32, 32) : null,
      p.tile
        ? text(x + 14, y - 16, `${p.tile.side === 'raid' ? 'R' : 'B'}${p.tile.id}`, {
            'font-size': 10,
            'font-weight': 'bold',
          })
        : null,
    );
  });
  const dice = view.dice.map((d) => {
    const [x, y] = at(d.notch, r - 44);
    return el(
      'g',
      { class: `die${d.black ? ' die-black' : ''}`, 'data-slot': d.slot },
      el('title', {}, `Die ${d.slot}: ${d.value}${d.black ? ' (black)' : ''} on ${d.colour}`),
      el('rect', {
        x: x - 12,
        y: y - 12,
        width: 24,
        height: 24,
        rx: 4,
        fill: d.black ? INK : '#fff',
        stroke: d.black ? INK : FILL[d.colour] === FILL.white ? INK : FILL[d.colour],
        'stroke-width': 3,
        opacity: d.usable ? 1 : 0.6,
      }),
      text(x, y + 5, d.value, {
        'text-anchor': 'middle',
        'font-size': 14,
        'font-weight': 'bold',
        fill: d.black ? '#fff' : INK,
      }),
    );
  });
  return el(
    'g',
    { class: 'wheel' },
    el('circle', { cx, cy, r: r + 30, fill: '#efe6d2', stroke: FAINT }),
    plazas,
    dice,
    text(cx, cy - 4, view.over ? 'Game over' : `Day ${view.day}`, { 'text-anchor': 'middle', 'font-weight': 'bold' }),
    view.over ? null : text(cx, cy + 12, view.half, { 'text-anchor': 'middle' }),
  );
}

/** The characters above the columns, each with the multiplier a cathedral wrote next to it. */
function drawCharacters(sheet: SheetView, x0: number, colW: number): SvgElement[] {
  return sheet.characters.map((ch, col) => {
    const x = x0 + col * colW;
    const [first, ...rest] = (CHARACTER_NAMES[ch.id] ?? ch.id).split(' ');
    return el(
      'g',
      { class: 'character', 'data-column': col + 1 },
      text(x + colW / 2, 52, first ?? '', { 'text-anchor': 'middle', 'font-size': 10 }),
      text(x + colW / 2, 64, rest.join(' '), { 'text-anchor': 'middle', 'font-size': 10 }),
      el('circle', {
        cx: x + colW / 2,
        cy: 80,
        r: 10,
        fill: ch.multiplier > 0 ? '#fff' : 'none',
        stroke: ch.multiplier > 0 ? INK : FAINT,
      }),
      ch.multiplier > 0
        ? text(x + colW / 2, 84, `×${ch.multiplier}`, {
            'text-anchor': 'middle',
            'font-size': 10,
            'font-weight': 'bold',
            class: 'multiplier',
          })
        : null,
    );
  });
}

function buildingCell(
  status: 'built' | 'crossed' | 'open',
  colour: Colour,
  kind: 'prestige' | 'work',
  column: number,
  name: string,
  x: number,
  y: number,
  w: number,
  h: number,
): SvgElement {
  return el(
    'g',
    // data-target names the space, so a page can make it a choice (web/src/sheet-targets.ts).
    { class: `building building-${status}`, 'data-target': buildingTarget(colour, kind, column) },
    el('title', {}, `${name}, column ${column}: ${status}`),
    el('rect', {
      x,
      y,
      width: w,
      height: h,
      rx: 3,
      fill: status === 'built' ? FILL[colour] : '#fff',
      stroke: status === 'open' ? FAINT : INK,
    }),
    status === 'built'
      ? text(x + w / 2, y + h - 5, name, {
          'text-anchor': 'middle',
          'font-size': name.length > 10 ? 8 : 9,
          fill: colour === 'white' ? INK : '#fff',
        })
      : null,
    status === 'crossed' ? cross(x, y, w, h) : null,
  );
}

/** The three districts: a die box per column (its value, crossed or guarded) and the two building rows. */
function drawDistricts(sheet: SheetView, x0: number, colW: number, y0: number): SvgElement[] {
  return sheet.districts.map((d, c) => {
    const y = y0 + c * 66;
    const colour = d.colour as Colour;
    return el(
      'g',
      { class: `district district-${colour}` },
      el('rect', {
        x: x0 - 70,
        y: y - 4,
        width: 70 + 6 * colW,
        height: 64,
        fill: FILL[colour],
        'fill-opacity': 0.12,
        stroke: 'none',
      }),
      text(x0 - 64, y + 14, DISTRICT[colour], { 'font-weight': 'bold' }),
      text(x0 - 64, y + 34, PRESTIGE[colour], { 'font-size': 9 }),
      text(x0 - 64, y + 54, WORK[colour], { 'font-size': 9 }),
      d.boxes.map((b, col) => {
        const x = x0 + col * colW + colW / 2 - 9;
        return el(
          'g',
          { class: `box${b.crossed ? ' box-crossed' : ''}${b.protected ? ' box-protected' : ''}` },
          el(
            'title',
            {},
            `${DISTRICT[colour]} die box ${b.value}${b.crossed ? ', crossed out' : ''}${b.protected ? ', guarded by a fortress' : ''}`,
          ),
          el('rect', {
            x,
            y,
            width: 18,
            height: 18,
            rx: 3,
            fill: '#fff',
            stroke: b.protected ? FILL.red : INK,
            'stroke-width': b.protected ? 2.5 : 1,
          }),
          text(x + 9, y + 13, b.value, { 'text-anchor': 'middle' }),
          b.crossed ? cross(x, y, 18, 18) : null,
        );
      }),
      d.prestige.map((s, col) =>
        buildingCell(s, colour, 'prestige', col + 1, PRESTIGE[colour], x0 + col * colW + 3, y + 21, colW - 6, 18),
      ),
      d.work.map((s, col) =>
        buildingCell(s, colour, 'work', col + 1, WORK[colour], x0 + col * colW + 3, y + 42, colW - 6, 18),
      ),
    );
  });
}

/** A labelled row of `count` circles, the first `filled` filled in, the first `struck` of them struck through. */
function track(
  label: string,
  colour: Colour,
  count: number,
  filled: number,
  struck: number,
  x0: number,
  y: number,
  note: string,
): SvgElement {
  const circles: SvgChild[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x0 + 90 + i * 17;
    circles.push(
      el('circle', { cx, cy: y, r: 6.5, fill: i < filled ? FILL[colour] : '#fff', stroke: i < filled ? INK : FAINT }),
    );
    if (i < struck)
      circles.push(el('line', { x1: cx - 6, y1: y + 6, x2: cx + 6, y2: y - 6, stroke: INK, 'stroke-width': 1.5 }));
  }
  return el(
    'g',
    { class: 'track' },
    el('title', {}, `${label}: ${note}`),
    text(x0, y + 4, label),
    circles,
    text(x0 + 96 + count * 17, y + 4, note, { 'font-size': 11 }),
  );
}

function drawResourcesAndCitizens(sheet: SheetView, x0: number, y0: number): SvgElement {
  const res = (Object.keys(RESOURCE_COLOUR) as (keyof typeof RESOURCE_COLOUR)[]).map((r, i) => {
    const v = sheet.resources[r];
    return track(
      r[0]!.toUpperCase() + r.slice(1),
      RESOURCE_COLOUR[r],
      18,
      v.circled,
      v.spent,
      x0,
      y0 + i * 20,
      `${v.available} left`,
    );
  });
  const cit = (Object.keys(TRACK_COLOUR) as (keyof typeof TRACK_COLOUR)[]).map((t, i) =>
    track(
      t[0]!.toUpperCase() + t.slice(1),
      TRACK_COLOUR[t],
      20,
      sheet.citizens[t],
      0,
      x0,
      y0 + 70 + i * 20,
      `${sheet.citizens[t]}`,
    ),
  );
  return el('g', { class: 'resources' }, res, cit);
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

/** The key of a building space: `red:prestige:3`. */
export const buildingTarget = (colour: string, kind: 'prestige' | 'work', column: number): string =>
  `${colour}:${kind}:${column}`;

function drawScore(sheet: SheetView, x: number, y: number): SvgElement {
  const b = sheet.score.breakdown as unknown as Record<string, number>;
  const rows = BREAKDOWN_ORDER.map(([k, label]) => [label, b[k] ?? 0] as const);
  return el(
    'g',
    { class: 'score' },
    el('rect', { x, y: y - 16, width: 170, height: 24 + rows.length * 13 + 8, rx: 4, fill: '#fff', stroke: FAINT }),
    text(x + 8, y, `Score ${sheet.score.total}`, { 'font-weight': 'bold', 'font-size': 14, class: 'score-total' }),
    rows.flatMap(([k, v], i) => [
      text(x + 8, y + 17 + i * 13, k, { 'font-size': 10 }),
      text(x + 160, y + 17 + i * 13, v, { 'font-size': 10, 'text-anchor': 'end' }),
    ]),
  );
}

/**
 * The whole picture for one seat, as an element tree; `label` names it for assistive technology.
 * `interactive`: a page makes some spaces choices, so the picture is a group, not an image
 * (an image's parts are hidden from assistive technology).
 */
export function drawTroyesDiceSheet(
  view: TroyesDiceView,
  seat: number,
  label?: string,
  interactive = false,
): SvgElement {
  const player = view.players.find((p) => p.seat === seat);
  if (!player) throw new RangeError(`No seat ${seat} in this game (${view.players.length} seats).`);
  const sheet = player.sheet;
  const x0 = 340;
  const colW = 68;
  const title = label ?? `Troyes Dice sheet of seat ${seat}: score ${sheet.score.total}`;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${SHEET_WIDTH} ${SHEET_HEIGHT}`,
      width: SHEET_WIDTH,
      height: SHEET_HEIGHT,
      role: interactive ? 'group' : 'img',
      'aria-label': title,
      'font-family': 'system-ui, sans-serif',
      class: 'troyes-dice-sheet',
    },
    el('title', {}, title),
    el('rect', { x: 0, y: 0, width: SHEET_WIDTH, height: SHEET_HEIGHT, fill: '#fbf7ee' }),
    text(12, 24, `Troyes Dice · seat ${seat}${view.over ? ' · final' : ` · day ${view.day}, ${view.half}`}`, {
      'font-size': 16,
      'font-weight': 'bold',
    }),
    drawWheel(view),
    drawCharacters(sheet, x0, colW),
    drawDistricts(sheet, x0, colW, 100),
    drawResourcesAndCitizens(sheet, 12, 320),
    drawScore(sheet, 575, 320),
  );
}

/** A standalone SVG document (image/svg+xml). */
export function troyesDiceSheetSvg(view: TroyesDiceView, seat: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toSvgString(drawTroyesDiceSheet(view, seat))}\n`;
}
