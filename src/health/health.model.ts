import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { graphqlEnum } from '../common/graphql/enums';
import { ContractField } from '../common/contract-field';

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
  @ContractField({ description: 'True when the database answered a trivial query.' })
  reachable!: boolean;

  @Field(() => DatabaseKindEnum, { description: 'Which database: embedded (PGlite) or postgres (DATABASE_URL).' })
  @ApiProperty({ enum: ['embedded', 'postgres'], description: 'Which database Crier runs on.' })
  kind!: 'embedded' | 'postgres';

  @ContractField(() => String, {
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

  @ContractField(() => DatabaseHealthDto, {
    type: DatabaseHealthDto,
    description: 'The database Crier runs on, and whether it answers.',
  })
  database!: DatabaseHealthDto;

  @ContractField({ example: '0.1.0', description: 'Crier build version.' })
  version!: string;
}
