import { describe, expect, it } from '@jest/globals';
import {
  DuplicateIdempotencyKey,
  GameNotFound,
  InvalidCursor,
  StoredGameBroken,
  VersionConflict,
} from './domain-errors';
import { toAppError, toProblem } from './problem';

/** The one mapping: each domain error leaves as the problem clients have always received. */
describe('domain errors → API errors', () => {
  it.each([
    [new GameNotFound('g-1'), 404, { code: 'NOT_FOUND', detail: 'Game was not found.', gameId: 'g-1' }],
    [
      new VersionConflict(7),
      409,
      {
        code: 'VERSION_CONFLICT',
        detail: 'The game has moved on since expectedVersion; reload and retry.',
        currentVersion: 7,
      },
    ],
    [
      new DuplicateIdempotencyKey('k'),
      422,
      {
        code: 'IDEMPOTENCY_KEY_REUSED',
        detail: 'This Idempotency-Key was used for a different request.',
        idempotencyKey: 'k',
      },
    ],
    [
      new InvalidCursor('after'),
      400,
      {
        code: 'VALIDATION_FAILED',
        detail: 'The cursor is not one this API returned.',
        fields: [{ path: 'after', constraints: { isCursor: 'after must be an endCursor from a previous page' } }],
      },
    ],
    [new StoredGameBroken('Stored move 3 no longer applies: X'), 500, { code: 'INTERNAL' }],
  ])('%s', (err, status, expected) => {
    const problem = toProblem(toAppError(err));
    expect(problem.status).toBe(status);
    expect(problem).toMatchObject(expected);
  });
});
