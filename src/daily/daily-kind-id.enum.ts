import { graphqlEnum } from '../common/graphql/enums';
import { DAILY_KINDS } from './daily-kinds';

/** The daily puzzle kinds, as the GraphQL enum DailyKindId (TROYES_DICE_BANQUETS ↔ troyes-dice-banquets). */
export const DailyKindIdEnum = graphqlEnum(
  'DailyKindId',
  DAILY_KINDS.map((k) => k.kind),
  'A daily puzzle kind: its REST id (troyes-dice, troyes-dice-banquets, troyes, orleans) in capitals, `-` as `_`.',
);
