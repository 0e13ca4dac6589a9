/**
 * The Orléans table drawn from a seat's view (never the state: a bag is drawn as the viewer may
 * see it, another seat's secret plan as it was last revealed), as panels: the round and its
 * event, one seat's board (places, action spaces, market, goods), the character and development
 * tracks with every seat, the map with merchants, trading stations and goods, the Beneficial
 * Deeds, the place tiles on offer, every seat's counts, and a key. Parts a move can name carry
 * `data-target` (`slot:<n>`, `place:<id>`, `town:<id>`) so a page can make them choices. Used by
 * the web page and GET /v1/games/{id}/board.svg.
 */
import { DEVELOPMENT_TRACK, TRACK_LENGTH, type TrackId } from '../engine/games/orleans/data/board';
import { DEED_OFFSET, DEEDS } from '../engine/games/orleans/data/deeds';
import { CONNECTIONS, GOODS_SPACES, TOWNS, type TownId } from '../engine/games/orleans/data/map';
import { PLACE_ORDER, PLACES } from '../engine/games/orleans/places';
import type { OrleansView } from '../engine/games/orleans/types';
import {
  characterOf,
  DEED_NAMES,
  drawLimit,
  EVENT_NAMES,
  FOLLOWER_FILL,
  FOLLOWER_LETTER,
  FOLLOWER_NAMES,
  GOOD_FILL,
  GOOD_NAMES,
  PLACE_NAMES,
  TOWN_NAMES,
  TRACK_NAMES,
} from './orleans-names';
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
import { el, toSvgString, type SvgElement } from './svg';

type Names = readonly (string | undefined)[] | undefined;
type PlayerView = OrleansView['players'][number];

export const PHASE_WORDS: Record<string, string> = {
  roundStart: 'the round begins',
  prep: 'drawing and planning (everyone at once, in secret)',
  actions: 'actions, in turn',
  roundEnd: 'the round ends',
  over: 'game over',
};

/** A follower tile: its character's colour and letter; a starting follower has its seat's ring. */
export function followerChip(follower: string, cx: number, cy: number, r: number, seat?: number): SvgElement {
  const ch = characterOf(follower);
  const starter = follower.startsWith('starter-');
  return el(
    'g',
    { class: `follower follower-${ch}` },
    el('title', {}, FOLLOWER_NAMES[follower] ?? follower),
    el('circle', {
      cx,
      cy,
      r,
      fill: FOLLOWER_FILL[ch] ?? '#ccc',
      stroke: starter && seat !== undefined ? seatColour(seat) : INK,
      'stroke-width': starter ? 4 : 1,
    }),
    text(cx, cy + 4.5, FOLLOWER_LETTER[ch] ?? '?', {
      'text-anchor': 'middle',
      'font-weight': 'bold',
      fill: ch === 'monk' || ch === 'farmer' ? INK : '#fff',
    }),
  );
}

function goodChip(good: string, x: number, y: number, size = 16): SvgElement {
  return el(
    'g',
    { class: `good good-${good}` },
    el('title', {}, GOOD_NAMES[good] ?? good),
    el('rect', { x, y, width: size, height: size, rx: 3, fill: GOOD_FILL[good] ?? '#ccc', stroke: INK }),
  );
}

function roundPanel(view: OrleansView, names: Names): Panel {
  const ev = view.event;
  const goods = Object.entries(view.goodsMarket);
  const supply = Object.entries(view.supply);
  return {
    id: 'round',
    title: `Round ${view.round} of 18`,
    width: PANEL_WIDTH,
    height: 158,
    body: [
      text(8, 14, `Now: ${PHASE_WORDS[view.phase] ?? view.phase}`),
      text(
        8,
        32,
        `Event: ${ev ? `${EVENT_NAMES[ev.event] ?? ev.event}${ev.strength ? ` (${ev.strength})` : ''}` : 'none yet'} · ${view.hourglassLeft} hour-glass tiles left`,
      ),
      text(8, 50, `Start player: ${seatName(view.startPlayer, names)}`),
      text(8, 74, 'Goods left:', { 'font-weight': 'bold' }),
      goods.map(([g, n], i) => [goodChip(g, 90 + i * 50, 62), text(110 + i * 50, 74, n)]),
      text(8, 104, 'Followers left:', { 'font-weight': 'bold' }),
      supply.map(([c, n], i) => [followerChip(c, 20 + i * 46, 124, 11), text(34 + i * 46, 128, n)]),
      text(8, 150, `Technology tiles left: ${view.techSupply}`),
    ],
  };
}

