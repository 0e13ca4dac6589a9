/** Every table of data/ carries its provenance, and the assumed ones are what the metadata shows. */
import { describe, expect, it } from 'vitest';
import { troyesDice } from '..';
import * as buildings from './buildings';
import * as components from './components';
import * as expansionTiles from './expansion-tiles';
import { DATA_PROVENANCE, PROVISIONAL_NOTES } from './provenance';
import * as tracks from './tracks';
import * as wheel from './wheel';

const files: Record<string, Record<string, unknown>> = {
  components,
  wheel,
  buildings,
  tracks,
  'expansion-tiles': expansionTiles,
};

describe('data provenance', () => {
  it.each(Object.keys(files))(
    'data/%s.ts: one provenance per exported table, and none for a table it lacks',
    (name) => {
      const tables = Object.keys(files[name]!).filter((k) => /^[A-Z][A-Z0-9_]*$/.test(k) && !k.endsWith('_PROVENANCE'));
      expect(Object.keys(DATA_PROVENANCE[name]!).sort()).toEqual(tables.sort());
    },
  );

  it('covers every data file', () => {
    expect(Object.keys(DATA_PROVENANCE).sort()).toEqual(Object.keys(files).sort());
  });

  it('the assumed values are the provisional notes of every rules version', () => {
    expect(PROVISIONAL_NOTES).toEqual([
      'Plaza tile colours are assumed: R/R, Y/Y, W/W, R/Y ×2, R/W ×2, Y/W ×2 (no source lists them).',
      'Afternoon wheel costs (0, any 1, 1 denier, 2 deniers) come from a third-party re-implementation.',
      'Resource gains beyond the 18th space of a track are lost (assumption).',
    ]);
    expect(troyesDice.metadata.provisional).toBe(true);
    expect(troyesDice.metadata.provisionalNotes).toEqual(PROVISIONAL_NOTES);
  });
});
