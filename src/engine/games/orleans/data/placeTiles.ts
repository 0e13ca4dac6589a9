/** The 20 place tiles (Ortskarten), rules file §9: effects C: S1 p22-23; categories and spaces mostly A-N. */
import type { DataStatus, Good } from './characters';
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
  /** Status of the category and spaces; the effects are confirmed by S1 p22-23. */
  status: DataStatus;
}

export const PLACE_TILES: readonly PlaceTileData[] = [
  { id: 'hayrick', category: 'I', slots: ['farmer'], effect: { kind: 'good', good: 'grain' }, status: 'assumption' },
  {
    id: 'cheeseFactory',
    category: 'I',
    slots: ['farmer', 'farmer'],
    effect: { kind: 'good', good: 'cheese' },
    status: 'assumption',
  },
  {
    id: 'winery',
    category: 'I',
    slots: ['farmer', 'trader'],
    effect: { kind: 'good', good: 'wine' },
    status: 'assumption',
  },
  {
    id: 'woolManufacturer',
    category: 'I',
    slots: ['boatman', 'trader'],
    effect: { kind: 'good', good: 'wool' },
    status: 'assumption',
  },
  {
    id: 'tailorShop',
    category: 'I',
    slots: ['trader', 'scholar'],
    effect: { kind: 'good', good: 'brocade' },
    status: 'assumption',
  },
  {
    id: 'brewery',
    category: 'I',
    slots: ['monk'],
    effect: { kind: 'gain', coins: 2, development: 0 },
    status: 'assumption',
  },
  {
    id: 'windmill',
    category: 'I',
    slots: ['craftsman', 'craftsman'],
    effect: { kind: 'gain', coins: 2, development: 1 },
    status: 'assumption',
  },
  {
    id: 'library',
    category: 'I',
    slots: ['knight', 'scholar'],
    effect: { kind: 'gain', coins: 0, development: 2 },
    status: 'assumption',
  },
  {
    id: 'hospital',
    category: 'I',
    slots: ['boatman', 'scholar'],
    effect: { kind: 'coinsPerStatus' },
    status: 'assumption',
  },
  // The Monk that activates it [C: S1 p23]; category A-N.
  { id: 'sacristy', category: 'I', slots: ['monk'], effect: { kind: 'sacristy' }, status: 'assumption' },
  { id: 'herbGarden', category: 'I', slots: [], effect: { kind: 'passive' }, status: 'assumption' },
  // One space of unknown type: any character [A-R 15].
  { id: 'bathhouse', category: 'I', slots: ['any'], effect: { kind: 'bathhouse', draw: 2 }, status: 'assumption' },
  {
    id: 'shippingLine',
    category: 'II',
    slots: ['boatman'],
    effect: { kind: 'gain', coins: 0, development: 1 },
    status: 'assumption',
  },
  {
    id: 'cellar',
    category: 'II',
    slots: ['monk', 'scholar'],
    effect: { kind: 'gain', coins: 4, development: 0 },
    status: 'assumption',
  },
  {
    id: 'office',
    category: 'II',
    slots: ['scholar', 'scholar'],
    effect: { kind: 'coinsPerStation' },
    status: 'assumption',
  },
  {
    id: 'laboratory',
    category: 'II',
    slots: ['craftsman', 'scholar'],
    effect: { kind: 'technology' },
    status: 'assumption',
  },
  { id: 'horseWagon', category: 'II', slots: ['knight', 'trader'], effect: { kind: 'road' }, status: 'assumption' },
  // Any one character [C: S1 p22].
  { id: 'pharmacy', category: 'II', slots: ['any'], effect: { kind: 'pharmacy', maxCoins: 3 }, status: 'confirmed' },
  { id: 'school', category: 'II', slots: [], effect: { kind: 'passive' }, status: 'assumption' },
  // Two holding spaces that extend the market [C: S1 p23]; neutral tiles only can go on to deeds.
  {
    id: 'gunpowderTower',
    category: 'II',
    slots: ['anyNeutral', 'anyNeutral'],
    effect: { kind: 'deeds' },
    status: 'assumption',
  },
];