/** One seat's board: every place it owns, its action spaces and what stands on them. */
function boardPanel(view: OrleansView, seat: number, names: Names): Panel {
  const p = view.players[seat]!;
  const owned = PLACE_ORDER.filter((id) => PLACES[id].printed || p.placeTiles.includes(id as never));
  const rowH = 52;
  const rows = owned.map((id, r) => {
    const place = PLACES[id];
    const y = r * rowH;
    const active = p.activated.includes(id);
    return el(
      'g',
      { class: `place${active ? ' activated' : ''}`, 'data-place': id, ...target(`place:${id}`) },
      el('title', {}, `${PLACE_NAMES[id]}${active ? ': ready to use' : ''}`),
      el('rect', {
        x: 4,
        y,
        width: PANEL_WIDTH - 8,
        height: rowH - 4,
        rx: 5,
        fill: active ? '#fff3c4' : '#fff',
        stroke: active ? '#6b3300' : FAINT,
        'stroke-width': active ? 2 : 1,
      }),
      wrap(PLACE_NAMES[id] ?? id, 13).map((line, i, all) =>
        text(10, y + (all.length === 1 ? 28 : 20 + i * 15), line, { 'font-weight': 'bold' }),
      ),
      place.slots.length === 0 ? text(116, y + 28, 'no spaces: always in effect') : null,
      place.slots.map((kind, i) => {
        const slot = place.offset + i;
        const content = p.slots[slot] ?? null;
        const x = 112 + i * 48;
        return el(
          'g',
          { class: `slot${content ? ' filled' : ''}`, ...target(`slot:${slot}`) },
          el(
            'title',
            {},
            `${PLACE_NAMES[id]}, space ${i + 1} (${FOLLOWER_NAMES[kind] ?? kind}): ${content === null ? 'empty' : content === 'tech' ? 'technology' : (FOLLOWER_NAMES[content] ?? content)}`,
          ),
          el('rect', {
            x,
            y: y + 2,
            width: 44,
            height: 44,
            rx: 4,
            fill: '#fff',
            stroke: FOLLOWER_FILL[kind] ?? FAINT,
            'stroke-width': 2,
            'stroke-dasharray': content === null ? '4 3' : undefined,
          }),
          content === null
            ? text(x + 22, y + 29, FOLLOWER_LETTER[kind] ?? '?', { 'text-anchor': 'middle', fill: '#666' })
            : content === 'tech'
              ? [
                  el('rect', { x: x + 6, y: y + 8, width: 32, height: 32, rx: 4, fill: '#777' }),
                  text(x + 22, y + 29, 'tech', { 'text-anchor': 'middle', fill: '#fff' }),
                ]
              : followerChip(content, x + 22, y + 24, 16, seat),
        );
      }),
      active ? text(PANEL_WIDTH - 12, y + 28, 'ready', { 'text-anchor': 'end', 'font-weight': 'bold' }) : null,
    );
  });
  return {
    id: 'places',
    title: `${possessive(seatName(seat, names))} places${seat === viewerOf(view) && names?.[seat] !== 'You' ? ' (yours)' : ''}`,
    width: PANEL_WIDTH,
    height: owned.length * rowH,
    body: rows,
  };
}

/** The viewer: the one seat whose bag the view shows as counts. */
const viewerOf = (view: OrleansView): number | null => {
  const i = view.players.findIndex((p) => p.bag !== null);
  return i < 0 ? null : i;
};

