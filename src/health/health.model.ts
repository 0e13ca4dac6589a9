import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

@ObjectType('DatabaseHealth')
export class DatabaseHealthDto {
  @Field({ description: 'True when the database answered a trivial query.' })
  @ApiProperty({ description: 'True when the database answered a trivial query.' })
  reachable!: boolean;

  @Field({ description: 'Which database: embedded (PGlite) or postgres (DATABASE_URL).' })
  @ApiProperty({ enum: ['embedded', 'postgres'], description: 'Which database Crier runs on.' })
  kind!: 'embedded' | 'postgres';

  @Field(() => String, { nullable: true, description: 'The newest applied migration.' })
  @ApiProperty({
    type: String,
    nullable: true,
    example: '20261122040000_init',
    description: 'The newest applied migration.',
  })
  migration!: string | null;
}

@ObjectType('Health')
export class HealthReportDto {
  @Field({ description: 'ok, or degraded when the database does not answer.' })
  @ApiProperty({ enum: ['ok', 'degraded'], description: '"ok", or "degraded" when the database does not answer.' })
  status!: 'ok' | 'degraded';

  @Field(() => DatabaseHealthDto)
  @ApiProperty({ type: DatabaseHealthDto })
  database!: DatabaseHealthDto;

  @Field({ description: 'Crier build version.' })
  @ApiProperty({ example: '0.1.0', description: 'Crier build version.' })
  version!: string;
}
