import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, registerPlayer } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';

describe('players and API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores only a hash of the key', async () => {
    const p = await registerPlayer(t, 'Hashed');
    const { rows } = await t.database.pool.query('SELECT key_id, hash FROM api_key WHERE player_id = $1', [p.id]);
    expect(rows).toHaveLength(1);
    const secret = p.apiKey.slice('crier_'.length + 16 + 1); // base64url: may itself contain '_'
    expect(secret).toHaveLength(43);
    expect(Buffer.from(rows[0].hash).toString('latin1')).not.toContain(secret);
    expect(Buffer.from(rows[0].hash).equals(createHash('sha256').update(p.apiKey).digest())).toBe(true);
  });

  it('validates the name', async () => {
    const res = await request(t.server).post('/v1/players').send({ name: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields[0].path).toBe('name');
    const typed = await request(t.server).post('/v1/players').send({ name: 42 });
    expect(typed.body.code).toBe('VALIDATION_FAILED');
  });

  it('rotates a key: the new one works and the old one fails at once', async () => {
    const p = await registerPlayer(t, 'Rotator');
    const rotated = await request(t.server).post('/v1/players/me/api-keys/rotate').set(bearer(p));
    expect(rotated.status).toBe(201);
    expect((await request(t.server).get('/v1/players/me').set(bearer(p))).status).toBe(401);
    const fresh = { ...p, apiKey: rotated.body.apiKey as string };
    expect((await request(t.server).get('/v1/players/me').set(bearer(fresh))).body.name).toBe('Rotator');
  });

  it('revokes a key by id; it fails at once; others keep working', async () => {
    const p = await registerPlayer(t, 'Revoker');
    const second = await request(t.server).post('/v1/players/me/api-keys').set(bearer(p));
    expect(second.status).toBe(201);
    const other = { ...p, apiKey: second.body.apiKey as string };
    const keyId = p.apiKey.split('_')[1];
    await request(t.server).delete(`/v1/players/me/api-keys/${keyId}`).set(bearer(other)).expect(204);
    expect((await request(t.server).get('/v1/players/me').set(bearer(p))).status).toBe(401);
    const list = await request(t.server).get('/v1/players/me/api-keys').set(bearer(other)).expect(200);
    expect(list.body.map((k: { revokedAt: string | null }) => k.revokedAt !== null)).toEqual([true, false]);
    const again = await request(t.server).delete(`/v1/players/me/api-keys/${keyId}`).set(bearer(other));
    expect(again.status).toBe(404);
  });

  it('refuses malformed authorization headers with 401', async () => {
    for (const header of ['Basic abc', 'Bearer', 'Bearer not-a-key', 'Bearer crier_zz_zz']) {
      const res = await request(t.server).get('/v1/players/me').set('authorization', header);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });
});
