/**
 * A broad universe of moves, legal or not, to check that apply agrees with legalMoves. Some are
 * outside OrleansMove on purpose (an `act` on the village without `option`, wool as food, 0 or 4
 * coins at the pharmacy): apply must refuse those too.
 */
import { FOLLOWERS, GOODS, type Good } from '../data/characters';
import { DEEDS } from '../data/deeds';
import { TOWNS } from '../data/map';
import { PLACE_ORDER, PLACE_TILE_IDS, SLOT_COUNT } from '../places';

export function candidateMoves(): unknown[] {
  const out: unknown[] = [{ type: 'declare' }, { type: 'pass' }, { type: 'stopDeeds' }, { type: 'keepTechnology' }];
  for (let count = 0; count <= 9; count++) out.push({ type: 'draw', count });
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    out.push({ type: 'recall', slot });
    for (const follower of FOLLOWERS) {
      out.push({ type: 'place', follower, slot });
      out.push({ type: 'bathhouse', follower, slot });
    }
    for (const grant of ['farmerOnly', 'any'] as const) out.push({ type: 'technology', grant, slot });
    out.push({ type: 'torture', item: 'placedTechnology', slot });
    DEEDS.forEach((_, deed) => {
      out.push({ type: 'deed', slot, deed, development: false });
      out.push({ type: 'deed', slot, deed, development: true });
    });
  }
  for (const place of PLACE_ORDER) out.push({ type: 'act', place });
  out.push(
    { type: 'act', place: 'village', option: 'boatman' },
    { type: 'act', place: 'village', option: 'craftsman' },
  );
  for (const tile of PLACE_TILE_IDS) {
    out.push({ type: 'act', place: 'village', option: 'trader', tile });
    out.push({ type: 'torture', item: 'placeTile', tile });
  }
  for (const place of ['ship', 'wagon', 'horseWagon'] as const) {
    for (const to of TOWNS)
      for (const good of [...GOODS, null] as Array<Good | null>) out.push({ type: 'act', place, to, good });
  }
  for (let coins = 0; coins <= 4; coins++) out.push({ type: 'act', place: 'pharmacy', coins });
  out.push({ type: 'sacristy', use: true }, { type: 'sacristy', use: false }, { type: 'payCoins' });
  for (const good of GOODS) {
    out.push({ type: 'food', good });
    out.push({ type: 'torture', item: 'good', good });
  }
  for (const item of ['station', 'follower', 'development'] as const) out.push({ type: 'torture', item });
  for (const town of TOWNS) out.push({ type: 'torture', item: 'builtStation', town });
  out.push({ type: 'torture', item: 'heldTechnology', grant: 'farmerOnly' });
  out.push({ type: 'torture', item: 'heldTechnology', grant: 'any' });
  return out;
}
