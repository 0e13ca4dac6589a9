import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { checkChildAnswer, childProcessContract, openApiContract } from '../support/contract';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The contract check that startTestApp hooks into every e2e suite: it must catch what a
 * validating proxy would (so that "zero violations" in the other suites means something).
 */
describe('the OpenAPI contract check', () => {
  const contract = openApiContract();
  const problem = (code: string, status: number) =>
    JSON.stringify({ type: `urn:crier:error:${code}`, title: 'x', status, detail: 'x', code });
  /** The check of a 409 problem answered to POST /v1/games/{id}/moves. */
  const moveConflict = (body: string) =>
    contract.check('POST', '/v1/games/x/moves', '/v1/games/:id/moves', 409, 'application/problem+json', body);

  it('accepts a documented answer', () => {
    expect(contract.check('GET', '/v1/daily', '/v1/daily', 200, 'application/json', '[]')).toBeNull();
    expect(moveConflict(problem('NOT_YOUR_TURN', 409))).toBeNull();
  });

  it('refuses a wrong body, an undocumented status, code or content type', () => {
    const body = JSON.stringify({ id: 'not-a-uuid', name: 'A', apiKey: 'k', keyId: 'x', createdAt: 'now' });
    expect(contract.check('POST', '/v1/players', '/v1/players', 201, 'application/json', body)).toMatch(
      /does not match/,
    );
    expect(contract.check('GET', '/v1/daily', '/v1/daily', 418, 'application/json', '[]')).toMatch(/not documented/);
    expect(
      contract.check('GET', '/v1/daily', '/v1/daily', 404, 'application/problem+json', problem('NOT_FOUND', 404)),
    ).toMatch(/not documented/);
    expect(moveConflict(problem('GAME_FULL', 409))).toMatch(/does not match/);
    expect(contract.check('GET', '/v1/daily', '/v1/daily', 200, 'text/html', '<p/>')).toMatch(/content type/);
    // A problem's status is the HTTP status, an integer.
    const stringStatus = JSON.stringify({ ...JSON.parse(problem('CONFLICT', 409)), status: 'FINISHED' });
    expect(moveConflict(stringStatus)).toMatch(/does not match/);
    // Every member a problem carries must be one the Problem schema lists.
    const undocumentedMember = JSON.stringify({ ...JSON.parse(problem('NOT_YOUR_TURN', 409)), secretSauce: 1 });
    expect(moveConflict(undocumentedMember)).toMatch(/does not match/);
  });

  it('finds the route of a path seen from outside the app, literal segments first', () => {
    expect(contract.routeOf('/v1/games/123/moves')).toBe('/v1/games/:id/moves');
    expect(contract.routeOf('/v1/players/me?x=1')).toBe('/v1/players/me');
    expect(contract.routeOf('/v1/daily/troyes-dice')).toBe('/v1/daily/:kind');
    expect(contract.routeOf('/v1/nothing/here')).toBeUndefined();
  });

  it("checks a child process's answers on the path fetch really sent", () => {
    checkChildAnswer('GET', '/v1/daily', 200, 'application/json', '[]');
    // `%2e%2e` is `..` to fetch: this is GET /v1/daily, and a 418 is undocumented there.
    checkChildAnswer('GET', '/v1/daily/%2e%2e/daily', 418, 'application/json', '[]');
    expect(childProcessContract.violations).toEqual([
      expect.stringMatching(/GET \/v1\/daily 418: status not documented/),
    ]);
    childProcessContract.violations.length = 0; // or contract-after-all.ts fails this file
  });

  describe('on a running app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    let closed = false;
    afterAll(async () => {
      if (!closed) await t.close();
    });

    it('checks every answer of the app', async () => {
      const before = t.contract.checked;
      await request(t.server).get('/v1/daily').expect(200);
      await request(t.server).get('/v1/games/00000000-0000-4000-8000-000000000000').expect(404);
      await request(t.server).delete('/v1/daily').expect(405);
      expect(t.contract.checked).toBe(before + 3);
      expect(t.contract.violations).toEqual([]);
    });

    it('makes the suite fail at close() when an answer broke the contract', async () => {
      t.contract.violations.push('GET /v1/daily 200: (planted)');
      closed = true;
      await expect(t.close()).rejects.toThrow(/1 answer\(s\) break the OpenAPI contract[\s\S]*planted/);
    });
  });
});
