/**
 * The literal copies of copies.ts (written field by field for speed) are complete: on real states
 * from random games they keep every field, with the same keys in the same order, equal values, and
 * share exactly what they are meant to share.
 */
import { describe, expect, it } from 'vitest';
import { troyesDice } from '.';
import { copySheet, copyState, sheetForNewHalfDay } from './copies';
import { citizenHoarder, playout } from './test-support/playout';
import type { TroyesDiceState } from './types';

const states: TroyesDiceState[] = [0, 1, 2].flatMap((k) => {
  const options = { numbering: 'rolled', expansion: k !== 1 };
  const p = playout(
    troyesDice,
    { options, seed: `copies-${k}`, players: 1 + k * 2, pick: k },
    citizenHoarder(troyesDice, 1),
  );
  return p.states.filter((_, i) => i % 7 === 0);
});

describe('literal copies', () => {
  it('the sample has sheets with pending decisions and expansion tiles (so the copies meet every field filled)', () => {
    expect(states.some((s) => s.sheets.some((sheet) => sheet.pending.length > 0))).toBe(true);
    expect(states.some((s) => s.expansionTiles.length > 0)).toBe(true);
  });

  it('copyState keeps every field, in order, and shares them', () => {
    for (const s of states) {
      const copy = copyState(s);
      expect(copy).not.toBe(s);
      expect(Object.keys(copy)).toEqual(Object.keys(s));
      expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
      for (const key of Object.keys(s) as (keyof TroyesDiceState)[]) expect(copy[key]).toBe(s[key]);
    }
  });

  it('copySheet keeps every field, in order, and shares no array', () => {
    for (const sheet of states.flatMap((s) => s.sheets)) {
      const copy = copySheet(sheet);
      expect(Object.keys(copy)).toEqual(Object.keys(sheet));
      expect(JSON.stringify(copy)).toBe(JSON.stringify(sheet));
      for (const [key, value] of Object.entries(copy)) {
        if (typeof value === 'object') expect(value).not.toBe(sheet[key as keyof typeof sheet]);
      }
    }
  });

  it('sheetForNewHalfDay keeps every field but `acted`, which it resets', () => {
    for (const sheet of states.flatMap((s) => s.sheets)) {
      const copy = sheetForNewHalfDay(sheet);
      expect(Object.keys(copy)).toEqual(Object.keys(sheet));
      expect(copy).toEqual({ ...sheet, acted: false });
    }
  });
});
