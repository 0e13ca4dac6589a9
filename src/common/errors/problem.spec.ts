import { describe, expect, it } from '@jest/globals';
import { AppError } from './app-error';
import { toProblem } from './problem';

describe('toProblem', () => {
  it('puts details beside the RFC 9457 members, never over them', () => {
    const error = new AppError('CONFLICT', 'The game is over.', {
      reason: 'GAME_OVER',
      gameStatus: 'FINISHED',
      status: 'FINISHED',
      type: 'x',
      title: 'y',
      detail: 'z',
      instance: '/elsewhere',
      code: 'NOT_FOUND',
    });
    expect(toProblem(error, '/v1/games/g/moves')).toEqual({
      type: 'urn:crier:error:CONFLICT',
      title: 'Conflict',
      status: 409,
      detail: 'The game is over.',
      code: 'CONFLICT',
      instance: '/v1/games/g/moves',
      reason: 'GAME_OVER',
      gameStatus: 'FINISHED',
    });
  });

  it('has `status` equal to the HTTP status of every code', () => {
    const problem = toProblem(new AppError('RATE_LIMITED', 'Slow down.', { retryAfterSeconds: 3 }));
    expect(problem).toMatchObject({ status: 429, retryAfterSeconds: 3 });
    expect(problem).not.toHaveProperty('instance');
  });
});
