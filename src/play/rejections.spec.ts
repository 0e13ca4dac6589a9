import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { moveRejected as moveRejection } from '../moves/moves.model';
import {
  CONFLICT_REASONS,
  REJECTION_CODES,
  clockRanOut,
  engineRefusal,
  rejectionError,
  versionConflict,
} from './rejections';

const ROOT = join(__dirname, '..', '..');

/** The folders of the write path: every game command and the runner. */
const WRITE_PATH = ['src/play', 'src/moves', 'src/resign', 'src/clocks', 'src/bots'];
/** Errors (not refusals) the write path may still throw: the caller's key, its input. */
const ERRORS = new Set(['UNAUTHENTICATED', 'VALIDATION_FAILED']);
/** Why a game was closed unfinished (GameAbandoned's payload), not a refusal. */
const ABANDON_REASONS = new Set(['DEADLINE_PASSED', 'FORFEITED', 'RESIGNED']);

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    if (!e.name.endsWith('.ts') || e.name.endsWith('.spec.ts')) return [];
    return [{ file: path, text: readFileSync(join(ROOT, path), 'utf8') }];
  });
}

describe('the closed list of rejections', () => {
  it('is every code and reason the write path can give: a code thrown or returned outside it fails here', () => {
    const stray: string[] = [];
    for (const { file, text } of WRITE_PATH.flatMap(sources)) {
      for (const m of text.matchAll(/new AppError\(\s*'([A-Z_]+)'/g)) {
        if (!ERRORS.has(m[1]!)) stray.push(`${file}: AppError ${m[1]}`);
      }
      for (const m of text.matchAll(/reject\(\s*'([A-Z_]+)'/g)) {
        if (!(REJECTION_CODES as readonly string[]).includes(m[1]!)) stray.push(`${file}: reject ${m[1]}`);
      }
      for (const m of text.matchAll(/reason: '([A-Z_]+)'/g)) {
        const known = (CONFLICT_REASONS as readonly string[]).includes(m[1]!) || ABANDON_REASONS.has(m[1]!);
        if (!known) stray.push(`${file}: reason ${m[1]}`);
      }
    }
    expect(stray).toEqual([]);
  });

  it('is in both contracts: openapi.json (the move route) and schema.gql (MoveRejectionCode, MoveConflictReason)', () => {
    const doc = JSON.parse(readFileSync(join(ROOT, 'openapi.json'), 'utf8'));
    const move = doc.paths['/v1/games/{id}/moves'].post;
    const codes = new Set<string>();
    for (const r of Object.values(move.responses) as { content?: Record<string, { schema: any }> }[]) {
      const schema = r.content?.['application/problem+json']?.schema;
      for (const c of schema?.allOf?.[1]?.properties?.code?.enum ?? []) codes.add(c);
    }
    for (const code of REJECTION_CODES) expect(codes).toContain(code);
    const conflict = move.responses['409'].content['application/problem+json'].schema.allOf[1].properties;
    expect(conflict.reason.enum).toEqual([...CONFLICT_REASONS]);

    const gql = readFileSync(join(ROOT, 'schema.gql'), 'utf8');
    const enumValues = (name: string) =>
      [...(gql.match(new RegExp(`enum ${name} \\{([^}]*)\\}`))?.[1] ?? '').matchAll(/^\s+([A-Z_]+)\s*$/gm)].map(
        (m) => m[1],
      );
    expect(enumValues('MoveRejectionCode').sort()).toEqual([...REJECTION_CODES].sort());
    expect(enumValues('MoveConflictReason').sort()).toEqual([...CONFLICT_REASONS].sort());
  });
});

describe('rejections as the client sees them', () => {
  it('passes the engine’s NOT_YOUR_TURN on with its actors, and any other violation as ILLEGAL_MOVE', () => {
    const turn = engineRefusal(
      { code: 'NOT_YOUR_TURN', message: 'Seat 1 does not act now.', details: { seat: 1, actors: [0] } },
      4,
    );
    expect(rejectionError(turn)).toMatchObject({
      code: 'NOT_YOUR_TURN',
      message: 'Seat 1 does not act now.',
      details: { seat: 1, actors: [0], currentVersion: 4 },
    });
    expect(moveRejection(turn)).toMatchObject({ code: 'NOT_YOUR_TURN', actors: [0], currentVersion: 4 });
    const violation = { code: 'DIE_NOT_AVAILABLE', message: 'No such die.', details: { slot: 9 } };
    expect(moveRejection(engineRefusal(violation, 4))).toEqual({
      code: 'ILLEGAL_MOVE',
      message: 'No such die.',
      reason: null,
      violation,
      currentVersion: null,
      actors: null,
      deadline: null,
    });
  });

  it('carries CLOCK_RAN_OUT and VERSION_CONFLICT facts to GraphQL', () => {
    const deadline = new Date('2026-11-22T23:59:59.000Z');
    expect(moveRejection(clockRanOut(deadline))).toMatchObject({ code: 'CONFLICT', reason: 'CLOCK_RAN_OUT', deadline });
    expect(moveRejection(versionConflict(7))).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: 7 });
    expect(rejectionError(versionConflict(7)).details).toEqual({ currentVersion: 7 });
  });
});
