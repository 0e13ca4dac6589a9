/**
 * Crier's rules engine: pure, deterministic, synchronous, framework-free. Clients import it as
 * `crier/engine` to render legal moves or verify a score by replay.
 */
export * from './core/json';
export * from './core/result';
export * from './core/rng';
export * from './core/types';
export * from './core/replay';
export * from './core/ranking';
export { games, getGame, getRules, rulesets, rulesetsOf } from './released-games';
export { defineGame, guardMove, type GameRules, type MoveObject } from './core/define-game';
export { rulesVersionNumber } from './core/ruleset-registry';
// Bot policies: pure, versioned, deciding from a seat's view (docs/engine.md §10).
export * from './bots';

// Each game's public shapes, so a client types its moves and reads its views without casts; the
// same shapes as JSON Schemas: `crier/schemas` (src/engine/schemas).
export type {
  TroyesDiceBreakdown,
  TroyesDiceEvent,
  TroyesDiceMove,
  TroyesDiceOptions,
  TroyesDiceResult,
  TroyesDiceView,
} from './games/troyes-dice';
export type { TroyesBreakdown, TroyesEvent, TroyesMove, TroyesResult, TroyesView } from './games/troyes';
export type {
  OrleansBreakdown,
  OrleansEvent,
  OrleansMove,
  OrleansOptions,
  OrleansResult,
  OrleansView,
} from './games/orleans';
