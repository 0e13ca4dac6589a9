import type { IncomingMessage } from 'node:http';
import { getOperationAST, GraphQLError, parse } from 'graphql';
import type { Context, SubscribeMessage } from 'graphql-ws';

interface WsExtra {
  request: IncomingMessage;
}

/**
 * GraphQL over WebSocket (the graphql-ws protocol, `graphql-transport-ws`) on /graphql, for
 * subscriptions only: queries and mutations go over HTTP, where the depth, complexity and rate
 * limits apply. The context looks like an HTTP request's to the guards: the API key from
 * `connection_init` ({authorization: "Bearer …"}) as the Authorization header, the peer's IP.
 */
export function graphqlWs(): Record<string, unknown> {
  return {
    context: (ctx: Context<Record<string, unknown> | undefined, WsExtra>) => {
      const authorization = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
      // The rate-limit guard sets headers on a reply; a socket has none to send them with.
      const reply = { header: () => reply };
      return {
        req: {
          headers: typeof authorization === 'string' ? { authorization } : {},
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
        },
        reply,
      };
    },
    onSubscribe: (_ctx: Context, _id: string, payload: SubscribeMessage['payload']): GraphQLError[] | void => {
      let kind: string | undefined;
      try {
        kind = getOperationAST(parse(payload.query), payload.operationName)?.operation;
      } catch {
        return; // graphql-ws reports the syntax error itself
      }
      if (kind !== 'subscription') {
        return [
          new GraphQLError('Only subscriptions run over WebSocket; send queries and mutations over HTTP.', {
            extensions: { code: 'BAD_REQUEST' },
          }),
        ];
      }
    },
  };
}