/** A seat's market, bag, goods and holdings. */
function holdingsPanel(view: OrleansView, seat: number, names: Names): Panel {
  const p: PlayerView = view.players[seat]!;
  const bag = p.bag ? Object.entries(p.bag) : null;
  const goods = Object.entries(p.goods);
  return {
    id: 'holdings',
    title: `${possessive(seatName(seat, names))} market, bag, goods`,
    width: PANEL_WIDTH,
    height: 212,
    body: [
      text(8, 14, `Market (${p.marketSize}):`, { 'font-weight': 'bold' }),
      p.market === null
        ? text(110, 14, 'secret until the plans are revealed')
        : p.market.length === 0
          ? text(110, 14, 'empty')
          : p.market.map((f, i) => followerChip(f, 22 + i * 36, 40, 15, seat)),
      text(8, 76, `Bag (${p.bagSize}):`, { 'font-weight': 'bold' }),
      bag === null
        ? text(110, 76, 'only its owner sees what is in it')
        : bag.map(([f, n], i) => [followerChip(f, 22 + i * 46, 100, 13, seat), text(38 + i * 46, 104, `×${n}`)]),
      text(8, 140, 'Goods:', { 'font-weight': 'bold' }),
      goods.map(([g, n], i) => [goodChip(g, 60 + i * 56, 128), text(80 + i * 56, 140, n)]),
      text(8, 164, `${p.coins} coins · ${p.citizens} citizens · development ${p.dev} (status ${p.status})`),
      text(8, 182, `Draws up to ${drawLimit(p.tracks.knights)} · ${p.stationsLeft} trading stations left`),
      text(
        8,
        200,
        `Technology waiting: ${p.techHeld.length}${p.passed && view.phase === 'actions' ? ' · passed' : ''}`,
      ),
    ],
  };
}

function tracksPanel(view: OrleansView): Panel {
  const tracks = Object.keys(TRACK_NAMES) as TrackId[];
  const cell = 28;
  const markers = (seats: number[], x: number, y: number) =>
    seats.map((s, i) => seatMarker(s, x + 8 + (i % 3) * 7, y + 8 + Math.floor(i / 3) * 10, 7, ''));
  const rows = tracks.map((t, r) => {
    const y = r * 36;
    const len = TRACK_LENGTH[t];
    return el(
      'g',
      { class: 'char-track', 'data-track': t },
      text(8, y + 20, TRACK_NAMES[t]!),
      Array.from({ length: len + 1 }, (_, step) => {
        const x = 86 + step * cell;
        const here = view.players.flatMap((p) => (p.tracks[t] === step ? [p.seat] : []));
        return [
          el('rect', { x, y: y + 2, width: cell - 2, height: 30, rx: 3, fill: '#fff', stroke: FAINT }),
          here.length ? markers(here, x, y + 2) : text(x + 13, y + 22, step, { 'text-anchor': 'middle', fill: '#888' }),
        ];
      }),
    );
  });
  // The development track in two rows of 16 spaces.
  const devY = tracks.length * 36 + 12;
  const devCell = 20;
  const dev = Array.from({ length: DEVELOPMENT_TRACK.end + 1 }, (_, pos) => {
    const x = 8 + (pos % 16) * devCell;
    const y = devY + 18 + Math.floor(pos / 16) * 34;
    const status = DEVELOPMENT_TRACK.statusSpaces.find(([at]) => at === pos);
    const here = view.players.flatMap((p) => (p.dev === pos ? [p.seat] : []));
    return [
      el('rect', {
        x,
        y,
        width: devCell - 2,
        height: 30,
        rx: 2,
        fill: status ? '#fff3c4' : '#fff',
        stroke: FAINT,
      }),
      here.length
        ? here.map((s, i) => seatMarker(s, x + 9, y + 8 + i * 6, 6, ''))
        : text(x + 9, y + 20, status ? `${status[1]}` : '', { 'text-anchor': 'middle', 'font-weight': 'bold' }),
    ];
  });
  return {
    id: 'tracks',
    title: 'Tracks (every seat)',
    width: PANEL_WIDTH,
    height: devY + 18 + 2 * 34,
    body: [rows, text(8, devY + 12, 'Development (status on the marked spaces):', { 'font-weight': 'bold' }), dev],
  };
}

/** Towns placed by their longitude and latitude (a schematic of the Loire valley). */
const TOWN_AT: Record<TownId, [number, number]> = {
  orleans: [1.909, 47.902],
  chartres: [1.489, 48.446],
  etampes: [2.161, 48.435],
  'le-mans': [0.199, 48.006],
  chateaudun: [1.331, 48.071],
  vendome: [1.066, 47.793],
  montargis: [2.733, 47.997],
  blois: [1.335, 47.586],
  briare: [2.738, 47.637],
  tours: [0.689, 47.394],
  chinon: [0.242, 47.167],
  montrichard: [1.186, 47.343],
  loches: [0.995, 47.128],
  vierzon: [2.069, 47.222],
  bourges: [2.398, 47.081],
  sancerre: [2.836, 47.331],
  chatellerault: [0.546, 46.817],
  'le-blanc': [1.063, 46.634],
  chateauroux: [1.691, 46.811],
  nevers: [3.159, 46.99],
  'argenton-sur-creuse': [1.519, 46.589],
  'la-chatre': [1.988, 46.582],
  'saint-amand-montrond': [2.505, 46.723],
};
const MAP_SCALE = 138;
const townXY = (t: TownId): [number, number] => {
  const [lon, lat] = TOWN_AT[t];
  return [24 + (lon - 0.199) * 0.675 * MAP_SCALE, 16 + (48.446 - lat) * MAP_SCALE];
};

