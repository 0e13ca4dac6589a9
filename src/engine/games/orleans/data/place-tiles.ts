/** The 20 place tiles (Ortskarten), rules file §9: effects C: S1 p22-23; categories and spaces mostly A-N. */
import type { Provenance } from '../../../core/provenance';
import type { Good } from './characters';
import type { SlotKind } from './board';

export type PlaceTileId =
  | 'hayrick'
  | 'cheeseFactory'
  | 'winery'
  | 'woolManufacturer'
  | 'tailorShop'
  | 'brewery'
  | 'windmill'
  | 'library'
  | 'hospital'
  | 'sacristy'
  | 'herbGarden'
  | 'bathhouse'
  | 'shippingLine'
  | 'cellar'
  | 'office'
  | 'laboratory'
  | 'horseWagon'
  | 'pharmacy'
  | 'school'
  | 'gunpowderTower';

/** What the tile does; the rule functions switch on this, the numbers live here. */
export type PlaceEffect =
  | { kind: 'good'; good: Good }
  | { kind: 'gain'; coins: number; development: number }
  | { kind: 'coinsPerStatus' }
  | { kind: 'coinsPerStation' }
  | { kind: 'technology' }
  | { kind: 'road' }
  | { kind: 'pharmacy'; maxCoins: number }
  | { kind: 'bathhouse'; draw: number }
  | { kind: 'sacristy' }
  | { kind: 'deeds' }
  | { kind: 'passive' };

export interface PlaceTileData {
  id: PlaceTileId;
  category: 'I' | 'II';
  slots: readonly SlotKind[];
  effect: PlaceEffect;
  /** Provenance of the category and spaces; the effects are confirmed by S1 p22-23. */
  provenance: Provenance;
}

const NEODEM_TILE: Provenance = {
  status: 'assumed',
  note: 'A-N: neodem first-edition category and spaces (rules file §9)',
};

export const PLACE_TILES: readonly PlaceTileData[] = [
  { id: 'hayrick', category: 'I', slots: ['farmer'], effect: { kind: 'good', good: 'grain' }, provenance: NEODEM_TILE },
  {
    id: 'cheeseFactory',
    category: 'I',
    slots: ['farmer', 'farmer'],
    effect: { kind: 'good', good: 'cheese' },
    provenance: NEODEM_TILE,
  },
  {
    id: 'winery',
    category: 'I',
    slots: ['farmer', 'trader'],
    effect: { kind: 'good', good: 'wine' },
    provenance: NEODEM_TILE,
  },
  {
    id: 'woolManufacturer',
    category: 'I',
    slots: ['boatman', 'trader'],
    effect: { kind: 'good', good: 'wool' },
    provenance: NEODEM_TILE,
  },
  {
    id: 'tailorShop',
    category: 'I',
    slots: ['trader', 'scholar'],
    effect: { kind: 'good', good: 'brocade' },
    provenance: NEODEM_TILE,
  },
  {
    id: 'brewery',
    category: 'I',
    slots: ['monk'],
    effect: { kind: 'gain', coins: 2, development: 0 },
    provenance: NEODEM_TILE,
  },
  {
    id: 'windmill',
    category: 'I',
    slots: ['craftsman', 'craftsman'],
    effect: { kind: 'gain', coins: 2, development: 1 },
    provenance: NEODEM_TILE,
  },
  {
    id: 'library',
    category: 'I',
    slots: ['knight', 'scholar'],
    effect: { kind: 'gain', coins: 0, development: 2 },
    provenance: NEODEM_TILE,
  },
  {
    id: 'hospital',
    category: 'I',
    slots: ['boatman', 'scholar'],
    effect: { kind: 'coinsPerStatus' },
    provenance: NEODEM_TILE,
  },
  // The Monk that activates it [C: S1 p23]; category A-N.
  { id: 'sacristy', category: 'I', slots: ['monk'], effect: { kind: 'sacristy' }, provenance: NEODEM_TILE },
  { id: 'herbGarden', category: 'I', slots: [], effect: { kind: 'passive' }, provenance: NEODEM_TILE },
  // One space of unknown type: any character [A-R 15].
  { id: 'bathhouse', category: 'I', slots: ['any'], effect: { kind: 'bathhouse', draw: 2 }, provenance: NEODEM_TILE },
  {
    id: 'shippingLine',
    category: 'II',
    slots: ['boatman'],
    effect: { kind: 'gain', coins: 0, development: 1 },
    provenance: NEODEM_TILE,
  },
  {
    id: 'cellar',
    category: 'II',
    slots: ['monk', 'scholar'],
    effect: { kind: 'gain', coins: 4, development: 0 },
    provenance: NEODEM_TILE,
  },
  {
    id: 'office',
    category: 'II',
    slots: ['scholar', 'scholar'],
    effect: { kind: 'coinsPerStation' },
    provenance: NEODEM_TILE,
  },
  {
    id: 'laboratory',
    category: 'II',
    slots: ['craftsman', 'scholar'],
    effect: { kind: 'technology' },
    provenance: NEODEM_TILE,
  },
  { id: 'horseWagon', category: 'II', slots: ['knight', 'trader'], effect: { kind: 'road' }, provenance: NEODEM_TILE },
  // Any one character [C: S1 p22].
  {
    id: 'pharmacy',
    category: 'II',
    slots: ['any'],
    effect: { kind: 'pharmacy', maxCoins: 3 },
    provenance: { status: 'confirmed', source: 'S1 p22' },
  },
  { id: 'school', category: 'II', slots: [], effect: { kind: 'passive' }, provenance: NEODEM_TILE },
  // Two holding spaces that extend the market [C: S1 p23]; neutral tiles only can go on to deeds.
  {
    id: 'gunpowderTower',
    category: 'II',
    slots: ['anyNeutral', 'anyNeutral'],
    effect: { kind: 'deeds' },
    provenance: NEODEM_TILE,
  },
];
