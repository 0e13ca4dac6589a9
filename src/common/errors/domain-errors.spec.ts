import { describe, expect, it } from '@jest/globals';
import { InvalidCursor, StoredGameBroken } from './domain-errors';
import { toAppError, toProblem } from './problem';

/** The one mapping: each domain error leaves as the problem clients have always received. */
describe('domain errors → API errors', () => {
  it.each([
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
