import type { GameEvent, Json, RankEntry, SeatScore } from '../engine';

/**
 * The event types of a game's stream (table game_event). Only these are ever written:
 * seq 0 is GameCreated; GameStarted when the last seat is taken; one MoveMade per accepted move;
 * GameFinished (with the scores) right after the move that ends the game, or GameAbandoned when
 * its deadline passed unfinished.
 */
export type StreamEventType = 'GameCreated' | 'GameStarted' | 'MoveMade' | 'GameFinished' | 'GameAbandoned';

export interface GameCreatedPayload {
  game: string;
  rulesVersion: string;
  options: Json;
  playerCount: number;
  /** sha256(seed) in hex: fixes the seed at creation without revealing it. */
  seedCommitment: string;
}

export interface GameStartedPayload {
  seats: { seat: number; playerId: string }[];
}

export interface MoveMadePayload {
  move: Json;
  /** What the engine derived from the move (dice rolled, plazas destroyed...). */
  events: GameEvent[];
}

export interface GameFinishedPayload {
  scores: SeatScore[];
  ranking: RankEntry[];
}

export interface StoredEvent {
  seq: number;
  type: StreamEventType;
  seat: number | null;
  payload: Json;
  at: Date;
}

export interface GameAbandonedPayload {
  reason: 'DEADLINE_PASSED';
  deadline: string;
}
