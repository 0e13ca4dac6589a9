/** The Beneficial Deeds board [A-N: neodem OriginalBenefitTracker; rule text C: S1 p8]. Swappable data. */
import type { Provenance } from '../../../core/provenance';
import type { CharacterType } from './characters';

export type DeedId =
  | 'cityWall'
  | 'papalConclave'
  | 'defeatingThePlague'
  | 'astronomy'
  | 'boatmensGuild'
  | 'cathedral'
  | 'peaceTreaty'
  | 'canalisation';

export interface DeedData {
  id: DeedId;
  spaces: readonly CharacterType[];
  /** Coins per tile sent; Canalisation lets the sender take 1 development point instead [C: S1 p8]. */
  reward: number;
  devChoice: boolean;
  provenance: Provenance;
}

const NEODEM_DEEDS: Provenance = { status: 'assumed', note: 'A-N: neodem OriginalBenefitTracker (rules file §11)' };

export const DEEDS: readonly DeedData[] = [
  {
    id: 'cityWall',
    spaces: [
      'knight',
      'knight',
      'knight',
      'trader',
      'farmer',
      'farmer',
      'farmer',
      'craftsman',
      'craftsman',
      'craftsman',
    ],
    reward: 1,
    devChoice: false,
    provenance: NEODEM_DEEDS,
  },
  { id: 'papalConclave', spaces: ['knight', 'monk', 'monk'], reward: 3, devChoice: false, provenance: NEODEM_DEEDS },
  {
    id: 'defeatingThePlague',
    spaces: ['scholar', 'scholar', 'boatman', 'farmer', 'trader'],
    reward: 2,
    devChoice: false,
    provenance: NEODEM_DEEDS,
  },
  { id: 'astronomy', spaces: ['scholar', 'scholar', 'trader'], reward: 1, devChoice: false, provenance: NEODEM_DEEDS },
  {
    id: 'boatmensGuild',
    spaces: ['boatman', 'boatman', 'boatman', 'scholar'],
    reward: 1,
    devChoice: false,
    provenance: NEODEM_DEEDS,
  },
  {
    id: 'cathedral',
    spaces: ['craftsman', 'craftsman', 'monk', 'monk', 'trader', 'trader'],
    reward: 2,
    devChoice: false,
    provenance: NEODEM_DEEDS,
  },
  {
    id: 'peaceTreaty',
    spaces: ['monk', 'scholar', 'knight', 'knight'],
    reward: 2,
    devChoice: false,
    provenance: NEODEM_DEEDS,
  },
  {
    id: 'canalisation',
    spaces: [
      'boatman',
      'boatman',
      'boatman',
      'trader',
      'trader',
      'farmer',
      'farmer',
      'farmer',
      'craftsman',
      'craftsman',
    ],
    reward: 1,
    devChoice: true,
    provenance: NEODEM_DEEDS,
  },
];

/** Global index of each deed's first space in the flat `deedSpaces` array of the state. */
export const DEED_OFFSET: readonly number[] = DEEDS.reduce<number[]>((acc, d, i) => {
  acc.push(i === 0 ? 0 : (acc[i - 1] as number) + (DEEDS[i - 1] as DeedData).spaces.length);
  return acc;
}, []);

export const DEED_SPACE_COUNT = DEEDS.reduce((n, d) => n + d.spaces.length, 0);
