/**
 * A board drawn as panels (the wheel, the districts, the map...), each at most PANEL_WIDTH units
 * wide, composed into one SVG: two columns on a wide screen, one column on a phone. Every panel
 * is drawn for a phone's width at 1:1, so text is never under 12 px and every choice is at least
 * 44 px on a 390 px screen, and a desktop shows the same panels side by side. Pure: no DOM.
 */
import { el, type SvgChildren, type SvgElement } from './svg';

/** One part of a board: drawn in its own coordinates, (0, 0) at its top left, under its title. */
export interface Panel {
  id: string;
  title: string;
  width: number;
  height: number;
  body: SvgChildren[];
}

/** `wide`: two columns (desktop, the standalone SVG); `tall`: one column (a phone in portrait). */
export type Layout = 'wide' | 'tall';

/** A phone's 390 px less the page's margins: the one-column layout is drawn at 1:1 in it. */
export const PANEL_WIDTH = 348;
export const GAP = 8;
/** Where a panel's drawing starts below its title. */
export const PANEL_TOP = 30;
export const HEADING = 34;

export const INK = '#222';
export const FAINT = '#8a8378';
export const PAPER = '#fbf7ee';

/** Text, 12 units unless said otherwise: never smaller (a phone shows a unit as a pixel). */
export const text = (
  x: number,
  y: number,
  s: string | number,
  attrs: Record<string, string | number | undefined> = {},
): SvgElement => el('text', { x, y, 'font-size': 12, fill: INK, ...attrs }, String(s));

/** An X through a box: crossed out or destroyed. */
export const cross = (x: number, y: number, w: number, h: number, colour = '#8b0000'): SvgElement =>
  el(
    'g',
    { stroke: colour, 'stroke-width': 2.5, class: 'crossed' },
    el('line', { x1: x + 3, y1: y + 3, x2: x + w - 3, y2: y + h - 3 }),
    el('line', { x1: x + w - 3, y1: y + 3, x2: x + 3, y2: y + h - 3 }),
  );

/**
 * A choice a page may make clickable: `data-target` names it (the page matches it against the
 * legal moves). Targets are at least 44 × 44 units.
 */
export const target = (key: string): Record<string, string> => ({ 'data-target': key });

/** Seats' colours, the same in every game's drawing (a seat number is always written beside). */
export const SEAT_COLOURS = ['#1f5fbf', '#2e8b57', '#8e44ad', '#d35400', '#7f8c8d'];
export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;

/** A seat's marker: a disc in its colour with its number (1-based, as the page says "seat 1"). */
export function seatMarker(seat: number, cx: number, cy: number, r = 10, label?: string): SvgElement {
  return el(
    'g',
    { class: `seat-marker seat-${seat}` },
    el('circle', { cx, cy, r, fill: seatColour(seat), stroke: '#fff', 'stroke-width': 1.5 }),
    text(cx, cy + 4, label ?? seat + 1, { 'text-anchor': 'middle', fill: '#fff', 'font-weight': 'bold' }),
  );
}

/** "Ada" for a seat with a name, else "Seat 2" (1-based). */
export const seatName = (seat: number, names?: readonly (string | undefined)[]): string =>
  names?.[seat] ?? `Seat ${seat + 1}`;

/** "Your" for the viewer (the page names them "You"), else "Ada’s". */
export const possessive = (name: string): string => (name === 'You' ? 'Your' : `${name}’s`);

/** Places panels in two columns (each in the shorter one) or one under the other. */
function place(panels: Panel[], layout: Layout): { x: number; y: number; panel: Panel }[] {
  const columns = layout === 'wide' ? 2 : 1;
  const heights = new Array<number>(columns).fill(HEADING);
  return panels.map((panel) => {
    let c = 0;
    for (let i = 1; i < columns; i++) if ((heights[i] as number) < (heights[c] as number)) c = i;
    const y = heights[c] as number;
    heights[c] = y + panel.height + PANEL_TOP + GAP;
    return { x: GAP + c * (PANEL_WIDTH + GAP), y, panel };
  });
}

export interface BoardFrame {
  /** The board's class, e.g. `troyes-board`. */
  className: string;
  /** The line drawn above the panels. */
  heading: string;
  /** Names the picture for assistive technology. */
  label: string;
  layout?: Layout;
  /** A page makes some parts choices: the picture is then a group (an image's parts are hidden). */
  interactive?: boolean;
}

/** The panels as one SVG document tree. */
export function composeBoard(panels: Panel[], frame: BoardFrame): SvgElement {
  const layout = frame.layout ?? 'wide';
  const placed = place(panels, layout);
  const width = GAP + (layout === 'wide' ? 2 : 1) * (PANEL_WIDTH + GAP);
  const height = Math.max(...placed.map((p) => p.y + p.panel.height + PANEL_TOP + GAP), HEADING + GAP);
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      role: frame.interactive ? 'group' : 'img',
      'aria-label': frame.label,
      'font-family': 'system-ui, sans-serif',
      class: `${frame.className} layout-${layout}`,
    },
    el('title', {}, frame.label),
    el('rect', { x: 0, y: 0, width, height, fill: PAPER }),
    text(GAP + 2, 24, frame.heading, { 'font-size': 16, 'font-weight': 'bold', class: 'heading' }),
    placed.map(({ x, y, panel }) =>
      el(
        'g',
        { class: `panel panel-${panel.id}`, transform: `translate(${x} ${y})` },
        el('rect', {
          x: 0,
          y: 0,
          width: PANEL_WIDTH,
          height: panel.height + PANEL_TOP,
          rx: 6,
          fill: '#fff',
          stroke: '#d8ccb4',
        }),
        text(10, 20, panel.title, { 'font-size': 14, 'font-weight': 'bold', class: 'panel-title' }),
        el('g', { transform: `translate(0 ${PANEL_TOP})` }, panel.body),
      ),
    ),
  );
}

/** A key: each mark drawn small beside what it means, one per line. */
export function keyPanel(entries: { mark: SvgChildren; means: string }[], width = PANEL_WIDTH): Panel {
  const body: SvgChildren[] = [];
  entries.forEach((e, i) => {
    const y = i * 30;
    body.push(el('g', { transform: `translate(10 ${y})` }, e.mark), text(54, y + 17, e.means));
  });
  return { id: 'key', title: 'Key', width, height: entries.length * 30 + 4, body };
}

/** Splits `s` into lines of at most `max` characters at spaces (for 12-unit text in a narrow box). */
export function wrap(s: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
