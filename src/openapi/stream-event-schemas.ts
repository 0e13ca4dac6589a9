import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
import type { StreamEventType } from '../persistence/stream-events';

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` }) as unknown as SchemaObject;

/**
 * The payload of each stored event type, as `/events` serves it (src/persistence/stream-events.ts
 * has the types). A Record, so a new event type does not compile until its payload is described.
 */
/** A GameStarted seat's `entropy` (also in the `game.started` webhook, which copies those seats). */
export const SEAT_ENTROPY: SchemaObject = {
  type: ['string', 'null'],
  description: 'A mixed game only: the entropy this seat gave (null: none); the seed was fixed from them now.',
};

export const STREAM_EVENT_PAYLOADS: Record<StreamEventType, SchemaObject> = {
  GameCreated: {
    type: 'object',
    required: ['game', 'rulesVersion', 'options', 'playerCount', 'seedCommitment'],
    description: "The game's setup: what a replay needs besides the seed and the moves.",
    properties: {
      game: { type: 'string', example: 'troyes-dice', description: 'The game type.' },
      rulesVersion: {
        type: 'string',
        example: 'troyes-dice@1',
        description: 'The ruleset this game is played (and replayed) under.',
      },
      options: { type: 'object', additionalProperties: true, description: 'The options the game was created with.' },
      playerCount: { type: 'integer', minimum: 1, description: 'How many seats the game has, bots included.' },
      seedCommitment: {
        type: 'string',
        pattern: '^[0-9a-f]{64}$',
        description:
          'sha256(seed) in hex: fixes the seed at creation without revealing it. Under `seedScheme` `mix-v1` it is sha256 of the server part (docs/fairness.md).',
      },
      seedScheme: {
        type: 'string',
        enum: ['mix-v1'],
        description:
          'A mixed game only: the seed is derived from the committed server part and every seat’s entropy when the game starts.',
      },
      seedSource: {
        type: 'string',
        enum: ['server', 'client', 'daily', 'mixed'],
        description: 'Where the seed came from (absent in games created before it was recorded).',
      },
      bots: {
        type: 'array',
        items: { type: ['string', 'null'] },
        description: 'Games with bots only: per seat, the pinned policy (`greedy@1`) or null for a person.',
      },
      rated: {
        type: 'boolean',
        enum: [true],
        description: 'Rated games only (true): the final ranking updates every seat’s rating (docs/api.md, "Ratings").',
      },
    },
  },
  GameStarted: {
    type: 'object',
    required: ['seats'],
    description: 'Who sits where, now that the last seat is taken.',
    properties: {
      seats: {
        type: 'array',
        description: 'Every seat a player took, in seat order (bot seats are not listed).',
        items: {
          type: 'object',
          required: ['seat', 'playerId'],
          properties: {
            seat: { type: 'integer', minimum: 0, description: 'The seat number, from 0.' },
            playerId: { type: 'string', format: 'uuid', description: 'The player in that seat.' },
            entropy: SEAT_ENTROPY,
          },
        },
      },
    },
  },
  MoveMade: {
    type: 'object',
    required: ['events'],
    description: "An accepted move for the event's seat, and what it caused.",
    properties: {
      move: {
        ...ref('GameMove'),
        description: "The move; absent from another seat's move while the game runs (it may hold a secret).",
      },
      events: {
        type: 'array',
        items: ref('GameEvent'),
        description: 'What the engine derived from the move, as far as the caller may see.',
      },
      bot: { type: 'string', example: 'greedy@1', description: 'Set when a bot chose the move: its pinned policy.' },
    },
  },
  GameFinished: ref('GameResult'),
  GameAbandoned: {
    description: 'Why the game closed unfinished: its deadline passed, or a seat forfeited or resigned.',
    oneOf: [
      {
        type: 'object',
        required: ['reason', 'deadline'],
        properties: {
          reason: {
            type: 'string',
            const: 'DEADLINE_PASSED',
            description: "The game's deadline passed before it finished (no result).",
          } as SchemaObject,
          deadline: { type: 'string', format: 'date-time', description: 'The deadline that passed.' },
        },
      },
      {
        type: 'object',
        required: ['reason', 'seat'],
        description: 'A seat forfeited (too many timeouts) or resigned: the result ranks it last.',
        properties: {
          reason: {
            type: 'string',
            enum: ['FORFEITED', 'RESIGNED'],
            description:
              'FORFEITED: its clock ran out CLOCK_FORFEIT_AFTER times (once, where the game has no default move); RESIGNED: it resigned.',
          },
          seat: { type: 'integer', minimum: 0, description: 'The seat that forfeited or resigned.' },
        },
      },
    ],
  },
  TimedOut: {
    type: 'object',
    required: ['deadline', 'timeouts', 'forfeited'],
    description: "The event's seat ran out of time at `deadline`; the server's move for it (or the forfeit) follows.",
    properties: {
      deadline: { type: 'string', format: 'date-time', description: "When the seat's clock ran out." },
      timeouts: { type: 'integer', minimum: 1, description: 'Its timeouts in this game so far, this one included.' },
      forfeited: { type: 'boolean', description: 'True when this timeout forfeits the game.' },
    },
  },
  Resigned: {
    type: 'object',
    description: "The event's seat resigned; GameAbandoned {reason: RESIGNED} follows.",
  },
};

/** Which seat each event type's `seat` names (null for the events of the game as a whole). */
const STREAM_EVENT_SEATS: Record<StreamEventType, string> = {
  GameCreated: "The creator's seat.",
  GameStarted: 'Always null: the event is about the game as a whole.',
  MoveMade: 'The seat whose move it is, also when a bot chose it or the server moved for it after a timeout.',
  GameFinished: 'Always null: the event is about the game as a whole.',
  GameAbandoned: 'Always null: a seat that forfeited or resigned is in `payload.seat`.',
  TimedOut: 'The seat whose clock ran out.',
  Resigned: 'The seat that resigned.',
};

/** Event types that always name a seat: their `seat` is never null. */
const SEATED = new Set<StreamEventType>(['MoveMade', 'TimedOut', 'Resigned']);

/** The DTO `/events` serves its events as (GameHistoryDto.events). */
const EVENT_DTO = 'HistoryEventDto';

/**
 * Types `/events` by event type: `HistoryEventDto` becomes a `oneOf` of one schema per type
 * (`GameCreatedEvent`…), each with its `type` as a constant and its own payload, under a `type`
 * discriminator, so a generated client narrows `payload` by switching on `type`.
 */
export function addStreamEventSchemas(document: OpenAPIObject): void {
  const schemas = document.components!.schemas as Record<string, SchemaObject>;
  const base = schemas[EVENT_DTO];
  if (!base?.properties) throw new Error(`${EVENT_DTO} is not in the OpenAPI document`);
  const mapping: Record<string, string> = {};
  for (const [type, payload] of Object.entries(STREAM_EVENT_PAYLOADS)) {
    const name = `${type}Event`;
    schemas[name] = {
      ...base,
      description: `A ${type} event of a game's stream.`,
      properties: {
        ...base.properties,
        type: {
          type: 'string',
          const: type,
          description: `Always \`${type}\`: says what \`payload\` holds.`,
        } as SchemaObject,
        seat: (SEATED.has(type as StreamEventType)
          ? { type: 'integer', minimum: 0, description: STREAM_EVENT_SEATS[type as StreamEventType] }
          : { ...base.properties.seat, description: STREAM_EVENT_SEATS[type as StreamEventType] }) as SchemaObject,
        payload,
      },
    };
    mapping[type] = `#/components/schemas/${name}`;
  }
  schemas[EVENT_DTO] = {
    description: "One event of a game's append-only stream; `type` says which payload it carries.",
    oneOf: Object.values(mapping).map((r) => ({ $ref: r })),
    discriminator: { propertyName: 'type', mapping },
  };
}
