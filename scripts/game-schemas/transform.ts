/**
 * From ts-json-schema-generator's output (draft-07 `definitions`) to one game's JSON Schema
 * document (draft 2020-12, as OpenAPI 3.1 uses): `$defs` named per game, integers as `integer`,
 * discriminated unions as `oneOf` + `discriminator` whose branches are named `$defs`. Pure: data in,
 * data out; every rule it enforces fails with the type to fix.
 */

/** A JSON Schema (or any JSON object inside one) as plain data. */
export type Schema = { [key: string]: unknown };

export const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** What the document says about itself, beside its schemas. */
export interface DocumentHeader {
  /** The game id: 'troyes-dice'. */
  game: string;
  /** The game's title: 'Troyes Dice'. */
  title: string;
  /** The game's current rules version. */
  rulesVersion: string;
  /** Every rules version these shapes describe, current first. */
  rulesVersions: string[];
}

export interface DocumentOptions extends DocumentHeader {
  /** Prefix of every definition the game itself declares (`Colour` → `TroyesDiceColour`). */
  prefix: string;
  /** Definitions shared by every game (the core's `Seat`, `RankEntry`): kept under their own name. */
  shared: ReadonlySet<string>;
  /** Definitions copied into every use instead of referenced (the core's `Int`). */
  inline: ReadonlySet<string>;
  /** The roots, by the name of their type: `{ move: 'TroyesDiceMove', ... }`. */
  roots: Record<RootName, string>;
}

export const ROOTS = ['move', 'view', 'event', 'result', 'state'] as const;
export type RootName = (typeof ROOTS)[number];

export class SchemaRuleError extends Error {}

/**
 * The JSDoc tags the generator passes through (its `extraTags`) for what plain JSDoc cannot reach;
 * the transform consumes both, so neither is left in a document.
 * - `@discriminatorDescription <text>` on a discriminated union: the description of its
 *   discriminator field (the JSDoc on each variant's discriminator field describes the variant).
 * - `@keyDescriptions { key: 'text', ... }` (JSON5) on a field or alias of a mapped type
 *   (`Record<Good, Int>`): the description of each property the mapping generates.
 */
export const EXTRA_TAGS = ['discriminatorDescription', 'keyDescriptions'] as const;

const isObject = (x: unknown): x is Schema => typeof x === 'object' && x !== null && !Array.isArray(x);
const REF = '#/definitions/';
const DEF = '#/$defs/';

/** Every schema inside `node` (itself included), depth first, with its JSON pointer. */
function* walk(node: unknown, at = ''): Generator<[Schema, string]> {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) yield* walk(node[i], `${at}/${i}`);
    return;
  }
  if (!isObject(node)) return;
  yield [node, at];
  for (const [k, v] of Object.entries(node)) {
    // `const`, `enum` and `examples` hold instance values, not schemas.
    if (k === 'const' || k === 'enum' || k === 'examples' || k === 'default') continue;
    yield* walk(v, `${at}/${k}`);
  }
}

/** A deep copy with every node passed through `visit` (bottom-up). */
function mapNodes(node: unknown, visit: (s: Schema) => Schema): unknown {
  if (Array.isArray(node)) return node.map((x) => mapNodes(x, visit));
  if (!isObject(node)) return node;
  const out: Schema = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === 'const' || k === 'enum' || k === 'examples' || k === 'default' ? v : mapNodes(v, visit);
  }
  return visit(out);
}

/** Draft-07 → 2020-12 where the generator's output differs: `$defs`, tuples as `prefixItems`. */
function toDraft2020(node: Schema, rename: (name: string) => string): Schema {
  return mapNodes(node, (s) => {
    const out = { ...s };
    if (typeof out.$ref === 'string') {
      if (!out.$ref.startsWith(REF)) throw new SchemaRuleError(`unexpected $ref ${out.$ref}`);
      out.$ref = DEF + rename(decodeURIComponent(out.$ref.slice(REF.length)));
    }
    if (Array.isArray(out.items)) {
      out.prefixItems = out.items;
      delete out.items;
      if ('additionalItems' in out) {
        out.items = out.additionalItems;
        delete out.additionalItems;
      } else if (!('maxItems' in out)) {
        out.items = false;
      }
    }
    // A number literal (`tile: 8`, `up: 0 | 1`) is an integer when every value is one.
    if (out.type === 'number') {
      const values = 'const' in out ? [out.const] : Array.isArray(out.enum) ? out.enum : null;
      if (values && values.every((v) => Number.isInteger(v))) out.type = 'integer';
    }
    return out;
  }) as Schema;
}

