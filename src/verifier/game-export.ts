import type { GameResult, Json, SeatedMove } from '../engine';

/** The format tag of an export file; a new shape gets a new number, old files keep verifying. */
export const GAME_EXPORT_FORMAT = 'crier-game-export/1';

/**
 * A finished game as one self-contained JSON file (GET /v1/games/{id}/export): everything the
 * offline verifier (`crier-verify`) needs to replay it with the engine alone — no server, no
 * database. The seed is null until it is revealed (a daily puzzle's at its day's close).
 */
export interface GameExport {
  format: typeof GAME_EXPORT_FORMAT;
  gameId: string;
  /** Game type id, e.g. `troyes-dice`. */
  game: string;
  /** The ruleset the game was refereed under (`troyes-dice@2`): the verifier replays under it. */
  rulesVersion: string;
  options: Json;
  playerCount: number;
  status: string;
  ranked: boolean;
  dailyKind: string | null;
  /** YYYY-MM-DD, for a daily puzzle's game. */
  dailyDate: string | null;
  /**
   * As committed in the game's GameCreated event before any move: sha256(seed) in hex, or under
   * `seedScheme` `mix-v1` sha256(serverSeed).
   */
  seedCommitment: string;
  /**
   * `client`: a client chose it (never ranked); `server`: the server's CSPRNG; `daily`: a puzzle-day's;
   * `mixed`: derived under `seedScheme` from `serverSeed` and the seats' `entropy`.
   */
  seedSource: 'server' | 'client' | 'daily' | 'mixed';
  /** `mix-v1` for a mixed game; null (or absent in older files) otherwise. */
  seedScheme?: 'mix-v1' | null;
  /** A mixed game's server part once revealed (with the seed); null otherwise. */
  serverSeed?: string | null;
  /** Null until revealed; then sha256(seed) must equal seedCommitment (mixed: seed = mix-v1(serverSeed, entropies)). */
  seed: string | null;
  /** When a hidden seed is revealed (ISO 8601), or null when it is not held back. */
  seedRevealAt: string | null;
  /** People's seats (bots have none); `entropy`: what a mixed game's seat gave (null: none). */
  seats: { seat: number; playerId: string; playerName: string; entropy?: string | null }[];
  /** Every accepted move in order, with its seat. */
  moves: SeatedMove[];
  /** The result the server recorded: what the replay must reproduce. */
  result: GameResult;
  createdAt: string;
  finishedAt: string | null;
}

/** What the server exports today: every optional field of the format present (null when unused). */
export type ServedGameExport = GameExport & {
  seedScheme: 'mix-v1' | null;
  serverSeed: string | null;
  seats: { seat: number; playerId: string; playerName: string; entropy: string | null }[];
};
