import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { checkExport } from './check-export';
import type { GameExport } from './game-export';
import { soloExport } from './test-support/solo-export';
import { checkMix, ENTROPY_PATTERN, mixMessage, mixSeed, sha256Hex } from './seed-mix';

const server = 'kq1rS0m3vY2b8dXh0p4QeT9wZc6uLn7A';

describe('mix-v1: the seed of a mixed game', () => {
  it('is HMAC-SHA256(serverSeed, "mix-v1" + JSON of the entropies in seat order), in base64url', () => {
    expect(mixMessage(['abc', null])).toBe('mix-v1["abc",null]');
    // A known answer, computed independently of mixSeed: a client can re-derive it with any HMAC.
    const expected = createHmac('sha256', server).update('mix-v1["abc",null]').digest('base64url');
    expect(mixSeed(server, ['abc', null])).toBe(expected);
    expect(mixSeed(server, ['abc', null])).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('changes when any seat’s entropy, the seat order or the server part changes', () => {
    const base = mixSeed(server, ['alice', 'bob', null]);
    const variants = [
      mixSeed(server, ['alicf', 'bob', null]),
      mixSeed(server, ['alice', 'boc', null]),
      mixSeed(server, ['alice', 'bob', 'carol']),
      mixSeed(server, ['bob', 'alice', null]),
      mixSeed(server, ['alice', 'bob']),
      mixSeed(server, ['alice', null, 'bob']),
      mixSeed(`${server.slice(0, -1)}B`, ['alice', 'bob', null]),
    ];
    for (const v of variants) expect(v).not.toBe(base);
    expect(new Set(variants).size).toBe(variants.length);
    // and is a function: the same inputs always give the same seed.
    expect(mixSeed(server, ['alice', 'bob', null])).toBe(base);
  });

  it('refuses entropy outside 1-128 base64url characters', () => {
    expect(ENTROPY_PATTERN.test('a'.repeat(128))).toBe(true);
    for (const bad of ['', 'a'.repeat(129), 'a b', 'é', '"', 'a,b', 'x]']) {
      expect(ENTROPY_PATTERN.test(bad)).toBe(false);
      expect(() => mixSeed(server, [bad])).toThrow(/base64url/);
    }
  });

  it('checkMix: the commitment first, then the derivation', () => {
    const seed = mixSeed(server, ['e1', null]);
    expect(checkMix(server, ['e1', null], sha256Hex(server), seed)).toEqual({ ok: true, seed });
    expect(checkMix(server, ['e1', null], sha256Hex('other'), seed)).toMatchObject({
      ok: false,
      code: 'SEED_COMMITMENT_MISMATCH',
    });
    expect(checkMix(server, ['e2', null], sha256Hex(server), seed)).toMatchObject({
      ok: false,
      code: 'SEED_DERIVATION_MISMATCH',
    });
    // A commitment to the seed itself (not the server part) is not a mix-v1 commitment.
    expect(checkMix(server, ['e1', null], sha256Hex(seed), seed)).toMatchObject({ code: 'SEED_COMMITMENT_MISMATCH' });
  });
});

describe('checkExport of a mixed game', () => {
  const entropy = 'q3Vx0c9Zt1mK8yJb2wN5ha';
  const seed = mixSeed(server, [entropy]);
  const file: GameExport = soloExport('troyes-dice@2', seed, {
    seedCommitment: sha256Hex(server),
    seedSource: 'mixed',
    seedScheme: 'mix-v1',
    serverSeed: server,
    seats: [{ seat: 0, playerId: '00000000-0000-4000-8000-000000000002', playerName: 'ada', entropy }],
  });
  const copy = (): GameExport => structuredClone(file);

  it('is valid when the server part matches its commitment and the seed its derivation', () => {
    expect(checkExport(file)).toMatchObject({ verdict: 'valid', moves: file.moves.length });
  });

  it('refuses a tampered entropy, server part, seed or a file stripped of its scheme', () => {
    const entropyTampered = copy();
    entropyTampered.seats[0]!.entropy = 'q3Vx0c9Zt1mK8yJb2wN5hb';
    expect(checkExport(entropyTampered)).toMatchObject({ verdict: 'invalid', code: 'SEED_DERIVATION_MISMATCH' });
    expect(checkExport({ ...copy(), serverSeed: `${server}x` })).toMatchObject({
      verdict: 'invalid',
      code: 'SEED_COMMITMENT_MISMATCH',
    });
    expect(checkExport({ ...copy(), seed: mixSeed(server, ['other']) })).toMatchObject({
      code: 'SEED_DERIVATION_MISMATCH',
    });
    // Passing it off as a plain server seed: sha256(seed) is not the commitment (it is the server part's).
    expect(checkExport({ ...copy(), seedSource: 'server', seedScheme: null, serverSeed: null })).toMatchObject({
      code: 'SEED_COMMITMENT_MISMATCH',
    });
    expect(checkExport({ ...copy(), serverSeed: null })).toMatchObject({ code: 'MALFORMED_EXPORT' });
  });
});
