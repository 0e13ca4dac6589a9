/**
 * `npm run ranked:verify [-- --void | --restore <gameId>]`: re-verifies every ranked game (its seed
 * against its commitment, then its replay under the rules version it was played with) and lists the
 * board entries that fail (DATABASE_URL, or the embedded database when unset). Reads only unless
 * --void, which voids each such entry with its reason (one transaction per entry); exits 1 when this
 * run found a verified entry that mismatches. --restore undoes a void of one game once it
 * re-verifies (src/verify/reverify-command.ts).
 */
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { Database } from '../src/database/database';
import { LeaderboardRepository } from '../src/leaderboard/leaderboard.repository';
import { runReverifyCommand } from '../src/verify/reverify-command';

async function main(): Promise<void> {
  const db = await Database.connect(loadConfig(process.env), new Logger('ranked:verify'), 'maintenance');
  try {
    const { code, out } = await runReverifyCommand(new LeaderboardRepository(db), process.argv.slice(2));
    process.stdout.write(out);
    process.exitCode = code;
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
