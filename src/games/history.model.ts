import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { GAME_STATUSES, GameStatusEnum } from './games.model';

@ObjectType('GameStreamEvent', { description: 'One event of the append-only stream.' })
export class HistoryEventDto {
  @Field(() => Int, { description: '0, 1, 2… with no gaps; equals the game version after it.' })
  @ApiProperty()
  seq!: number;

  @Field({ description: 'GameCreated, GameStarted, MoveMade, GameFinished or GameAbandoned.' })
  @ApiProperty({ enum: ['GameCreated', 'GameStarted', 'MoveMade', 'GameFinished', 'GameAbandoned'] })
  type!: string;

  @Field(() => Int, { nullable: true })
  @ApiProperty({ type: Number, nullable: true })
  seat!: number | null;

  @Field(() => JSONScalar, {
    description:
      'GameCreated: {game, rulesVersion, options, playerCount, seedCommitment}; GameStarted: {seats}; ' +
      "MoveMade: {move, events} (others' moves show only public events while the game runs); GameFinished: {scores, ranking}.",
  })
  @ApiProperty({ type: 'object', additionalProperties: true })
  payload!: unknown;

  @Field(() => GraphQLISODateTime)
  @ApiProperty()
  at!: Date;
}

@ObjectType('GameHistory')
export class GameHistoryDto {
  @Field(() => ID)
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @Field(() => GameStatusEnum)
  @ApiProperty({ enum: GAME_STATUSES })
  status!: string;

  @Field(() => Int)
  @ApiProperty()
  version!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Revealed once finished; sha256(seed) = GameCreated.seedCommitment.',
  })
  @ApiProperty({ type: String, nullable: true })
  seed!: string | null;

  @Field(() => [HistoryEventDto])
  @ApiProperty({ type: [HistoryEventDto] })
  events!: HistoryEventDto[];
}

@ObjectType('GameStateAt')
export class GameStateAtDto {
  @Field(() => Int)
  @ApiProperty()
  version!: number;

  @Field(() => JSONScalar, { description: 'The full engine state (finished games only).' })
  @ApiProperty({ type: 'object', additionalProperties: true })
  state!: unknown;

  @Field(() => [Int])
  @ApiProperty({ type: [Number] })
  actors!: number[];
}
