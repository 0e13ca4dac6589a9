import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '../common/errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Game ids are UUIDs; anything else cannot name a game (404, not a database error). */
export function parseGameId(id: string): string {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'No game has that id.', { gameId: id.slice(0, 100) });
  return id.toLowerCase();
}

/** `@Param('id', GameIdPipe)` */
@Injectable()
export class GameIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return parseGameId(value);
  }
}
