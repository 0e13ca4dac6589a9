import type { AnyGameDefinition } from '../engine';
import { redact, type HistoryEvent } from '../games/history.service';
import { seedRevealed } from '../games/visibility';
import type { GameRecord, GameStatus } from '../persistence/games.repository';
import type { StoredEvent } from '../persistence/stream-events';

/**
 * One accepted version of a game as one caller may see it: the event stored at that version (with
 * exactly the redaction of GET /v1/games/{id}/events), and, on the message that brings the caller
 * to the game's newest version (`current`), the caller's view, who acts, and its legal moves.
 */
export interface GameUpdate {
  gameId: string;
  version: number;
  status: GameStatus;
  events: HistoryEvent[];
  current: boolean;
  view: unknown;
  actors: number[] | null;
  legalMoves: unknown[] | null;
  result: unknown;
  seed: string | null;
}

/** What one read of the store gives every watcher of a game (on this instance). */
export interface GameSnapshot {
  game: GameRecord;
  def: AnyGameDefinition;
  state: unknown;
  /** The stored events after the read's starting point, up to `game.version`. */
  events: StoredEvent[];
  now: Date;
}

export const isOver = (status: GameStatus): boolean => status === 'FINISHED' || status === 'ABANDONED';

/** The updates `seat` (null: a spectator) may see, one per version, oldest first. */
export function updatesFor(snap: GameSnapshot, seat: number | null): GameUpdate[] {
  const { game, def, state } = snap;
  const finished = game.status === 'FINISHED';
  const last = snap.events.length - 1;
  return snap.events.map((e, i) => {
    const current = i === last && e.seq === game.version;
    const actors = current ? (game.status === 'ACTIVE' ? def.actors(state) : []) : null;
    return {
      gameId: game.id,
      version: e.seq,
      status: game.status,
      events: [finished ? e : redact(e, seat)],
      current,
      view: current ? def.view(state, seat) : null,
      actors,
      legalMoves: current && seat !== null && actors?.includes(seat) ? def.legalMoves(state, seat) : null,
      result: current ? (game.result ?? null) : null,
      seed: current && seedRevealed(game, snap.now) ? game.seed : null,
    };
  });
}
