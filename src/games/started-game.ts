import { randomBytes, randomUUID } from 'node:crypto';
import type { AnyGameDefinition } from '../engine';
import type { TimeControl } from '../clocks/clock-state';
import type { GamesRepository } from '../persistence/games.repository';
import type { GameCreatedPayload } from '../persistence/stream-events';
import { sha256Hex } from '../verifier/seed-mix';

/** The GameCreated event of a new game (seq 0): its rules, options, seats and seed commitment. */
export function gameCreated(
  def: AnyGameDefinition,
  options: unknown,
  playerCount: number,
  seed: Pick<GameCreatedPayload, 'seedCommitment' | 'seedScheme' | 'bots' | 'seedSource' | 'rated'>,
): GameCreatedPayload {
  return {
    game: def.id,
    rulesVersion: def.rulesVersion,
    options: options as GameCreatedPayload['options'],
    playerCount,
    ...seed,
  };
}

/** A fresh server seed, as every server-seeded game gets (CSPRNG, 24 bytes). */
export function serverSeed(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * What `GamesRepository.createStarted` takes for a game that starts with every seat taken (a
 * matched table, a rematch): a new id, the current rules, a server seed and its GameCreated.
 * `seated`: per seat, its player, or null for a bot's seat (`bots` names its policy).
 */
export function startedGame(
  def: AnyGameDefinition,
  g: {
    seed: string;
    options: object;
    seated: (string | null)[];
    bots?: (string | null)[] | null;
    rated: boolean;
    timeControl?: TimeControl | null;
    at: Date;
  },
): Parameters<GamesRepository['createStarted']>[1] {
  const created = gameCreated(def, g.options, g.seated.length, {
    seedCommitment: sha256Hex(g.seed),
    ...(g.bots ? { bots: g.bots } : {}),
    seedSource: 'server',
    ...(g.rated ? { rated: true as const } : {}),
  });
  return {
    id: randomUUID(),
    game: def.id,
    rulesVersion: def.rulesVersion,
    options: g.options,
    playerCount: g.seated.length,
    seed: g.seed,
    seedSource: 'server',
    created,
    seated: g.seated,
    at: g.at,
    rated: g.rated,
    ...(g.bots ? { bots: g.bots } : {}),
    ...(g.timeControl ? { timeControl: g.timeControl } : {}),
  };
}
