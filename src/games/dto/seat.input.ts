import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, ValidateBy, type ValidationOptions } from 'class-validator';

/** `player`: who sits there: `me` (the creator) or `open` (anyone who joins). */
export const SEAT_PLAYERS = ['me', 'open'] as const;
export type SeatPlayer = (typeof SEAT_PLAYERS)[number];

/**
 * One seat of a new game: a person (`{player: "me"}` for the creator, `{player: "open"}` for
 * someone who joins) or a bot (`{bot: "greedy"}`: a policy of GET /v1/game-types, `id` for its
 * newest version or `id@version`). Exactly one of the two.
 */
// @oneOf: GraphQL itself refuses a seat with neither or both, and codegen types it as a union.
@InputType('SeatInput', {
  isOneOf: true,
  description: 'A seat of a new game: exactly one of `player` ("me" or "open") or `bot` (a policy, e.g. "greedy").',
})
@ApiSchema({
  description:
    'A seat: exactly one of `player` (`me` or `open`) or `bot` (a policy, e.g. `greedy`); anything else is 400 VALIDATION_FAILED.',
})
export class SeatInput {
  @Field(() => String, { nullable: true, description: '"me" (the creator; exactly one seat) or "open".' })
  @ApiPropertyOptional({ enum: SEAT_PLAYERS, description: '`me` (the creator; exactly one seat) or `open`.' })
  @IsOptional()
  @IsIn(SEAT_PLAYERS)
  player?: SeatPlayer;

  @Field(() => String, {
    nullable: true,
    description: 'A bot policy of the game (gameTypes.botPolicies): "greedy" (its newest version) or "greedy@1".',
  })
  @ApiPropertyOptional({
    example: 'greedy',
    maxLength: 60,
    description:
      'A bot policy of the game (GET /v1/game-types `botPolicies`): `greedy` (newest version) or `greedy@1`.',
  })
  @IsOptional()
  @IsString()
  @Length(1, 60)
  bot?: string;
}

/** True for 1…10, or a list of 1…10 seats each with exactly one of `player` (me/open) or `bot`. */
export function isSeats(value: unknown): boolean {
  if (Number.isInteger(value)) return (value as number) >= 1 && (value as number) <= 10;
  if (!Array.isArray(value) || value.length < 1 || value.length > 10) return false;
  return value.every((s: unknown) => {
    if (s === null || typeof s !== 'object' || Array.isArray(s)) return false;
    const keys = Object.keys(s);
    const seat = s as Record<string, unknown>;
    if (keys.length !== 1) return false;
    if (keys[0] === 'player') return (SEAT_PLAYERS as readonly unknown[]).includes(seat.player);
    if (keys[0] === 'bot') return typeof seat.bot === 'string' && seat.bot.length >= 1 && seat.bot.length <= 60;
    return false;
  });
}

/** REST `seats`: an integer (1…10) or a list of seats (see SeatInput). */
export function IsSeats(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSeats',
      validator: {
        validate: isSeats,
        defaultMessage: () =>
          'seats must be an integer from 1 to 10, or a list of 1 to 10 seats, each {"player": "me" | "open"} or {"bot": "<policy>"}',
      },
    },
    options,
  );
}
