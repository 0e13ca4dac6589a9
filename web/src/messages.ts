import { ApiError, UnreachableError } from './api';

/** What went wrong, as a person would want it said; `kind` picks the page's reaction. */
export interface Trouble {
  kind: 'revoked' | 'unreachable' | 'day-closed' | 'finished' | 'other';
  message: string;
}

export function describeTrouble(error: unknown): Trouble {
  if (error instanceof UnreachableError) {
    return {
      kind: 'unreachable',
      message: 'Crier cannot be reached right now. Check that the server is running, then try again.',
    };
  }
  if (error instanceof ApiError) {
    if (error.code === 'UNAUTHENTICATED') {
      return {
        kind: 'revoked',
        message: 'Your key is no longer accepted (it was revoked or replaced). Sign up again to keep playing.',
      };
    }
    if (error.reason === 'DEADLINE_PASSED') {
      return {
        kind: 'day-closed',
        message:
          "Today's puzzle closed while you were playing: this attempt can no longer be finished. A new puzzle is open.",
      };
    }
    if (error.reason === 'GAME_OVER') {
      return { kind: 'finished', message: 'This game is already over.' };
    }
    if (error.code === 'RATE_LIMITED') {
      return { kind: 'other', message: 'Too many requests for a moment: wait a few seconds and try again.' };
    }
    return { kind: 'other', message: `${error.message} (${error.code})` };
  }
  return { kind: 'other', message: `Something went wrong: ${String(error)}` };
}
