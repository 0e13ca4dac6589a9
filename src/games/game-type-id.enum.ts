import { graphqlEnum } from '../common/graphql/enums';
import { games } from '../engine';

/** The games Crier referees, as the GraphQL enum GameTypeId (TROYES_DICE ↔ troyes-dice). */
export const GameTypeIdEnum = graphqlEnum(
  'GameTypeId',
  [...games.keys()],
  'A game Crier referees: its REST id (troyes-dice, troyes, orleans) in capitals, `-` as `_`.',
);

/** The same ids for the REST document: one shared `GameTypeId` schema (`troyes-dice`, `troyes`, `orleans`). */
export const GAME_TYPE_ID_PROPERTY = {
  enum: [...games.keys()],
  enumName: 'GameTypeId',
  example: 'troyes-dice',
} as const;
