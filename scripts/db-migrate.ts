/**
 * `npm run db:migrate`: apply prisma/migrations to DATABASE_URL (or to the embedded database
 * when it is unset), exactly as Crier does at start-up.
 */
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { Database } from '../src/database/database';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = await Database.connect(config, new Logger('db:migrate'));
  const { applied, latest } = db.migrations;
  process.stdout.write(
    applied.length > 0 ? `Applied ${applied.length} migration(s); latest is ${latest}.\n` : `Up to date (${latest}).\n`,
  );
  await db.close();
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
