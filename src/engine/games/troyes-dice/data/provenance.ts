/** Every data table's provenance in one list, and the notes the game's metadata shows for the assumed ones. */
import type { Provenance } from '../../../core/provenance';
import { BUILDINGS_PROVENANCE } from './buildings';
import { COMPONENTS_PROVENANCE } from './components';
import { EXPANSION_PROVENANCE } from './expansion-tiles';
import { TRACKS_PROVENANCE } from './tracks';
import { WHEEL_PROVENANCE } from './wheel';

/** Table name → provenance, file by file (a test checks every exported table has one). */
export const DATA_PROVENANCE: Readonly<Record<string, Readonly<Record<string, Provenance>>>> = {
  components: COMPONENTS_PROVENANCE,
  wheel: WHEEL_PROVENANCE,
  buildings: BUILDINGS_PROVENANCE,
  tracks: TRACKS_PROVENANCE,
  'expansion-tiles': EXPANSION_PROVENANCE,
};

/** The notes of every assumed value: `metadata.provisionalNotes` (GET /v1/game-types). */
export const PROVISIONAL_NOTES: readonly string[] = Object.values(DATA_PROVENANCE).flatMap((file) =>
  Object.values(file).flatMap((p) => (p.status === 'assumed' ? [p.note] : [])),
);
