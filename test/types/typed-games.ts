/**
 * Compiled by `npm run typecheck`, never run: a client's move literals and view reads type-check
 * against the game types `crier/engine` exports, without casts; the `@ts-expect-error` lines fail
 * the typecheck if those types ever loosen (an unknown move type or a wrong field would pass).
 */
import type {
  OrleansEvent,
  OrleansMove,
  OrleansResult,
  OrleansView,
  TroyesDiceEvent,
  TroyesDiceMove,
  TroyesDiceResult,
  TroyesDiceView,
  TroyesEvent,
  TroyesMove,
  TroyesResult,
  TroyesView,
} from '../../src/engine';

// Troyes Dice
export const useDie: TroyesDiceMove = { type: 'useDie', slot: 0, action: 'gainResources' };
export const bonus: TroyesDiceMove = { type: 'bonusBuilding', decision: 0, building: 'cathedral', column: 6 };
// @ts-expect-error: no such action
export const badAction: TroyesDiceMove = { type: 'useDie', slot: 0, action: 'buildCastle' };
// @ts-expect-error: a fallback takes no field
export const badFallback: TroyesDiceMove = { type: 'fallback', slot: 1 };
export const firstDie = (v: TroyesDiceView): number | undefined => v.dice[0]?.actionValue;
export const myDecisions = (v: TroyesDiceView): string[] => (v.players[0]?.pending ?? []).map((d) => d.kind);
export const citizens = (r: TroyesDiceResult): number => r.scores[0]?.breakdown.citizens ?? 0;
export const rolled = (e: TroyesDiceEvent): number => (e.type === 'HalfDayStarted' ? e.dice.length : 0);

// Troyes
export const act: TroyesMove = { type: 'act', action: 'activity', target: 4, cube: -1 };
export const fromBuilding: TroyesMove = { type: 'citizen', from: 'building', building: 'palace', space: 2 };
export const group: TroyesMove = { type: 'group', dice: [{ district: 0, die: 1 }] };
// @ts-expect-error: a citizen from a building names its space
export const noSpace: TroyesMove = { type: 'citizen', from: 'building', building: 'palace' };
export const step = (v: TroyesView): string => v.step.k;
export const hidden = (v: TroyesView): boolean => v.activity.some((a) => a.id === null);
export const tradesmen = (r: TroyesResult): number => r.scores[0]?.breakdown.tradesmen ?? 0;
export const penalty = (e: TroyesEvent): string | null => (e.type === 'Penalty' ? e.reason : null);

// Orléans
export const draw: OrleansMove = { type: 'draw', count: 4 };
export const village: OrleansMove = { type: 'act', place: 'village', option: 'trader', tile: 'library' };
export const ship: OrleansMove = { type: 'act', place: 'ship', to: 'blois', good: null };
export const torture: OrleansMove = { type: 'torture', item: 'good', good: 'grain' };
// @ts-expect-error: the village needs an option
export const villageBare: OrleansMove = { type: 'act', place: 'village' };
// @ts-expect-error: wool is not food
export const wool: OrleansMove = { type: 'food', good: 'wool' };
export const coins = (v: OrleansView): number => v.players[0]?.coins ?? 0;
export const bathhouse = (v: OrleansView): number | null =>
  v.pending?.kind === 'bathhouse' && 'drawnCount' in v.pending ? v.pending.drawnCount : null;
export const goods = (r: OrleansResult): number => r.scores[0]?.breakdown.goods ?? 0;
export const drawn = (e: OrleansEvent): string[] => (e.type === 'FollowersDrawn' ? e.drawn : []);
