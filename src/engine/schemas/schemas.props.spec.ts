/**
 * The committed JSON Schemas describe what the engine really produces: over random games of every
 * registered ruleset, every move `legalMoves` lists, every view (each seat and the spectator), every
 * event `apply` reports, the final result and the full states (GET /v1/games/{id}/state) validate
 * against their game's schema, compiled the way
 * a client would (ajv, draft 2020-12, strict, discriminator). And the schemas are exact: a value
 * with one integer made fractional, one unknown key added, or a move or event of an unknown type
 * fails. Moves and events are checked at every state; states and views (each seat and the spectator)
 * at every CRIER_SCHEMA_VIEW_EVERY-th state from a random offset (default 5: a view takes up to 1 ms
 * to validate; 1 checks them all). Runs per ruleset: CRIER_SCHEMA_RUNS (default 2).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { playRandomGame, type ContractKit, type Trace } from '../core/test-support/contract-kit';
import type { AnyGameDefinition } from '../core/types';
import { rulesets } from '../released-games';
import { contractKits } from '../test-support/contract-kits';
import { gameSchemas, type GameSchemaDocument } from '.';

const RUNS = Number(process.env.CRIER_SCHEMA_RUNS ?? 2);
const VIEW_EVERY = Number(process.env.CRIER_SCHEMA_VIEW_EVERY ?? 5);
const ROOTS = ['move', 'view', 'event', 'result', 'state'] as const;
type Root = (typeof ROOTS)[number];

const compiled = new Map<string, Record<Root, ValidateFunction>>();

/** The validators of a game, compiled once (ajv takes a fraction of a second per document). */
function compile(doc: GameSchemaDocument): Record<Root, ValidateFunction> {
  const cached = compiled.get(doc.game);
  if (cached) return cached;
  const ajv = new Ajv2020({ strict: true, discriminator: true });
  const out = {} as Record<Root, ValidateFunction>;
  for (const root of ROOTS) out[root] = ajv.compile({ ...doc[root], $defs: doc.$defs });
  compiled.set(doc.game, out);
  return out;
}

/** Indices 0, k, 2k... (offset by `salt`) and the last: a sample of a game's states with both ends. */
function sample(length: number, every: number, salt: number): number[] {
  const out = [0];
  for (let i = salt % every; i < length; i += every) if (i !== 0) out.push(i);
  if (out[out.length - 1] !== length - 1) out.push(length - 1);
  return out;
}

/** Fails with the value and ajv's errors, so a mismatch names the field. */
function expectValid(validate: ValidateFunction, value: unknown, what: string): void {
  if (!validate(value)) {
    throw new Error(`${what} does not match its schema: ${JSON.stringify(value)}\n${JSON.stringify(validate.errors)}`);
  }
}

type Path = (string | number)[];

/** The paths of every integer and every object inside `value`. */
function paths(value: unknown, at: Path = [], out = { integers: [] as Path[], objects: [] as Path[] }) {
  if (typeof value === 'number') out.integers.push(at);
  else if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value !== null && typeof value === 'object') {
    out.objects.push(at);
    for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  }
  return out;
}

/** A copy of `value` with `change` applied at `path` (the root when empty). */
function edit(value: unknown, path: Path, change: (node: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Path];
  copy[head] = edit(copy[head], rest, change);
  return copy;
}

/** Near misses of a valid value that an exact schema must refuse. */
function corruptions(value: unknown, pick: number): { what: string; value: unknown }[] {
  const { integers, objects } = paths(value);
  const out: { what: string; value: unknown }[] = [];
  if (integers.length > 0) {
    const at = integers[pick % integers.length]!;
    out.push({ what: `/${at.join('/')} made fractional`, value: edit(value, at, (n) => (n as number) + 0.5) });
  }
  if (objects.length > 0) {
    const at = objects[pick % objects.length]!;
    out.push({
      what: `an unknown key at /${at.join('/')}`,
      value: edit(value, at, (o) => ({ ...(o as object), unexpectedField: 1 })),
    });
  }
  return out;
}

function expectRefused(validate: ValidateFunction, bad: { what: string; value: unknown }, of: string): void {
  if (validate(bad.value)) throw new Error(`${of} with ${bad.what} still matches its schema`);
}

