import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getRules } from '../../src/engine';
import { citizenHoarder, playout } from '../../src/engine/games/troyes-dice/test-support/playout';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { asContract, expectData, expectError, typedClient, type TypedCrier } from '../support/typed-client';

/**
 * Released rules versions through the API: GET /v1/game-types lists them, and score verification
 * replays under the one the client names (default: the current one), refusing unknown ones.
 */
describe('rules versions', () => {
  let t: TestApp;
  let crier: TypedCrier;
  const options = { numbering: 'first-game', expansion: false };
  // A whole solo game played under troyes-dice@1 in which a 20th-citizen track bonus completes a
  // bonus column (issue 18): it scores 34 there and 32 under troyes-dice@2, which accepts its moves too.
  const v1 = getRules('troyes-dice@1')!;
  const game = playout(v1, { options, seed: 'rescore-201', players: 1, pick: 201 }, citizenHoarder(v1, 0));
  const moves = game.moves.map((m) => asContract('SeatedMoveInput', m));
  const body = { game: 'troyes-dice', options, seed: 'rescore-201', players: 1, moves };

  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
  });
  const verify = async (input: { rulesVersion?: string; claimedScores?: number[] }) =>
    crier.anonymous.POST('/v1/verify', { body: { ...body, ...input } });
  afterAll(async () => {
    await t.close();
  });

  it('GET /v1/game-types lists every released rules version, current first and marked', async () => {
    const types = expectData(await crier.anonymous.GET('/v1/game-types'), 200);
    const td = types.find((g) => g.id === 'troyes-dice')!;
    expect(td.rulesVersion).toBe('troyes-dice@2');
    expect(td.rulesVersions).toEqual([
      { rulesVersion: 'troyes-dice@2', current: true },
      { rulesVersion: 'troyes-dice@1', current: false },
    ]);
    for (const g of types) {
      expect(g.rulesVersions[0]).toEqual({ rulesVersion: g.rulesVersion, current: true });
      expect(g.rulesVersions.filter((v) => v.current)).toHaveLength(1);
    }
    const viaGraphql = await gql(t, '{ gameTypes { id rulesVersion rulesVersions { rulesVersion current } } }');
    expect(viaGraphql.data.gameTypes.find((g: { id: string }) => g.id === 'TROYES_DICE').rulesVersions).toEqual(
      td.rulesVersions,
    );
  });

  it('POST /v1/verify replays under the named rules version, and under the current one by default', async () => {
    const old = expectData(await verify({ rulesVersion: 'troyes-dice@1', claimedScores: [34] }), 200);
    expect(old).toMatchObject({ valid: true, finished: true, claimsMatch: true, rulesVersion: 'troyes-dice@1' });

    const current = expectData(await verify({ claimedScores: [34] }), 200);
    expect(current).toMatchObject({
      valid: false,
      finished: true,
      claimsMatch: false,
      rulesVersion: 'troyes-dice@2',
    });
    expect(current.scores[0]!.total).toBe(32);

    const named = expectData(await verify({ rulesVersion: 'troyes-dice@2' }), 200);
    expect(named.scores).toEqual(current.scores);
  });

  it('refuses an unknown rules version, or one of another game, with 400 and the known versions', async () => {
    for (const rulesVersion of ['troyes-dice@9', 'orleans@1', 'troyes-dice', '']) {
      const res = expectError(await verify({ rulesVersion }), 400);
      expect(res.code).toBe('VALIDATION_FAILED');
      expect(res.fields!.map((f) => f.path)).toEqual(['rulesVersion']);
      // the empty string fails the length check before the service sees it
      if (rulesVersion !== '') {
        expect(res.knownRulesVersions).toEqual(['troyes-dice@1', 'troyes-dice@2']);
        expect(res.detail).toContain('known: troyes-dice@1, troyes-dice@2');
      }
    }
  });

  it('verifyScore (GraphQL) takes rulesVersion too, and refuses an unknown one with the same code', async () => {
    const query = 'query($i: VerifyScoreInput!) { verifyScore(input: $i) { valid claimsMatch rulesVersion } }';
    const ok = await gql(t, query, {
      i: { ...body, game: 'TROYES_DICE', rulesVersion: 'troyes-dice@1', claimedScores: [34] },
    });
    expect(ok.data.verifyScore).toEqual({ valid: true, claimsMatch: true, rulesVersion: 'troyes-dice@1' });
    const bad = await gql(t, query, { i: { ...body, game: 'TROYES_DICE', rulesVersion: 'troyes-dice@9' } });
    expect(bad.errors![0]!.extensions.code).toBe('VALIDATION_FAILED');
    expect(bad.errors![0]!.extensions.knownRulesVersions).toEqual(['troyes-dice@1', 'troyes-dice@2']);
  });
});
