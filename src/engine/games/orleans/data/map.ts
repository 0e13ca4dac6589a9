/** The map [A-N: neodem OriginalBoardState]: 23 towns, 29 roads, 14 waterways, goods spaces. */
import type { Provenance } from '../../../core/provenance';

export const TOWNS = [
  'orleans',
  'chartres',
  'etampes',
  'le-mans',
  'chateaudun',
  'vendome',
  'montargis',
  'blois',
  'briare',
  'tours',
  'chinon',
  'montrichard',
  'loches',
  'vierzon',
  'bourges',
  'sancerre',
  'chatellerault',
  'le-blanc',
  'chateauroux',
  'nevers',
  'argenton-sur-creuse',
  'la-chatre',
  'saint-amand-montrond',
] as const;
export type TownId = (typeof TOWNS)[number];

/** Orléans: every player may build one trading station there [C: S1 p8]. */
export const START_TOWN: TownId = 'orleans';

export type ConnectionKind = 'road' | 'waterway';

export interface ConnectionData {
  kind: ConnectionKind;
  a: TownId;
  b: TownId;
  /** A second goods space marked "3" or "4": used from that many players up [A-R 13]. */
  extra: 3 | 4 | null;
}

/** Towns, connections and goods spaces: all from one transcription of the first-edition map. */
export const MAP_PROVENANCE: Provenance = {
  status: 'assumed',
  note: 'A-N: neodem OriginalBoardState, verified by its per-town tests (rules file §12)',
};

const road = (a: TownId, b: TownId, extra: 3 | 4 | null = null): ConnectionData => ({ kind: 'road', a, b, extra });
const water = (a: TownId, b: TownId, extra: 3 | 4 | null = null): ConnectionData => ({ kind: 'waterway', a, b, extra });

export const CONNECTIONS: readonly ConnectionData[] = [
  road('chartres', 'le-mans', 4),
  road('etampes', 'montargis', 4),
  road('chatellerault', 'argenton-sur-creuse', 4),
  road('saint-amand-montrond', 'nevers', 4),
  road('le-mans', 'tours', 3),
  road('orleans', 'vierzon', 3),
  road('chartres', 'etampes'),
  road('chartres', 'orleans'),
  road('chartres', 'chateaudun'),
  road('le-mans', 'chateaudun'),
  road('le-mans', 'vendome'),
  road('chateaudun', 'vendome'),
  road('chateaudun', 'orleans'),
  road('orleans', 'montargis'),
  road('vendome', 'blois'),
  road('montargis', 'briare'),
  road('blois', 'vierzon'),
  road('chinon', 'chatellerault'),
  road('montrichard', 'loches'),
  road('vierzon', 'chateauroux'),
  road('sancerre', 'bourges'),
  road('loches', 'chateauroux'),
  road('le-blanc', 'chateauroux'),
  road('argenton-sur-creuse', 'la-chatre'),
  road('la-chatre', 'saint-amand-montrond'),
  road('bourges', 'saint-amand-montrond'),
  road('bourges', 'nevers'),
  road('chateauroux', 'argenton-sur-creuse'),
  road('chateauroux', 'la-chatre'),
  water('orleans', 'briare', 3),
  water('briare', 'sancerre', 3),
  water('chinon', 'le-blanc', 3),
  water('orleans', 'blois'),
  water('blois', 'tours'),
  water('tours', 'montrichard'),
  water('tours', 'loches'),
  water('tours', 'chinon'),
  water('chinon', 'chatellerault'),
  water('montrichard', 'vierzon'),
  water('vierzon', 'bourges'),
  water('vierzon', 'saint-amand-montrond'),
  water('sancerre', 'nevers'),
  water('le-blanc', 'argenton-sur-creuse'),
];

/**
 * Goods spaces: space i < CONNECTIONS.length is connection i's unmarked space; the marked
 * second spaces follow in connection order.
 */
export interface GoodsSpace {
  connection: number;
  minPlayers: number;
}

export const GOODS_SPACES: readonly GoodsSpace[] = [
  ...CONNECTIONS.map((_, i) => ({ connection: i, minPlayers: 2 })),
  ...CONNECTIONS.flatMap((c, i) => (c.extra === null ? [] : [{ connection: i, minPlayers: c.extra }])),
];

/** Goods spaces of each connection. */
export const SPACES_OF_CONNECTION: ReadonlyArray<readonly number[]> = CONNECTIONS.map((_, i) =>
  GOODS_SPACES.flatMap((s, j) => (s.connection === i ? [j] : [])),
);

export interface Exit {
  connection: number;
  to: TownId;
}

/** For each town and connection kind, the connections leaving it. */
export const EXITS: Readonly<Record<TownId, Readonly<Record<ConnectionKind, readonly Exit[]>>>> = Object.fromEntries(
  TOWNS.map((t) => [
    t,
    {
      road: CONNECTIONS.flatMap((c, i) =>
        c.kind === 'road' && (c.a === t || c.b === t) ? [{ connection: i, to: c.a === t ? c.b : c.a }] : [],
      ),
      waterway: CONNECTIONS.flatMap((c, i) =>
        c.kind === 'waterway' && (c.a === t || c.b === t) ? [{ connection: i, to: c.a === t ? c.b : c.a }] : [],
      ),
    },
  ]),
) as Record<TownId, Record<ConnectionKind, Exit[]>>;
