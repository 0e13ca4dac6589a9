/**
 * Compiled by `npm run typecheck`, never run: request bodies built for `crier/client` type-check
 * as the document allows them; the `@ts-expect-error` lines fail the typecheck if its types loosen.
 */
import type { components } from '../../src/client';

type SeatInput = components['schemas']['SeatInput'];

export const me: SeatInput = { player: 'me' };
export const open: SeatInput = { player: 'open' };
export const bot: SeatInput = { bot: 'greedy@1' };
// @ts-expect-error: a seat is a player or a bot, never neither
export const neither: SeatInput = {};
// @ts-expect-error: `player` is `me` or `open`
export const someone: SeatInput = { player: 'someone' };
