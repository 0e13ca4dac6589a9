/**
 * The copy-on-write working copy of one `apply` (the discipline is stated in apply.ts): the
 * caller's state is never mutated. The top-level object and its small arrays are copied up front;
 * a player is copied the first time a rule asks for it writable (`player`).
 */
import type { GameEvent, Seat } from '../../core/types';
import type { CharacterType, Good } from './data/characters';
import type { OrleansEvent, OrleansState, PlayerState } from './types';

export interface Draft {
  s: OrleansState;
  copied: boolean[];
  events: GameEvent[];
}

export function draftOf(input: OrleansState): Draft {
  // Explicit literals, not spreads: V8 keeps them monomorphic and this runs on every apply.
  const s: OrleansState = {
    options: input.options,
    playerCount: input.playerCount,
    round: input.round,
    phase: input.phase,
    startPlayer: input.startPlayer,
    turn: input.turn,
    event: input.event,
    hourglass: input.hourglass,
    rng: [input.rng[0], input.rng[1], input.rng[2], input.rng[3]],
    supply: copyCharacters(input.supply),
    techSupply: input.techSupply,
    goodsMarket: copyGoods(input.goodsMarket),
    mapGoods: input.mapGoods.slice(),
    placeTiles: input.placeTiles.slice(),
    deedSpaces: input.deedSpaces.slice(),
    knightsCitizenTaken: input.knightsCitizenTaken,
    boatmenCitizenTaken: input.boatmenCitizenTaken,
    devCitizensTaken: input.devCitizensTaken.slice(),
    stationsCitizen: input.stationsCitizen,
    pending: input.pending.slice(),
    shown: input.shown,
    players: input.players.slice(),
  };
  if (input.ruleset !== undefined) s.ruleset = input.ruleset; // never edited: shared
  const copied: boolean[] = [];
  for (let i = 0; i < input.playerCount; i++) copied.push(false);
  return { s, copied, events: [] };
}

function copyCharacters(c: Record<CharacterType, number>): Record<CharacterType, number> {
  return {
    farmer: c.farmer,
    boatman: c.boatman,
    craftsman: c.craftsman,
    trader: c.trader,
    knight: c.knight,
    scholar: c.scholar,
    monk: c.monk,
  };
}

function copyGoods(g: Record<Good, number>): Record<Good, number> {
  return { grain: g.grain, cheese: g.cheese, wine: g.wine, wool: g.wool, brocade: g.brocade };
}

function clonePlayer(p: PlayerState): PlayerState {
  const t = p.tracks;
  return {
    coins: p.coins,
    tracks: {
      farmers: t.farmers,
      boatmen: t.boatmen,
      craftsmen: t.craftsmen,
      traders: t.traders,
      knights: t.knights,
      scholars: t.scholars,
    },
    dev: p.dev,
    bag: p.bag.slice(),
    market: p.market.slice(),
    slots: p.slots.slice(),
    placeTiles: p.placeTiles.slice(),
    techHeld: p.techHeld.slice(),
    goods: copyGoods(p.goods),
    merchant: p.merchant,
    stations: p.stations.slice(),
    stationsLeft: p.stationsLeft,
    citizens: p.citizens,
    stage: p.stage,
    recalls: p.recalls,
    passed: p.passed,
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

export function emit(d: Draft, event: OrleansEvent): void {
  d.events.push(event);
}
