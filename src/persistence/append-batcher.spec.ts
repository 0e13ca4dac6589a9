import { describe, expect, it } from '@jest/globals';
import { databaseFault } from '../common/errors/database-faults';
import { AppendBatcher, AppendWaitTimeout, type AppendRunner } from './append-batcher';

interface Item {
  gameId: string;
  name: string;
}

interface Call {
  kind: 'alone' | 'together';
  names: string[];
  settle: (outcome: boolean | ReadonlySet<number> | Error) => void;
}

/** A runner whose statements stay open until the test settles them, recording what was sent. */
function fakeRunner(rolledBack: (err: unknown) => boolean = () => false): {
  runner: AppendRunner<Item>;
  calls: Call[];
} {
  const calls: Call[] = [];
  const open = <V>(kind: Call['kind'], names: string[]): Promise<V> =>
    new Promise<V>((resolve, reject) => {
      calls.push({
        kind,
        names,
        settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome as V)),
      });
    });
  return {
    calls,
    runner: {
      alone: (item) => open<boolean>('alone', [item.name]),
      together: (items) =>
        open<ReadonlySet<number>>(
          'together',
          items.map((i) => i.name),
        ),
      rolledBack,
    },
  };
}

/** Longer than any test: no append gives up unless a test means it to. */
const WAIT_MS = 60_000;
const item = (name: string, gameId = name): Item => ({ gameId, name });
/** Lets the batcher's promise callbacks run. */
const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const sent = (calls: Call[]): string[] => calls.map((c) => `${c.kind}:${c.names.join(',')}`);

