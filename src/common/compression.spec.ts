import { describe, expect, it } from '@jest/globals';
import { chooseEncoding } from './compression';

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', null],
  ])('Accept-Encoding %p → %p', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
