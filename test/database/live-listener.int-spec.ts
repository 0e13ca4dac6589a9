import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AppendListener,
  GAME_APPENDED_CHANNEL,
  notifyLiveWatchers,
  REMATCH_PROPOSED_CHANNEL,
  type Appended,
  type RematchProposed,
} from '../../src/database/append-listener';
import { Database } from '../../src/database/database';
import { EventStore } from '../../src/persistence/event-store';
import { connectTestDatabase } from '../support/test-database';
import { until } from '../support/until';

/**
 * Appends announce themselves only while some instance has a live watcher (its live_listener row;
 * migration 20261123090000): pg_notify serialises commits, so nobody listening means no notify.
 * Registering waits for the appends that did not see the row, then subscribers resync.
 */
describe('live listener registry', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  let listener: AppendListener;
  let store: EventStore;
  const heard: Appended[] = [];
  const proposals: RematchProposed[] = [];
  let resyncs = 0;
  let gameId: string;
  let version = 0;

  const listeners = async (): Promise<number> =>
    Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM live_listener')).rows[0]?.n);

  /** Appends one event; true when stored. */
  const append = async (): Promise<void> => {
    const ok = await store.append({
      gameId,
      expectedVersion: version,
      events: [{ seq: version + 1, type: 'MoveMade', seat: 0, payload: { move: { type: 'x' }, events: [] } }],
    });
    expect(ok).toBe(true);
    version++;
  };

  /** Every notification sent before this call has arrived once this marker has (one channel, commit order). */
  const drain = async (): Promise<void> => {
    const marker = randomUUID();
    await db.pool.query('SELECT pg_notify($1, $2)', [GAME_APPENDED_CHANNEL, `${marker}:0:0`]);
    await until(() => heard.some((a) => a.gameId === marker), Boolean, 10_000);
  };

  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
    listener = new AppendListener(db);
    listener.lingerMs = 0;
    listener.subscribe({
      appended: (a) => heard.push(a),
      rematchProposed: (r) => proposals.push(r),
      resync: () => resyncs++,
    });
    await listener.onModuleInit();
    store = new EventStore(db);
    const playerId = randomUUID();
    gameId = randomUUID();
    await db.pool.query(`INSERT INTO player (id, name) VALUES ($1, 'live listener test')`, [playerId]);
    await db.pool.query(
      `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, started_at)
       VALUES ($1, 'troyes-dice', '1', '{}', 1, 'seed', 'ACTIVE', 0, now())`,
      [gameId],
    );
    await db.pool.query('INSERT INTO game_seat (game_id, seat, player_id) VALUES ($1, 0, $2)', [gameId, playerId]);
  });
  afterAll(async () => {
    await listener.onApplicationShutdown();
    await closeDb();
  });

  it('sends nothing while no instance watches', async () => {
    expect(await listeners()).toBe(0);
    await append();
    await drain();
    expect(heard.filter((a) => a.gameId === gameId)).toEqual([]);
  });

  it('announces every append from `ready` on, after telling subscribers to resync; stops once released', async () => {
    const resyncsBefore = resyncs;
    const hold = listener.hold();
    await hold.ready;
    expect(await listeners()).toBe(1);
    expect(resyncs).toBe(resyncsBefore + 1);
    await append();
    await drain();
    expect(heard.filter((a) => a.gameId === gameId)).toEqual([{ gameId, from: version, version }]);

    // A second watcher shares the registration: no second row, no second resync.
    const second = listener.hold();
    await second.ready;
    expect(resyncs).toBe(resyncsBefore + 1);
    second.release();
    hold.release();
    hold.release(); // twice is once
    expect(listener.holding).toBe(0);
    await until(listeners, (n) => n === 0);
    expect(await listeners()).toBe(0);
    heard.length = 0;
    await append();
    await drain();
    expect(heard.filter((a) => a.gameId === gameId)).toEqual([]);
  });

  it('announces a rematch proposal on its own channel, on the same terms: only while some instance watches', async () => {
    const propose = (proposedBy: string): Promise<void> =>
      db.transaction((tx) => notifyLiveWatchers(tx, REMATCH_PROPOSED_CHANNEL, `${gameId}:${proposedBy}`));
    const [unheard, told, after] = [randomUUID(), randomUUID(), randomUUID()];
    expect(await listeners()).toBe(0);
    await propose(unheard);
    await drain();
    const hold = listener.hold();
    await hold.ready;
    await propose(told);
    await drain(); // one connection hears both channels, in commit order
    hold.release();
    await until(listeners, (n) => n === 0);
    await propose(after);
    await drain();
    expect(proposals).toEqual([{ gameId, proposedBy: told }]);
    // A rolled-back proposal announces nothing.
    const held = listener.hold();
    await held.ready;
    await db
      .transaction(async (tx) => {
        await notifyLiveWatchers(tx, REMATCH_PROPOSED_CHANNEL, `${gameId}:${unheard}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await drain();
    held.release();
    await until(listeners, (n) => n === 0);
    expect(proposals).toEqual([{ gameId, proposedBy: told }]);
  });

  it('registers only after appends that did not see the row have committed', async () => {
    // On the embedded database an open transaction holds the one session: nothing runs beside it.
    if (!db.ownBackendPerConnection) return;
    const other = await db.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query(
        `INSERT INTO game_event (game_id, seq, type, seat, payload) VALUES ($1, $2, 'MoveMade', 0, '{}')`,
        [gameId, version + 1],
      );
      await other.query('UPDATE game SET version = $2 WHERE id = $1', [gameId, version + 1]);
      const hold = listener.hold();
      const settled = await Promise.race([
        hold.ready.then(() => 'ready'),
        new Promise((r) => setTimeout(r, 500)).then(() => 'waiting'),
      ]);
      expect(settled).toBe('waiting'); // the append's trigger read live_listener: the lock waits for it
      const resyncsBefore = resyncs;
      await other.query('COMMIT');
      version++;
      await hold.ready;
      expect(resyncs).toBe(resyncsBefore + 1); // its subscribers re-read what the unannounced append wrote
      await append();
      await drain();
      expect(heard.filter((a) => a.gameId === gameId && a.version === version)).toHaveLength(1);
      hold.release();
      await until(listeners, (n) => n === 0);
    } finally {
      other.release();
    }
  });
});
