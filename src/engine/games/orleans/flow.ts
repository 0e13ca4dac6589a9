/** The round: hour glass, census, followers + planning, actions, event, start player [C: S1 p4-p5]. */
import type { Seat } from '../../core/types';
import { ROUNDS } from './data/hourglass';
import { emit, player, type Draft } from './working-copy';
import { startEvent } from './events';
import type { PlayerState } from './types';
import { payOrTorture } from './torture';

/** Run the automatic steps until a seat must decide or the game is over. */
export function advance(d: Draft): void {
  for (;;) {
    const s = d.s;
    if (s.pending.length > 0 || s.phase === 'over') return;
    switch (s.phase) {
      case 'roundStart':
        startRound(d);
        break;
      case 'prep':
        if (!s.players.every((p) => p.stage === 'ready')) return;
        s.shown = null;
        s.phase = 'actions';
        emit(d, { type: 'PlansRevealed' });
        for (let seat = 0; seat < s.playerCount; seat++) {
          const p = player(d, seat);
          p.passed = false;
        }
        s.turn = s.startPlayer;
        return;
      case 'actions':
        if (!s.players.every((p) => p.passed)) return;
        s.phase = 'roundEnd';
        startEvent(d);
        break;
      case 'roundEnd':
        endRound(d);
        break;
    }
  }
}

function startRound(d: Draft): void {
  const s = d.s;
  s.round += 1;
  s.event = s.hourglass[0] ?? null;
  s.hourglass = s.hourglass.slice(1);
  emit(d, { type: 'HourGlass', round: s.round, event: s.event?.event ?? null, strength: s.event?.strength ?? null });
  census(d);
  s.shown = s.players.map((p) => ({ slots: p.slots, marketSize: p.market.length, bagSize: p.bag.length }));
  for (let seat = 0; seat < s.playerCount; seat++) {
    const p = player(d, seat);
    p.stage = 'draw';
    p.recalls = 0;
  }
  s.phase = 'prep';
}

/**
 * Census [C: S1 p4]: the sole leader on the Farmers track gains 1 coin, the sole last pays 1 coin
 * (torture if unable); ties cancel; with 2 players nobody pays.
 */
export function census(d: Draft): void {
  const positions = d.s.players.map((p) => p.tracks.farmers);
  const max = Math.max(...positions);
  const min = Math.min(...positions);
  const leaders = positions.flatMap((v, seat) => (v === max ? [seat] : []));
  const last = positions.flatMap((v, seat) => (v === min ? [seat] : []));
  if (leaders.length === 1) {
    const seat = leaders[0] as Seat;
    player(d, seat).coins += 1;
    emit(d, { type: 'Census', seat, coins: 1 });
  }
  if (last.length === 1 && d.s.playerCount > 2 && max !== min) {
    const seat = last[0] as Seat;
    emit(d, { type: 'Census', seat, coins: -1 });
    payOrTorture(d, seat, 1);
  }
}

function endRound(d: Draft): void {
  const s = d.s;
  if (s.round >= ROUNDS) {
    finish(d);
    return;
  }
  s.startPlayer = (s.startPlayer + 1) % s.playerCount;
  s.phase = 'roundStart';
}

/** The sole player with the most trading stations takes the 14th citizen [C: S1 p19]. */
function finish(d: Draft): void {
  const s = d.s;
  const counts = s.players.map((p: PlayerState) => p.stations.length);
  const most = Math.max(...counts);
  const holders = counts.flatMap((c, seat) => (c === most ? [seat] : []));
  if (most > 0 && holders.length === 1) {
    const seat = holders[0] as Seat;
    s.stationsCitizen = seat;
    player(d, seat).citizens += 1;
    emit(d, { type: 'CitizenTaken', seat, source: 'mostTradingStations' });
  }
  s.phase = 'over';
  emit(d, { type: 'GameOver' });
}
