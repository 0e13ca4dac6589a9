import type { ContractKit } from '../core/test-support/contract-kit';
import { orleansContractKit } from '../games/orleans/test-support/contract-kit';
import { troyesDiceContractKit } from '../games/troyes-dice/test-support/contract-kit';
import { troyesContractKit } from '../games/troyes/test-support/contract-kit';

/** Each registered game's kit for the engine contract suite (core/contract.props.spec.ts), by id. */
export const contractKits: Record<string, ContractKit> = {
  'troyes-dice': troyesDiceContractKit,
  troyes: troyesContractKit,
  orleans: orleansContractKit,
};
