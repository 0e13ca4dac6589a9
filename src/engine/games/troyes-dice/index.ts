export { troyesDice } from './game';
export type { TroyesDiceMove, TroyesDiceOptions, TroyesDiceState } from './types';
export type { TroyesDiceView } from './view';
