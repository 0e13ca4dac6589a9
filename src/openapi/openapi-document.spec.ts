import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_STATUS } from '../common/errors/error-codes';
import { projectRoot } from '../config/project-root';
import { OPERATIONS } from './operations';
import { STREAM_EVENT_PAYLOADS } from './stream-event-schemas';

/** The committed document (openapi.json, kept equal to the app's by `npm run openapi:check`). */
const doc = JSON.parse(readFileSync(join(projectRoot(), 'openapi.json'), 'utf8'));
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, any>).map(([method, op]) => ({ path, method, op })),
);
const resolve = (node: any): any =>
  node?.$ref
    ? node.$ref
        .split('/')
        .slice(1)
        .reduce((n: any, k: string) => n[k], doc)
    : node;

function walk(node: unknown, visit: (n: Record<string, any>, path: string) => void, path = ''): void {
  if (Array.isArray(node)) node.forEach((v, i) => walk(v, visit, `${path}/${i}`));
  else if (node && typeof node === 'object') {
    visit(node as Record<string, any>, path);
    for (const [k, v] of Object.entries(node)) walk(v, visit, `${path}/${k}`);
  }
}

describe('openapi.json', () => {
  it('is OpenAPI 3.1 without 3.0 leftovers: no `nullable`, numbers are integers but averages and ratings', () => {
    expect(doc.openapi).toBe('3.1.0');
    const nullable: string[] = [];
    const numbers: string[] = [];
    walk(doc, (n, path) => {
      if ('nullable' in n && !path.includes('/properties/nullable')) nullable.push(path);
      if (n.type === 'number' || (Array.isArray(n.type) && n.type.includes('number'))) numbers.push(path);
    });
    expect(nullable).toEqual([]);
    const ratings = (schema: string, props: string[]) =>
      props.map((p) => `/components/schemas/${schema}/properties/${p}`);
    const changes = ['ratingBefore', 'ratingAfter', 'change', 'muBefore', 'sigmaBefore', 'muAfter', 'sigmaAfter'];
    expect(numbers.sort()).toEqual(
      [
        '/components/schemas/AllTimeEntryDto/properties/averageScore',
        ...ratings('RatingEntryDto', ['rating', 'mu', 'sigma', 'lastChange']),
        ...ratings('RatingChangeDto', changes),
        ...ratings('WebhookRatingChanged/properties/data', changes),
      ].sort(),
    );
  });

  it('expresses a nullable reference as anyOf [ref, null]', () => {
    expect(doc.components.schemas.GameDto.properties.daily.anyOf).toEqual([
      { $ref: '#/components/schemas/DailyInfoDto' },
      { type: 'null' },
    ]);
    expect(doc.components.schemas.GameDto.properties.result.anyOf).toEqual([
      { $ref: '#/components/schemas/GameResult' },
      { type: 'null' },
    ]);
  });

  it('names every operation like an SDK method, once, from src/openapi/operations.ts', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(
      Object.values(OPERATIONS)
        .map((o) => o.operationId)
        .sort(),
    );
    for (const id of ['createGame', 'submitMove', 'getGame', 'joinGame', 'registerPlayer', 'verifyScore']) {
      expect(ids).toContain(id);
    }
  });

  it('declares security: required, optional ([{}, {apiKey: []}]) on 37 operations, none on health', () => {
    expect(doc.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'opaque' }),
    });
    const optional = operations.filter(({ op }) => JSON.stringify(op.security) === '[{},{"apiKey":[]}]');
    const required = operations.filter(({ op }) => JSON.stringify(op.security) === '[{"apiKey":[]}]');
    expect(optional).toHaveLength(37);
    expect(optional.length + required.length).toBe(operations.length - 1);
    expect(doc.paths['/health'].get.security).toEqual([]);
    expect(optional.map(({ op }) => op.operationId)).toEqual(
      expect.arrayContaining([
        'getGame',
        'listGames',
        'gameUpdated',
        'getGameExport',
        'getDailySeason',
        'getWeeklyLeaderboard',
        'getMonthlyLeaderboard',
        'getWeeklyLeaderboardOfPlayers',
        'getMonthlyLeaderboardOfPlayers',
        'getAllTimeLeaderboardOfPlayers',
        'getPlayerName',
        'redeemDeviceCode',
        'getGameBoardSvg',
        'getRatingBoard',
        'getRatingBoardOfPlayers',
        'getRatingHistory',
        'listSeeks',
        'getSeek',
        'getGameRematch',
        'lobbyChanged',
      ]),
    );
  });

  it('has an optional Idempotency-Key and Prefer on submitMove and typed path and query parameters', () => {
    const submit = doc.paths['/v1/games/{id}/moves'].post;
    const headers = submit.parameters.filter((p: any) => p.in === 'header');
    expect(headers).toEqual([
      expect.objectContaining({ name: 'Prefer', required: false }),
      expect.objectContaining({ name: 'Idempotency-Key', required: false }),
    ]);
    expect(submit.parameters.find((p: any) => p.name === 'id').schema).toEqual({ type: 'string', format: 'uuid' });
    const after = doc.paths['/v1/games/{id}/events'].get.parameters.find((p: any) => p.name === 'after');
    expect(after.schema).toEqual({ type: 'integer', minimum: 0 });
    const at = doc.paths['/v1/games/{id}/state'].get.parameters.find((p: any) => p.name === 'at');
    expect(at.schema.type).toBe('integer');
    const first = doc.paths['/v1/games'].get.parameters.find((p: any) => p.name === 'first');
    expect(first.schema.type).toBe('integer');
  });

  it('types key ids as they are (16 hex characters), not as uuids', () => {
    const keyId = doc.paths['/v1/players/me/api-keys/{keyId}'].delete.parameters.find((p: any) => p.name === 'keyId');
    expect(keyId.schema).toMatchObject({ type: 'string', pattern: '^[0-9a-f]{16}$' });
    expect(keyId.schema.format).toBeUndefined();
    expect(new RegExp(keyId.schema.pattern).test(keyId.schema.example)).toBe(true);
  });

  it('closes every request body schema (unknown fields are refused), leaving answers open', () => {
    const schemas = doc.components.schemas;
    for (const name of [
      'RegisterPlayerInput',
      'CreateGameInput',
      'JoinGameInput',
      'SubmitMoveBody',
      'VerifyScoreInput',
    ]) {
      expect({ name, additionalProperties: schemas[name].additionalProperties }).toEqual({
        name,
        additionalProperties: false,
      });
    }
    expect(schemas.GameDto.additionalProperties).toBeUndefined();
  });

  it('types the game ids as one enum, and each SSE message with its payload schema', () => {
    const gameTypeId = { $ref: '#/components/schemas/GameTypeId' };
    expect(doc.components.schemas.GameTypeId.enum.sort()).toEqual(['orleans', 'troyes', 'troyes-dice']);
    expect(doc.components.schemas.GameDto.properties.game.allOf).toEqual([gameTypeId]);
    expect(doc.components.schemas.CreateGameInput.properties.game.allOf).toEqual([gameTypeId]);
    expect(doc.components.schemas.GameDto.properties.game.description).not.toMatch(/TROYES_DICE/);
    const stream = (path: string) => doc.paths[path].get.responses['200'].content['text/event-stream'].schema;
    expect(stream('/v1/games/{id}/stream').oneOf[0]).toEqual({ $ref: '#/components/schemas/GameUpdateDto' });
    expect(stream('/v1/players/me/stream').oneOf[0]).toEqual({ $ref: '#/components/schemas/PlayerNoticeDto' });
    expect(doc.components.schemas.MoveMadeEvent.properties.seat.type).toBe('integer');
  });

  it('documents on every operation the problems it can answer, with its codes, and a description per response', () => {
    expect(doc.components.schemas.Problem.properties.code.enum.sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    for (const { path, method, op } of operations) {
      for (const [status, raw] of Object.entries(op.responses)) {
        const response = resolve(raw);
        expect(typeof response.description).toBe('string');
        expect(response.description.length).toBeGreaterThan(0);
        if (Number(status) < 400) continue;
        const schema = response.content['application/problem+json']?.schema;
        expect({ path, method, status, problem: schema?.allOf?.[0] }).toEqual({
          path,
          method,
          status,
          problem: { $ref: '#/components/schemas/Problem' },
        });
        for (const code of schema.allOf[1].properties.code.enum) {
          expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS]).toBe(Number(status));
        }
      }
      for (const status of ['401', '405', '429', '500', '503']) expect(op.responses[status]).toBeDefined();
      expect(Object.keys(resolve(op.responses['405']).headers)).toContain('Allow');
      const tooMany = resolve(op.responses['429']);
      expect(Object.keys(tooMany.headers)).toEqual(
        expect.arrayContaining(['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
      );
    }
    const submitConflict = resolve(doc.paths['/v1/games/{id}/moves'].post.responses['409']);
    expect(submitConflict.content['application/problem+json'].schema.allOf[1].properties.code.enum).toEqual([
      'CONFLICT',
      'VERSION_CONFLICT',
      'NOT_YOUR_TURN',
    ]);
  });

  it('types moves, views, events, results and states with the games’ schemas; moves discriminate on `type`', () => {
    const schemas = doc.components.schemas;
    expect(schemas.SubmitMoveBody.properties.move.$ref).toBe('#/components/schemas/GameMove');
    expect(schemas.LegalMovesDto.properties.moves.items).toEqual({ $ref: '#/components/schemas/GameMove' });
    expect(schemas.MoveAcceptedDto.properties.events.items).toEqual({ $ref: '#/components/schemas/GameEvent' });
    expect(schemas.GameDto.properties.view.$ref).toBe('#/components/schemas/GameView');
    expect(schemas.GameStateAtDto.properties.state.$ref).toBe('#/components/schemas/GameState');
    expect(schemas.GameState.anyOf).toEqual([
      { $ref: '#/components/schemas/TroyesDiceState' },
      { $ref: '#/components/schemas/TroyesState' },
      { $ref: '#/components/schemas/OrleansState' },
    ]);
    expect(schemas.GameMove.anyOf).toEqual([
      { $ref: '#/components/schemas/TroyesDiceMove' },
      { $ref: '#/components/schemas/TroyesMove' },
      { $ref: '#/components/schemas/OrleansMove' },
    ]);
    expect(schemas.TroyesDiceMove.discriminator).toEqual({
      propertyName: 'type',
      mapping: expect.objectContaining({ useDie: '#/components/schemas/TroyesDiceMove.useDie' }),
    });
    let danglingRefs = 0;
    walk(doc, (n) => {
      if (typeof n.$ref === 'string' && resolve(n) === undefined) danglingRefs++;
      if (typeof n.$ref === 'string' && n.$ref.startsWith('#/$defs/')) danglingRefs++;
    });
    expect(danglingRefs).toBe(0);
    // Stored events discriminate on `type`, each with its own payload (the GraphQL enum's values).
    const types = Object.keys(schemas.HistoryEventDto.discriminator.mapping);
    expect(types).toEqual(expect.arrayContaining(['GameCreated', 'MoveMade', 'GameFinished', 'GameAbandoned']));
    for (const type of types) {
      const variant = resolve({ $ref: schemas.HistoryEventDto.discriminator.mapping[type] });
      expect(variant.properties.type.const).toBe(type);
    }
    expect(schemas.MoveMadeEvent.properties.payload.properties.move.$ref).toBe('#/components/schemas/GameMove');
    expect(schemas.GameFinishedEvent.properties.payload.$ref).toBe('#/components/schemas/GameResult');
  });

  it('describes every property of every component schema: DTOs, inputs, pages, Problem, stream events, webhooks and the games’ generated schemas (a bare $ref aside)', () => {
    const undescribed: string[] = [];
    const visit = (schema: any, path: string): void => {
      if (!schema || typeof schema !== 'object') return;
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, any>)) {
        if (!property.description && !property.$ref) undescribed.push(`${path}.${name}`);
        visit(property, `${path}.${name}`);
      }
      for (const key of ['items', 'prefixItems', 'additionalProperties', 'oneOf', 'anyOf', 'allOf']) {
        for (const child of [schema[key]].flat()) visit(child, path);
      }
    };
    const streamEvents = new Set(Object.keys(STREAM_EVENT_PAYLOADS).map((type) => `${type}Event`));
    const names = Object.keys(doc.components.schemas);
    expect(names.filter((n) => /(Dto|Input|Page)$/.test(n)).length).toBeGreaterThan(50);
    expect(names).toEqual(
      expect.arrayContaining([...streamEvents, 'Problem', 'WebhookTurn', 'WebhookDailyClosed', 'TroyesDiceMove']),
    );
    // The engine's generated game schemas, embedded as `TroyesDice…`, `Troyes…`, `Orleans…`.
    for (const game of ['TroyesDice', 'Troyes', 'Orleans']) {
      for (const root of ['Move', 'View', 'Event', 'Result', 'State']) expect(names).toContain(`${game}${root}`);
    }
    for (const name of names) visit(doc.components.schemas[name], name);
    expect(undescribed).toEqual([]);
  });

  it('sets servers and describes every tag it uses', () => {
    expect(doc.servers.length).toBeGreaterThan(0);
    const used = new Set(operations.flatMap(({ op }) => op.tags));
    expect(new Set(doc.tags.map((t: { name: string }) => t.name))).toEqual(used);
  });
});

