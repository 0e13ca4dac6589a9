import { describe, expect, it } from '@jest/globals';
import { toConnection } from './connection';

describe('toConnection', () => {
  const cursorOf = (n: number): string => `c${n}`;

  it('gives every edge its cursor and the page its first and last', () => {
    expect(toConnection({ items: [1, 2, 3], hasNextPage: true, totalCount: 9 }, cursorOf, null)).toEqual({
      edges: [
        { node: 1, cursor: 'c1' },
        { node: 2, cursor: 'c2' },
        { node: 3, cursor: 'c3' },
      ],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: 'c1', endCursor: 'c3' },
      totalCount: 9,
    });
  });

  it('an empty page after a cursor: null cursors, a previous page, no totalCount when not counted', () => {
    expect(toConnection({ items: [], hasNextPage: false }, cursorOf, 'c3')).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null },
    });
  });
});
