/**
 * Options and setup by player count [C: S1 p2-p3, p13; rules file §4]: deal from the seed, then run
 * the automatic start of round 1 (hour glass, census) so the first state asks the seats to draw.
 */
import { seedRng, shuffled } from '../../core/rng';
import { CoreViolation, fail, ok, type Result } from '../../core/result';
import {
  GOODS,
  GOODS_REMOVED,
  GOODS_TABLE,
  NEUTRAL_SUPPLY,
  PLAYER_START,
  STARTERS,
  TECH_TILES,
  type Good,
} from './data/characters';
import { DEED_SPACE_COUNT } from './data/deeds';
import { HOURGLASS } from './data/hourglass';
import { DEVELOPMENT_TRACK } from './data/board';
import { GOODS_SPACES, START_TOWN } from './data/map';
import { draftOf } from './working-copy';
import { advance } from './flow';
import { PLACE_TILE_IDS, SLOT_COUNT } from './places';
import type { HarvestRule, OrleansOptions, OrleansState, PlayerState } from './types';

export const DEFAULT_OPTIONS: OrleansOptions = { harvest: 'coinsForMissingFood' };

function parseOptions(options: unknown): Result<OrleansOptions> {
  if (options === undefined || options === null) return ok({ ...DEFAULT_OPTIONS });
  if (typeof options !== 'object' || Array.isArray(options)) {
    return fail(CoreViolation.INVALID_OPTIONS, 'Options must be an object.');
  }
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (key !== 'harvest') return fail(CoreViolation.INVALID_OPTIONS, `Unknown option ${key}.`, { option: key });
  }
  const harvest = o.harvest ?? DEFAULT_OPTIONS.harvest;
  if (harvest !== 'coinsForMissingFood' && harvest !== 'foodOrCoins') {
    return fail(CoreViolation.INVALID_OPTIONS, "harvest must be 'coinsForMissingFood' or 'foodOrCoins'.", {
      option: 'harvest',
    });
  }
  return ok({ harvest: harvest as HarvestRule });
}

function newPlayer(): PlayerState {
  return {
    coins: PLAYER_START.coins,
    tracks: { farmers: 0, boatmen: 0, craftsmen: 0, traders: 0, knights: 0, scholars: 0 },
    dev: 0,
    bag: [],
    market: STARTERS.slice(),
    slots: Array.from({ length: SLOT_COUNT }, () => null),
    placeTiles: [],
    techHeld: [],
    goods: { grain: 0, cheese: 0, wine: 0, wool: 0, brocade: 0 },
    merchant: START_TOWN,
    stations: [],
    stationsLeft: PLAYER_START.tradingStations,
    citizens: 0,
    stage: 'draw',
    recalls: 0,
    passed: false,
  };
}

export function setup(options: unknown, seed: string, playerCount: number): Result<OrleansState> {
  const dealt = deal(options, seed, playerCount);
  if (!dealt.ok) return dealt;
  const d = draftOf(dealt.value);
  advance(d);
  return ok(d.s);
}

/** The components laid out before round 1. */
function deal(options: unknown, seed: string, playerCount: number): Result<OrleansState> {
  if (!Number.isInteger(playerCount) || playerCount < 2 || playerCount > 5) {
    return fail(CoreViolation.INVALID_PLAYER_COUNT, 'Orléans is for 2 to 5 players.', { playerCount });
  }
  const parsed = parseOptions(options);
  if (!parsed.ok) return parsed;
  const n = playerCount as 2 | 3 | 4 | 5;
  const rng = seedRng(seed);

  // Hour glass: start tile on top of shuffled A, then B, then C [C: S1 p3].
  const hourglass = [
    HOURGLASS.start,
    ...shuffled(rng, HOURGLASS.stacks.A),
    ...shuffled(rng, HOURGLASS.stacks.B),
    ...shuffled(rng, HOURGLASS.stacks.C),
  ].map((tile) => ({ event: tile.event, strength: tile.strength })); // copies: the state shares nothing with the data tables

  // Goods: remove some unseen (2-3 players), one per goods space in use, the rest to the market.
  const allGoods: Good[] = [];
  for (const g of GOODS) for (let i = 0; i < GOODS_TABLE.count[g]; i++) allGoods.push(g);
  const pile = shuffled(rng, allGoods).slice(GOODS_REMOVED.byPlayers[n]);
  let next = 0;
  const mapGoods = GOODS_SPACES.map((space) => (space.minPlayers <= n ? (pile[next++] as Good) : null));
  const goodsMarket: Record<Good, number> = { grain: 0, cheese: 0, wine: 0, wool: 0, brocade: 0 };
  for (; next < pile.length; next++) goodsMarket[pile[next] as Good] += 1;

  const state: OrleansState = {
    options: parsed.value,
    playerCount: n,
    round: 0,
    phase: 'roundStart',
    startPlayer: 0, // the youngest player: seat 0 by convention
    turn: 0,
    event: null,
    hourglass,
    rng,
    supply: { ...NEUTRAL_SUPPLY.byPlayers[n] },
    techSupply: TECH_TILES.byPlayers[n],
    goodsMarket,
    mapGoods,
    placeTiles: PLACE_TILE_IDS.slice(),
    deedSpaces: Array.from({ length: DEED_SPACE_COUNT }, () => 0),
    knightsCitizenTaken: false,
    boatmenCitizenTaken: false,
    devCitizensTaken: DEVELOPMENT_TRACK.citizens.map(() => false),
    stationsCitizen: null,
    pending: [],
    shown: null,
    players: Array.from({ length: n }, newPlayer),
  };
  return ok(state);
}
