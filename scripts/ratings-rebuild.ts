/**
 * `npm run ratings:rebuild`: every rating again from the results of rated games, in finish order
 * (DATABASE_URL, or the embedded database when unset). The ratings come out identical to the ones
 * the game ends wrote; run it after changing the model's parameters (src/ratings/rating-model.ts).
 */
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { Database } from '../src/database/database';
import { RatingsRepository } from '../src/ratings/ratings.repository';
import { rebuildRatings } from '../src/ratings/rebuild';

async function main(): Promise<void> {
  const db = await Database.connect(loadConfig(process.env), new Logger('ratings:rebuild'), 'maintenance');
  try {
    const started = process.hrtime.bigint();
    const { games, ratings } = await rebuildRatings(new RatingsRepository(db));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    process.stdout.write(`Rebuilt ${ratings} rating(s) from ${games} rated game(s) in ${(ms / 1000).toFixed(1)} s.\n`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
