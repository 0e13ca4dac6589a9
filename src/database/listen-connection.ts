import { Client, type ClientConfig, type Notification } from 'pg';
import type { Database } from './database';

export interface ListenHandlers {
  notification(n: Notification): void;
  /** The connection failed or ended (err null: it ended); also called when opening it failed. */
  lost(client: Client, err: Error | null): void;
}

/**
 * A connection of its own (not the pool's: a LISTEN lasts as long as its session) that LISTENs on
 * `channel` (or each of several), with keep-alive so a dead peer is noticed even when no notification is due. When
 * connecting or the LISTEN fails, the connection is closed, `lost` is told, and the answer is null.
 */
export async function openListenConnection(
  db: Database,
  channel: string | readonly string[],
  handlers: ListenHandlers,
): Promise<Client | null> {
  const options = db.pool.options as ClientConfig;
  const client = new Client({
    connectionString: options.connectionString,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  client.on('notification', (n) => handlers.notification(n));
  client.on('error', (err) => handlers.lost(client, err));
  client.on('end', () => handlers.lost(client, null));
  try {
    await client.connect();
    for (const c of typeof channel === 'string' ? [channel] : channel) await client.query(`LISTEN ${c}`);
    return client;
  } catch (err) {
    await client.end().catch(() => undefined);
    handlers.lost(client, err as Error);
    return null;
  }
}
