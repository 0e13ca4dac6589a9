import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * REST operations deliberately without a GraphQL counterpart ("METHOD /path", as in the OpenAPI
 * document), each with its reason. docs/api.md marks them `—`. None today.
 */
const DELIBERATE_EXCEPTIONS = new Map<string, string>([
  ['GET /v1/games/{id}/sheet.svg', 'an image, not data: GraphQL gives the view it is drawn from (game.view)'],
  ['GET /v1/games/{id}/board.svg', 'an image, not data: GraphQL gives the view it is drawn from (game.view)'],
]);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface Row {
  rest: string;
  graphql: string[];
}

/** The rows of the "REST and GraphQL side by side" table of docs/api.md. */
function sideBySide(): Row[] {
  const doc = readFileSync(join(__dirname, '../../docs/api.md'), 'utf8');
  const section = doc.split('## REST and GraphQL side by side')[1]?.split('\n## ')[0];
  if (!section) throw new Error('docs/api.md has no "REST and GraphQL side by side" section');
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const [rest, graphql] = line.split('|').slice(1, 3) as [string, string];
      return {
        rest: /`([^`]+)`/.exec(rest)![1]!,
        graphql: [...graphql.matchAll(/`([^`]+)`/g)]
          .map((m) => m[1]!)
          .filter((name) => /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)?$/.test(name)),
      };
    });
}

describe('every REST operation has a GraphQL counterpart (docs/api.md, side by side)', () => {
  let t: TestApp;
  let restOperations: string[];
  let graphqlNames: Set<string>;
  const rows = sideBySide();

  beforeAll(async () => {
    t = await startTestApp();
    const openApi = (await request(t.server).get('/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    restOperations = Object.entries(openApi.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => HTTP_METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const schema = (
      await gql(
        t,
        '{ __schema { queryType { fields { name } } mutationType { fields { name } } types { name fields { name } } } }',
      )
    ).data.__schema;
    graphqlNames = new Set([
      ...schema.queryType.fields.map((f: { name: string }) => f.name),
      ...schema.mutationType.fields.map((f: { name: string }) => f.name),
      ...schema.types.flatMap((type: { name: string; fields: { name: string }[] | null }) =>
        (type.fields ?? []).map((f) => `${type.name}.${f.name}`),
      ),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a table of the right shape', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.rest)).size).toBe(rows.length);
    expect(restOperations.length).toBeGreaterThanOrEqual(30);
  });

  it('lists every REST operation, each with a GraphQL counterpart or as an allowed exception', () => {
    const listed = new Map(rows.map((r) => [r.rest, r.graphql]));
    const missing = restOperations.filter((op) => !listed.has(op));
    expect(missing).toEqual([]);
    const withoutCounterpart = rows.filter((r) => r.graphql.length === 0).map((r) => r.rest);
    expect(withoutCounterpart.sort()).toEqual([...DELIBERATE_EXCEPTIONS.keys()].sort());
  });

  it('names only GraphQL operations the schema has, and only REST operations that exist', () => {
    const unknownGraphql = rows.flatMap((r) => r.graphql.filter((name) => !graphqlNames.has(name)));
    expect(unknownGraphql).toEqual([]);
    const stale = rows.map((r) => r.rest).filter((op) => !restOperations.includes(op));
    expect(stale).toEqual([]);
  });
});
