import { randomPolicy } from '../../bots/policies';
import type { AnyBotPolicy } from '../../bots/types';

export const orleansBots: readonly AnyBotPolicy[] = [randomPolicy()];
