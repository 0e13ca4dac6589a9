import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { until } from './until';

/** One graphql-ws subscription for tests: every `next` payload kept, plus how it ended. */
export interface Subscribed<T> {
  results: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }[];
  completed: boolean;
  error: unknown;
  waitFor(ok: (s: Subscribed<T>) => boolean, timeoutMs?: number): Promise<void>;
  stop(): void;
}

/** A graphql-ws client on `base` (http://host:port); `apiKey` goes in connection_init. */
export function wsClient(base: string, apiKey?: string): Client {
  return createClient({
    url: `${base.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

export function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Subscribed<T> {
  const s: Subscribed<T> = {
    results: [],
    completed: false,
    error: undefined,
    async waitFor(ok, timeoutMs = 10_000) {
      await until(
        () => ok(s),
        (v) => v,
        timeoutMs,
      );
      if (!ok(s)) throw new Error(`subscription: condition not met; got ${JSON.stringify(s.results).slice(0, 2000)}`);
    },
    stop: () => undefined,
  };
  s.stop = client.subscribe<T>(
    { query, variables },
    {
      next: (r) => s.results.push(r as Subscribed<T>['results'][number]),
      error: (e) => {
        s.error = e;
        s.completed = true;
      },
      complete: () => (s.completed = true),
    },
  );
  return s;
}