describe('game schemas', () => {
  it('cover every registered game and rules version', () => {
    const ids = new Set([...rulesets.values()].map((d) => d.id));
    expect([...gameSchemas.keys()].sort()).toEqual([...ids].sort());
    for (const def of rulesets.values()) {
      const doc = gameSchemas.get(def.id) as GameSchemaDocument;
      expect(doc.rulesVersions).toContain(def.rulesVersion);
    }
  });

  it('compile under ajv strict mode, moves and events as oneOf with a type discriminator', () => {
    for (const doc of gameSchemas.values()) {
      compile(doc);
      for (const root of ['move', 'event'] as const) {
        const def = doc.$defs[doc[root].$ref.replace('#/$defs/', '')] as Record<string, unknown>;
        expect(def.discriminator).toEqual({ propertyName: 'type' });
        expect(Array.isArray(def.oneOf)).toBe(true);
      }
    }
  });

  it('refuse an unknown move type, a missing field and a fractional number (negative control)', () => {
    const v = compile(gameSchemas.get('troyes-dice') as GameSchemaDocument);
    expect(v.move({ type: 'useDie', slot: 0, action: 'gainResources' })).toBe(true);
    expect(v.move({ type: 'useDie', slot: 0, action: 'buildCastle' })).toBe(false);
    expect(v.move({ type: 'useDie', action: 'gainResources' })).toBe(false);
    expect(v.move({ type: 'useDie', slot: 0.5, action: 'gainResources' })).toBe(false);
    expect(v.move({ type: 'useDie', slot: 4, action: 'gainResources' })).toBe(false);
    expect(v.move({ type: 'noSuchMove' })).toBe(false);
    expect(v.event({ type: 'GameEnded' })).toBe(true);
    expect(v.event({ type: 'GameEnded', seat: 0 })).toBe(false);
    expect(v.result({ scores: [], ranking: [{ seat: 0, rank: 0, total: 3 }] })).toBe(false);
  });
});

describe.each([...rulesets.values()].map((def) => [def.rulesVersion, def] as const))(
  'game schemas match the engine: %s',
  (_version, def: AnyGameDefinition) => {
    const kit = contractKits[def.id] as ContractKit;
    const doc = gameSchemas.get(def.id) as GameSchemaDocument;
    const v = compile(doc);
    const gameArb = fc.record({
      seed: fc.string({ minLength: 1, maxLength: 12 }),
      players: fc.constantFrom(...kit.playerCounts),
      options: fc.constantFrom(...kit.options),
      pick: fc.integer(),
      salt: fc.nat(),
    });

    it('every listed move, view, event, state and the result validate; near misses of each do not', () => {
      fc.assert(
        fc.property(gameArb, (g) => {
          const t: Trace = playRandomGame(def, kit, g.options, g.seed, g.players, String(g.pick));
          const viewers = [null, ...Array.from({ length: g.players }, (_, seat) => seat)];
          t.states.forEach((s, i) => {
            for (const seat of def.actors(s)) {
              for (const m of def.legalMoves(s, seat)) expectValid(v.move, m, `move ${i}`);
            }
          });
          for (const i of sample(t.states.length, VIEW_EVERY, g.salt)) {
            expectValid(v.state, t.states[i], `state ${i}`);
            for (const viewer of viewers) expectValid(v.view, def.view(t.states[i], viewer), `view ${i} for ${viewer}`);
          }
          t.events.forEach((evs, i) => evs.forEach((e) => expectValid(v.event, e, `event of move ${i}`)));
          const end = t.states[t.states.length - 1];
          const result = { scores: def.scores(end), ranking: def.ranking(end) };
          expectValid(v.result, result, 'result');

          // Near misses, one of each kind per game, at places picked by the salt.
          const at = g.salt % t.moves.length;
          const move = t.moves[at]!.move;
          for (const bad of corruptions(move, g.salt)) expectRefused(v.move, bad, 'a listed move');
          expectRefused(
            v.move,
            { what: 'an unknown type', value: { ...(move as object), type: 'noSuchMove' } },
            'move',
          );
          const view = def.view(t.states[at], viewers[g.salt % viewers.length] as number | null);
          for (const bad of corruptions(view, g.salt)) expectRefused(v.view, bad, 'a view');
          const events = t.events.flat();
          const event = events[g.salt % events.length];
          for (const bad of corruptions(event, g.salt)) expectRefused(v.event, bad, 'an event');
          expectRefused(v.event, { what: 'an unknown type', value: { ...event, type: 'NoSuchEvent' } }, 'event');
          for (const bad of corruptions(result, g.salt)) expectRefused(v.result, bad, 'the result');
          for (const bad of corruptions(t.states[at], g.salt)) expectRefused(v.state, bad, 'a state');
        }),
        { numRuns: RUNS },
      );
    });
  },
);
