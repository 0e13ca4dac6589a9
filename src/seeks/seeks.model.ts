import { Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { JSONScalar } from '../common/graphql/json.scalar';
import { GAME_TYPE_ID_PROPERTY, GameTypeIdEnum } from '../games/game-type-id.enum';
import { ContractField } from '../common/contract-field';

export const SEEK_STATUSES = ['OPEN', 'MATCHED', 'CANCELLED', 'EXPIRED'] as const;
export const SeekStatusEnum = { OPEN: 'OPEN', MATCHED: 'MATCHED', CANCELLED: 'CANCELLED', EXPIRED: 'EXPIRED' } as const;
const STATUS =
  'OPEN: waiting in the pool; MATCHED: seated in `gameId`; CANCELLED: deleted by its player; EXPIRED: its time ran out.';
registerEnumType(SeekStatusEnum, { name: 'SeekStatus', description: STATUS });

@ObjectType('SeekClock', { description: 'A seek’s turn clock (docs/api.md, "Clocks").' })
export class SeekClockDto {
  @ContractField(() => Int, { example: 300, description: 'Free seconds of every turn.' })
  moveSeconds!: number;

  @ContractField(() => Int, {
    example: 0,
    description: 'Seconds each seat may spend beyond its free ones, over the whole game.',
  })
  bankSeconds!: number;
}

@ObjectType('SeekPlayers', { description: 'How many players a seek accepts, seekers included.' })
export class SeekPlayersDto {
  @ContractField(() => Int, { example: 3, description: 'The fewest.' })
  min!: number;

  @ContractField(() => Int, { example: 3, description: 'The most.' })
  max!: number;
}

@ObjectType('RatingRange', { description: 'The ratings of others a seek accepts now (null: no bound).' })
export class RatingRangeDto {
  @ContractField(() => Float, {
    type: Number,
    nullable: true,
    description: 'The lowest rating accepted now (widened as it waits).',
  })
  min!: number | null;

  @ContractField(() => Float, {
    type: Number,
    nullable: true,
    description: 'The highest rating accepted now (widened as it waits).',
  })
  max!: number | null;

  @ContractField(() => Float, { example: 0, description: 'How much both bounds widen per minute waited.' })
  widenPerMinute!: number;
}

@ObjectType('Seek', { description: 'A seek of the matchmaking pool.' })
export class SeekDto {
  @ContractField(() => ID, { format: 'uuid', description: 'The seek id.' })
  id!: string;

  @ContractField(() => ID, { format: 'uuid', description: 'Who seeks.' })
  playerId!: string;

  @ContractField({ example: 'Valentin', description: "The seeker's display name." })
  playerName!: string;

  @ContractField(() => GameTypeIdEnum, { ...GAME_TYPE_ID_PROPERTY, description: 'The game sought.' })
  game!: string;

  @ContractField(() => SeekPlayersDto, {
    type: () => SeekPlayersDto,
    description: 'How many players, seekers included.',
  })
  players!: SeekPlayersDto;

  @ContractField(() => JSONScalar, {
    type: 'object',
    additionalProperties: true,
    description: "The game's options, defaults filled in.",
  })
  options!: unknown;

  @ContractField(() => SeekClockDto, {
    type: () => SeekClockDto,
    nullable: true,
    description: 'The turn clock; null: untimed.',
  })
  clock!: SeekClockDto | null;

  @ContractField({ description: 'A rated game is sought.' })
  rated!: boolean;

  @ContractField(() => Float, {
    example: 0,
    description: "The seeker's rating in the game when it asked (a new player: 0).",
  })
  rating!: number;

  @ContractField(() => RatingRangeDto, {
    type: () => RatingRangeDto,
    description: 'The ratings of others it accepts now.',
  })
  ratingRange!: RatingRangeDto;

  @ContractField(() => SeekStatusEnum, { enum: SEEK_STATUSES, description: STATUS })
  status!: (typeof SEEK_STATUSES)[number];

  @ContractField(() => ID, {
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'MATCHED: the game it was seated in.',
  })
  gameId!: string | null;

  @ContractField(() => GraphQLISODateTime, { description: 'When it was made.' })
  createdAt!: Date;

  @ContractField(() => GraphQLISODateTime, { description: 'When it expires if still OPEN.' })
  expiresAt!: Date;
}

@ObjectType('SeekPage', { description: 'A page of the open lobby, newest first.' })
export class SeekPageDto {
  @ContractField(() => [SeekDto], { type: [SeekDto], description: 'Open seeks, newest first.' })
  items!: SeekDto[];

  @ContractField(() => String, { type: String, nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor!: string | null;

  @ContractField({ description: 'Whether more open seeks follow.' })
  hasNextPage!: boolean;
}
