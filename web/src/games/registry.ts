import { orleansUi } from './orleans/ui';
import { troyesUi } from './troyes/ui';
import { troyesDiceUi } from './troyes-dice/ui';
import type { GameUi } from './types';

/** Each game's part of the game page and the replay, by game id. */
export const GAME_UI: Record<string, GameUi> = {
  'troyes-dice': troyesDiceUi,
  troyes: troyesUi,
  orleans: orleansUi,
};
