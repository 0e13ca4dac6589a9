/**
 * Every property of every game's committed JSON Schema says what it means: clients type moves, views,
 * events, results and states from these documents (and openapi.json embeds them). JSDoc on the
 * engine's types gives the text (scripts/game-schemas: `@discriminatorDescription` for a union's
 * discriminator, `@keyDescriptions` for a Record's keys); a bare `$ref` takes its target's.
 */
import { describe, expect, it } from '@jest/globals';
import { gameSchemas } from '.';

type Node = Record<string, unknown>;
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && !Array.isArray(x);
/** Keywords whose values are instance data, not schemas. */
const DATA = new Set(['const', 'enum', 'examples', 'default']);

/** The JSON pointer of every property (anywhere in `node`) with neither a description nor a $ref. */
function undescribed(node: unknown, at: string, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((v, i) => undescribed(v, `${at}/${i}`, out));
  if (!isNode(node)) return out;
  if (isNode(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      if (isNode(property) && typeof property.description !== 'string' && typeof property.$ref !== 'string') {
        out.push(`${at}/properties/${name}`);
      }
    }
  }
  for (const [key, value] of Object.entries(node)) if (!DATA.has(key)) undescribed(value, `${at}/${key}`, out);
  return out;
}

describe('the game schemas', () => {
  it('describe every property of every definition (a bare $ref aside)', () => {
    expect([...gameSchemas.keys()].sort()).toEqual(['orleans', 'troyes', 'troyes-dice']);
    for (const [game, doc] of gameSchemas) {
      expect(Object.keys(doc.$defs).length).toBeGreaterThan(20);
      expect({ game, undescribed: undescribed(doc.$defs, '#/$defs') }).toEqual({ game, undescribed: [] });
    }
  });

  it('carry no generator tag into the documents (the transform consumes them)', () => {
    for (const doc of gameSchemas.values()) {
      const text = JSON.stringify(doc);
      expect(text).not.toContain('"discriminatorDescription"');
      expect(text).not.toContain('"keyDescriptions"');
    }
  });
});
