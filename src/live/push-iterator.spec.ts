import { describe, expect, it } from '@jest/globals';
import { PushIterator } from './push-iterator';

describe('PushIterator', () => {
  it('yields pushed values in order, then ends; cleans up once', async () => {
    let cleaned = 0;
    const it = new PushIterator<number>(10, () => cleaned++);
    it.push(1);
    it.push(2);
    expect(await it.next()).toEqual({ value: 1, done: false });
    expect(await it.next()).toEqual({ value: 2, done: false });
    const waiting = it.next();
    it.push(3);
    expect(await waiting).toEqual({ value: 3, done: false });
    it.push(4);
    it.end();
    it.end();
    expect(cleaned).toBe(1);
    // What was pushed before the end is still delivered, then done.
    expect(await it.next()).toEqual({ value: 4, done: false });
    expect(await it.next()).toEqual({ value: undefined, done: true });
  });

  it('completes instead of holding more than `limit` values for a slow reader', async () => {
    let cleaned = 0;
    const it = new PushIterator<number>(3, () => cleaned++);
    for (let i = 0; i < 10; i++) it.push(i);
    expect(cleaned).toBe(1);
    expect(await it.next()).toEqual({ value: undefined, done: true });
  });

  it('return() (the client unsubscribed) cleans up', async () => {
    let cleaned = 0;
    const it = new PushIterator<number>(3, () => cleaned++);
    await it.return();
    expect(cleaned).toBe(1);
    it.push(1);
    expect(await it.next()).toEqual({ value: undefined, done: true });
  });
});
