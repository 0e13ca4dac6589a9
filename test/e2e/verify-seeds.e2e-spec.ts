import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LeaderboardRepository } from '../../src/leaderboard/leaderboard.repository';
import { checkExport } from '../../src/verifier/check-export';
import { runReverifyCommand } from '../../src/verify/reverify-command';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, playToEndTyped, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

const KIND = 'troyes-dice';
const DATE = '2026-11-20';
const VOIDED_AT = new Date('2030-01-02T03:04:05.678Z');

/**
 * Issue 16: stored verification (GET /v1/games/{id}/verify, verifyStoredGame) and `ranked:verify`
 * re-check a finished game's seed with the offline verifier's own function — a mixed game's server
 * part against its commitment and the seed's mix-v1 derivation from it and the published
 * entropies; a server seed against sha256 — and a void made by mistake is undone with
 * `ranked:verify -- --restore`, which re-verifies first and refuses a game that still fails.
 */

/** The same string with its last character changed (a random seed may already end in X). */
const tamper = (s: string): string => `${s.slice(0, -1)}${s.endsWith('X') ? 'Y' : 'X'}`;
describe('verification re-checks seeds; restoring a void', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;
  let bob: TypedPlayer;
  let mixed: string;
  let plain: string;
  const board = () => t.app.get(LeaderboardRepository);
  const sql = async <R extends object = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await t.database.pool.query<R>(text, values)).rows;
  const one = async <R extends object>(text: string, values: unknown[] = []) => (await sql<R>(text, values))[0]!;

  /** Rewrites a stored event's payload, as someone with write access to the database could. */
  const rewriteEvent = async (gameId: string, type: string, payload: unknown) => {
    // The stream is append-only by trigger: a tamperer would have to lift it, as here.
    await sql('ALTER TABLE game_event DISABLE TRIGGER game_event_no_update_delete');
    try {
      await sql('UPDATE game_event SET payload = $3 WHERE game_id = $1 AND type = $2', [
        gameId,
        type,
        JSON.stringify(payload),
      ]);
    } finally {
      await sql('ALTER TABLE game_event ENABLE TRIGGER game_event_no_update_delete');
    }
  };
  const startedOf = async (gameId: string) =>
    (
      await sql<{ payload: { seats: { seat: number; playerId: string; entropy: string | null }[] } }>(
        "SELECT payload FROM game_event WHERE game_id = $1 AND type = 'GameStarted'",
        [gameId],
      )
    )[0]!.payload;

  /** The stored verification over REST (typed client) and GraphQL, which must agree. */
  const verify = async (gameId: string) => {
    const rest = expectData(
      await crier.anonymous.GET('/v1/games/{id}/verify', { params: { path: { id: gameId } } }),
      200,
    );
    const g = await gql(
      t,
      'query ($id: ID!) { verifyStoredGame(gameId: $id) { valid matchesStored seedMismatch { code message } } }',
      { id: gameId },
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.verifyStoredGame).toEqual({
      valid: rest.valid,
      matchesStored: rest.matchesStored,
      seedMismatch: rest.seedMismatch,
    });
    return rest;
  };
  /** What crier-verify says of the game's export now. */
  const offline = async (gameId: string) => {
    const file = expectData(await ada.client.GET('/v1/games/{id}/export', { params: { path: { id: gameId } } }), 200);
    // Parsed again here, as crier-verify reads a file: fetch's objects come from another realm than
    // jest's, and the verifier's deep comparison would see their prototypes differ.
    return checkExport(JSON.parse(JSON.stringify(file)));
  };

  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
    ada = await crier.register('Ada');
    bob = await crier.register('Bob');

    const created = expectData(
      await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2, entropy: 'ada-entropy' } }),
      201,
    );
    mixed = created.id;
    expectData(
      await bob.client.POST('/v1/games/{id}/join', {
        params: { path: { id: mixed } },
        body: { entropy: 'bob-entropy' },
      }),
      200,
    );
    await playToEndTyped(mixed, [ada, bob], 7);

    const solo = expectData(await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1 } }), 201);
    plain = solo.id;
    await playToEndTyped(plain, [ada], 8);

    // The mixed game on a board (mixed games are rankable: docs/fairness.md), as a ranked finish
    // would have written it: one entry per seat with the game's own totals.
    await sql('UPDATE game SET ranked = true WHERE id = $1', [mixed]);
    const { result } = await one<{ result: { scores: { seat: number; total: number }[] } }>(
      'SELECT result FROM game WHERE id = $1',
      [mixed],
    );
    for (const [seat, player] of [ada, bob].entries()) {
      const score = result.scores.find((s) => s.seat === seat)!.total;
      await t.database.transaction((tx) =>
        board().record(tx, {
          kind: KIND,
          date: DATE,
          playerId: player.id,
          gameId: mixed,
          score,
          finishedAt: new Date(),
        }),
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds nothing wrong with untouched games, mixed or server-seeded', async () => {
    for (const id of [mixed, plain]) {
      expect(await verify(id)).toMatchObject({ valid: true, matchesStored: true, seedMismatch: null });
      expect(await offline(id)).toMatchObject({ verdict: 'valid' });
    }
    expect(await runReverifyCommand(board())).toEqual({
      code: 0,
      out: '2 ranked entries re-verified under the rules each was played with; 0 mismatches.\n',
    });
  });

  it('reports a tampered server part as SEED_COMMITMENT_MISMATCH, as crier-verify does', async () => {
    const { server_seed: original } = await one<{ server_seed: string }>('SELECT server_seed FROM game WHERE id = $1', [
      mixed,
    ]);
    await sql('UPDATE game SET server_seed = $2 WHERE id = $1', [mixed, tamper(original)]);
    try {
      const v = await verify(mixed);
      expect(v).toMatchObject({
        valid: false,
        matchesStored: false,
        seedMismatch: { code: 'SEED_COMMITMENT_MISMATCH' },
      });
      expect(await offline(mixed)).toMatchObject({ verdict: 'invalid', code: v.seedMismatch!.code });

      const { code, out } = await runReverifyCommand(board());
      expect(code).toBe(1);
      const lines = out.trim().split('\n');
      expect(lines[0]).toBe('2 ranked entries re-verified under the rules each was played with; 2 mismatches.');
      for (const [i, p] of [ada, bob].sort((a, b) => a.id.localeCompare(b.id)).entries()) {
        expect(lines[i + 1]).toBe(
          `MISMATCH ${mixed} troyes-dice@2 ${KIND} ${DATE} player ${p.id} (${p.name}): SEED_COMMITMENT_MISMATCH: ` +
            'sha256(serverSeed) is not the seed commitment made when the game was created',
        );
      }
    } finally {
      await sql('UPDATE game SET server_seed = $2 WHERE id = $1', [mixed, original]);
    }
    expect(await verify(mixed)).toMatchObject({ valid: true, seedMismatch: null });
  });

  it('reports entropy tampered in the stored stream, or in the seat rows, as SEED_DERIVATION_MISMATCH', async () => {
    const started = await startedOf(mixed);
    await rewriteEvent(mixed, 'GameStarted', {
      ...started,
      seats: started.seats.map((s) => (s.seat === 1 ? { ...s, entropy: 'bob-entropz' } : s)),
    });
    try {
      expect(await verify(mixed)).toMatchObject({
        valid: false,
        matchesStored: false,
        seedMismatch: { code: 'SEED_DERIVATION_MISMATCH', message: expect.stringContaining('mix-v1') },
      });
      const { code, out } = await runReverifyCommand(board());
      expect(code).toBe(1);
      expect(out).toMatch(/; 2 mismatches\.\n/);
      expect(out.match(/^MISMATCH .*: SEED_DERIVATION_MISMATCH: /gm)).toHaveLength(2);
    } finally {
      await rewriteEvent(mixed, 'GameStarted', started);
    }
    expect(await verify(mixed)).toMatchObject({ valid: true, seedMismatch: null });

    // The seat rows are what the export gives crier-verify: tampered there, both say so.
    await sql("UPDATE game_seat SET entropy = 'ada-entropz' WHERE game_id = $1 AND seat = 0", [mixed]);
    try {
      expect(await verify(mixed)).toMatchObject({ seedMismatch: { code: 'SEED_DERIVATION_MISMATCH' } });
      expect(await offline(mixed)).toMatchObject({ verdict: 'invalid', code: 'SEED_DERIVATION_MISMATCH' });
    } finally {
      await sql("UPDATE game_seat SET entropy = 'ada-entropy' WHERE game_id = $1 AND seat = 0", [mixed]);
    }
  });

  it('reports a server seed that is not the committed one as SEED_COMMITMENT_MISMATCH', async () => {
    const { seed } = await one<{ seed: string }>('SELECT seed FROM game WHERE id = $1', [plain]);
    await sql('UPDATE game SET seed = $2 WHERE id = $1', [plain, tamper(seed)]);
    try {
      expect(await verify(plain)).toMatchObject({
        valid: false,
        matchesStored: false,
        seedMismatch: { code: 'SEED_COMMITMENT_MISMATCH', message: expect.stringContaining('sha256(seed)') },
      });
      expect(await offline(plain)).toMatchObject({ verdict: 'invalid', code: 'SEED_COMMITMENT_MISMATCH' });
    } finally {
      await sql('UPDATE game SET seed = $2 WHERE id = $1', [plain, seed]);
    }
  });

  it('voids on a seed mismatch; --restore refuses while the game still fails, then restores it once it verifies', async () => {
    const started = await startedOf(mixed);
    await rewriteEvent(mixed, 'GameStarted', {
      ...started,
      seats: started.seats.map((s) => (s.seat === 0 ? { ...s, entropy: 'ada-entropz' } : s)),
    });
    const rankedBefore = await boardRows();
    const voided = await runReverifyCommand(board(), ['--void'], () => VOIDED_AT);
    expect(voided.code).toBe(1);
    expect(voided.out).toMatch(/; 2 mismatches, 2 voided now\.\n/);
    expect(voided.out.match(/^VOIDED .*: SEED_DERIVATION_MISMATCH: /gm)).toHaveLength(2);
    const afterVoid = await boardRows();
    expect(afterVoid.entries.map((e) => e.status)).toEqual(['VOIDED', 'VOIDED']);
    expect(afterVoid.best).toEqual([]);

    // Still tampered: refused, nothing changes.
    const refused = await runReverifyCommand(board(), ['--restore', mixed]);
    expect(refused.code).toBe(1);
    const lines = refused.out.trim().split('\n');
    expect(lines[0]).toBe(`game ${mixed} still fails re-verification: nothing restored.`);
    expect(lines.slice(1)).toHaveLength(2);
    for (const line of lines.slice(1)) expect(line).toMatch(/^REFUSED .*: SEED_DERIVATION_MISMATCH: /);
    expect(await boardRows()).toEqual(afterVoid);

    // The stream put right (the void was a mistake after all): restored, as if never voided.
    await rewriteEvent(mixed, 'GameStarted', started);
    const restored = await runReverifyCommand(board(), ['--restore', mixed]);
    expect(restored.code).toBe(0);
    const out = restored.out.trim().split('\n');
    expect(out[0]).toBe(`game ${mixed} re-verified: its seed and replay match; 2 entries restored.`);
    for (const line of out.slice(1)) expect(line).toMatch(/^RESTORED .*: was voided \(SEED_DERIVATION_MISMATCH: /);
    expect(await boardRows()).toEqual(rankedBefore);
    const day = expectData(
      await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', {
        params: { path: { kind: KIND, date: DATE } },
      }),
      200,
    );
    expect(day.totalCount).toBe(2);
    for (const e of day.items)
      expect(e).toMatchObject({ status: 'VERIFIED', voidReason: null, rank: expect.any(Number) });

    // Again: nothing to restore; and a full run finds nothing.
    expect(await runReverifyCommand(board(), ['--restore', mixed])).toEqual({
      code: 0,
      out: `game ${mixed} re-verified; every entry of it is VERIFIED: nothing to restore.\n`,
    });
    expect((await runReverifyCommand(board())).code).toBe(0);
  });

  it('refuses --restore of something that is not a game with board entries, and with --void', async () => {
    expect(await runReverifyCommand(board(), ['--restore', 'nope'])).toMatchObject({ code: 2 });
    expect(await runReverifyCommand(board(), ['--restore', plain])).toEqual({
      code: 1,
      out: `game ${plain} has no board entry: nothing to restore\n`,
    });
    expect(await runReverifyCommand(board(), ['--void', '--restore', mixed])).toMatchObject({
      code: 2,
      out: expect.stringContaining('--void and --restore do not go together'),
    });
    expect(await runReverifyCommand(board(), ['--restore'])).toMatchObject({ code: 2 });
  });

  /** The board's rows of the day and the all-time board: what a void changes and a restore puts back. */
  async function boardRows() {
    return {
      entries: await sql<{ status: string }>(
        'SELECT player_id, score, status, void_reason, voided_at FROM leaderboard_entry WHERE kind = $1 ORDER BY player_id',
        [KIND],
      ),
      counts: await sql(
        'SELECT score, tie_break, entries FROM leaderboard_score_count WHERE kind = $1 AND entries <> 0 ORDER BY 1, 2',
        [KIND],
      ),
      best: await sql('SELECT * FROM leaderboard_best WHERE kind = $1 ORDER BY player_id', [KIND]),
      periods: await sql('SELECT * FROM leaderboard_period_entry WHERE kind = $1 ORDER BY period, player_id', [KIND]),
    };
  }
});
