import { describe, expect, it } from '@jest/globals';
import { createRegistry, rulesVersionNumber } from './ruleset-registry';
import type { AnyGameDefinition } from './types';

const ruleset = (id: string, rulesVersion: string): AnyGameDefinition => ({ id, rulesVersion }) as AnyGameDefinition;

describe('createRegistry', () => {
  it('keeps every released version and makes the highest current', () => {
    const v1 = ruleset('dice', 'dice@1');
    const v2 = ruleset('dice', 'dice@2');
    const v10 = ruleset('dice', 'dice@10');
    const other = ruleset('cards', 'cards@1');
    const r = createRegistry([v2, v10, other, v1]);
    expect(r.games.get('dice')).toBe(v10);
    expect(r.games.get('cards')).toBe(other);
    expect([...r.rulesets.keys()].sort()).toEqual(['cards@1', 'dice@1', 'dice@10', 'dice@2']);
  });

  it('refuses a version that is not <id>@<n>, or twice the same version', () => {
    expect(() => createRegistry([ruleset('dice', 'cards@1')])).toThrow(/is not dice@<n>/);
    expect(() => createRegistry([ruleset('dice', 'dice@0')])).toThrow(/is not dice@<n>/);
    expect(() => createRegistry([ruleset('dice', 'dice@1'), ruleset('dice', 'dice@1')])).toThrow(/duplicate/);
  });

  it('reads the version number', () => {
    expect(rulesVersionNumber('troyes-dice@12')).toBe(12);
    expect(rulesVersionNumber('troyes-dice')).toBeNull();
  });
});
