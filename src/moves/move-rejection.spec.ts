import { describe, expect, it } from '@jest/globals';
import { AppError } from '../common/errors/app-error';
import { moveRejection } from './move-rejection';

describe('moveRejection', () => {
  it('carries an illegal move’s engine violation', () => {
    const violation = { code: 'DIE_NOT_AVAILABLE', message: 'No such die.', details: { slot: 9 } };
    expect(moveRejection(new AppError('ILLEGAL_MOVE', 'No such die.', { violation }))).toEqual({
      code: 'ILLEGAL_MOVE',
      message: 'No such die.',
      reason: null,
      violation,
      currentVersion: null,
      actors: null,
      deadline: null,
    });
  });

  it('carries the facts REST gives beside NOT_YOUR_TURN, VERSION_CONFLICT and CONFLICT', () => {
    expect(
      moveRejection(new AppError('NOT_YOUR_TURN', 'Not you.', { seat: 1, actors: [0], currentVersion: 4 })),
    ).toMatchObject({ code: 'NOT_YOUR_TURN', actors: [0], currentVersion: 4 });
    expect(moveRejection(new AppError('VERSION_CONFLICT', 'Stale.', { currentVersion: 7 }))).toMatchObject({
      currentVersion: 7,
    });
    const deadline = '2026-11-22T23:59:59.000Z';
    expect(moveRejection(new AppError('CONFLICT', 'Too late.', { reason: 'DEADLINE_PASSED', deadline }))).toMatchObject(
      { code: 'CONFLICT', reason: 'DEADLINE_PASSED', deadline: new Date(deadline) },
    );
  });

  it('leaves the unexpected as errors', () => {
    for (const code of [
      'UNAUTHENTICATED',
      'VALIDATION_FAILED',
      'RATE_LIMITED',
      'INTERNAL',
      'DATABASE_TIMEOUT',
    ] as const) {
      expect(moveRejection(new AppError(code, 'no'))).toBeNull();
    }
    expect(moveRejection(new Error('boom'))).toBeNull();
  });
});
