import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LeaderboardRepository } from '../../src/leaderboard/leaderboard.repository';
import { runReverifyCommand } from '../../src/verify/reverify-command';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, playToEndTyped, typedClient } from '../support/typed-client';

/** `npm run ranked:verify` over the real stack: every ranked game replayed under its own rules version. */
describe('ranked:verify', () => {
  let t: TestApp;
  const games: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ dailySecret: 'test-daily-secret-of-at-least-32-characters' });
    const crier = await typedClient(t);
    for (const [i, name] of ['Ada', 'Bob'].entries()) {
      const p = await crier.register(name);
      const attempt = expectData(
        await p.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind: 'troyes-dice' } } }),
        201,
      );
      await playToEndTyped(attempt.id, [p], 20 + i);
      games.push(attempt.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds every ranked entry reproduced by its replay, and exits 0', async () => {
    const { code, out } = await runReverifyCommand(t.app.get(LeaderboardRepository));
    expect(out).toBe('2 ranked entries re-verified under the rules each was played with; 0 mismatches.\n');
    expect(code).toBe(0);
  });

  it('reports an entry whose board score the replay does not reproduce, and exits 1', async () => {
    await t.database.pool.query('UPDATE leaderboard_entry SET score = score + 3 WHERE game_id = $1', [games[1]]);
    const { code, out } = await runReverifyCommand(t.app.get(LeaderboardRepository));
    expect(code).toBe(1);
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe('2 ranked entries re-verified under the rules each was played with; 1 mismatch.');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^MISMATCH ${games[1]} troyes-dice@2 troyes-dice \\d{4}-\\d{2}-\\d{2} player .* \\(Bob\\): board \\d+, replay \\d+$`,
      ),
    );
  });
});
