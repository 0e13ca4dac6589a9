import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';

export const ENTROPY_DESCRIPTION =
  'Your contribution to a fair seed (docs/fairness.md, "Seat entropy"): 1-128 characters of A-Z a-z 0-9 _ -, ' +
  'e.g. 16 random bytes in base64url. The seed is then HMAC-SHA256 of the server part committed in GameCreated over ' +
  'every seat’s entropy, fixed when the game starts, so neither the server nor any one player picks the dice.';

/** class-validator and OpenAPI for an `entropy` field (1-128 base64url characters; the database checks it too). */
export function EntropyField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      example: 'q3Vx0c9Zt1mK8yJb2wN5ha',
      minLength: 1,
      maxLength: 128,
      pattern: '^[A-Za-z0-9_-]{1,128}$',
      description,
    }),
    IsOptional(),
    IsString(),
    Matches(/^[A-Za-z0-9_-]{1,128}$/, { message: 'entropy must be 1-128 characters of A-Z a-z 0-9 _ -' }),
  );
}
