import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  WEBHOOK_EVENT_MEANING,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from './webhook-events';
import { SEAT_ENTROPY } from '../openapi/stream-event-schemas';

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` }) as SchemaObject;
const UUID: SchemaObject = { type: 'string', format: 'uuid' };
const GAME_ID: SchemaObject = { ...UUID, description: 'The game id.' };
const GAME: SchemaObject = { type: 'string', description: 'The game type, e.g. troyes-dice.', example: 'troyes-dice' };

/** Each event's `data`, as the outbox writes it (see the migration's trigger and crier_append). */
const DATA: Record<WebhookEvent, SchemaObject> = {
  turn: {
    type: 'object',
    required: ['gameId', 'game', 'version', 'seat'],
    additionalProperties: false,
    description: 'The game where your seat must act now.',
    properties: {
      gameId: GAME_ID,
      game: GAME,
      version: { type: 'integer', minimum: 0, description: 'The version at which it became your turn.' },
      seat: ref('Seat'),
    },
  },
  'seek.matched': {
    type: 'object',
    required: ['seekId', 'gameId', 'game', 'seat', 'players'],
    additionalProperties: false,
    description: 'Your seek that was seated, its game, your seat and who sits where.',
    properties: {
      seekId: { ...UUID, description: 'Your seek.' },
      gameId: GAME_ID,
      game: GAME,
      seat: { ...ref('Seat'), description: 'Your seat (drawn from the game’s seed).' } as SchemaObject,
      players: {
        type: 'array',
        description: 'Every seat, in seat order.',
        items: {
          type: 'object',
          required: ['seat', 'playerId'],
          additionalProperties: false,
          properties: { seat: ref('Seat'), playerId: { ...UUID, description: 'The player in that seat.' } },
        },
      },
    },
  },
  'rematch.proposed': {
    type: 'object',
    required: ['previousGameId', 'game', 'proposedBy', 'waitingFor'],
    additionalProperties: false,
    description: 'The ended game whose rematch was proposed, who proposed it and whom it waits for (you among them).',
    properties: {
      previousGameId: { ...UUID, description: 'The ended game; accept with POST /v1/games/{previousGameId}/rematch.' },
      game: GAME,
      proposedBy: { ...UUID, description: 'The person who proposed it.' },
      waitingFor: {
        type: 'array',
        description: 'Every other person of the game, in seat order: the rematch starts once each accepted.',
        items: UUID,
      },
    },
  },
  'game.started': {
    type: 'object',
    required: ['gameId', 'game', 'version', 'seat', 'seats'],
    additionalProperties: false,
    description: 'The game that started, and who sits where.',
    properties: {
      gameId: GAME_ID,
      game: GAME,
      version: { type: 'integer', minimum: 0, description: 'The version of its GameStarted event.' },
      seat: { ...ref('Seat'), description: 'Your seat.' } as SchemaObject,
      seats: {
        type: 'array',
        description: 'Every seat a player took, in seat order (bot seats are not listed).',
        items: {
          type: 'object',
          required: ['seat', 'playerId'],
          additionalProperties: false,
          properties: {
            seat: ref('Seat'),
            playerId: { ...UUID, description: 'The player in that seat.' },
            entropy: SEAT_ENTROPY, // copied from the GameStarted event, public once the game started
          },
        },
      },
    },
  },
  'game.finished': {
    type: 'object',
    required: ['gameId', 'game', 'version', 'seat', 'status', 'result'],
    additionalProperties: false,
    description: 'The game that ended, and how.',
    properties: {
      gameId: GAME_ID,
      game: GAME,
      version: {
        type: 'integer',
        minimum: 0,
        description: 'The version of its last event (GameFinished or GameAbandoned).',
      },
      seat: { ...ref('Seat'), description: 'Your seat.' } as SchemaObject,
      status: {
        type: 'string',
        enum: ['FINISHED', 'ABANDONED'],
        description:
          'FINISHED: played to the end; ABANDONED: closed unfinished (deadline passed, forfeit or resignation).',
      },
      result: {
        description: 'Scores and ranking when FINISHED; null when ABANDONED.',
        anyOf: [ref('GameResult'), { type: 'null' }],
      },
    },
  },
  'rating.changed': {
    type: 'object',
    required: [
      'gameId',
      'game',
      'seat',
      'playerId',
      'place',
      'ratingBefore',
      'ratingAfter',
      'change',
      'muBefore',
      'sigmaBefore',
      'muAfter',
      'sigmaAfter',
      'games',
      'provisional',
      'finishedAt',
    ],
    additionalProperties: false,
    description: 'What a rated game did to your rating (the fields of `RatingChange`, with the game type).',
    properties: {
      gameId: GAME_ID,
      game: GAME,
      seat: { ...ref('Seat'), description: 'Your seat.' } as SchemaObject,
      playerId: { ...UUID, description: 'You.' },
      place: {
        type: 'integer',
        minimum: 1,
        description: 'Your place in the final ranking (resigned, forfeited: last).',
      },
      ratingBefore: { type: 'number', description: 'Your rating before the game (mu − 3·sigma).' },
      ratingAfter: { type: 'number', description: 'Your rating after it.' },
      change: { type: 'number', description: 'ratingAfter − ratingBefore.' },
      muBefore: { type: 'number', description: 'mu before.' },
      sigmaBefore: { type: 'number', description: 'sigma before.' },
      muAfter: { type: 'number', description: 'mu after.' },
      sigmaAfter: { type: 'number', description: 'sigma after.' },
      games: { type: 'integer', minimum: 1, description: 'Your rated games of this game type, this one included.' },
      provisional: { type: 'boolean', description: 'Still provisional (sigma 6.5 or more).' },
      finishedAt: { type: 'string', format: 'date-time', description: 'When the game ended.' },
    },
  },
  'daily.closed': {
    type: 'object',
    required: ['kind', 'date', 'seed', 'closedAt'],
    additionalProperties: false,
    description: 'The daily puzzle day that closed, and its seed.',
    properties: {
      kind: { type: 'string', example: 'troyes-dice', description: 'The daily kind, as in `/v1/daily/{kind}`.' },
      date: { type: 'string', format: 'date', example: '2026-11-22', description: 'The puzzle-day that closed (UTC).' },
      seed: { type: 'string', description: "The day's seed, now public: sha256(seed) is the day's commitment." },
      closedAt: {
        type: 'string',
        format: 'date-time',
        description: 'When the day closed: the UTC midnight that ends it.',
      },
    },
  },
};

/** The component name of an event's body, e.g. `game.finished` → `WebhookGameFinished`. */
export function webhookSchemaName(event: WebhookEvent): string {
  return (
    'Webhook' +
    event
      .split(/[._]/)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('')
  );
}

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event, with its signed POST body, headers and
 * what the receiver should answer. The bodies are components (`WebhookTurn`…) so generated
 * clients get types for them.
 */
export function addWebhooks(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  const webhooks: Record<string, unknown> = {};
  for (const event of WEBHOOK_EVENTS) {
    const name = webhookSchemaName(event);
    schemas[name] = {
      type: 'object',
      description: `The body of a \`${event}\` delivery.`,
      required: ['id', 'event', 'createdAt', 'data'],
      additionalProperties: false,
      properties: {
        id: { ...UUID, description: `The delivery id, also in \`${DELIVERY_ID_HEADER}\`: the same on every retry.` },
        event: { type: 'string', const: event, description: `Always \`${event}\`, as in \`${EVENT_HEADER}\`.` },
        createdAt: { type: 'string', format: 'date-time', description: 'When the event happened.' },
        data: DATA[event],
      },
    } as SchemaObject;
    webhooks[event] = {
      post: {
        operationId: `on${name.slice('Webhook'.length)}`,
        summary: WEBHOOK_EVENT_MEANING[event],
        description:
          `Sent to your webhooks subscribed to \`${event}\`. Verify \`${SIGNATURE_HEADER}\` before trusting the body ` +
          '(docs/api.md, "Webhooks"); de-duplicate on the delivery id: delivery is at least once.',
        tags: ['webhooks'],
        parameters: [
          {
            name: SIGNATURE_HEADER,
            in: 'header',
            required: true,
            description: '`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`.',
            schema: {
              type: 'string',
              example: 't=1763856000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
            },
          },
          { name: DELIVERY_ID_HEADER, in: 'header', required: true, schema: UUID },
          { name: EVENT_HEADER, in: 'header', required: true, schema: { type: 'string', const: event } },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: ref(name) } } },
        responses: {
          '2XX': { description: 'Received: the delivery is DELIVERED.' },
          default: {
            description:
              'Anything else (or no answer within WEBHOOK_TIMEOUT_MS) is a failed attempt: retried with exponential backoff, then FAILED.',
          },
        },
        security: [],
      },
    };
  }
  document.webhooks = webhooks as OpenAPIObject['webhooks'];
}
