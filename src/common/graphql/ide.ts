import fastifyStatic from '@fastify/static';
import type { ApolloServerPlugin } from '@apollo/server';
import { getDistDirectory, renderAltair } from 'altair-static';
import type { FastifyInstance } from 'fastify';

/** Where the IDE's own files are served (its page names them relative to this base). */
export const GRAPHQL_IDE_ASSETS = '/graphql-ide/';

/**
 * The GraphQL IDE a browser gets at `GET /graphql` (Apollo answers `Accept: text/html` with its
 * landing page): Altair, from the `altair-static` package's built files served by Crier itself,
 * so it works offline and loads nothing from a CDN (Nest's default GraphiQL came from unpkg).
 */
export function graphqlIdePlugin(): ApolloServerPlugin {
  const html = renderAltair({
    baseURL: GRAPHQL_IDE_ASSETS,
    endpointURL: '/graphql',
    initialName: 'Crier',
    initialQuery:
      '# Crier GraphQL: docs/api.md. Authenticate with the header\n# Authorization: Bearer <apiKey>\n{\n  gameTypes {\n    id\n    name\n  }\n}\n',
  });
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html };
        },
      };
    },
  };
}

/** Serves the IDE's files (scripts, styles, fonts) under GRAPHQL_IDE_ASSETS. */
export function serveGraphqlIdeAssets(fastify: FastifyInstance): void {
  void fastify.register(fastifyStatic, {
    root: getDistDirectory(),
    prefix: GRAPHQL_IDE_ASSETS,
    decorateReply: false,
    index: false,
  });
}