function mapPanel(view: OrleansView, names: Names): Panel {
  const lines = CONNECTIONS.map((c, i) => {
    const [x1, y1] = townXY(c.a);
    const [x2, y2] = townXY(c.b);
    const goods = GOODS_SPACES.flatMap((s, j) => (s.connection === i && view.mapGoods[j] ? [view.mapGoods[j]!] : []));
    return el(
      'g',
      { class: `connection ${c.kind}` },
      el('line', {
        x1,
        y1,
        x2,
        y2,
        stroke: c.kind === 'road' ? '#8b6b3e' : '#3a8fd0',
        'stroke-width': c.kind === 'road' ? 2 : 4,
        'stroke-dasharray': c.kind === 'road' ? '6 3' : undefined,
      }),
      goods.map((g, k) => goodChip(g, (x1 + x2) / 2 - 6 + k * 13, (y1 + y2) / 2 - 6, 12)),
    );
  });
  const towns = TOWNS.map((t) => {
    const [x, y] = townXY(t);
    const merchants = view.players.filter((p) => p.merchant === t).map((p) => p.seat);
    const stations = view.players.filter((p) => p.stations.includes(t)).map((p) => p.seat);
    const who = (seats: number[]) => seats.map((s) => seatName(s, names)).join(', ');
    return el(
      'g',
      { class: 'town', 'data-town': t, ...target(`town:${t}`) },
      el(
        'title',
        {},
        `${TOWN_NAMES[t]}${merchants.length ? `: merchant of ${who(merchants)}` : ''}${stations.length ? `; trading station of ${who(stations)}` : ''}`,
      ),
      el('circle', { cx: x, cy: y, r: 6, fill: t === 'orleans' ? '#6b3300' : '#fff', stroke: INK }),
      text(x + 8, y - 4, TOWN_NAMES[t]!, { class: 'town-name' }),
      stations.map((s, i) =>
        el('rect', { x: x - 6 + i * 9, y: y + 6, width: 8, height: 8, fill: seatColour(s), stroke: '#fff' }),
      ),
      merchants.map((s, i) => seatMarker(s, x - 10 - i * 8, y - 10, 7, '')),
    );
  });
  return { id: 'map', title: 'Map: merchants, stations, goods', width: PANEL_WIDTH, height: 290, body: [lines, towns] };
}

function deedsPanel(view: OrleansView): Panel {
  const rows = DEEDS.map((d, i) => {
    const y = i * 44;
    const offset = DEED_OFFSET[i] ?? 0;
    return el(
      'g',
      { class: 'deed' },
      text(
        8,
        y + 14,
        `${DEED_NAMES[d.id]}: ${d.reward} coin${d.reward === 1 ? '' : 's'}${d.devChoice ? ' or 1 development' : ''}`,
      ),
      d.spaces.map((kind, k) => {
        const filled = view.deedSpaces[offset + k] === 1;
        const x = 8 + k * 24;
        return filled
          ? followerChip(kind, x + 10, y + 30, 10)
          : el('circle', {
              cx: x + 10,
              cy: y + 30,
              r: 10,
              fill: '#fff',
              stroke: FOLLOWER_FILL[kind] ?? FAINT,
              'stroke-width': 2,
            });
      }),
    );
  });
  return {
    id: 'deeds',
    title: 'Beneficial Deeds (coins per follower sent)',
    width: PANEL_WIDTH,
    height: DEEDS.length * 44,
    body: rows,
  };
}

function tilesPanel(view: OrleansView): Panel {
  const names = view.placeTiles.map((t) => `${PLACE_NAMES[t] ?? t} (${PLACES[t].tile?.category ?? ''})`);
  const lines = wrap(names.join(', '), 52);
  return {
    id: 'place-tiles',
    title: `Place tiles on offer (${view.placeTiles.length})`,
    width: PANEL_WIDTH,
    height: Math.max(1, lines.length) * 16,
    body: lines.map((l, i) => text(8, 12 + i * 16, l)),
  };
}

