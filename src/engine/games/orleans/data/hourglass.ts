/** Hour-glass tiles and their events [effects C: S1 p20; stack letters A-R 12]. */
import type { Provenance } from '../../../core/provenance';

export type EventKind = 'pilgrimage' | 'income' | 'harvest' | 'taxes' | 'tradingDay' | 'plague';
export type Strength = 'A' | 'B' | 'C';

export interface EventTile {
  event: EventKind;
  /** The graded events' strength; Pilgrimage and Plague have one effect. */
  strength: Strength | null;
}

/** Negative events, from which an activated Sacristy may protect [C: S1 p23; A-R 24]. */
export const NEGATIVE_EVENTS: readonly EventKind[] = ['harvest', 'taxes', 'plague'];

const tile = (event: EventKind, strength: Strength | null = null): EventTile => ({ event, strength });

export const HOURGLASS = {
  /** Round 1 is always Pilgrimage [C: S1 p3]. */
  start: tile('pilgrimage'),
  startProvenance: { status: 'confirmed', source: 'S1 p3' } as Provenance,
  /** Stacked C (bottom), B, A, start (top) [C: S1]; which tiles carry which letter [A-R 12]. */
  stacks: {
    A: [
      tile('income', 'A'),
      tile('harvest', 'A'),
      tile('taxes', 'A'),
      tile('tradingDay', 'A'),
      tile('plague'),
      tile('pilgrimage'),
    ],
    B: [
      tile('income', 'B'),
      tile('harvest', 'B'),
      tile('taxes', 'B'),
      tile('tradingDay', 'B'),
      tile('plague'),
      tile('pilgrimage'),
    ],
    C: [tile('income', 'C'), tile('harvest', 'C'), tile('taxes', 'C'), tile('tradingDay', 'C'), tile('plague')],
  } as Readonly<Record<Strength, readonly EventTile[]>>,
  stacksProvenance: { status: 'assumed', note: 'A-R 12: which tiles carry which letter' } as Provenance,
};

/** Event strengths [C: S1 p20]. */
export const EVENT_STRENGTH = {
  provenance: { status: 'confirmed', source: 'S1 p20 (taxes rounding: A-R 18)' } as Provenance,
  incomePerStatus: { A: 3, B: 2, C: 1 } as Readonly<Record<Strength, number>>,
  harvestFood: { A: 1, B: 2, C: 3 } as Readonly<Record<Strength, number>>,
  harvestCoinsPerMissingFood: 5,
  /** Taxes: 1 coin per this many goods, rounded down [A-R 18]. */
  taxesGoodsPerCoin: { A: 1, B: 2, C: 3 } as Readonly<Record<Strength, number>>,
  tradingDayPerStation: { A: 3, B: 2, C: 1 } as Readonly<Record<Strength, number>>,
};

export const ROUNDS = 18;
