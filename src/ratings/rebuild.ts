import { rateEndedGame, ratedIdentities } from './game-ratings';
import type { RatingRow } from './rating-model';
import type { RatedGameRow, RatedIdentity, RatingsRepository, SeatRating } from './ratings.repository';

/** Rated games read per round trip. */
const PAGE = 5000;

/**
 * `npm run ratings:rebuild`: every rating again from the results of rated games, replayed in the
 * order they were applied (rating_seq: finish order, except that of two games with a player in
 * common ending at the same moment the one whose transaction reached the player first counts
 * first) through the same pure update the game end runs (rateEndedGame), in memory; then every
 * rating, change and board count replaced in one transaction. The ratings it
 * writes are the ones the game ends wrote, to the bit (test/database/ratings-rebuild.int-spec.ts).
 */
export async function rebuildRatings(repo: RatingsRepository): Promise<{ games: number; ratings: number }> {
  const ratings = new Map<string, { game: string; playerId: string; row: RatingRow }>();
  const changes: { gameId: string; game: string; finishedAt: Date; seat: SeatRating }[] = [];
  const bots = new Map<string, RatedIdentity>();
  let games = 0;
  let after: string | null = null;
  // The last rated game replayed (its rating_seq): replaceAll refuses if one was applied since.
  let last: string | null = null;
  for (;;) {
    const page: RatedGameRow[] = await repo.ratedGamesPage(PAGE, after);
    for (const g of page) {
      const identities = ratedIdentities(g);
      if (!identities) continue;
      const key = (playerId: string) => `${g.game}:${playerId}`;
      const write = rateEndedGame({ game: g, result: g.result, finishedAt: g.finishedAt }, identities, (id) =>
        ratings.has(key(id)) ? ratings.get(key(id))!.row : null,
      );
      if (!write) continue;
      games++;
      for (const s of write.seats) {
        ratings.set(key(s.playerId), { game: g.game, playerId: s.playerId, row: s.after });
        changes.push({ gameId: g.id, game: g.game, finishedAt: g.finishedAt, seat: s });
      }
      for (const i of identities) if (i.bot !== null) bots.set(i.playerId, i);
    }
    last = page.at(-1)?.ratingSeq ?? last;
    if (page.length < PAGE) break;
    after = last;
  }
  await repo.replaceAll({ bots: [...bots.values()], ratings: [...ratings.values()], changes, lastSeq: last });
  return { games, ratings: ratings.size };
}
