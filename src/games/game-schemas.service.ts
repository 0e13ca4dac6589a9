import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/app-error';
import { gameSchemas, type GameSchemaDocument } from '../engine/schemas';

/** A game's schema document as served: the document and the strong ETag of its JSON. */
export interface ServedGameSchemas {
  document: GameSchemaDocument;
  etag: string;
}

/**
 * Each game's JSON Schema document (src/engine/schemas): static for a given build, so its ETag is
 * computed once, from the JSON the response carries.
 */
@Injectable()
export class GameSchemasService {
  private readonly served = new Map<string, ServedGameSchemas>(
    [...gameSchemas].map(([game, document]) => [
      game,
      { document, etag: `"${createHash('sha256').update(JSON.stringify(document)).digest('base64url')}"` },
    ]),
  );

  /** The document of game `id`; 404 NOT_FOUND for a game Crier does not referee. */
  get(id: string): ServedGameSchemas {
    const found = this.served.get(id);
    if (!found) throw notFound('Game type', { game: id, knownGames: [...this.served.keys()] });
    return found;
  }
}

/** `If-None-Match` (RFC 9110 §13.1.2, weak comparison): does it name `etag`, or `*`? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
