import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Pages hold at most this many items, everywhere. */
export const MAX_PAGE_SIZE = 100;

/** An optional integer query parameter in [min, max] (query strings arrive as text). */
export function OptionalIntParam(
  min: number,
  max: number,
  defaultValue: number,
  description: string,
): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: min, maximum: max, default: defaultValue, description }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(min),
    Max(max),
  );
}

/** `first`: the page size, 1-100. */
export const PageSizeParam = (): PropertyDecorator =>
  OptionalIntParam(1, MAX_PAGE_SIZE, 20, `Page size, 1-${MAX_PAGE_SIZE}.`);
