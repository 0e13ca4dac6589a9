import { describe, expect, it } from '@jest/globals';
import { SchemaRuleError, gameDocument, nameDiscriminatedUnions, type Schema } from './transform';

const obj = (properties: Record<string, Schema>, description?: string): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
  ...(description ? { description } : {}),
});
const lit = (value: string, description?: string): Schema => ({
  type: 'string',
  const: value,
  ...(description ? { description } : {}),
});
const ref = (name: string): Schema => ({ $ref: `#/$defs/${name}` });
const union = (prop: string, members: Schema[]): Schema => ({
  type: 'object',
  discriminator: { propertyName: prop },
  required: [prop],
  oneOf: members,
});

describe('nameDiscriminatedUnions', () => {
  it('names anonymous members, splices plain unions, groups members of one value, hoists a named union', () => {
    const defs = nameDiscriminatedUnions({
      Move: union('type', [
        obj({ type: lit('a', 'The a move.') }),
        ref('Group'), // a plain union of two values: spliced
        ref('Sub'), // a named union whose members share type 'c': one branch
        obj({ type: lit('d', 'First d.'), x: { type: 'integer' } }),
        obj({ type: lit('d', 'Second d.'), y: { type: 'integer' } }),
      ]),
      Group: { anyOf: [obj({ type: lit('b1', 'B1.') }), obj({ type: lit('b2', 'B2.') })] },
      Sub: {
        description: 'The c moves.',
        anyOf: [obj({ type: lit('c'), from: lit('p') }), obj({ type: lit('c'), from: lit('q') })],
      },
    });
    expect(defs.Move).toEqual({
      type: 'object',
      properties: { type: { type: 'string', enum: ['a', 'b1', 'b2', 'c', 'd'] } },
      required: ['type'],
      discriminator: { propertyName: 'type' },
      oneOf: [ref('Move.a'), ref('Move.b1'), ref('Move.b2'), ref('Sub'), ref('Move.d')],
    });
    // The variant's JSDoc on its discriminator field became its description.
    expect(defs['Move.a']).toEqual(obj({ type: lit('a') }, 'The a move.'));
    expect(defs.Sub).toMatchObject({ properties: { type: { const: 'c' } }, required: ['type'] });
    expect((defs.Sub as { oneOf: unknown[] }).oneOf).toHaveLength(2);
    expect(defs['Move.d']).toMatchObject({ properties: { type: { const: 'd' } }, required: ['type'] });
    expect((defs['Move.d'] as { oneOf: Schema[] }).oneOf.map((m) => m.description)).toEqual(['First d.', 'Second d.']);
  });

  it('describes the discriminator field with the union’s @discriminatorDescription, on the union and every branch', () => {
    const text = 'Move type.';
    const defs = nameDiscriminatedUnions({
      Move: {
        ...union('type', [obj({ type: lit('a', 'The a move.') }), ref('Sub'), obj({ type: lit('d', 'First d.') })]),
        discriminatorDescription: text,
      },
      Sub: { description: 'The c moves.', anyOf: [obj({ type: lit('c'), from: lit('p') }), obj({ type: lit('c') })] },
    });
    expect(defs.Move).not.toHaveProperty('discriminatorDescription');
    expect(defs.Move).toMatchObject({ properties: { type: { enum: ['a', 'c', 'd'], description: text } } });
    expect(defs['Move.a']).toEqual(obj({ type: { ...lit('a'), description: text } }, 'The a move.'));
    expect(defs.Sub).toMatchObject({ properties: { type: { const: 'c', description: text } } });
    expect(defs['Move.d']).toMatchObject({ properties: { type: { const: 'd', description: text } } });
  });

  it('refuses a member that does not fix the discriminator, or an anonymous one with several values', () => {
    expect(() => nameDiscriminatedUnions({ M: union('type', [obj({ x: { type: 'integer' } })]) })).toThrow(
      SchemaRuleError,
    );
    const several = obj({ type: { type: 'string', enum: ['a', 'b'] } });
    expect(() => nameDiscriminatedUnions({ M: union('type', [several]) })).toThrow(/several values/);
  });
});

