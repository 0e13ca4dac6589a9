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
        message:
          'Your key is no longer accepted (it was revoked or replaced). Sign in with another key or with a code from a device where you are signed in, or sign up again.',
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
      return { kind: 'other', message: `Too many requests from here for now. ${retryIn(error.retryAfter)}` };
    }
    if (error.code === 'INVALID_DEVICE_CODE') {
      const why =
        error.reason === 'EXPIRED'
          ? 'This code has expired (a code lasts 10 minutes).'
          : error.reason === 'USED'
            ? 'This code was already used (a code works once).'
            : 'No such code: check what you typed.';
      return {
        kind: 'other',
        message: `${why} On your signed-in device, open Account and choose "Add a device" for a new one.`,
      };
    }
    return { kind: 'other', message: `${error.message} (${error.code})` };
  }
  return { kind: 'other', message: `Something went wrong: ${String(error)}` };
}

/** "Try again in 57 seconds.": the server's Retry-After, said as it is. */
export function retryIn(seconds: number | undefined): string {
  if (seconds === undefined) return 'Try again in a moment.';
  if (seconds < 1) return 'Try again now.';
  if (seconds < 120) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return `Try again in ${Math.ceil(seconds / 60)} minutes.`;
}
