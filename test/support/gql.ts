import request from 'supertest';
import { record, type TestPlayer } from './api';
import type { TestApp } from './test-app';

/** A REST id as the GraphQL enum value that stands for it: `troyes-dice` → `TROYES_DICE`. */
export const gqlEnum = (restId: string): string => restId.toUpperCase().replace(/-/g, '_');

/** POST /graphql with an optional player's key; returns the parsed body (recorded for leak scans). */
export async function gql(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  player?: TestPlayer,
): Promise<{ data?: any; errors?: { message: string; extensions: { code: string; [k: string]: unknown } }[] }> {
  const req = request(t.server).post('/graphql').send({ query, variables });
  const res = record(await (player ? req.set('authorization', `Bearer ${player.apiKey}`) : req));
  return res.body;
}