describe('gameDocument', () => {
  const options = {
    game: 'g',
    title: 'G',
    prefix: 'G',
    rulesVersion: 'g@2',
    rulesVersions: ['g@2', 'g@1'],
    shared: new Set(['Seat']),
    inline: new Set(['Int']),
    roots: { move: 'GMove', view: 'GView', event: 'GEvent', result: 'GResult', state: 'GState' },
  };
  const raw = (view: Schema): Schema => ({
    definitions: {
      GMove: union('type', [obj({ type: lit('go', 'Go.') })]),
      GEvent: union('type', [obj({ type: lit('Went', 'Went.') })]),
      GResult: obj({ seat: { $ref: '#/definitions/Seat' } }),
      GView: view,
      GState: obj({ round: { $ref: '#/definitions/Int' } }),
      Seat: { type: 'integer', minimum: 0 },
      Int: { type: 'integer', description: 'A whole number.' },
      Colour: { type: 'string', enum: ['red'] },
    },
  });

  it('prefixes the game’s names, inlines Int, turns number literals into integers and tuples into prefixItems', () => {
    const doc = gameDocument(
      raw(
        obj({
          colour: { $ref: '#/definitions/Colour' },
          count: { $ref: '#/definitions/Int', description: 'How many.', minimum: 0 },
          tile: { type: 'number', const: 8 },
          pair: { type: 'array', items: [{ type: 'string' }, { $ref: '#/definitions/Int' }], minItems: 2, maxItems: 2 },
        }),
      ),
      options,
    );
    expect(doc).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      game: 'g',
      rulesVersions: ['g@2', 'g@1'],
      move: ref('GMove'),
      result: ref('GResult'),
      state: ref('GState'),
    });
    const defs = doc.$defs as Record<string, Schema>;
    expect(Object.keys(defs)).toEqual([
      'GColour',
      'GEvent',
      'GEvent.Went',
      'GMove',
      'GMove.go',
      'GResult',
      'GState',
      'GView',
      'Seat',
    ]);
    expect((defs.GView as { properties: Schema }).properties).toEqual({
      colour: ref('GColour'),
      count: { type: 'integer', description: 'How many.', minimum: 0 },
      tile: { type: 'integer', const: 8 },
      pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], minItems: 2, maxItems: 2 },
    });
  });

  it('describes the properties of a mapped type by its @keyDescriptions, and refuses a key it does not have', () => {
    const goods = { type: 'object', properties: { grain: { type: 'integer' } }, required: ['grain'] };
    const view = obj({
      goods: { ...goods, additionalProperties: false, keyDescriptions: { grain: 'Grain held.' } },
      bag: {
        anyOf: [{ ...goods, additionalProperties: false }, { type: 'null' }],
        keyDescriptions: { grain: 'In the bag.' },
      },
    });
    const defs = gameDocument(raw(view), options).$defs as Record<string, { properties: Record<string, Schema> }>;
    expect(defs.GView!.properties.goods).toEqual({
      ...goods,
      properties: { grain: { type: 'integer', description: 'Grain held.' } },
      additionalProperties: false,
    });
    expect(defs.GView!.properties.bag).toMatchObject({
      anyOf: [{ properties: { grain: { type: 'integer', description: 'In the bag.' } } }, { type: 'null' }],
    });
    const wrong = obj({ goods: { ...goods, additionalProperties: false, keyDescriptions: { wine: 'Wine.' } } });
    expect(() => gameDocument(raw(wrong), options)).toThrow(/names wine/);
  });

  it('refuses a plain number and an open object', () => {
    expect(() => gameDocument(raw(obj({ n: { type: 'number' } })), options)).toThrow(/plain number/);
    expect(() => gameDocument(raw(obj({ o: { type: 'object' } })), options)).toThrow(/open object/);
  });

  it('refuses an undocumented move variant', () => {
    const undocumented = raw(obj({}));
    (undocumented.definitions as Record<string, Schema>).GMove = union('type', [obj({ type: lit('go') })]);
    expect(() => gameDocument(undocumented, options)).toThrow(/undocumented/);
  });
});
