import type {
  ExampleObject,
  MediaTypeObject,
  OpenAPIObject,
  OperationObject,
  RequestBodyObject,
  ResponseObject,
} from '@nestjs/swagger';

const PLAYER_ID = '5d0f1e38-7c1a-4c1e-9d55-0f0b6b2f6a11';
const USE_DIE = { type: 'useDie', slot: 0, action: 'gainResources' };

/**
 * Examples of the main bodies, named per case, on the operations a client starts with (a test
 * validates each against its schema). Responses with a game's view are left to the schema: a
 * view is too long to read as an example.
 */
const EXAMPLES: Record<
  string,
  { request?: Record<string, ExampleObject>; responses?: Record<string, Record<string, ExampleObject>> }
> = {
  registerPlayer: {
    request: { player: { summary: 'A display name', value: { name: 'Valentin' } } },
    responses: {
      '201': {
        registered: {
          summary: 'The player and their first API key (shown once)',
          value: {
            id: PLAYER_ID,
            name: 'Valentin',
            createdAt: '2026-11-22T09:30:00.000Z',
            apiKey: 'crier_0123456789abcdef_9f8e7d6c5b4a39281716051423324150617283940a1b2c3d4e5',
            keyId: '0123456789abcdef',
          },
        },
      },
    },
  },
  createGame: {
    request: {
      solo: { summary: 'A one-seat Troyes Dice game (starts at once)', value: { game: 'troyes-dice', seats: 1 } },
      table: {
        summary: 'A four-seat Orléans game with a chosen seed',
        value: { game: 'orleans', seats: 4, seed: 'club-night-round-1' },
      },
    },
  },
  submitMove: {
    request: {
      move: { summary: 'A Troyes Dice move, as legal-moves lists it', value: { move: USE_DIE } },
      guarded: {
        summary: 'Only if the game is still at version 3 (else 409 VERSION_CONFLICT)',
        value: { move: USE_DIE, expectedVersion: 3 },
      },
    },
  },
  getLegalMoves: {
    responses: {
      '200': {
        moves: {
          summary: 'Seat 0 of a Troyes Dice game chooses among these',
          value: {
            version: 3,
            seat: 0,
            moves: [USE_DIE, { type: 'useDie', slot: 0, action: 'buildWork' }],
          },
        },
      },
    },
  },
};

/** Adds the examples above to the `application/json` bodies of their operations. */
export function addExamples(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as OperationObject[]) {
      const examples = EXAMPLES[operation?.operationId ?? ''];
      if (!examples) continue;
      if (examples.request) json((operation.requestBody as RequestBodyObject).content).examples = examples.request;
      for (const [status, named] of Object.entries(examples.responses ?? {})) {
        json((operation.responses[status] as ResponseObject).content).examples = named;
      }
    }
  }
}

function json(content: Record<string, MediaTypeObject> | undefined): MediaTypeObject {
  const media = content?.['application/json'];
  if (!media) throw new Error('An example names a body the operation does not have');
  return media;
}
