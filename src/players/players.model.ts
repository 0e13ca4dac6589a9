import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ContractField } from '../common/contract-field';

@ObjectType('Player', { description: 'A person or bot behind a client.' })
export class PlayerDto {
  @ContractField(() => ID, { format: 'uuid', description: 'The player id.' })
  id!: string;

  @ContractField({ example: 'Valentin', description: 'Display name.' })
  name!: string;

  @ContractField(() => GraphQLISODateTime, { description: 'When the player registered.' })
  createdAt!: Date;
}

@ObjectType('RegisteredPlayer', { description: 'A new player with their first API key (shown only once).' })
export class RegisteredPlayerDto extends PlayerDto {
  @Field({ description: 'Send as `Authorization: Bearer <apiKey>`. Shown once: only its hash is stored.' })
  @ApiProperty({ example: 'crier_0123456789abcdef_…', description: 'Shown once; only a hash is stored.' })
  apiKey!: string;

  @ContractField({ example: '0123456789abcdef', description: 'Public id of the key, to list or revoke it.' })
  keyId!: string;
}

@ObjectType('ApiKey', { description: 'One of your API keys (never the key itself).' })
export class ApiKeyDto {
  @ContractField({
    description: 'Public id of the key: the 16 hex characters after `crier_`.',
    example: '0123456789abcdef',
  })
  keyId!: string;

  @ContractField(() => GraphQLISODateTime, { description: 'When the key was issued.' })
  createdAt!: Date;

  @ContractField(() => GraphQLISODateTime, {
    description: 'Set once revoked; a revoked key fails at once.',
    type: Date,
    nullable: true,
  })
  revokedAt!: Date | null;
}

@ObjectType('IssuedApiKey', { description: 'A newly issued key, shown once.' })
export class IssuedApiKeyDto extends ApiKeyDto {
  @ContractField({ description: 'The key itself. Shown once.', example: 'crier_0123456789abcdef_…' })
  apiKey!: string;
}
