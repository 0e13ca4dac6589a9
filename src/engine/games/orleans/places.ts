/** Every place a player may own, laid out as one flat array of action spaces per player. */
import { PRINTED_PLACES, type SlotKind } from './data/board';
import { PLACE_TILES, type PlaceTileData, type PlaceTileId } from './data/place-tiles';
import type { PlaceId } from './types';

export interface PlaceLayout {
  id: PlaceId;
  printed: boolean;
  slots: readonly SlotKind[];
  /** Index of the place's first space in a player's `slots` array. */
  offset: number;
  /** Town Hall and Gunpowder Tower: one filled space activates the place [C: S1 p8, p23]. */
  activatedByOne: boolean;
  /** Technology may go here: at least two spaces [C: S1 p6], not Town Hall/Gunpowder Tower [A-R 16]. */
  takesTechnology: boolean;
  tile: PlaceTileData | null;
}

function layout(): { places: Record<PlaceId, PlaceLayout>; order: PlaceId[]; slotCount: number } {
  const places = {} as Record<PlaceId, PlaceLayout>;
  const order: PlaceId[] = [];
  let offset = 0;
  const add = (id: PlaceId, slots: readonly SlotKind[], printed: boolean, tile: PlaceTileData | null): void => {
    const activatedByOne = id === 'townHall' || id === 'gunpowderTower';
    places[id] = {
      id,
      printed,
      slots,
      offset,
      activatedByOne,
      takesTechnology: slots.length >= 2 && !activatedByOne,
      tile,
    };
    order.push(id);
    offset += slots.length;
  };
  for (const p of PRINTED_PLACES) add(p.id, p.slots, true, null);
  for (const t of PLACE_TILES) add(t.id, t.slots, false, t);
  return { places, order, slotCount: offset };
}

const built = layout();
export const PLACES: Readonly<Record<PlaceId, PlaceLayout>> = built.places;
export const PLACE_ORDER: readonly PlaceId[] = built.order;
export const SLOT_COUNT = built.slotCount;

/** For each slot index: its place and its kind. */
export const SLOT_PLACE: readonly PlaceId[] = PLACE_ORDER.flatMap((id) => PLACES[id].slots.map(() => id));
export const SLOT_KIND: readonly SlotKind[] = PLACE_ORDER.flatMap((id) => PLACES[id].slots);

export const PLACE_TILE_IDS: readonly PlaceTileId[] = PLACE_TILES.map((t) => t.id);
export const PLACE_TILE: Readonly<Record<PlaceTileId, PlaceTileData>> = Object.fromEntries(
  PLACE_TILES.map((t) => [t.id, t]),
) as Record<PlaceTileId, PlaceTileData>;

export function isPlaceId(x: unknown): x is PlaceId {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(PLACES, x);
}
