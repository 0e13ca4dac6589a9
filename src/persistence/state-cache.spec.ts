import { describe, expect, it } from '@jest/globals';
import { StateCache } from './state-cache';

describe('StateCache', () => {
  it('keeps at most `capacity` games, forgetting the least recently used', () => {
    const cache = new StateCache(2);
    cache.set('a', { version: 1, state: 'A1' });
    cache.set('b', { version: 1, state: 'B1' });
    expect(cache.get('a')?.state).toBe('A1'); // a is now the most recently used
    cache.set('c', { version: 1, state: 'C1' });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.state).toBe('A1');
    expect(cache.get('c')?.state).toBe('C1');
  });

  it('a write refreshes a game, so the other one goes first', () => {
    const cache = new StateCache(2);
    cache.set('a', { version: 1, state: 'A1' });
    cache.set('b', { version: 1, state: 'B1' });
    cache.set('a', { version: 2, state: 'A2' });
    cache.set('c', { version: 1, state: 'C1' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ version: 2, state: 'A2' });
  });

  it('never goes back to an older version, but accepts the same or a newer one', () => {
    const cache = new StateCache(10);
    cache.set('a', { version: 5, state: 'A5' });
    cache.set('a', { version: 4, state: 'A4' });
    expect(cache.get('a')).toEqual({ version: 5, state: 'A5' });
    cache.set('a', { version: 5, state: 'A5bis' });
    expect(cache.get('a')).toEqual({ version: 5, state: 'A5bis' });
    cache.set('a', { version: 6, state: 'A6' });
    expect(cache.get('a')).toEqual({ version: 6, state: 'A6' });
  });
});
