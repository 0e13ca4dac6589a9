import { ordinal, rate } from 'openskill';

/**
 * The rating model (docs/api.md, "Ratings"): Weng-Lin's Bayesian approximation with the
 * Plackett-Luce model (openskill 5), free-for-all, 2-10 seats, ties allowed. A rating is a normal
 * belief about skill, mean `mu` and deviation `sigma`; the shown `rating` is its conservative
 * ordinal mu − z·sigma. These are openskill's defaults, written out so a change is a visible one
 * (and a rebuild under new parameters, `npm run ratings:rebuild`).
 */
export const RATING_MODEL = {
  model: 'plackett-luce',
  /** A new player's mean. */
  mu: 25,
  /** A new player's deviation: mu / 3. */
  sigma: 25 / 3,
  /** The performance noise of one game: sigma / 2. */
  beta: 25 / 6,
  /** Added (in quadrature) to sigma before every game, so ratings can keep moving: sigma / 100. */
  tau: 25 / 300,
  /** The floor of a variance factor (openskill's kappa). */
  kappa: 0.0001,
  /** Deviations in the ordinal: mu − 3·sigma (99.7% sure the skill is at least this). */
  z: 3,
} as const;

/**
 * A rating is provisional while its sigma is at least this: about 8 games against varied
 * opposition of two seats, 15 of four (measured in src/ratings/rating-model.spec.ts). Provisional
 * players have a board of their own.
 */
export const PROVISIONAL_SIGMA = 6.5;

/** What a player's rating is before its first game. */
export const NEW_RATING: SkillRating = { mu: RATING_MODEL.mu, sigma: RATING_MODEL.sigma };

export interface SkillRating {
  mu: number;
  sigma: number;
}

/** One seat of a finished rated game: its rating before and its place (1 = best; equal = tied). */
export interface RatedSeat {
  seat: number;
  rank: number;
  before: SkillRating;
}

/** The seat's rating after the game, with its board score and whether it is still provisional. */
export interface RatedOutcome {
  seat: number;
  rank: number;
  before: SkillRating;
  after: SkillRating;
  /** round(100 × ordinal) before and after: the board's integer order. */
  scoreBefore: number;
  scoreAfter: number;
  provisional: boolean;
}

/**
 * The update: a pure function of the seats' ratings before the game and its verified final
 * ranking, nothing else (no clock, no order of arrival), so replaying every rated game in finish
 * order reproduces every rating to the bit. Seats are rated in seat order.
 */
export function rateGame(seats: readonly RatedSeat[]): RatedOutcome[] {
  const ordered = [...seats].sort((a, b) => a.seat - b.seat);
  if (ordered.length < 2) throw new Error('a rated game has at least two seats');
  const teams = ordered.map((s) => [{ mu: s.before.mu, sigma: s.before.sigma }]);
  const rated = rate(teams, {
    mu: RATING_MODEL.mu,
    sigma: RATING_MODEL.sigma,
    beta: RATING_MODEL.beta,
    tau: RATING_MODEL.tau,
    kappa: RATING_MODEL.kappa,
    rank: ordered.map((s) => s.rank),
  });
  return ordered.map((s, i) => {
    const after = { mu: rated[i]![0]!.mu, sigma: rated[i]![0]!.sigma };
    return {
      seat: s.seat,
      rank: s.rank,
      before: s.before,
      after,
      scoreBefore: boardScore(s.before),
      scoreAfter: boardScore(after),
      provisional: after.sigma >= PROVISIONAL_SIGMA,
    };
  });
}

/** The conservative ordinal mu − z·sigma: the rating shown and ranked. */
export function ordinalOf(r: SkillRating): number {
  return ordinal(r, { z: RATING_MODEL.z });
}

/** The board's integer order: the ordinal in hundredths (rating = score / 100). */
export function boardScore(r: SkillRating): number {
  return Math.round(ordinalOf(r) * 100);
}

/** A player's stored rating in one game, as the `rating` table holds it. */
export interface RatingRow extends SkillRating {
  score: number;
  games: number;
  provisional: boolean;
  /** Board score change of the last game. */
  lastDelta: number;
  lastGameId: string;
  /** When `score` was reached: the board's order among equal scores (earlier first). */
  reachedAt: Date;
}

/**
 * The row a seat's outcome makes from its previous one (null: its first rated game). Also pure:
 * the game end and `ratings:rebuild` both write exactly this.
 */
export function nextRow(prev: RatingRow | null, o: RatedOutcome, gameId: string, finishedAt: Date): RatingRow {
  return {
    mu: o.after.mu,
    sigma: o.after.sigma,
    score: o.scoreAfter,
    games: (prev?.games ?? 0) + 1,
    provisional: o.provisional,
    lastDelta: o.scoreAfter - o.scoreBefore,
    lastGameId: gameId,
    reachedAt: prev && prev.score === o.scoreAfter ? prev.reachedAt : finishedAt,
  };
}
