import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, Pool } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/database/embedded-postgres';

/**
 * The embedded database is one PGlite session shared by every connection. A connection must
 * keep it for a whole extended-query batch and for a whole transaction, or the connections'
 * statements mix: pglite-socket's own queue gave wrong rows and "portal does not exist" here
 * (electric-sql/pglite#1046). These run on PGlite whatever DATABASE_URL says: it is the subject.
 */
describe('embedded database sessions', () => {
  let embedded: EmbeddedPostgres;
  let pool: Pool;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres('memory', 20);
    pool = new Pool({ connectionString: embedded.url, max: 10 });
    await pool.query('CREATE TABLE probe (id int PRIMARY KEY, v text)');
    await pool.query('INSERT INTO probe SELECT g, g::text FROM generate_series(1, 50) g');
  });
  afterAll(async () => {
    await pool.end();
    await embedded.stop();
  });

  it('keep each connection its own batches while another runs transactions and failing statements', async () => {
    let stop = false;
    const transactions = (async () => {
      let k = 0;
      while (!stop) {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          await c.query('SELECT * FROM probe WHERE id = $1 FOR UPDATE SKIP LOCKED', [(k++ % 50) + 1]);
          await c.query('UPDATE probe SET v = v WHERE id = $1', [(k % 50) + 1]);
          await c.query('COMMIT');
        } finally {
          c.release();
        }
      }
      return k;
    })();
    const failures = (async () => {
      let n = 0;
      while (!stop) {
        await expect(pool.query('SELECT $1::int AS n', ['not a number'])).rejects.toThrow(/invalid input syntax/);
        n++;
      }
      return n;
    })();

    const wrong: string[] = [];
    const reads = Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = 0; i < 150; i++) {
          const id = ((worker * 150 + i) % 50) + 1;
          const r = await pool.query<{ v: string; w: number }>('SELECT v, $2::int AS w FROM probe WHERE id = $1', [
            id,
            worker,
          ]);
          if (r.rows[0]?.v !== String(id) || r.rows[0]?.w !== worker) wrong.push(`${worker}/${i}`);
        }
      }),
    );
    await reads.finally(() => (stop = true));
    // Both background loops ran alongside (so the property was tested under the contention it is about).
    expect(await transactions).toBeGreaterThan(5);
    expect(await failures).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('free the session when a connection leaves inside a transaction, and roll that transaction back', async () => {
    const leaver = new Client({ connectionString: embedded.url });
    await leaver.connect();
    await leaver.query('BEGIN');
    await leaver.query('UPDATE probe SET v = $1 WHERE id = 1', ['uncommitted']);
    const waiting = pool.query<{ v: string }>('SELECT v FROM probe WHERE id = 1');
    await leaver.end();
    expect((await waiting).rows[0]?.v).toBe('1');
  });
});
