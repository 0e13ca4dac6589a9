import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { GAME_TYPE_ID_PROPERTY, GameTypeIdEnum } from '../games/game-type-id.enum';
import { ContractField } from '../common/contract-field';
import { BoardItemsField, BoardSizeField, FriendsHasNextPageField } from '../leaderboard/board-page.fields';

const RATING =
  'The conservative rating shown and ranked: mu − 3·sigma, in hundredths (the skill is at least this with 99.7% belief). A new player starts at 0.';
const PROVISIONAL = 'True while sigma is 6.5 or more (about 8-15 rated games): ranked on the provisional board.';

@ObjectType('RatingEntry', { description: "A player's rating in one game, with its rank on its board." })
export class RatingEntryDto {
  @ContractField(() => Int, {
    example: 1,
    description: 'The rank on its board (provisional or not); equal ratings share a rank.',
  })
  rank!: number;

  @ContractField(() => ID, { format: 'uuid', description: 'The player id (a bot policy has one of its own).' })
  playerId!: string;

  @ContractField({ example: 'Valentin', description: "The player's display name (a bot's: `greedy@1 (bot)`)." })
  playerName!: string;

  @ContractField(() => String, {
    type: String,
    nullable: true,
    example: null,
    description: 'The bot policy (`greedy@1`) when this is a bot; null for a person.',
  })
  bot!: string | null;

  @ContractField(() => Float, { example: 12.34, description: RATING })
  rating!: number;

  @ContractField(() => Float, { example: 27.9, description: 'The mean of the skill belief (a new player: 25).' })
  mu!: number;

  @ContractField(() => Float, {
    example: 5.2,
    description: 'Its standard deviation (a new player: 8.333…); falls as games are played.',
  })
  sigma!: number;

  @ContractField(() => Int, { example: 14, description: 'Rated games played in this game.' })
  games!: number;

  @ContractField({ description: PROVISIONAL })
  provisional!: boolean;

  @ContractField(() => Float, { example: 1.85, description: 'What the last rated game changed `rating` by.' })
  lastChange!: number;

  @ContractField(() => ID, { format: 'uuid', description: 'The last rated game.' })
  lastGameId!: string;

  @ContractField(() => GraphQLISODateTime, {
    description: 'When this rating was reached: orders equal ratings, earlier first.',
  })
  reachedAt!: Date;
}

@ObjectType('RatingBoardPage', { description: 'A page of a rating board.' })
export class RatingBoardPageDto {
  @ContractField(() => GameTypeIdEnum, { ...GAME_TYPE_ID_PROPERTY, description: 'The game rated.' })
  game!: string;

  @ContractField({ description: 'True: the provisional players’ board; false: the established players’.' })
  provisional!: boolean;

  @BoardItemsField(RatingEntryDto)
  items!: RatingEntryDto[];

  @BoardSizeField()
  totalCount!: number;

  @ContractField(() => String, { type: String, nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor!: string | null;

  @FriendsHasNextPageField()
  hasNextPage!: boolean;
}

@ObjectType('MyRating', { description: 'Your rating in one game, with the entries around it on its board.' })
export class MyRatingDto {
  @ContractField(() => GameTypeIdEnum, { ...GAME_TYPE_ID_PROPERTY, description: 'The game rated.' })
  game!: string;

  @ContractField(() => RatingEntryDto, {
    type: () => RatingEntryDto,
    nullable: true,
    description: 'Null before your first rated game of it.',
  })
  entry!: RatingEntryDto | null;

  @ContractField(() => Int, { description: 'Players on your board (the provisional one while you are provisional).' })
  totalCount!: number;

  @Field(() => [RatingEntryDto], { description: 'Up to `around` entries above and below yours, yours among them.' })
  @ApiProperty({
    type: [RatingEntryDto],
    description: 'Up to `around` entries above and below yours, yours among them, in board order.',
  })
  around!: RatingEntryDto[];
}

@ObjectType('RatingChange', { description: 'What one rated game did to one seat’s rating.' })
export class RatingChangeDto {
  @ContractField(() => ID, { format: 'uuid', description: 'The rated game.' })
  gameId!: string;

  @ContractField(() => Int, { example: 0, description: 'The seat.' })
  seat!: number;

  @ContractField(() => ID, { format: 'uuid', description: 'Who held it (a bot policy’s own id for a bot).' })
  playerId!: string;

  @ContractField(() => Int, {
    example: 1,
    description: 'Its place in the final ranking (1 = first; a resigning or forfeiting seat last).',
  })
  place!: number;

  @ContractField(() => Float, { example: 0, description: 'The rating before the game.' })
  ratingBefore!: number;

  @ContractField(() => Float, { example: 3.01, description: 'The rating after it.' })
  ratingAfter!: number;

  @ContractField(() => Float, { example: 3.01, description: 'ratingAfter − ratingBefore.' })
  change!: number;

  @ContractField(() => Float, { description: 'mu before.' })
  muBefore!: number;

  @ContractField(() => Float, { description: 'sigma before.' })
  sigmaBefore!: number;

  @ContractField(() => Float, { description: 'mu after.' })
  muAfter!: number;

  @ContractField(() => Float, { description: 'sigma after.' })
  sigmaAfter!: number;

  @ContractField(() => Int, { description: 'Rated games played in this game after this one.' })
  games!: number;

  @ContractField({ description: 'Still provisional after it.' })
  provisional!: boolean;

  @ContractField(() => GraphQLISODateTime, { description: 'When the game ended.' })
  finishedAt!: Date;
}

@ObjectType('RatingHistoryPage', { description: "A page of a player's rating changes in one game, newest first." })
export class RatingHistoryPageDto {
  @ContractField(() => [RatingChangeDto], {
    type: [RatingChangeDto],
    description: 'Newest first (reverse it for a chart).',
  })
  items!: RatingChangeDto[];

  @ContractField(() => String, { type: String, nullable: true, description: 'Pass as `before` for older changes.' })
  endCursor!: string | null;

  @ContractField({ description: 'Whether older changes exist.' })
  hasNextPage!: boolean;
}
