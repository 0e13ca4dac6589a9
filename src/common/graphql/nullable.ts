import { AppError } from '../errors/app-error';

/**
 * A GraphQL lookup that can miss answers null instead of a NOT_FOUND error: on a non-null root
 * field an error would wipe the whole response, siblings included. Every other error (bad input,
 * forbidden, database faults) still leaves as an error.
 */
export async function nullWhenNotFound<T>(lookup: () => Promise<T> | T): Promise<T | null> {
  try {
    return await lookup();
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}
