/**
 * The six Character cards (shared/rules/troyes.md §8.2, CONFIRMED S1/S3). Each scores every
 * player: 1 / 3 / 6 VP from the given thresholds (2-player thresholds differ for two of them).
 */
import type { Provenance } from '../../../core/provenance';
import type { CharacterId } from '../types';

export type CharacterMeasure =
  'citizensInBuildings' | 'cathedralCubes' | 'deniers' | 'influence' | 'tradesmen' | 'eventsWon';

export interface CharacterCard {
  id: CharacterId;
  name: string;
  measure: CharacterMeasure;
  /** Minimum count for 1, 3 and 6 VP. */
  thresholds: readonly [number, number, number];
  /** Thresholds in a 2-player game, when they differ. */
  thresholds2p?: readonly [number, number, number];
}

/** Every character and threshold is printed in the rulebook ("Characters"); the 6th name in S3. */
export const CHARACTERS_PROVENANCE: Provenance = { status: 'confirmed', source: 'S1 "Characters", S3' };

export const CHARACTER_CARDS: readonly CharacterCard[] = [
  {
    id: 'chretien',
    name: 'Chrétien de Troyes',
    measure: 'citizensInBuildings',
    thresholds: [3, 5, 7],
    thresholds2p: [4, 6, 8],
  },
  { id: 'urbain', name: 'Urbain IV', measure: 'cathedralCubes', thresholds: [3, 5, 7], thresholds2p: [4, 6, 8] },
  { id: 'thibaut', name: 'Thibaut II', measure: 'deniers', thresholds: [6, 12, 18] },
  { id: 'hugues', name: 'Hugues de Payns', measure: 'influence', thresholds: [5, 10, 15] },
  { id: 'florentin', name: 'Le Florentin', measure: 'tradesmen', thresholds: [2, 4, 6] },
  { id: 'henri', name: 'Henri Ier', measure: 'eventsWon', thresholds: [1, 3, 5] },
];

export const CHARACTER_BAND_VP = [1, 3, 6] as const;

export const CHARACTER_BY_ID: Readonly<Record<CharacterId, CharacterCard>> = Object.fromEntries(
  CHARACTER_CARDS.map((c) => [c.id, c]),
) as Record<CharacterId, CharacterCard>;
