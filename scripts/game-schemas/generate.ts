/**
 * Generates each game's JSON Schema document from the engine's own TypeScript types with
 * ts-json-schema-generator, then shapes it (transform.ts) and proves it compiles under ajv's
 * strictest mode. Used by `npm run schemas:write` / `schemas:check` (scripts/game-schemas.ts).
 */
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { createGenerator } from 'ts-json-schema-generator';
import ts from 'typescript';
import { getGame, rulesetsOf, rulesVersionNumber } from '../../src/engine';
import { EXTRA_TAGS, ROOTS, gameDocument, type Schema } from './transform';

/** Where each game's types live and the prefix of their names (`<Prefix>Move`, `<Prefix>View`...). */
export interface GameSchemaSource {
  game: string;
  prefix: string;
  /** The game's types.ts, relative to the project root. */
  types: string;
}

/** One entry per registered game; a test checks the list against the registry. */
export const GAME_SCHEMA_SOURCES: readonly GameSchemaSource[] = [
  { game: 'troyes-dice', prefix: 'TroyesDice', types: 'src/engine/games/troyes-dice/types.ts' },
  { game: 'troyes', prefix: 'Troyes', types: 'src/engine/games/troyes/types.ts' },
  { game: 'orleans', prefix: 'Orleans', types: 'src/engine/games/orleans/types.ts' },
];

/** The engine's core files: their exported types keep their own names in every document. */
const CORE_FILES = ['src/engine/core/types.ts', 'src/engine/core/json.ts'];
/** Copied into each use: `Int` says only "integer", which reads better inline. */
const INLINE = new Set(['Int']);

/** The committed file of one game's document. */
export function schemaFile(root: string, game: string): string {
  return join(root, 'src/engine/schemas', `${game}.schema.json`);
}

function program(root: string): ts.Program {
  const configPath = join(root, 'src/engine/tsconfig.json');
  const read = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, join(root, 'src/engine'));
  const files = [...GAME_SCHEMA_SOURCES.map((s) => s.types), ...CORE_FILES].map((f) => join(root, f));
  return ts.createProgram(files, parsed.options);
}

function exportedNames(prog: ts.Program, root: string, files: readonly string[]): Set<string> {
  const checker = prog.getTypeChecker();
  const names = new Set<string>();
  for (const f of files) {
    const source = prog.getSourceFile(join(root, f));
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`cannot read the exports of ${f}`);
    for (const e of checker.getExportsOfModule(symbol)) names.add(e.getName());
  }
  return names;
}

/** Compiles every root the way a client would (ajv, 2020-12, strict, discriminator): a bad schema throws. */
export function assertCompiles(doc: Schema): void {
  const ajv = new Ajv2020({ strict: true, discriminator: true });
  for (const root of ROOTS) ajv.compile({ ...(doc[root] as Schema), $defs: doc.$defs });
}

/** Every game's document, by game id, freshly generated. */
export function generateGameSchemas(root: string): Map<string, Schema> {
  const prog = program(root);
  const shared = exportedNames(prog, root, CORE_FILES);
  const out = new Map<string, Schema>();
  for (const source of GAME_SCHEMA_SOURCES) {
    const current = getGame(source.game);
    if (!current) throw new Error(`${source.game} is not a registered game`);
    const roots = {
      move: `${source.prefix}Move`,
      view: `${source.prefix}View`,
      event: `${source.prefix}Event`,
      result: `${source.prefix}Result`,
      state: `${source.prefix}State`,
    };
    const generator = createGenerator({
      tsProgram: prog,
      type: Object.values(roots),
      topRef: true,
      expose: 'export',
      jsDoc: 'extended',
      extraTags: [...EXTRA_TAGS],
      encodeRefs: false,
      discriminatorType: 'open-api',
      strictTuples: true,
      additionalProperties: false,
      skipTypeCheck: true,
    });
    const raw = generator.createSchema(Object.values(roots)) as Schema;
    const doc = gameDocument(raw, {
      game: source.game,
      title: current.metadata.title,
      prefix: source.prefix,
      rulesVersion: current.rulesVersion,
      rulesVersions: rulesetsOf(source.game)
        .map((r) => r.rulesVersion)
        .sort((a, b) => (rulesVersionNumber(b) ?? 0) - (rulesVersionNumber(a) ?? 0)),
      shared,
      inline: INLINE,
      roots,
    });
    assertCompiles(doc);
    out.set(source.game, doc);
  }
  return out;
}
