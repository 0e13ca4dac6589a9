import { describe, expect, it } from '@jest/globals';
import { AppError } from './errors/app-error';
import { DomainError, toApiError } from './errors/domain-errors';
import { checkPageSize, decodeCursor, encodeCursor } from './pagination';

const ID = '0b6c1a52-2f7e-4a51-9d4e-3c8f6e1d2a90';
const AT = new Date('2026-11-22T10:11:12.345Z');

/** The API error of what `fn` throws, mapped as the app maps it (fails if it throws nothing or something else). */
function errorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    return asApiError(err);
  }
  throw new Error('expected an AppError');
}

function asApiError(err: unknown): AppError {
  const api = err instanceof DomainError ? toApiError(err) : err;
  expect(api).toBeInstanceOf(AppError);
  return api as AppError;
}

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the cursor codec', () => {
  it('round-trips every field kind', () => {
    const cursor = encodeCursor([-7, AT, ID]);
    expect(decodeCursor(cursor, ['int', 'date', 'uuid'] as const)).toEqual([-7, AT, ID]);
    expect(decodeCursor(encodeCursor([AT, ID]), ['date', 'uuid'] as const)).toEqual([AT, ID]);
  });

  it('keeps the format clients already hold: base64url of a JSON array, dates as ISO strings', () => {
    expect(encodeCursor([AT, ID])).toBe(b64([AT.toISOString(), ID]));
    expect(encodeCursor([42, AT, ID])).toBe(b64([42, AT.toISOString(), ID]));
    expect(encodeCursor([AT, ID])).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('reads an upper-case id as the lower-case one', () => {
    expect(decodeCursor(b64([AT.toISOString(), ID.toUpperCase()]), ['date', 'uuid'] as const)).toEqual([AT, ID]);
  });

  it.each([
    ['garbage', 'garbage'],
    ['empty', ''],
    ['not base64url JSON', '!!!!'],
    ['JSON but not an array', b64({ at: AT.toISOString(), id: ID })],
    ['too few fields', b64([AT.toISOString()])],
    ['too many fields', b64([AT.toISOString(), ID, 1])],
    ['a field of the wrong type', b64([1, ID])],
    ['a date that is not one', b64(['2026-13-45T99:00:00Z', ID])],
    ['an id that is not a UUID', b64([AT.toISOString(), "x' OR 1=1 --"])],
    ['another list’s cursor', b64([5, AT.toISOString(), ID])],
  ])('refuses %s with 400 VALIDATION_FAILED on `after`', (_what, cursor) => {
    const error = errorOf(() => decodeCursor(cursor, ['date', 'uuid'] as const));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.status).toBe(400);
    expect(error.details).toMatchObject({ fields: [{ path: 'after' }] });
  });

  it.each([
    ['a fraction', 1.5],
    ['a number as text', '3'],
    ['an unsafe integer', 2 ** 60],
    ['null', null],
  ])('refuses an int field holding %s', (_what, value) => {
    expect(errorOf(() => decodeCursor(b64([value, AT.toISOString(), ID]), ['int', 'date', 'uuid'] as const)).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('a tampered cursor (one character changed) is refused or decodes to a well-formed key, never anything else', () => {
    const cursor = encodeCursor([AT, ID]);
    for (let i = 0; i < cursor.length; i++) {
      for (const c of 'A_9z') {
        if (cursor[i] === c) continue;
        const tampered = cursor.slice(0, i) + c + cursor.slice(i + 1);
        try {
          const [at, id] = decodeCursor(tampered, ['date', 'uuid'] as const);
          expect(Number.isNaN(at.getTime())).toBe(false);
          expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        } catch (err) {
          expect(asApiError(err).code).toBe('VALIDATION_FAILED');
        }
      }
    }
  });
});

describe('checkPageSize', () => {
  it('accepts 1-100 and refuses anything else with VALIDATION_FAILED on `first`', () => {
    expect(checkPageSize(1)).toBe(1);
    expect(checkPageSize(100)).toBe(100);
    for (const bad of [0, 101, -1, 2.5, Number.NaN]) {
      const error = errorOf(() => checkPageSize(bad));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details).toMatchObject({ fields: [{ path: 'first' }] });
    }
  });
});
