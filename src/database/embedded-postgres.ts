import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgres:// URL on a loopback port: the same `pg` path serves it as a real server. */
  url: string;
  /** 'memory' or the absolute data directory. */
  location: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (Postgres compiled to WASM) and serves it on a random loopback port with
 * pglite-socket. PGlite runs one statement at a time and a transaction open on one connection
 * holds the others back, so callers keep transactions short.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  const inMemory = dataDir === 'memory';
  const location = inMemory ? 'memory' : resolve(dataDir);
  if (!inMemory) mkdirSync(location, { recursive: true });
  const db = inMemory ? await PGlite.create() : await PGlite.create(location);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const url = `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    url,
    location,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
