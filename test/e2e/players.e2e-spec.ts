import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, expectError, typedClient, type TypedCrier } from '../support/typed-client';

describe('players and API keys', () => {
  let t: TestApp;
  let crier: TypedCrier;
  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores only a hash of the key', async () => {
    const p = await crier.register('Hashed');
    const { rows } = await t.database.pool.query('SELECT key_id, hash FROM api_key WHERE player_id = $1', [p.id]);
    expect(rows).toHaveLength(1);
    const secret = p.apiKey.slice('crier_'.length + 16 + 1); // base64url: may itself contain '_'
    expect(secret).toHaveLength(43);
    expect(Buffer.from(rows[0].hash).toString('latin1')).not.toContain(secret);
    expect(Buffer.from(rows[0].hash).equals(createHash('sha256').update(p.apiKey).digest())).toBe(true);
  });

  it('validates the name', async () => {
    const res = expectError(await crier.anonymous.POST('/v1/players', { body: { name: '' } }), 400);
    expect(res.code).toBe('VALIDATION_FAILED');
    expect(res.fields![0]!.path).toBe('name');
    // Untyped on purpose: a number where the contract says string.
    const typed = await request(t.server).post('/v1/players').send({ name: 42 });
    expect(typed.body.code).toBe('VALIDATION_FAILED');
  });

  it('rotates a key: the new one works and the old one fails at once', async () => {
    const p = await crier.register('Rotator');
    const rotated = expectData(await p.client.POST('/v1/players/me/api-keys/rotate'), 201);
    expect((await p.client.GET('/v1/players/me')).response.status).toBe(401);
    const fresh = crier.as(rotated);
    expect((await fresh.GET('/v1/players/me')).data?.name).toBe('Rotator');
  });

  it('revokes a key by id; it fails at once; others keep working', async () => {
    const p = await crier.register('Revoker');
    const second = expectData(await p.client.POST('/v1/players/me/api-keys'), 201);
    const other = crier.as(second);
    const keyId = p.apiKey.split('_')[1]!;
    const revoke = () => other.DELETE('/v1/players/me/api-keys/{keyId}', { params: { path: { keyId } } });
    expect((await revoke()).response.status).toBe(204);
    expect((await p.client.GET('/v1/players/me')).response.status).toBe(401);
    const list = expectData(await other.GET('/v1/players/me/api-keys'), 200);
    expect(list.map((k) => k.revokedAt !== null)).toEqual([true, false]);
    const again = await revoke();
    expect(again.response.status).toBe(404);
  });

  it('refuses malformed authorization headers with 401', async () => {
    for (const header of ['Basic abc', 'Bearer', 'Bearer not-a-key', 'Bearer crier_zz_zz']) {
      const res = await crier.anonymous.GET('/v1/players/me', { headers: { authorization: header } });
      expect(res.response.status).toBe(401);
      expect(res.error?.code).toBe('UNAUTHENTICATED');
    }
  });
});
