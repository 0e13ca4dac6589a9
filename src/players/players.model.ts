import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

@ObjectType('Player', { description: 'A person or bot behind a client.' })
export class PlayerDto {
  @Field(() => ID, { description: 'The player id.' })
  @ApiProperty({ format: 'uuid', description: 'The player id.' })
  id!: string;

  @Field({ description: 'Display name.' })
  @ApiProperty({ example: 'Valentin', description: 'Display name.' })
  name!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the player registered.' })
  @ApiProperty({ description: 'When the player registered.' })
  createdAt!: Date;
}

@ObjectType('RegisteredPlayer', { description: 'A new player with their first API key (shown only once).' })
export class RegisteredPlayerDto extends PlayerDto {
  @Field({ description: 'Send as `Authorization: Bearer <apiKey>`. Shown once: only its hash is stored.' })
  @ApiProperty({ example: 'crier_0123456789abcdef_…', description: 'Shown once; only a hash is stored.' })
  apiKey!: string;

  @Field({ description: 'Public id of the key, to list or revoke it.' })
  @ApiProperty({ example: '0123456789abcdef', description: 'Public id of the key, to list or revoke it.' })
  keyId!: string;
}

@ObjectType('ApiKey', { description: 'One of your API keys (never the key itself).' })
export class ApiKeyDto {
  @Field({ description: 'Public id of the key: the 16 hex characters after `crier_`.' })
  @ApiProperty({
    description: 'Public id of the key: the 16 hex characters after `crier_`.',
    example: '0123456789abcdef',
  })
  keyId!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the key was issued.' })
  @ApiProperty({ description: 'When the key was issued.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Set once revoked; a revoked key fails at once.' })
  @ApiProperty({ description: 'Set once revoked; a revoked key fails at once.', type: Date, nullable: true })
  revokedAt!: Date | null;
}

@ObjectType('IssuedApiKey', { description: 'A newly issued key, shown once.' })
export class IssuedApiKeyDto extends ApiKeyDto {
  @Field({ description: 'The key itself. Shown once.' })
  @ApiProperty({ description: 'The key itself. Shown once.', example: 'crier_0123456789abcdef_…' })
  apiKey!: string;
}
