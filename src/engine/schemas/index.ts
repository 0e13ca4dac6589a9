/**
 * Each game's JSON Schema document (draft 2020-12, as OpenAPI 3.1 uses): its moves, views, events,
 * final result and full state, generated from the engine's own types by `npm run schemas:write`
 * (scripts/game-schemas.ts; CI's `npm run schemas:check` keeps the files in step). Clients import
 * this module as `crier/schemas`, one file as `crier/schemas/<game>`; the API serves them at
 * `GET /v1/game-types/{id}/schemas`.
 */
import type { JsonObject } from '../core/json';
import orleans from './orleans.schema.json';
import troyesDice from './troyes-dice.schema.json';
import troyes from './troyes.schema.json';

/**
 * One game's document. `move`, `view`, `event`, `result` and `state` are `{ $ref }` into `$defs`; validate
 * with `{ ...doc.move, $defs: doc.$defs }` (ajv: `new Ajv2020({ discriminator: true })`).
 */
export interface GameSchemaDocument {
  $schema: string;
  $id: string;
  title: string;
  description: string;
  /** The game id: 'troyes-dice'. */
  game: string;
  /** The rules version new games are played under. */
  rulesVersion: string;
  /** Every rules version these shapes describe, current first. */
  rulesVersions: string[];
  move: { $ref: string };
  view: { $ref: string };
  event: { $ref: string };
  result: { $ref: string };
  /** The full engine state (served only for finished games: it holds every secret and the PRNG). */
  state: { $ref: string };
  /** Every definition, named per game (`TroyesDiceMove`, `TroyesDiceMove.useDie`...) but `Seat` and `RankEntry`. */
  $defs: Record<string, JsonObject>;
}

const documents = [troyesDice, troyes, orleans] as unknown as GameSchemaDocument[];

/** Game id → its schema document. */
export const gameSchemas: ReadonlyMap<string, GameSchemaDocument> = new Map(documents.map((d) => [d.game, d]));
