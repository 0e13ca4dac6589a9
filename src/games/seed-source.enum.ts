import { graphqlEnum } from '../common/graphql/enums';

/** Where a game's seed came from, as the GraphQL enum SeedSource (CLIENT ↔ client). */
export const SeedSourceEnum = graphqlEnum(
  'SeedSource',
  ['server', 'client', 'daily', 'mixed'] as const,
  'Where the seed came from (docs/fairness.md).',
  {
    server: 'Drawn by the server (CSPRNG) and committed in GameCreated before any move.',
    client: 'Chosen by a client: reproducible, but never ranked (its chooser could have picked the dice).',
    daily: 'A puzzle-day’s seed, committed when the day opens and revealed when it closes.',
    mixed:
      'mix-v1: HMAC-SHA256 of a server part committed in GameCreated over every seat’s entropy, fixed when the game starts; no single party picks the dice.',
  },
);
