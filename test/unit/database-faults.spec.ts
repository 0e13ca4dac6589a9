import { describe, expect, it } from 'vitest';
import { databaseFault, isTransientConflict } from '../../src/common/errors/database-faults';
import { toAppError } from '../../src/common/errors/problem';
import { retryOnConflict } from '../../src/database/conflict-retry';

/** Errors as pg, pg-pool and Prisma's pg adapter throw them (shapes seen in the fault tests). */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });
const prismaError = (code: string, message: string, driverCause?: Record<string, unknown>) =>
  Object.assign(new Error(message), {
    code,
    meta: driverCause ? { driverAdapterError: Object.assign(new Error(message), { cause: driverCause }) } : undefined,
  });

describe('databaseFault', () => {
  it.each([
    [
      'statement timeout (pg)',
      pgError('57014', 'canceling statement due to statement timeout'),
      'DATABASE_TIMEOUT',
      'STATEMENT_TIMEOUT',
    ],
    [
      'lock timeout (pg)',
      pgError('55P03', 'canceling statement due to lock timeout'),
      'DATABASE_TIMEOUT',
      'LOCK_TIMEOUT',
    ],
    ['no answer (pg query_timeout)', new Error('Query read timeout'), 'DATABASE_TIMEOUT', 'QUERY_TIMEOUT'],
    ['pool wait', new Error('timeout exceeded when trying to connect'), 'DATABASE_UNAVAILABLE', 'POOL_TIMEOUT'],
    ['connect timeout (pg)', new Error('timeout expired'), 'DATABASE_UNAVAILABLE', 'CONNECT_TIMEOUT'],
    [
      'connect timeout (pg-pool)',
      new Error('Connection terminated due to connection timeout'),
      'DATABASE_UNAVAILABLE',
      'CONNECT_TIMEOUT',
    ],
    [
      'refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      'DATABASE_UNAVAILABLE',
      'UNREACHABLE',
    ],
    [
      'server restarting',
      pgError('57P01', 'terminating connection due to administrator command'),
      'DATABASE_UNAVAILABLE',
      'UNREACHABLE',
    ],
    ['connection lost', new Error('Connection terminated unexpectedly'), 'DATABASE_UNAVAILABLE', 'UNREACHABLE'],
    ['closed client', new Error('Client was closed and is not queryable'), 'DATABASE_UNAVAILABLE', 'UNREACHABLE'],
    ['deadlock (pg)', pgError('40P01', 'deadlock detected'), 'DATABASE_UNAVAILABLE', 'CONTENTION'],
    [
      'serialization failure (pg)',
      pgError('40001', 'could not serialize access'),
      'DATABASE_UNAVAILABLE',
      'CONTENTION',
    ],
    [
      'statement timeout (Prisma)',
      prismaError('P2010', 'Raw query failed. Code: `57014`. Message: `canceling statement due to statement timeout`', {
        kind: 'postgres',
        code: '57014',
      }),
      'DATABASE_TIMEOUT',
      'STATEMENT_TIMEOUT',
    ],
    [
      'lock timeout (Prisma, message without the code)',
      prismaError('P2039', 'Invalid `prisma.player.findMany()` invocation', { kind: 'postgres', code: '55P03' }),
      'DATABASE_TIMEOUT',
      'LOCK_TIMEOUT',
    ],
    [
      'deadlock (Prisma)',
      prismaError('P2034', 'Transaction failed due to a write conflict or a deadlock', {
        kind: 'TransactionWriteConflict',
        originalCode: '40P01',
      }),
      'DATABASE_UNAVAILABLE',
      'CONTENTION',
    ],
    [
      'Prisma transaction start',
      prismaError('P2028', 'Transaction API error: Unable to start a transaction in the given time.'),
      'DATABASE_UNAVAILABLE',
      'POOL_TIMEOUT',
    ],
    [
      'Prisma transaction expired',
      prismaError('P2028', 'Transaction already closed: the timeout for this transaction was 6000 ms'),
      'DATABASE_TIMEOUT',
      'TRANSACTION_TIMEOUT',
    ],
  ])('%s', (_label, err, code, reason) => {
    expect(databaseFault(err)).toEqual({ code, reason });
  });

  it('is null for errors that are not the database’s fault', () => {
    expect(databaseFault(new Error('boom'))).toBeNull();
    expect(databaseFault(pgError('23505', 'duplicate key value violates unique constraint'))).toBeNull();
    expect(databaseFault(pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'))).toBeNull();
    expect(databaseFault(null)).toBeNull();
    expect(databaseFault('Query read timeout')).toBeNull();
  });

  it('becomes a 503 with its reason and when to retry', () => {
    const timeout = toAppError(new Error('Query read timeout'));
    expect([timeout.code, timeout.status, timeout.details]).toEqual([
      'DATABASE_TIMEOUT',
      503,
      { reason: 'QUERY_TIMEOUT', retryAfterSeconds: 2 },
    ]);
    const contention = toAppError(pgError('40P01', 'deadlock detected'));
    expect([contention.code, contention.status, contention.details]).toEqual([
      'DATABASE_UNAVAILABLE',
      503,
      { reason: 'CONTENTION', retryAfterSeconds: 1 },
    ]);
    expect(contention.message).not.toContain('deadlock detected'); // never the database's own words
  });
});

describe('retryOnConflict', () => {
  const conflict = () => pgError('40P01', 'deadlock detected');

  it('runs the work again after a deadlock or serialization failure, waiting a jittered, growing time', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await retryOnConflict(
      async () => {
        calls++;
        if (calls === 1) throw conflict();
        if (calls === 2) throw pgError('40001', 'could not serialize access');
        return 'appended';
      },
      { retries: 3, baseDelayMs: 20, maxDelayMs: 200 },
      () => 0.999,
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(result).toBe('appended');
    expect(calls).toBe(3);
    expect(waits).toEqual([19, 39]); // up to 20, then up to 40
  });

  it('gives up after the retries, rethrowing the conflict', async () => {
    let calls = 0;
    const run = retryOnConflict(
      async () => {
        calls++;
        throw conflict();
      },
      { retries: 2 },
      () => 0,
      async () => undefined,
    );
    await expect(run).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
  });

  it('never repeats other failures: a timeout or a lost connection may have committed', async () => {
    for (const failure of [new Error('Query read timeout'), new Error('Connection terminated unexpectedly')]) {
      let calls = 0;
      const run = retryOnConflict(
        async () => {
          calls++;
          throw failure;
        },
        { retries: 3 },
        () => 0,
        async () => undefined,
      );
      await expect(run).rejects.toBe(failure);
      expect(calls).toBe(1);
      expect(isTransientConflict(failure)).toBe(false);
    }
  });

  it('caps each wait', async () => {
    const waits: number[] = [];
    let calls = 0;
    await retryOnConflict(
      async () => {
        if (++calls <= 6) throw conflict();
        return null;
      },
      { retries: 6, baseDelayMs: 20, maxDelayMs: 100 },
      () => 0.999,
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(waits).toEqual([19, 39, 79, 99, 99, 99]);
  });
});
