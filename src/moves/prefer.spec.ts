import { describe, expect, it } from '@jest/globals';
import { prefersMinimal } from './prefer';

describe('prefersMinimal (RFC 7240)', () => {
  it('reads return=minimal among other preferences, in any case, quoted or with parameters', () => {
    for (const header of [
      'return=minimal',
      'RETURN=Minimal',
      'respond-async, return=minimal',
      'return="minimal"; x=1',
    ]) {
      expect(prefersMinimal(header)).toBe(true);
    }
  });

  it('is false without it, for return=representation, and for unknown or malformed preferences', () => {
    for (const header of [undefined, '', 'return=representation', 'handling=lenient', 'minimal', 'returns=minimal']) {
      expect(prefersMinimal(header)).toBe(false);
    }
  });

  it('takes the first return preference (RFC 7240 §2: a repeated preference, the first counts)', () => {
    expect(prefersMinimal('return=representation, return=minimal')).toBe(false);
  });
});