function playersPanel(view: OrleansView, names: Names): Panel {
  const rowH = 66;
  const rows = view.players.map((p, i) => {
    const y = i * rowH;
    const acting = view.actors.includes(p.seat);
    const goods = Object.values(p.goods).reduce((a, b) => a + b, 0);
    return el(
      'g',
      { class: `player${acting ? ' acting' : ''}`, 'data-seat': p.seat },
      el('rect', {
        x: 4,
        y,
        width: PANEL_WIDTH - 8,
        height: rowH - 4,
        rx: 5,
        fill: acting ? '#fff3c4' : '#fff',
        stroke: FAINT,
      }),
      seatMarker(p.seat, 22, y + 18),
      text(
        38,
        y + 22,
        `${seatName(p.seat, names)}${viewerOf(view) === p.seat && names?.[p.seat] !== 'You' ? ' (you)' : ''}`,
        {
          'font-weight': 'bold',
        },
      ),
      text(
        PANEL_WIDTH - 12,
        y + 22,
        p.passed ? 'passed' : p.stage === 'ready' ? '' : p.stage === 'plan' ? 'planning' : 'drawing',
        {
          'text-anchor': 'end',
        },
      ),
      text(12, y + 40, `${p.coins} coins · ${goods} goods · ${p.citizens} citizens · status ${p.status}`),
      text(
        12,
        y + 56,
        `${p.stations.length} stations · bag ${p.bagSize} · market ${p.marketSize} · ${TOWN_NAMES[p.merchant]}`,
      ),
    );
  });
  return { id: 'players', title: 'Players', width: PANEL_WIDTH, height: view.players.length * rowH, body: rows };
}

export function orleansKey(): Panel {
  return keyPanel([
    { mark: [followerChip('farmer', 16, 13, 11)], means: 'F Farmer, B Boatman, C Craftsman, T Trader' },
    { mark: [followerChip('knight', 16, 13, 11)], means: 'K Knight, S Scholar, M Monk' },
    { mark: [followerChip('starter-farmer', 16, 13, 11, 0)], means: 'Ringed: a starting follower (never lost)' },
    {
      mark: [
        el('rect', {
          x: 4,
          y: 0,
          width: 28,
          height: 26,
          rx: 4,
          fill: '#fff',
          stroke: FAINT,
          'stroke-dasharray': '4 3',
        }),
      ],
      means: 'An empty space (the letter it takes)',
    },
    {
      mark: [el('rect', { x: 2, y: 0, width: 32, height: 26, rx: 5, fill: '#fff3c4', stroke: '#6b3300' })],
      means: 'A place ready to use (all filled)',
    },
    {
      mark: [el('line', { x1: 0, y1: 13, x2: 34, y2: 13, stroke: '#3a8fd0', 'stroke-width': 4 })],
      means: 'Waterway (Ship); dashed: road (Wagon)',
    },
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
  ]);
}

export interface OrleansBoardOptions {
  layout?: Layout;
  names?: readonly (string | undefined)[];
  label?: string;
  interactive?: boolean;
  /** Whose board to draw in full (default: the viewer's, else seat 0). */
  seat?: number;
}

export function orleansPanels(view: OrleansView, seat: number, names: Names): Panel[] {
  return [
    roundPanel(view, names),
    boardPanel(view, seat, names),
    holdingsPanel(view, seat, names),
    playersPanel(view, names),
    tracksPanel(view),
    mapPanel(view, names),
    deedsPanel(view),
    tilesPanel(view),
    orleansKey(),
  ];
}

export function drawOrleansBoard(view: OrleansView, options: OrleansBoardOptions = {}): SvgElement {
  const seat = options.seat ?? viewerOf(view) ?? 0;
  if (!view.players[seat]) throw new RangeError(`No seat ${seat} in this game (${view.players.length} seats).`);
  const when = view.phase === 'over' ? 'final' : `round ${view.round} of 18`;
  return composeBoard(orleansPanels(view, seat, options.names), {
    className: 'orleans-board',
    heading: `Orléans · ${when}`,
    label: options.label ?? `Orléans table with ${possessive(seatName(seat, options.names))} board, ${when}`,
    layout: options.layout,
    interactive: options.interactive,
  });
}

export function orleansBoardSvg(view: OrleansView, options: OrleansBoardOptions = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toSvgString(drawOrleansBoard(view, options))}\n`;
}