describe('openapi.json examples', () => {
  it('has examples for the main bodies, each valid against its schema', async () => {
    const { default: Ajv2020 } = await import('ajv/dist/2020');
    const { default: addFormats } = await import('ajv-formats');
    const ajv = new Ajv2020({ strict: false, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema(doc, 'urn:test:openapi');
    const checked: string[] = [];
    const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
    for (const { path, method, op } of operations) {
      const bodies: [string, any][] = [
        ['requestBody', op.requestBody],
        ...Object.entries(op.responses).map(([status, r]) => [`responses/${status}`, r] as [string, any]),
      ];
      for (const [where, body] of bodies) {
        for (const [mediaType, media] of Object.entries((body?.content ?? {}) as Record<string, any>)) {
          for (const [name, example] of Object.entries((media.examples ?? {}) as Record<string, { value: unknown }>)) {
            const pointer = `#/paths/${escape(path)}/${method}/${where}/content/${escape(mediaType)}/schema`;
            const validate = ajv.compile({ $ref: `urn:test:openapi${pointer}` });
            const valid = validate(example.value);
            expect({ pointer, name, valid, errors: validate.errors ?? null }).toEqual({
              pointer,
              name,
              valid: true,
              errors: null,
            });
            checked.push(`${pointer}#${name}`);
          }
        }
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(7);
  });
});
