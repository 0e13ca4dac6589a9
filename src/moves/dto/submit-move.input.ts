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

  /**
   * The hot route's shortcut past class-transformer and class-validator (8 % of Crier's CPU on the
   * move path, docs/benchmarks.md): a JSON object with `move` set and at most a non-negative integer
   * `expectedVersion` besides is what the decorators above accept; anything else goes through them.
   */
  static accepts(value: unknown): SubmitMoveBody | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
    const body = value as Record<string, unknown>;
    let keys = 0;
    for (const key in body) {
      if (!Object.prototype.hasOwnProperty.call(body, key)) return undefined;
      if (key !== 'move' && key !== 'expectedVersion') return undefined;
      keys++;
    }
    if (body.move === undefined || body.move === null) return undefined;
    const out = new SubmitMoveBody();
    out.move = body.move;
    if ('expectedVersion' in body) {
      const v = body.expectedVersion;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return undefined;
      out.expectedVersion = v;
    }
    return keys > 0 ? out : undefined;
  }
}

@InputType()
export class SubmitMoveInput {
  @Field(() => ID, { description: 'The game to move in.' })
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
