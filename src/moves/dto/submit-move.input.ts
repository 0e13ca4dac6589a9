import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsOptional, IsString, Length, Min } from 'class-validator';
import { JSONScalar } from '../../common/graphql/json.scalar';

/** REST body of POST /v1/games/{id}/moves. */
export class SubmitMoveBody {
  @ApiProperty({
    description: 'One of the moves GET /v1/games/{id}/legal-moves lists (shapes per game in docs/engine.md).',
    example: { type: 'useDie', slot: 0, action: 'buildWork' },
  })
  @IsDefined()
  move!: unknown;

  @ApiPropertyOptional({ description: 'Refuse the move (409 VERSION_CONFLICT) unless the game is at this version.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  expectedVersion?: number;
}

@InputType()
export class SubmitMoveInput {
  @Field(() => ID)
  @IsString()
  gameId!: string;

  @Field(() => JSONScalar, { description: 'One of the moves legalMoves lists.' })
  @IsDefined()
  move!: unknown;

  @Field(() => Int, { nullable: true, description: 'Refuse (VERSION_CONFLICT) unless the game is at this version.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  expectedVersion?: number;

  @Field({ nullable: true, description: 'Retries with the same key return the first answer and apply nothing twice.' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  idempotencyKey?: string;
}
