import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { GameTypeIdEnum } from '../games/game-type-id.enum';

@ObjectType('AchievementCounter', { description: 'A counter across games toward this achievement.' })
export class AchievementCounterDto {
  @Field({ description: 'What is counted, e.g. solo, multiplayer, expansion (finished games).' })
  @ApiProperty({ description: 'What is counted, e.g. solo, multiplayer, expansion (finished games).', example: 'solo' })
  counts!: string;

  @Field(() => Int, { description: 'It unlocks once this many finished games count toward `counts`.' })
  @ApiProperty({ description: 'It unlocks once this many finished games count toward `counts`.', example: 3 })
  threshold!: number;
}

@ObjectType('AchievementDefinition')
export class AchievementDefinitionDto {
  @Field(() => GameTypeIdEnum, { description: 'The game that prints it.' })
  @ApiProperty({ description: 'The game that prints it.', example: 'troyes-dice' })
  game!: string;

  @Field({ description: 'Its id, unique within its game.' })
  @ApiProperty({ description: 'Its id, unique within its game.', example: 'score-45' })
  id!: string;

  @Field({ description: 'Its short name.' })
  @ApiProperty({ description: 'Its short name.', example: '45 VP' })
  title!: string;

  @Field({ description: 'What earns it, for people.' })
  @ApiProperty({ description: 'What earns it, for people.' })
  description!: string;

  @Field(() => AchievementCounterDto, { nullable: true, description: 'Set for achievements earned across games.' })
  @ApiProperty({
    description: 'Set for achievements earned across games.',
    type: AchievementCounterDto,
    nullable: true,
  })
  counter!: AchievementCounterDto | null;
}

@ObjectType('PlayerAchievement', { description: 'An achievement with this player’s state of it.' })
export class PlayerAchievementDto extends AchievementDefinitionDto {
  @Field({ description: 'True once the player has earned it.' })
  @ApiProperty({ description: 'True once the player has earned it.' })
  unlocked!: boolean;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was earned (the finish of the game that earned it); null while locked.',
  })
  @ApiProperty({
    description: 'When it was earned (the finish of the game that earned it); null while locked.',
    type: Date,
    nullable: true,
  })
  unlockedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'The game that earned it first.' })
  @ApiProperty({ description: 'The game that earned it first.', type: String, nullable: true })
  gameId!: string | null;

  @Field(() => Int, { nullable: true, description: 'For counters: games counted so far.' })
  @ApiProperty({ description: 'For counters: games counted so far.', type: Number, nullable: true })
  progress!: number | null;
}
