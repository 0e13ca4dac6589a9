/**
 * Every game's bot policies, by game id. Each game lists its own in `games/<game>/bots.ts`; a
 * policy stays listed at every version ever released, so a recorded game replays with the
 * policy it was played against.
 */
import { fail, ok, type Result } from '../core/result';
import { orleansBots } from '../games/orleans/bots';
import { troyesDiceBots } from '../games/troyes-dice/bots';
import { troyesBots } from '../games/troyes/bots';
import { policyRef, type AnyBotPolicy } from './types';

const byGame: ReadonlyMap<string, readonly AnyBotPolicy[]> = new Map<string, readonly AnyBotPolicy[]>([
  ['troyes-dice', troyesDiceBots],
  ['troyes', troyesBots],
  ['orleans', orleansBots],
]);

/** A game's policies (every version), weakest first as the game lists them; [] for an unknown game. */
export function botPolicies(game: string | { id: string }): readonly AnyBotPolicy[] {
  return byGame.get(typeof game === 'string' ? game : game.id) ?? [];
}

/** `<id>@<version>` of each of a game's policies, e.g. `['random@1', 'greedy@1', 'rollout@1']`. */
export function botPolicyRefs(game: string | { id: string }): string[] {
  return botPolicies(game).map(policyRef);
}

/**
 * The policy a seat plays: `'greedy@1'` exactly, or `'greedy'` for its newest version. An unknown
 * one is `UNKNOWN_BOT_POLICY` with `details.available` listing the game's policies.
 */
export function getBotPolicy(game: string | { id: string }, ref: string): Result<AnyBotPolicy> {
  const gameId = typeof game === 'string' ? game : game.id;
  const policies = botPolicies(gameId);
  const at = ref.lastIndexOf('@');
  const id = at < 0 ? ref : ref.slice(0, at);
  const version = at < 0 ? null : Number(ref.slice(at + 1));
  let found: AnyBotPolicy | undefined;
  for (const p of policies) {
    if (p.id !== id) continue;
    if (version === null ? !found || p.version > found.version : p.version === version) found = p;
  }
  if (found) return ok(found);
  const available = policies.map(policyRef);
  return fail(
    'UNKNOWN_BOT_POLICY',
    `No bot policy "${ref}" for ${gameId}${available.length ? `; available: ${available.join(', ')}` : ''}.`,
    { game: gameId, policy: ref, available },
  );
}
