import { AppError } from './errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (any case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Ids are UUIDs; anything else cannot name a resource (404, never a database error). */
export function parseId(id: string, what: string): string {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', `No ${what} has that id.`, { id: id.slice(0, 100) });
  return id.toLowerCase();
}
