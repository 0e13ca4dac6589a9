import { GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { GameTypeIdEnum } from '../games/game-type-id.enum';
import { ContractField } from '../common/contract-field';

@ObjectType('AchievementCounter', { description: 'A counter across games toward this achievement.' })
export class AchievementCounterDto {
  @ContractField({
    description: 'What is counted, e.g. solo, multiplayer, expansion (finished games).',
    example: 'solo',
  })
  counts!: string;

  @ContractField(() => Int, {
    description: 'It unlocks once this many finished games count toward `counts`.',
    example: 3,
  })
  threshold!: number;
}

@ObjectType('AchievementDefinition')
export class AchievementDefinitionDto {
  @ContractField(() => GameTypeIdEnum, { description: 'The game that prints it.', example: 'troyes-dice' })
  game!: string;

  @ContractField({ description: 'Its id, unique within its game.', example: 'score-45' })
  id!: string;

  @ContractField({ description: 'Its short name.', example: '45 VP' })
  title!: string;

  @ContractField({ description: 'What earns it, for people.' })
  description!: string;

  @ContractField(() => AchievementCounterDto, {
    description: 'Set for achievements earned across games.',
    type: AchievementCounterDto,
    nullable: true,
  })
  counter!: AchievementCounterDto | null;
}

@ObjectType('PlayerAchievement', { description: 'An achievement with this player’s state of it.' })
export class PlayerAchievementDto extends AchievementDefinitionDto {
  @ContractField({ description: 'True once the player has earned it.' })
  unlocked!: boolean;

  @ContractField(() => GraphQLISODateTime, {
    description: 'When it was earned (the finish of the game that earned it); null while locked.',
    type: Date,
    nullable: true,
  })
  unlockedAt!: Date | null;

  @ContractField(() => ID, { description: 'The game that earned it first.', type: String, nullable: true })
  gameId!: string | null;

  @ContractField(() => Int, { description: 'For counters: games counted so far.', type: Number, nullable: true })
  progress!: number | null;
}
