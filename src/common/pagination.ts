import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AppError } from './errors/app-error';
import { InvalidCursor } from './errors/domain-errors';
import { isUuid } from './ids';

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

/**
 * `first` checked again where a list is served (GraphQL arguments and internal callers skip the
 * DTOs): 1-100, else 400 VALIDATION_FAILED.
 */
export function checkPageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new AppError('VALIDATION_FAILED', `first must be 1-${MAX_PAGE_SIZE}.`, {
      fields: [{ path: 'first', constraints: { range: `1..${MAX_PAGE_SIZE}` } }],
    });
  }
  return first;
}

/** `first`: the page size, 1-100. */
export const PageSizeParam = (): PropertyDecorator =>
  OptionalIntParam(1, MAX_PAGE_SIZE, 20, `Page size, 1-${MAX_PAGE_SIZE}.`);

/** A page's optional cursor parameter (`after`, or `before` where a list runs backwards): opaque text. */
export const CursorParam = (description: string): PropertyDecorator =>
  applyDecorators(ApiPropertyOptional({ description }), IsOptional(), IsString(), MaxLength(300));

/** What a cursor field holds: an integer, an instant, or an id (a UUID). */
export type CursorField = 'int' | 'date' | 'uuid';
type CursorValue<F extends CursorField> = F extends 'int' ? number : F extends 'date' ? Date : string;
/** The decoded sort key of a cursor made of `F`, e.g. `['date', 'uuid']` → `[Date, string]`. */
export type CursorKey<F extends readonly CursorField[]> = { -readonly [K in keyof F]: CursorValue<F[K]> };

/**
 * The one codec of every list's opaque `after` cursor (the games list, the daily and all-time
 * boards): base64url of a JSON array holding the sort key of a page's last item (dates as ISO
 * strings). Clients treat it as opaque; the server re-checks every field on the way back in.
 * Lists keyed by something the client already holds take that instead of a cursor: a game's
 * events `after` a seq, a player's daily history `before` a date.
 */
export function encodeCursor(key: readonly (number | string | Date)[]): string {
  const fields = key.map((v) => (v instanceof Date ? v.toISOString() : v));
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/**
 * The sort key of a cursor made by `encodeCursor` with fields `shape`, or a 400
 * VALIDATION_FAILED on `after` for anything else (garbage, a tampered value, another list's
 * cursor): a cursor never reaches a query unchecked.
 */
export function decodeCursor<const F extends readonly CursorField[]>(cursor: string, shape: F): CursorKey<F> {
  const key = parseCursor(cursor, shape);
  if (key) return key as CursorKey<F>;
  throw new InvalidCursor('after');
}

function parseCursor(cursor: string, shape: readonly CursorField[]): unknown[] | null {
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== shape.length) return null;
  const key: unknown[] = [];
  for (const [i, kind] of shape.entries()) {
    const value = parseField(kind, fields[i]);
    if (value === null) return null;
    key.push(value);
  }
  return key;
}

function parseField(kind: CursorField, value: unknown): number | Date | string | null {
  switch (kind) {
    case 'int':
      return Number.isSafeInteger(value) ? (value as number) : null;
    case 'date': {
      const date = typeof value === 'string' ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) ? date : null;
    }
    case 'uuid':
      return typeof value === 'string' && isUuid(value) ? value.toLowerCase() : null;
  }
}
