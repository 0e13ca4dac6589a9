/**
 * Orléans in words: the names of places, followers, goods, towns, deeds and events, and what each
 * place does, as the drawing labels them and the web page describes moves (one table, so both say
 * the same). What a place gives comes from the engine's data (src/engine/games/orleans/data).
 */
import { PLACE_TILE } from '../engine/games/orleans/places';
import { TRACKS } from '../engine/games/orleans/data/board';
import type { PlaceId } from '../engine/games/orleans/types';

export const FOLLOWER_NAMES: Record<string, string> = {
  farmer: 'Farmer',
  boatman: 'Boatman',
  craftsman: 'Craftsman',
  trader: 'Trader',
  knight: 'Knight',
  scholar: 'Scholar',
  monk: 'Monk',
  'starter-farmer': 'Farmer (starting)',
  'starter-boatman': 'Boatman (starting)',
  'starter-craftsman': 'Craftsman (starting)',
  'starter-trader': 'Trader (starting)',
  any: 'any follower',
  anyNeutral: 'any neutral follower',
};

/** A follower's letter on the board (the key explains them). */
export const FOLLOWER_LETTER: Record<string, string> = {
  farmer: 'F',
  boatman: 'B',
  craftsman: 'C',
  trader: 'T',
  knight: 'K',
  scholar: 'S',
  monk: 'M',
  any: '?',
  anyNeutral: '?',
};

export const FOLLOWER_FILL: Record<string, string> = {
  farmer: '#c9a227',
  boatman: '#2c7fb8',
  craftsman: '#9c5a1e',
  trader: '#2e8b57',
  knight: '#c0392b',
  scholar: '#7f5ab6',
  monk: '#f4f1ea',
};

export const characterOf = (follower: string): string => follower.replace(/^starter-/, '');

export const GOOD_NAMES: Record<string, string> = {
  grain: 'grain',
  cheese: 'cheese',
  wine: 'wine',
  wool: 'wool',
  brocade: 'brocade',
};
export const GOOD_FILL: Record<string, string> = {
  grain: '#e6c35c',
  cheese: '#f2d98c',
  wine: '#7b2142',
  wool: '#d9d4c7',
  brocade: '#2b6cb0',
};
export const GOOD_VP: Record<string, number> = { grain: 1, cheese: 2, wine: 3, wool: 4, brocade: 5 };

export const PLACE_NAMES: Record<string, string> = {
  farmhouse: 'Farmhouse',
  village: 'Village',
  university: 'University',
  castle: 'Castle',
  monastery: 'Monastery',
  ship: 'Ship',
  wagon: 'Wagon',
  guildhall: 'Guildhall',
  scriptorium: 'Scriptorium',
  townHall: 'Town Hall',
  hayrick: 'Hayrick',
  cheeseFactory: 'Cheese Factory',
  winery: 'Winery',
  woolManufacturer: 'Wool Manufacturer',
  tailorShop: 'Tailor Shop',
  brewery: 'Brewery',
  windmill: 'Windmill',
  library: 'Library',
  hospital: 'Hospital',
  sacristy: 'Sacristy',
  herbGarden: 'Herb Garden',
  bathhouse: 'Bathhouse',
  shippingLine: 'Shipping Line',
  cellar: 'Cellar',
  office: 'Office',
  laboratory: 'Laboratory',
  horseWagon: 'Horse Wagon',
  pharmacy: 'Pharmacy',
  school: 'School',
  gunpowderTower: 'Gunpowder Tower',
};

const PRINTED_GIVES: Record<string, string> = {
  farmhouse: 'a Farmer into your bag and the Farmers track’s good',
  village: 'a Boatman, Craftsman or Trader into your bag (Trader: also a place tile)',
  university: 'a Scholar into your bag and development points',
  castle: 'a Knight into your bag: you draw more followers',
  monastery: 'a Monk into your bag',
  ship: 'your merchant travels one waterway, taking the good there',
  wagon: 'your merchant travels one road, taking the good there',
  guildhall: 'a trading station where your merchant stands',
  scriptorium: '1 development point',
  townHall: 'send its neutral followers to the Beneficial Deeds, for coins',
};

/** What using a place gives, in a sentence's words ("a Monk into your bag"). */
export function placeGives(place: PlaceId | string): string {
  if (PRINTED_GIVES[place]) return PRINTED_GIVES[place]!;
  const tile = PLACE_TILE[place as keyof typeof PLACE_TILE];
  if (!tile) return '';
  const e = tile.effect;
  switch (e.kind) {
    case 'good':
      return `1 ${GOOD_NAMES[e.good]}`;
    case 'gain':
      return [e.coins ? `${e.coins} coins` : '', e.development ? `${e.development} development` : '']
        .filter(Boolean)
        .join(' and ');
    case 'coinsPerStatus':
      return 'coins by your development status';
    case 'coinsPerStation':
      return 'coins per trading station';
    case 'technology':
      return 'a technology tile';
    case 'road':
      return 'your merchant travels one road, taking the good there';
    case 'pharmacy':
      return `development points at 1 coin each (up to ${e.maxCoins})`;
    case 'bathhouse':
      return `draw ${e.draw} followers and place one`;
    case 'sacristy':
      return 'may spare you this round’s event';
    case 'deeds':
      return 'send followers to the Beneficial Deeds';
    case 'passive':
      return 'a lasting advantage (no action)';
  }
}

export const TOWN_NAMES: Record<string, string> = {
  orleans: 'Orléans',
  chartres: 'Chartres',
  etampes: 'Étampes',
  'le-mans': 'Le Mans',
  chateaudun: 'Châteaudun',
  vendome: 'Vendôme',
  montargis: 'Montargis',
  blois: 'Blois',
  briare: 'Briare',
  tours: 'Tours',
  chinon: 'Chinon',
  montrichard: 'Montrichard',
  loches: 'Loches',
  vierzon: 'Vierzon',
  bourges: 'Bourges',
  sancerre: 'Sancerre',
  chatellerault: 'Châtellerault',
  'le-blanc': 'Le Blanc',
  chateauroux: 'Châteauroux',
  nevers: 'Nevers',
  'argenton-sur-creuse': 'Argenton',
  'la-chatre': 'La Châtre',
  'saint-amand-montrond': 'Saint-Amand',
};

export const DEED_NAMES: Record<string, string> = {
  cityWall: 'City Wall',
  papalConclave: 'Papal Conclave',
  defeatingThePlague: 'Defeating the Plague',
  astronomy: 'Astronomy',
  boatmensGuild: 'Boatmen’s Guild',
  cathedral: 'Cathedral',
  peaceTreaty: 'Peace Treaty',
  canalisation: 'Canalisation',
};

export const EVENT_NAMES: Record<string, string> = {
  pilgrimage: 'Pilgrimage',
  income: 'Income',
  harvest: 'Harvest',
  taxes: 'Taxes',
  tradingDay: 'Trading Day',
  plague: 'Plague',
};

export const TRACK_NAMES: Record<string, string> = {
  farmers: 'Farmers',
  boatmen: 'Boatmen',
  craftsmen: 'Craftsmen',
  traders: 'Traders',
  knights: 'Knights',
  scholars: 'Scholars',
};

/** How many followers a seat draws at each Knights position. */
export const drawLimit = (knights: number): number =>
  TRACKS.knights.drawLimit[Math.min(knights, TRACKS.knights.drawLimit.length - 1)] ?? 4;
