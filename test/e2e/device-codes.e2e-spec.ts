import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { hashDeviceCode, normalizeDeviceCode } from '../../src/players/device-code';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, expectError, typedClient, type TypedCrier } from '../support/typed-client';

/** Issue 34.5: a second device signs in with a one-time code; duplicate names can be checked first. */
describe('device codes and name checks', () => {
  const clock = new FixedClock(new Date('2026-11-27T12:00:00.000Z'));
  let t: TestApp;
  let crier: TypedCrier;
  beforeAll(async () => {
    t = await startTestApp({}, undefined, clock);
    crier = await typedClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a signed-in player a code that signs a new device in with a key of its own; the first key stays valid', async () => {
    const ada = await crier.register('Ada');
    const code = expectData(await ada.client.POST('/v1/players/me/device-codes'), 201);
    expect(code.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(code.expiresInSeconds).toBe(600);
    expect(code.expiresAt).toBe('2026-11-27T12:10:00.000Z');

    // Typed as a person would: lower case, no hyphen.
    const typed = code.code.toLowerCase().replace('-', ' ');
    const second = expectData(await crier.anonymous.POST('/v1/device-codes/redeem', { body: { code: typed } }), 201);
    expect(second).toMatchObject({ id: ada.id, name: 'Ada' });
    expect(second.apiKey).not.toBe(ada.apiKey);
    expect(expectData(await crier.as(second).GET('/v1/players/me'), 200).id).toBe(ada.id);
    expect(expectData(await ada.client.GET('/v1/players/me'), 200).id).toBe(ada.id);
    const keys = expectData(await ada.client.GET('/v1/players/me/api-keys'), 200);
    expect(keys.map((k) => k.keyId).sort()).toEqual([ada.apiKey.split('_')[1], second.keyId].sort());
  });

  it('stores only the hash of a code, and records the key it issued', async () => {
    const bea = await crier.register('Bea');
    const { code } = expectData(await bea.client.POST('/v1/players/me/device-codes'), 201);
    const { rows } = await t.database.pool.query(
      'SELECT code_hash, used_at, key_id FROM device_code WHERE player_id = $1',
      [bea.id],
    );
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].code_hash).equals(Buffer.from(hashDeviceCode(normalizeDeviceCode(code)!)))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(code.replace('-', ''));
    const redeemed = expectData(await crier.anonymous.POST('/v1/device-codes/redeem', { body: { code } }), 201);
    const after = await t.database.pool.query('SELECT used_at, key_id FROM device_code WHERE player_id = $1', [bea.id]);
    expect(after.rows).toEqual([{ used_at: clock.now(), key_id: redeemed.keyId }]);
  });

  it('works once: a second redemption is INVALID_DEVICE_CODE USED, and issues nothing', async () => {
    const cy = await crier.register('Cy');
    const { code } = expectData(await cy.client.POST('/v1/players/me/device-codes'), 201);
    expectData(await crier.anonymous.POST('/v1/device-codes/redeem', { body: { code } }), 201);
    const again = expectError(await crier.anonymous.POST('/v1/device-codes/redeem', { body: { code } }), 400);
    expect(again).toMatchObject({ code: 'INVALID_DEVICE_CODE', reason: 'USED', usedAt: clock.now().toISOString() });
    expect(expectData(await cy.client.GET('/v1/players/me/api-keys'), 200)).toHaveLength(2);
  });

  it('lets exactly one of two simultaneous redemptions through', async () => {
    const dee = await crier.register('Dee');
    const { code } = expectData(await dee.client.POST('/v1/players/me/device-codes'), 201);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => crier.anonymous.POST('/v1/device-codes/redeem', { body: { code } })),
    );
    expect(answers.map((a) => a.response.status).sort()).toEqual([201, 400, 400, 400]);
    expect(answers.filter((a) => a.error).every((a) => a.error?.reason === 'USED')).toBe(true);
    expect(expectData(await dee.client.GET('/v1/players/me/api-keys'), 200)).toHaveLength(2);
  });

  it('expires after 10 minutes: INVALID_DEVICE_CODE EXPIRED with expiredAt', async () => {
    const eve = await crier.register('Eve');
    const { code, expiresAt } = expectData(await eve.client.POST('/v1/players/me/device-codes'), 201);
    clock.advance(600_000);
    const late = expectError(await crier.anonymous.POST('/v1/device-codes/redeem', { body: { code } }), 400);
    expect(late).toMatchObject({ code: 'INVALID_DEVICE_CODE', reason: 'EXPIRED', expiredAt: expiresAt });
    expect(expectData(await eve.client.GET('/v1/players/me/api-keys'), 200)).toHaveLength(1);
    // A new code forgets the expired one.
    expectData(await eve.client.POST('/v1/players/me/device-codes'), 201);
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM device_code WHERE player_id = $1', [
      eve.id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('says UNKNOWN for a code never issued, VALIDATION_FAILED for text that cannot be one, 401 to create without a key', async () => {
    const unknown = expectError(
      await crier.anonymous.POST('/v1/device-codes/redeem', { body: { code: '00000-00000' } }),
      400,
    );
    expect(unknown).toMatchObject({ code: 'INVALID_DEVICE_CODE', reason: 'UNKNOWN' });
    const bad = expectError(await crier.anonymous.POST('/v1/device-codes/redeem', { body: { code: 'hello' } }), 400);
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.fields?.[0]?.path).toBe('code');
    expect((await crier.anonymous.POST('/v1/players/me/device-codes')).response.status).toBe(401);
  });

  it('does the same over GraphQL', async () => {
    const fay = await crier.register('Fay');
    const created = await gql(t, 'mutation { createDeviceCode { code expiresAt expiresInSeconds } }', {}, fay);
    expect(created.errors).toBeUndefined();
    const { code } = created.data.createDeviceCode;
    const redeem = 'mutation($i: RedeemDeviceCodeInput!) { redeemDeviceCode(input: $i) { id name apiKey keyId } }';
    const first = await gql(t, redeem, { i: { code } });
    expect(first.errors).toBeUndefined();
    expect(first.data.redeemDeviceCode).toMatchObject({ id: fay.id, name: 'Fay' });
    const second = await gql(t, redeem, { i: { code } });
    expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_DEVICE_CODE', reason: 'USED' });
    const anonymous = await gql(t, 'mutation { createDeviceCode { code } }');
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('counts the players already under a name, ignoring case, over REST and GraphQL', async () => {
    await crier.register('Gus');
    await crier.register('gus');
    const named = (name: string) => crier.anonymous.GET('/v1/player-names/{name}', { params: { path: { name } } });
    expect(expectData(await named('GUS'), 200)).toEqual({ name: 'GUS', players: 2 });
    expect(expectData(await named('Nobody yet'), 200)).toEqual({ name: 'Nobody yet', players: 0 });
    expect(expectError(await named('x'.repeat(41)), 400).code).toBe('VALIDATION_FAILED');
    const q = await gql(t, 'query($n: String!) { playerName(name: $n) { name players } }', { n: 'Gus' });
    expect(q.data.playerName).toEqual({ name: 'Gus', players: 2 });
  });
});

describe('device code redemption rate limit', () => {
  let t: TestApp;
  let crier: TypedCrier;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimit: { perMinute: 1_000, signupPerMinute: 1_000, verifyPerMinute: 1_000, devicePerMinute: 2 },
    });
    crier = await typedClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a third redemption a minute from one IP with RATE_LIMITED and Retry-After', async () => {
    const redeem = () => crier.anonymous.POST('/v1/device-codes/redeem', { body: { code: '00000-00000' } });
    for (let i = 0; i < 2; i++) {
      const res = await redeem();
      expect(expectError(res, 400).code).toBe('INVALID_DEVICE_CODE');
      expect(res.response.headers.get('ratelimit-limit-device')).toBe('2');
    }
    const limited = await redeem();
    expect(expectError(limited, 429).code).toBe('RATE_LIMITED');
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    const gqLimited = await gql(t, 'mutation { redeemDeviceCode(input: {code: "00000-00000"}) { id } }');
    expect(gqLimited.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
  });
});
