import { describe, expect, it } from '@jest/globals';
import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { createValidationPipe, VALIDATION_OPTIONS } from '../../common/errors/validation';
import { SubmitMoveBody } from './submit-move.input';

/** The shortcut past class-validator answers exactly as the full pipe does, for good and bad bodies. */
describe('SubmitMoveBody validation shortcut', () => {
  const meta: ArgumentMetadata = { type: 'body', metatype: SubmitMoveBody, data: undefined };
  const full = new ValidationPipe(VALIDATION_OPTIONS);
  const pipe = createValidationPipe();

  const outcome = async (p: ValidationPipe, body: unknown): Promise<unknown> => {
    try {
      const v = (await p.transform(body, meta)) as unknown;
      return { ok: true, isBody: v instanceof SubmitMoveBody, value: JSON.parse(JSON.stringify(v)) as unknown };
    } catch (err) {
      return { ok: false, error: JSON.parse(JSON.stringify(err)) as unknown, message: (err as Error).message };
    }
  };

  const bodies: unknown[] = [
    { move: { type: 'chooseDie', die: 0 } },
    { move: { type: 'useDie', slot: 2, action: 'buildWork', nested: [1, { a: null }] }, expectedVersion: 0 },
    { move: { type: 'x' }, expectedVersion: 41 },
    { move: 'pass' },
    { move: 0 },
    { move: false },
    { move: [] },
    { move: null },
    {},
    { expectedVersion: 3 },
    { move: { type: 'x' }, expectedVersion: -1 },
    { move: { type: 'x' }, expectedVersion: 1.5 },
    { move: { type: 'x' }, expectedVersion: '3' },
    { move: { type: 'x' }, expectedVersion: null },
    { move: { type: 'x' }, extra: 1 },
    [{ move: { type: 'x' } }],
    null,
    'move',
    42,
  ];

  it.each(bodies.map((b) => [JSON.stringify(b), b] as const))('%s', async (_name: string, body: unknown) => {
    expect(await outcome(pipe, body)).toEqual(await outcome(full, body));
  });

  it('takes the shortcut only for bodies the decorators accept', () => {
    expect(SubmitMoveBody.accepts({ move: { type: 'x' }, expectedVersion: 2 })).toEqual(
      Object.assign(new SubmitMoveBody(), { move: { type: 'x' }, expectedVersion: 2 }),
    );
    for (const bad of [{ move: null }, { move: {}, extra: 1 }, { move: {}, expectedVersion: -1 }, [], null, {}]) {
      expect(SubmitMoveBody.accepts(bad)).toBeUndefined();
    }
  });
});
