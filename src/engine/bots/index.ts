/** Bots: pure, deterministic, versioned policies that play a seat from its view (docs/engine.md §10). */
export type { AnyBotPolicy, BotContext, BotKit, BotPolicy } from './types';
export { policyRef } from './types';
export { botRng } from './rng';
export { botPolicies, botPolicyRefs, getBotPolicy } from './bot-policies';
export {
  BotViolation,
  botMove,
  playBots,
  replayWithBots,
  resolveBotSeats,
  type BotReplay,
  type BotSeats,
  type BotsPlayed,
  type RecordedMove,
} from './play';
export {
  greedyChooser,
  greedyPolicy,
  randomPolicy,
  rolloutPolicy,
  sampledGreedy,
  type RolloutChooser,
  type RolloutOptions,
} from './policies';
