import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { EmbeddedSessionQueue, type SocketQueryQueue } from './embedded-session-queue';

export interface EmbeddedPostgres {
  /** A postgres:// URL on a loopback port: the same `pg` path serves it as a real server. */
  url: string;
  /** 'memory' or the absolute data directory. */
  location: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (Postgres compiled to WASM) and serves it on a random loopback port with
 * pglite-socket. PGlite is one session: a connection holds it for a whole batch or transaction
 * (EmbeddedSessionQueue) and the others wait, so callers keep transactions short.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  const inMemory = dataDir === 'memory';
  const location = inMemory ? 'memory' : resolve(dataDir);
  if (!inMemory) mkdirSync(location, { recursive: true });
  const db = inMemory ? await PGlite.create() : await PGlite.create(location);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  // pglite-socket's own queue interleaves connections' extended-query batches (see the class).
  // Handlers take the server's queue when they connect, so replacing it before start covers all.
  const internals = server as unknown as { queryQueue?: SocketQueryQueue };
  if (!internals.queryQueue)
    throw new Error('pglite-socket changed: no queryQueue to replace (see EmbeddedSessionQueue)');
  internals.queryQueue = new EmbeddedSessionQueue(db);
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
