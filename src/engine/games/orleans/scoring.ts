/** Final scoring [C: S1 p19]: coins, goods, (trading stations + citizens) × development status. */
import { competitionRanking } from '../../core/ranking';
import type { RankEntry, SeatScore } from '../../core/types';
import { GOODS, GOODS_TABLE } from './data/characters';
import { statusAt } from './development';
import type { OrleansState, PlayerState } from './types';

export function scoreOf(p: PlayerState, seat: number): SeatScore {
  let goods = 0;
  for (const g of GOODS) goods += p.goods[g] * GOODS_TABLE.points[g];
  const status = statusAt(p.dev);
  const breakdown = {
    coins: p.coins,
    goods,
    tradingStations: p.stations.length * status,
    citizens: p.citizens * status,
  };
  return { seat, total: breakdown.coins + breakdown.goods + breakdown.tradingStations + breakdown.citizens, breakdown };
}

export function scores(s: OrleansState): SeatScore[] {
  return s.players.map(scoreOf);
}

/** Most VP; tie: further along the development track; still tied: shared place. */
export function ranking(s: OrleansState): RankEntry[] {
  return competitionRanking(scores(s), (sc) => [sc.total, (s.players[sc.seat] as PlayerState).dev]);
}

/** The tie-break `ranking` applies after the total: the seat's step on the development track. */
export function tieBreak(s: OrleansState, seat: number): number {
  return (s.players[seat] as PlayerState).dev;
}
