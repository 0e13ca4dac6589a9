/**
 * Copy-on-write working copy for one `apply`: the caller's state is never mutated. Top-level
 * small arrays are copied up front; a player is copied the first time a rule touches it.
 */
import type { GameEvent, Seat } from '../../core/types';
import type { OrleansState, PlayerState } from './state';

export interface Draft {
  s: OrleansState;
  copied: boolean[];
  events: GameEvent[];
}

export function draftOf(input: OrleansState): Draft {
  const s: OrleansState = {
    ...input,
    rng: [input.rng[0], input.rng[1], input.rng[2], input.rng[3]],
    supply: { ...input.supply },
    goodsMarket: { ...input.goodsMarket },
    mapGoods: input.mapGoods.slice(),
    placeTiles: input.placeTiles.slice(),
    deedSpaces: input.deedSpaces.slice(),
    devCitizensTaken: input.devCitizensTaken.slice(),
    pending: input.pending.slice(),
    players: input.players.slice(),
  };
  return { s, copied: input.players.map(() => false), events: [] };
}

export function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    tracks: { ...p.tracks },
    bag: p.bag.slice(),
    market: p.market.slice(),
    slots: p.slots.slice(),
    placeTiles: p.placeTiles.slice(),
    techHeld: p.techHeld.slice(),
    goods: { ...p.goods },
    stations: p.stations.slice(),
  };
}

/** The seat's player, writable. */
export function player(d: Draft, seat: Seat): PlayerState {
  if (!d.copied[seat]) {
    d.s.players[seat] = clonePlayer(d.s.players[seat] as PlayerState);
    d.copied[seat] = true;
  }
  return d.s.players[seat] as PlayerState;
}

export function emit(d: Draft, event: GameEvent): void {
  d.events.push(event);
}
