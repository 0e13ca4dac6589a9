import type { FastifyInstance } from 'fastify';

/**
 * Methods a client may use on a path: what a 405's `Allow` header lists. OPTIONS is left out of
 * the search (CORS answers preflights on every path, so it would make every path "known").
 */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods routed at `path` (a request path, params filled in), none when the path is unknown. */
export function allowedMethods(fastify: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => fastify.findRoute({ method, url: path }) !== null);
}
