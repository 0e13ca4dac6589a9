/**
 * `npm run rules:rescore -- --game troyes-dice --from troyes-dice@1 --to troyes-dice@2`: lists the
 * ranked entries played under one rules version whose total differs under another
 * (DATABASE_URL, or the embedded database when unset). Reads only.
 */
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { Database } from '../src/database/database';
import { LeaderboardRepository } from '../src/leaderboard/leaderboard.repository';
import { runRescoreCommand } from '../src/verify/rescore-command';

async function main(): Promise<void> {
  // One statement reads every ranked entry's game and moves: the maintenance limits, not the requests'.
  const db = await Database.connect(loadConfig(process.env), new Logger('rules:rescore'), 'maintenance');
  try {
    const { code, out } = await runRescoreCommand(process.argv.slice(2), new LeaderboardRepository(db));
    (code === 0 ? process.stdout : process.stderr).write(out);
    process.exitCode = code;
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
