import { graphqlEnum } from '../common/graphql/enums';
import { games } from '../engine';

/** The games Crier referees, as the GraphQL enum GameTypeId (TROYES_DICE ↔ troyes-dice). */
export const GameTypeIdEnum = graphqlEnum(
  'GameTypeId',
  [...games.keys()],
  'A game Crier referees: its REST id (troyes-dice, troyes, orleans) in capitals, `-` as `_`.',
);
