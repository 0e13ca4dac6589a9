import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../config/project-root';

/** Where `npm run build` puts the web client (vite.config.mts: build.outDir). */
export function defaultWebDir(): string {
  return join(projectRoot(), 'dist', 'web');
}

/** The page `/` answers when the web client was not built: the API works without it (tests, API-only use). */
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Crier</title></head>
<body><main><h1>Crier</h1>
<p>The web client is not built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p>
<p>The API is running: REST under <a href="/v1/game-types">/v1</a>, GraphQL at <a href="/graphql">/graphql</a>,
OpenAPI at <a href="/docs">/docs</a>.</p></main></body></html>
`;

const ASSET_PATH = /[\\/]assets[\\/]/;

/**
 * Serves the built web client at `/`. Only the files present at start-up get a route
 * (`wildcard: false`), so every other path still reaches Nest's routes and its problem+json 404.
 * Without a build, `/` explains how to make one and the server starts all the same.
 */
export function serveWebClient(fastify: FastifyInstance, webDir: string): 'served' | 'missing' {
  if (!existsSync(join(webDir, 'index.html'))) {
    fastify.get('/', (_request, reply) => {
      void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    });
    return 'missing';
  }
  void fastify.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // The `.br` / `.gz` files `npm run build:web` writes beside each file (scripts/compress-web.js).
    preCompressed: true,
    // Hashed bundle names change with their content; index.html must be revalidated.
    setHeaders: (res, path: string) => {
      void res.header('cache-control', ASSET_PATH.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return 'served';
}
