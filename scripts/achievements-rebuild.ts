/**
 * `npm run achievements:rebuild`: recompute every player's achievements by replaying finished
 * games (DATABASE_URL, or the embedded database when unset).
 */
import { Logger } from '@nestjs/common';
import { AchievementsRepository } from '../src/achievements/achievements.repository';
import { rebuildAchievements } from '../src/achievements/rebuild';
import { SystemClock } from '../src/common/clock/clock';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { Database } from '../src/database/database';
import { EventStore } from '../src/persistence/event-store';
import { GamesRepository } from '../src/persistence/games.repository';

async function main(): Promise<void> {
  // A rebuild replays every finished game in one transaction: the maintenance limits, not the requests'.
  const db = await Database.connect(loadConfig(process.env), new Logger('achievements:rebuild'), 'maintenance');
  try {
    const { games } = await rebuildAchievements({
      games: new GamesRepository(db, new SystemClock()),
      events: new EventStore(db),
      achievements: new AchievementsRepository(db),
    });
    process.stdout.write(`Rebuilt achievements from ${games} finished game(s).\n`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