describe('AppendBatcher (group commit)', () => {
  it('sends an append alone at once while a statement slot is free', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new AppendBatcher(runner, 2, WAIT_MS);
    const a = batcher.submit(item('a'));
    const b = batcher.submit(item('b'));
    expect(sent(calls)).toEqual(['alone:a', 'alone:b']);
    calls[0]?.settle(true);
    calls[1]?.settle(false);
    await expect(a).resolves.toBe(true);
    await expect(b).resolves.toBe(false);
  });

  it('holds appends while every slot is busy, then sends them together in arrival order', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new AppendBatcher(runner, 1, WAIT_MS);
    const a = batcher.submit(item('a'));
    const rest = ['b', 'c', 'd'].map((n) => batcher.submit(item(n)));
    expect(sent(calls)).toEqual(['alone:a']);
    calls[0]?.settle(true);
    await flush();
    expect(sent(calls)).toEqual(['alone:a', 'together:b,c,d']);
    // The statement answers the positions appended: c's guard failed.
    calls[1]?.settle(new Set([0, 2]));
    expect(await a).toBe(true);
    expect(await Promise.all(rest)).toEqual([true, false, true]);
  });

  it('never sends two appends of one game together or at the same time', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new AppendBatcher(runner, 2, WAIT_MS);
    void batcher.submit(item('a1', 'g1'));
    void batcher.submit(item('a2', 'g1'));
    void batcher.submit(item('a3', 'g1'));
    void batcher.submit(item('b1', 'g2'));
    // A slot is free, but g1 is in flight: only g2's append leaves.
    expect(sent(calls)).toEqual(['alone:a1', 'alone:b1']);
    calls[0]?.settle(true);
    await flush();
    expect(sent(calls)).toEqual(['alone:a1', 'alone:b1', 'alone:a2']);
    calls[1]?.settle(true);
    calls[2]?.settle(true);
    await flush();
    expect(sent(calls)).toEqual(['alone:a1', 'alone:b1', 'alone:a2', 'alone:a3']);
  });

  it('takes one append per game into a statement and leaves the next for the following one', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new AppendBatcher(runner, 1, WAIT_MS);
    void batcher.submit(item('x'));
    for (const [n, g] of [
      ['a1', 'g1'],
      ['a2', 'g1'],
      ['b1', 'g2'],
    ]) {
      void batcher.submit(item(n as string, g));
    }
    calls[0]?.settle(true);
    await flush();
    expect(sent(calls)).toEqual(['alone:x', 'together:a1,b1']);
    calls[1]?.settle(new Set([0, 1]));
    await flush();
    expect(sent(calls)).toEqual(['alone:x', 'together:a1,b1', 'alone:a2']);
  });

  it('puts at most maxBatch appends in one statement', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new AppendBatcher(runner, 1, WAIT_MS, 3);
    void batcher.submit(item('x'));
    for (const n of ['a', 'b', 'c', 'd', 'e']) void batcher.submit(item(n));
    calls[0]?.settle(true);
    await flush();
    expect(sent(calls).at(-1)).toBe('together:a,b,c');
    calls[1]?.settle(new Set([0, 1, 2]));
    await flush();
    expect(sent(calls).at(-1)).toBe('together:d,e');
  });

  it('writes each append alone when the statement failed whole on one of them (rolled back)', async () => {
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { runner, calls } = fakeRunner((err) => err === duplicate);
    const batcher = new AppendBatcher(runner, 1, WAIT_MS);
    void batcher.submit(item('x'));
    const [a, b] = [batcher.submit(item('a')), batcher.submit(item('b'))];
    calls[0]?.settle(true);
    await flush();
    calls[1]?.settle(duplicate);
    await flush();
    expect(sent(calls)).toEqual(['alone:x', 'together:a,b', 'alone:a', 'alone:b']);
    calls[2]?.settle(false);
    calls[3]?.settle(true);
    expect([await a, await b]).toEqual([false, true]);
  });

  it('reports a failure that may have committed (a timeout, a lost connection) to every caller of the statement', async () => {
    const { runner, calls } = fakeRunner(() => false);
    const batcher = new AppendBatcher(runner, 1, WAIT_MS);
    void batcher.submit(item('x'));
    const [a, b] = [batcher.submit(item('a')), batcher.submit(item('b'))];
    calls[0]?.settle(true);
    await flush();
    const lost = new Error('Connection terminated');
    calls[1]?.settle(lost);
    await expect(a).rejects.toBe(lost);
    await expect(b).rejects.toBe(lost);
    expect(calls).toHaveLength(2);
  });

  it('frees the slot and the game after a failure, so later appends still go', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new AppendBatcher(runner, 1, WAIT_MS);
    const a = batcher.submit(item('a', 'g1'));
    calls[0]?.settle(new Error('boom'));
    await expect(a).rejects.toThrow('boom');
    await flush();
    const b = batcher.submit(item('b', 'g1'));
    expect(sent(calls)).toEqual(['alone:a', 'alone:b']);
    calls[1]?.settle(true);
    await expect(b).resolves.toBe(true);
  });

  it('fails an append that waited for a slot longer than the pool wait, as a pool timeout (503), and never sends it', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new AppendBatcher(runner, 1, 30);
    const a = batcher.submit(item('a'));
    const b = batcher.submit(item('b'));
    const err = await b.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppendWaitTimeout);
    expect(databaseFault(err)).toEqual({ code: 'DATABASE_UNAVAILABLE', reason: 'POOL_TIMEOUT' });
    calls[0]?.settle(true);
    await expect(a).resolves.toBe(true);
    await flush();
    expect(sent(calls)).toEqual(['alone:a']);
  });

  it('does not time out an append that left in time, however long its statement runs', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new AppendBatcher(runner, 1, 30);
    void batcher.submit(item('x'));
    const a = batcher.submit(item('a'));
    calls[0]?.settle(true);
    await flush();
    expect(sent(calls)).toEqual(['alone:x', 'alone:a']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    calls[1]?.settle(true);
    await expect(a).resolves.toBe(true);
  });

  it('refuses a batcher with no statement slot', () => {
    expect(() => new AppendBatcher(fakeRunner().runner, 0, WAIT_MS)).toThrow(RangeError);
  });
});