/** Gives the properties of a mapped type the descriptions its `@keyDescriptions` tag lists. */
function applyKeyDescriptions(node: Schema, where: string): Schema {
  return mapNodes(node, (s) => {
    if (!('keyDescriptions' in s)) return s;
    const { keyDescriptions: texts, ...out } = s;
    if (!isObject(texts)) throw new SchemaRuleError(`${where}: @keyDescriptions is not an object`);
    const objects = [out, ...((out.anyOf ?? out.oneOf ?? []) as Schema[])].filter((o) => isObject(o.properties));
    for (const [key, text] of Object.entries(texts)) {
      const owners = objects.filter((o) => isObject((o.properties as Schema)[key]));
      if (typeof text !== 'string' || owners.length === 0) {
        throw new SchemaRuleError(`${where}: @keyDescriptions names ${key}, which is not a property (or not text)`);
      }
      for (const o of owners) {
        const props = o.properties as Schema;
        props[key] = { ...(props[key] as Schema), description: text };
      }
    }
    return out;
  }) as Schema;
}

/** Replaces every `$ref` to an inlined definition by a copy of it (the use site's keywords win). */
function inlineDefinitions(defs: Record<string, Schema>, inline: ReadonlySet<string>): Record<string, Schema> {
  const copyOf = (name: string): Schema => {
    const { description: _d, title: _t, ...rest } = defs[name] as Schema;
    return rest;
  };
  const out: Record<string, Schema> = {};
  for (const [name, def] of Object.entries(defs)) {
    if (inline.has(name)) continue;
    out[name] = mapNodes(def, (s) => {
      if (typeof s.$ref !== 'string') return s;
      const target = s.$ref.slice(DEF.length);
      if (!inline.has(target)) return s;
      const { $ref: _r, ...site } = s;
      return { ...copyOf(target), ...site };
    }) as Schema;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Discriminated unions
// ---------------------------------------------------------------------------------------------

/** The values a branch gives the discriminator property, or null when it does not fix it. */
function tagValues(branch: Schema, prop: string, defs: Record<string, Schema>): unknown[] | null {
  const props = branch.properties;
  if (!isObject(props)) return null;
  let p = props[prop];
  if (isObject(p) && typeof p.$ref === 'string') p = defs[p.$ref.slice(DEF.length)];
  if (!isObject(p)) return null;
  if ('const' in p) return [p.const];
  if (Array.isArray(p.enum)) return p.enum;
  return null;
}

const described = (text: string | undefined): Schema => (text === undefined ? {} : { description: text });

const unionMembers = (s: Schema): Schema[] | null =>
  !('discriminator' in s) && Array.isArray(s.anyOf) && !('properties' in s)
    ? (s.anyOf as Schema[])
    : !('discriminator' in s) && Array.isArray(s.oneOf) && !('properties' in s)
      ? (s.oneOf as Schema[])
      : null;

interface Branch {
  /** The branch as written in the union: inline, or a `$ref` to a named definition. */
  schema: Schema;
  /** The single value it gives the discriminator. */
  value: string;
}

/**
 * Rewrites every union annotated `@discriminator <prop>` into the shape JSON Schema validators
 * (ajv's `discriminator`) and OpenAPI 3.1 tools both read: `properties.<prop>.enum` listing every
 * value, `oneOf` with one branch per value, each a `$ref` to a named definition. An anonymous
 * member becomes `$defs["<Union>.<value>"]`; members that share a value are grouped under one
 * such definition (their own `oneOf`); a named member that is itself a union (another
 * discriminator, or variants of one value) keeps its name, with the shared value hoisted onto it.
 */
export function nameDiscriminatedUnions(defs: Record<string, Schema>): Record<string, Schema> {
  const out: Record<string, Schema> = { ...defs };
  const done = new Set<string>();

  const resolve = (s: Schema): [Schema, string | null] => {
    if (typeof s.$ref === 'string') {
      const name = s.$ref.slice(DEF.length);
      const def = out[name];
      if (!def) throw new SchemaRuleError(`unresolved $ref ${s.$ref}`);
      return [def, name];
    }
    return [s, null];
  };

  /** Every value the members of a union give `prop` (a member that fixes none gives none). */
  const valuesIn = (s: Schema, prop: string): Set<string> => {
    const [resolved] = resolve(s);
    const own = tagValues(resolved, prop, out);
    if (own) return new Set(own.map(String));
    const members = (resolved.oneOf ?? resolved.anyOf) as Schema[] | undefined;
    return new Set((members ?? []).flatMap((m) => [...valuesIn(m, prop)]));
  };

  /** The members of `node` that fix `prop`, splicing plain unions of several values. */
  const flatten = (node: Schema, prop: string, union: string): Branch[] => {
    const [first, name] = resolve(node);
    if (name && 'discriminator' in first) normalise(name);
    const [resolved] = resolve(node);
    const own = tagValues(resolved, prop, out);
    if (own) {
      if (own.length !== 1 && !name) {
        throw new SchemaRuleError(
          `${union}: an anonymous member gives "${prop}" several values (${JSON.stringify(own)}); name it`,
        );
      }
      return own.map((value) => ({ schema: name ? { $ref: DEF + name } : resolved, value: String(value) }));
    }
    // A named union whose members share one value stays one branch (the value is hoisted onto it).
    const values = valuesIn(resolved, prop);
    if (name && values.size === 1) return [{ schema: { $ref: DEF + name }, value: [...values][0] as string }];
    const members = unionMembers(resolved);
    if (!members) {
      throw new SchemaRuleError(`${union}: a member (${name ?? 'anonymous'}) does not give "${prop}" one value`);
    }
    return members.flatMap((m) => flatten(m, prop, union));
  };

  /**
   * An anonymous variant is documented on its discriminator field (TypeScript keeps no JSDoc on an
   * anonymous union member): that text becomes the variant's description.
   */
  const liftDescription = (branch: Schema, prop: string, fieldText: string | undefined): Schema => {
    const [target, name] = resolve(branch);
    const props = target.properties;
    if (!isObject(props) || !isObject(props[prop]) || typeof props[prop].description !== 'string') return branch;
    if (typeof target.description === 'string') return branch;
    const { description, ...rest } = props[prop];
    // The field itself then says what the discriminator means (the union's `@discriminatorDescription`).
    const field = fieldText === undefined ? rest : { ...rest, description: fieldText };
    const lifted = { ...target, description, properties: { ...props, [prop]: field } };
    if (!name) return lifted;
    out[name] = lifted;
    return branch;
  };

  /** Adds `prop: const value` to a named union whose members all give `prop` that value. */
  const hoist = (name: string, prop: string, value: string, fieldText: string | undefined): void => {
    const def = out[name] as Schema;
    if (tagValues(def, prop, out)?.length === 1) return;
    const props = isObject(def.properties) ? def.properties : {};
    const required = Array.isArray(def.required) ? (def.required as string[]) : [];
    const members = unionMembers(def);
    const rest = { ...def };
    delete rest.anyOf;
    out[name] = {
      type: 'object',
      ...rest,
      properties: { [prop]: { type: 'string', const: value, ...described(fieldText) }, ...props },
      required: [prop, ...required.filter((r) => r !== prop)],
      ...(members ? { oneOf: members } : {}),
    };
  };

  function normalise(name: string): void {
    if (done.has(name)) return;
    done.add(name);
    const def = out[name] as Schema;
    const disc = def.discriminator;
    if (!isObject(disc) || typeof disc.propertyName !== 'string') return;
    const prop = disc.propertyName;
    const fieldText = typeof def.discriminatorDescription === 'string' ? def.discriminatorDescription : undefined;
    const branches = (def.oneOf as Schema[]).flatMap((m) => flatten(m, prop, name));
    const groups = new Map<string, Branch[]>();
    for (const b of branches) {
      b.schema = liftDescription(b.schema, prop, fieldText);
      groups.set(b.value, [...(groups.get(b.value) ?? []), b]);
    }
    const oneOf: Schema[] = [];
    for (const [value, members] of groups) {
      const refs = members.map((m) => m.schema).filter((s) => typeof s.$ref === 'string');
      for (const r of refs) hoist((r.$ref as string).slice(DEF.length), prop, value, fieldText);
      if (members.length === 1 && refs.length === 1) {
        oneOf.push(refs[0]!);
        continue;
      }
      const branchName = `${name}.${value}`;
      if (out[branchName]) throw new SchemaRuleError(`${branchName} is declared twice`);
      out[branchName] =
        members.length === 1
          ? (members[0]!.schema as Schema)
          : {
              type: 'object',
              properties: { [prop]: { type: 'string', const: value, ...described(fieldText) } },
              required: [prop],
              oneOf: members.map((m) => m.schema),
            };
      oneOf.push({ $ref: DEF + branchName });
    }
    const {
      oneOf: _o,
      anyOf: _a,
      required: _r,
      properties: _p,
      type: _t,
      discriminator: _d,
      discriminatorDescription: _dd,
      ...annotations
    } = def;
    out[name] = {
      ...annotations,
      type: 'object',
      properties: { [prop]: { type: 'string', enum: [...groups.keys()], ...described(fieldText) } },
      required: [prop],
      discriminator: { propertyName: prop },
      oneOf,
    };
  }

  for (const name of Object.keys(defs)) normalise(name);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------

/** The definitions reachable from `from`, in a stable (sorted) order. */
function reachable(defs: Record<string, Schema>, from: readonly string[]): Record<string, Schema> {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    const def = defs[name];
    if (!def) throw new SchemaRuleError(`unresolved $ref ${DEF}${name}`);
    seen.add(name);
    for (const [node] of walk(def)) if (typeof node.$ref === 'string') visit(node.$ref.slice(DEF.length));
  };
  from.forEach(visit);
  return Object.fromEntries([...seen].sort().map((n) => [n, defs[n] as Schema]));
}

/** Every rule the documents keep, checked on the finished definitions. */
export function checkRules(defs: Record<string, Schema>): void {
  for (const [name, def] of Object.entries(defs)) {
    for (const [node, at] of walk(def)) {
      const where = `${name}${at}`;
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (types.includes('number')) {
        throw new SchemaRuleError(`${where}: a plain number; type it Int (or Seat) in the engine`);
      }
      if (typeof node.$ref === 'string' && !defs[node.$ref.slice(DEF.length)]) {
        throw new SchemaRuleError(`${where}: unresolved $ref ${node.$ref}`);
      }
      if (isObject(node.properties)) {
        for (const [prop, sub] of Object.entries(node.properties)) {
          if (isObject(sub) && sub.type === 'object' && !('additionalProperties' in sub) && !('oneOf' in sub)) {
            throw new SchemaRuleError(`${where}/properties/${prop}: an open object`);
          }
        }
      }
    }
  }
}

/** Every variant of a discriminated root (moves, events) says what it is. */
export function checkVariantsDocumented(defs: Record<string, Schema>, root: string): void {
  const def = defs[root] as Schema;
  for (const branch of (def.oneOf as Schema[] | undefined) ?? []) {
    const name = String(branch.$ref).slice(DEF.length);
    const target = defs[name] as Schema;
    const members = typeof target.description === 'string' ? [] : ((target.oneOf as Schema[] | undefined) ?? [target]);
    for (const m of members) {
      if (typeof m.description !== 'string') {
        throw new SchemaRuleError(`${name}: undocumented; put a JSDoc comment on its discriminator field`);
      }
    }
  }
}

/** One game's document: header, the roots as `$ref`s, and every definition they reach. */
export function gameDocument(raw: Schema, opts: DocumentOptions): Schema {
  const generated = raw.definitions;
  if (!isObject(generated)) throw new SchemaRuleError('the generator gave no definitions');
  const rename = (name: string): string =>
    opts.shared.has(name) || opts.inline.has(name) || name.startsWith(opts.prefix) ? name : opts.prefix + name;
  let defs: Record<string, Schema> = {};
  for (const [name, def] of Object.entries(generated)) {
    const renamed = rename(name);
    if (defs[renamed]) throw new SchemaRuleError(`two definitions named ${renamed}`);
    defs[renamed] = applyKeyDescriptions(toDraft2020(def as Schema, rename), renamed);
  }
  defs = inlineDefinitions(defs, opts.inline);
  defs = nameDiscriminatedUnions(defs);
  const rootNames = ROOTS.map((r) => rename(opts.roots[r]));
  defs = reachable(defs, rootNames);
  checkRules(defs);
  checkVariantsDocumented(defs, rename(opts.roots.move));
  checkVariantsDocumented(defs, rename(opts.roots.event));
  return {
    $schema: DIALECT,
    $id: `urn:crier:game-schemas:${opts.game}`,
    title: `${opts.title}: moves, views, events, result and state`,
    description:
      `JSON Schemas of ${opts.title}'s moves, views, events, final result and full engine state, generated from ` +
      "the engine's TypeScript types (src/engine). `move`, `view`, `event`, `result` and `state` point at their definition.",
    game: opts.game,
    rulesVersion: opts.rulesVersion,
    rulesVersions: opts.rulesVersions,
    ...Object.fromEntries(ROOTS.map((r, i) => [r, { $ref: DEF + rootNames[i] }])),
    $defs: defs,
  };
}
