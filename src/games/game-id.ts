import { Injectable, type PipeTransform } from '@nestjs/common';
import { parseId } from '../common/ids';

/** Game ids are UUIDs; anything else cannot name a game (404, not a database error). */
export function parseGameId(id: string): string {
  return parseId(id, 'game');
}

/** `@Param('id', GameIdPipe)` */
@Injectable()
export class GameIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return parseGameId(value);
  }
}
