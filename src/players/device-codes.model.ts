import { GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { ContractField } from '../common/contract-field';

@ObjectType('DeviceCode', {
  description:
    'A one-time code that signs another device in as you: type it there (POST /v1/device-codes/redeem, redeemDeviceCode). Shown once.',
})
export class DeviceCodeDto {
  @ContractField({
    example: '7K2QF-M9XCD',
    description:
      '10 characters of Crockford base32 as `XXXXX-XXXXX`; case, spaces and hyphens do not matter when typed. Works once.',
  })
  code!: string;

  @ContractField(() => GraphQLISODateTime, { description: 'When the code stops working if unused.' })
  expiresAt!: Date;

  @ContractField(() => Int, { description: 'Seconds the code is valid from its creation (600).', example: 600 })
  expiresInSeconds!: number;
}

@ObjectType('PlayerName', { description: 'How many players already go by a name (names need not be unique).' })
export class PlayerNameDto {
  @ContractField({ example: 'Valentin', description: 'The name asked about, as given.' })
  name!: string;

  @ContractField(() => Int, {
    example: 1,
    description: 'Players registered under this name, compared without regard to case.',
  })
  players!: number;
}
