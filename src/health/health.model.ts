import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { graphqlEnum } from '../common/graphql/enums';

const DatabaseKindEnum = graphqlEnum('DatabaseKind', ['embedded', 'postgres'], 'Which database Crier runs on.', {
  embedded: 'PGlite in the process (no DATABASE_URL).',
  postgres: 'PostgreSQL at DATABASE_URL.',
});
const HealthStatusEnum = graphqlEnum('HealthStatus', ['ok', 'degraded'], 'Whether Crier can serve.', {
  ok: 'Up, and the database answers.',
  degraded: 'Up, but the database does not answer.',
});

@ObjectType('DatabaseHealth')
export class DatabaseHealthDto {
  @Field({ description: 'True when the database answered a trivial query.' })
  @ApiProperty({ description: 'True when the database answered a trivial query.' })
  reachable!: boolean;

  @Field(() => DatabaseKindEnum, { description: 'Which database: embedded (PGlite) or postgres (DATABASE_URL).' })
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
  @Field(() => HealthStatusEnum, { description: 'OK, or DEGRADED when the database does not answer.' })
  @ApiProperty({ enum: ['ok', 'degraded'], description: '"ok", or "degraded" when the database does not answer.' })
  status!: 'ok' | 'degraded';

  @Field(() => DatabaseHealthDto, { description: 'The database Crier runs on, and whether it answers.' })
  @ApiProperty({ type: DatabaseHealthDto, description: 'The database Crier runs on, and whether it answers.' })
  database!: DatabaseHealthDto;

  @Field({ description: 'Crier build version.' })
  @ApiProperty({ example: '0.1.0', description: 'Crier build version.' })
  version!: string;
}
