import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { gameSchemas } from '../engine/schemas';

type Json = SchemaObject | ReferenceObject;
type Root = 'move' | 'view' | 'event' | 'result' | 'state';

/** The union over games of each root: `anyOf`, since two games may share a move's shape. */
const ROOT_NAMES: Record<Root, string> = {
  move: 'GameMove',
  view: 'GameView',
  event: 'GameEvent',
  result: 'GameResult',
  state: 'GameState',
};

/**
 * DTO properties the engine's shapes describe, with the root that types them. The DTOs declare
 * them as bare objects (GraphQL sends them as JSON); the document points them at the schemas.
 */
const TYPED_PROPERTIES: [schema: string, property: string, root: Root][] = [
  ['GameDto', 'view', 'view'],
  ['GameDto', 'result', 'result'],
  ['GameDto', 'legalMoves', 'move'],
  ['MoveAcceptedDto', 'view', 'view'],
  ['MoveAcceptedDto', 'events', 'event'],
  ['BotMoveDto', 'events', 'event'],
  ['MoveAcceptedDto', 'result', 'result'],
  ['MoveAcceptedDto', 'legalMoves', 'move'],
  ['LegalMovesDto', 'moves', 'move'],
  ['SubmitMoveBody', 'move', 'move'],
  ['SeatedMoveInput', 'move', 'move'],
  ['GameExportMoveDto', 'move', 'move'],
  ['GameExportDto', 'result', 'result'],
  ['GameStateAtDto', 'state', 'state'],
];

/** Other bare objects with a shape of their own. */
const REFERENCED_PROPERTIES: [schema: string, property: string, ref: string][] = [
  ['FirstInvalidDto', 'violation', 'Violation'],
];

/**
 * Puts every game's definitions into `components.schemas` (their names are prefixed per game,
 * the shared `Seat` and `RankEntry` being identical), adds `GameMove`, `GameView`, `GameEvent`,
 * `GameResult` and `GameState` (one branch per game) and types the DTO properties above with them. Each game's
 * move and event unions keep their `type` discriminator, with the mapping OpenAPI tools use.
 */
export function addGameSchemas(document: OpenAPIObject): void {
  const schemas = ((document.components ??= {}).schemas ??= {}) as Record<string, SchemaObject>;
  const roots: Record<Root, Json[]> = { move: [], view: [], event: [], result: [], state: [] };
  for (const [game, doc] of gameSchemas) {
    for (const [name, definition] of Object.entries(doc.$defs)) {
      const rewritten = rewriteRefs(definition) as SchemaObject;
      const existing = schemas[name];
      if (existing && JSON.stringify(existing) !== JSON.stringify(rewritten)) {
        throw new Error(`Game schema definition ${name} of ${game} differs from another game's`);
      }
      schemas[name] = rewritten;
    }
    for (const root of Object.keys(roots) as Root[]) roots[root].push(rewriteRefs(doc[root]) as ReferenceObject);
  }
  for (const schema of Object.values(schemas)) addDiscriminatorMapping(schema, schemas);
  for (const [root, name] of Object.entries(ROOT_NAMES) as [Root, string][]) {
    schemas[name] = {
      description: `A ${root} of any game: one branch per game (GET /v1/game-types/{id}/schemas has each alone).`,
      anyOf: roots[root],
    };
  }
  for (const [schemaName, property, root] of TYPED_PROPERTIES) {
    retype(schemas, schemaName, property, `#/components/schemas/${ROOT_NAMES[root]}`);
  }
  for (const [schemaName, property, ref] of REFERENCED_PROPERTIES) {
    retype(schemas, schemaName, property, `#/components/schemas/${ref}`);
  }
}

/** Points `schema.property` at `ref`, keeping it an array's items or nullable as it was. */
function retype(schemas: Record<string, SchemaObject>, schemaName: string, property: string, ref: string): void {
  const old = schemas[schemaName]?.properties?.[property] as SchemaObject | undefined;
  if (!old) throw new Error(`${schemaName}.${property} is not in the OpenAPI document`);
  const description = old.description ? { description: old.description } : {};
  const nullable = Array.isArray(old.type) && old.type.includes('null');
  const isArray = old.type === 'array' || (Array.isArray(old.type) && old.type.includes('array'));
  const typed: SchemaObject =
    isArray && nullable
      ? ({ ...description, type: ['array', 'null'], items: { $ref: ref } } as unknown as SchemaObject)
      : isArray
        ? { ...description, type: 'array', items: { $ref: ref } }
        : nullable
          ? { ...description, anyOf: [{ $ref: ref }, { type: 'null' }] }
          : ({ ...description, $ref: ref } as unknown as SchemaObject);
  (schemas[schemaName] as SchemaObject).properties![property] = typed;
}

/** `#/$defs/X` → `#/components/schemas/X`, everywhere in a definition. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace(/^#\/\$defs\//, '#/components/schemas/')
        : rewriteRefs(value),
    ]),
  );
}

/**
 * A `oneOf` of references with a `discriminator`: the mapping from each branch's discriminating
 * value (its `const`, or its one-value `enum`) to the branch, for generators that need it.
 */
function addDiscriminatorMapping(schema: SchemaObject, schemas: Record<string, SchemaObject>): void {
  const discriminator = schema.discriminator;
  if (!discriminator || !schema.oneOf) return;
  const mapping: Record<string, string> = {};
  for (const branch of schema.oneOf) {
    const ref = (branch as ReferenceObject).$ref;
    if (!ref) return;
    const target = schemas[ref.replace('#/components/schemas/', '')];
    const property = target?.properties?.[discriminator.propertyName] as
      (SchemaObject & { const?: unknown }) | undefined;
    const values = property?.const !== undefined ? [property.const] : (property?.enum ?? []);
    for (const value of values) if (typeof value === 'string') mapping[value] = ref;
  }
  if (Object.keys(mapping).length > 0) discriminator.mapping = mapping;
}
