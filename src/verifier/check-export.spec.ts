import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkExport } from './check-export';
import { sha256Hex as sha256 } from './seed-mix';
import { crierVerify, EXIT } from './crier-verify';
import type { GameExport } from './game-export';
import { soloExport } from './test-support/solo-export';

const exported = (rulesVersion: string, seed: string): GameExport => soloExport(rulesVersion, seed);

const copy = <T>(x: T): T => structuredClone(x);

describe('checkExport: the offline verifier replays a file with the engine alone', () => {
  const file = exported('troyes-dice@2', 'export-1');

  it('finds an honest file valid', () => {
    expect(checkExport(file)).toEqual({
      verdict: 'valid',
      rulesVersion: 'troyes-dice@2',
      moves: file.moves.length,
      scores: [file.result.scores[0]!.total],
    });
  });

  it('replays under the rules version the file names, not the current one (troyes-dice@1 games stay valid)', () => {
    // Seed rescore-201 scores 34 under @1 and 32 under @2 (issue 18): only @1 reproduces the file.
    const old = exported('troyes-dice@1', 'rescore-201');
    expect(checkExport(old)).toMatchObject({ verdict: 'valid', rulesVersion: 'troyes-dice@1', scores: [34] });
    expect(checkExport({ ...copy(old), rulesVersion: 'troyes-dice@2' })).toMatchObject({
      verdict: 'invalid',
      code: 'RESULT_MISMATCH',
    });
  });

  it('refuses a changed move with its index, seat and the engine code', () => {
    const tampered = copy(file);
    tampered.moves[3] = tampered.moves[3 + 1]!;
    const check = checkExport(tampered);
    expect(check).toMatchObject({ verdict: 'invalid', code: 'ILLEGAL_MOVE', index: 3, seat: 0 });
    expect(check.verdict === 'invalid' && typeof check.violation?.code).toBe('string');
  });

  it('refuses a raised score, a changed breakdown or a changed ranking', () => {
    const raised = copy(file);
    raised.result.scores[0]!.total += 1;
    expect(checkExport(raised)).toMatchObject({ verdict: 'invalid', code: 'RESULT_MISMATCH' });
    const breakdown = copy(file);
    const [category] = Object.keys(breakdown.result.scores[0]!.breakdown);
    breakdown.result.scores[0]!.breakdown[category!]! += 1;
    expect(checkExport(breakdown)).toMatchObject({ verdict: 'invalid', code: 'RESULT_MISMATCH' });
    const ranking = copy(file);
    ranking.result.ranking[0]!.rank = 2;
    expect(checkExport(ranking)).toMatchObject({ verdict: 'invalid', code: 'RESULT_MISMATCH' });
  });

  it('refuses another seed than the one committed, and a cut-short game', () => {
    expect(checkExport({ ...copy(file), seed: 'export-2' })).toMatchObject({ code: 'SEED_COMMITMENT_MISMATCH' });
    // Another seed with a matching commitment deals other dice: the same moves fail or score otherwise.
    const reseeded = { ...copy(file), seed: 'export-2', seedCommitment: sha256('export-2') };
    expect(checkExport(reseeded).verdict).toBe('invalid');
    const short = copy(file);
    short.moves.pop();
    expect(checkExport(short)).toMatchObject({ verdict: 'invalid', code: 'GAME_NOT_FINISHED' });
  });

  it('cannot verify a file whose seed is still hidden, or of a rules version it does not know', () => {
    expect(checkExport({ ...copy(file), seed: null, seedRevealAt: '2026-11-23T00:00:00.000Z' })).toEqual({
      verdict: 'unverifiable',
      code: 'SEED_NOT_REVEALED',
      message: 'the seed is not revealed yet (revealed at 2026-11-23T00:00:00.000Z; export the game again then)',
    });
    expect(checkExport({ ...copy(file), rulesVersion: 'troyes-dice@99' })).toMatchObject({
      verdict: 'unverifiable',
      code: 'UNKNOWN_RULES_VERSION',
    });
    expect(checkExport({ ...copy(file), game: 'orleans' })).toMatchObject({ code: 'UNKNOWN_RULES_VERSION' });
  });

  it('names what is malformed', () => {
    expect(checkExport([])).toMatchObject({ code: 'MALFORMED_EXPORT', message: 'the file is not a JSON object' });
    expect(checkExport({ ...copy(file), format: 'x' })).toMatchObject({ code: 'MALFORMED_EXPORT' });
    expect(checkExport({ ...copy(file), moves: [{ move: {} }] })).toMatchObject({
      code: 'MALFORMED_EXPORT',
      message: 'moves must be a list of {seat, move}',
    });
    expect(checkExport({ ...copy(file), result: { scores: [] } })).toMatchObject({ code: 'MALFORMED_EXPORT' });
  });
});

describe('crier-verify <file>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crier-verify-'));
  const write = (name: string, body: unknown): string => {
    const path = join(dir, name);
    writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
    return path;
  };
  const run = (...args: string[]): { code: number; out: string[] } => {
    const out: string[] = [];
    const code = crierVerify(args, (line) => out.push(line));
    return { code, out };
  };
  const file = exported('troyes-dice@2', 'export-1');

  it('prints valid and exits 0 for an honest file', () => {
    const { code, out } = run(write('ok.json', file));
    expect(code).toBe(EXIT.valid);
    expect(out).toEqual([
      `valid: ${file.moves.length} moves under troyes-dice@2, scores ${file.result.scores[0]!.total}`,
    ]);
  });

  it('prints the first invalid move with its code and exits non-zero for a tampered copy', () => {
    const tampered = copy(file);
    tampered.moves[5] = { seat: 0, move: { type: 'nonsense' } };
    const { code, out } = run(write('tampered.json', tampered));
    expect(code).toBe(EXIT.invalid);
    expect(out[0]).toMatch(/^invalid: ILLEGAL_MOVE: move 5 \(seat 0\) was refused: MALFORMED_MOVE — /);
  });

  it('--json prints the check as JSON', () => {
    const { code, out } = run('--json', write('ok2.json', file));
    expect(code).toBe(0);
    expect(JSON.parse(out[0]!)).toMatchObject({ verdict: 'valid', rulesVersion: 'troyes-dice@2' });
  });

  it('exits 2 when the seed is hidden, 64 on a usage error or an unreadable file', () => {
    expect(run(write('hidden.json', { ...file, seed: null })).code).toBe(EXIT.unverifiable);
    expect(run().code).toBe(EXIT.usage);
    expect(run(write('bad.json', '{not json')).code).toBe(EXIT.usage);
    expect(run(join(dir, 'missing.json')).code).toBe(EXIT.usage);
  });
});
