import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import type { WebhookEvent } from './webhook-events';
import { outboxInsertSql } from './webhook-outbox-sql';

export interface WebhookRecord {
  id: string;
  playerId: string;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
}

export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface DeliveryRecord {
  id: string;
  webhookId: string;
  event: WebhookEvent;
  payload: unknown;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

/** A delivery claimed by this instance for one attempt, with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  event: WebhookEvent;
  payload: unknown;
  createdAt: Date;
  /** Attempts so far, this one included. */
  attempts: number;
  url: string;
  secret: string;
}

export type DeliveryOutcome =
  | { kind: 'delivered'; at: Date; statusCode: number }
  | { kind: 'retry'; at: Date; nextAttemptAt: Date; statusCode: number | null; error: string }
  | { kind: 'failed'; at: Date; statusCode: number | null; error: string };

const WEBHOOK_FIELDS = { id: true, playerId: true, url: true, events: true, createdAt: true } as const;

/** The only place webhooks and their outbox are read or written (the outbox is also written by SQL: see the migration). */
@Injectable()
export class WebhooksRepository {
  constructor(private readonly db: Database) {}

  count(playerId: string): Promise<number> {
    return this.db.prisma.webhook.count({ where: { playerId } });
  }

  async create(hook: {
    id: string;
    playerId: string;
    url: string;
    events: WebhookEvent[];
    secret: string;
  }): Promise<WebhookRecord> {
    return toWebhook(await this.db.prisma.webhook.create({ data: hook, select: WEBHOOK_FIELDS }));
  }

  async list(playerId: string): Promise<WebhookRecord[]> {
    const rows = await this.db.prisma.webhook.findMany({
      where: { playerId },
      select: WEBHOOK_FIELDS,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toWebhook);
  }

  /** The player's webhook, or null (another player's is null too: it is not theirs to see). */
  async find(playerId: string, id: string): Promise<WebhookRecord | null> {
    const row = await this.db.prisma.webhook.findFirst({ where: { id, playerId }, select: WEBHOOK_FIELDS });
    return row ? toWebhook(row) : null;
  }

  /** Deletes the webhook and its deliveries (pending ones are never sent). False if not the player's. */
  async delete(playerId: string, id: string): Promise<boolean> {
    const { count } = await this.db.prisma.webhook.deleteMany({ where: { id, playerId } });
    return count === 1;
  }

  /** The webhook's deliveries, newest first, after the (createdAt, id) of a previous page's last. */
  async deliveries(webhookId: string, limit: number, after: [Date, string] | null): Promise<DeliveryRecord[]> {
    const rows = await this.db.prisma.webhookDelivery.findMany({
      where: after
        ? {
            webhookId,
            OR: [{ createdAt: { lt: after[0] } }, { createdAt: after[0], id: { lt: after[1] } }],
          }
        : { webhookId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
    return rows.map((r) => ({ ...r, event: r.event as WebhookEvent, payload: r.payload as unknown }));
  }

  /**
   * Claims up to `limit` due deliveries for one attempt each, in one statement (so one implicit
   * transaction, and no BEGIN that would hold the embedded database's other connections back):
   * locks them, skipping rows another instance holds, counts the attempt and leases them until
   * `leaseUntil`. The HTTP requests then run outside any transaction; an instance that dies
   * mid-attempt leaves its rows to be retried when the lease ends (at-least-once).
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
    const { rows } = await this.db.pool.query<ClaimedDelivery>(
      `WITH due AS (
         SELECT d.id FROM webhook_delivery d
          WHERE d.status = 'PENDING' AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= $1)
          ORDER BY d.next_attempt_at NULLS FIRST, d.created_at
          LIMIT $3
          FOR UPDATE SKIP LOCKED
       )
       UPDATE webhook_delivery d
          SET attempts = d.attempts + 1, next_attempt_at = $2, last_attempt_at = $1
         FROM due, webhook w
        WHERE d.id = due.id AND w.id = d.webhook_id
       RETURNING d.id, d.event, d.payload, d.created_at AS "createdAt", d.attempts, w.url, w.secret`,
      [now, leaseUntil, limit],
    );
    return rows;
  }

  /** Records an attempt's outcome (a delivery deleted meanwhile with its webhook is simply gone). */
  async record(id: string, outcome: DeliveryOutcome): Promise<void> {
    const data =
      outcome.kind === 'delivered'
        ? {
            status: 'DELIVERED' as const,
            deliveredAt: outcome.at,
            nextAttemptAt: null,
            lastStatusCode: outcome.statusCode,
            lastError: null,
          }
        : outcome.kind === 'retry'
          ? { nextAttemptAt: outcome.nextAttemptAt, lastStatusCode: outcome.statusCode, lastError: outcome.error }
          : {
              status: 'FAILED' as const,
              nextAttemptAt: null,
              lastStatusCode: outcome.statusCode,
              lastError: outcome.error,
            };
    await this.db.prisma.webhookDelivery.updateMany({ where: { id, status: 'PENDING' }, data });
  }

  /**
   * Announces a closed daily day once across instances: the statement that inserts the day's
   * marker also writes a `daily.closed` delivery for every webhook subscribed before the close
   * (one statement, one transaction). Returns the number of deliveries written (0 when another
   * instance announced it already).
   */
  async announceDailyClosed(kind: string, date: string, closedAt: Date, data: unknown): Promise<number> {
    const { rowCount } = await this.db.pool.query(DAILY_CLOSED_SQL, [kind, date, closedAt, JSON.stringify(data)]);
    return rowCount ?? 0;
  }
}

/** $1 kind, $2 date, $3 closedAt, $4 the data: the day's marker, and its deliveries only if the marker is new. */
const DAILY_CLOSED_SQL = `
WITH marked AS (
  INSERT INTO webhook_daily_closed (kind, date) VALUES ($1, $2::date) ON CONFLICT DO NOTHING RETURNING 1
)
${outboxInsertSql({
  event: 'daily.closed',
  payload: '$4::jsonb',
  from: 'marked',
  // Every subscribed webhook, not one player's: those created by the close.
  player: null,
  where: 'w.created_at <= $3',
})}`;

function toWebhook(row: {
  id: string;
  playerId: string;
  url: string;
  events: unknown;
  createdAt: Date;
}): WebhookRecord {
  return { ...row, events: row.events as WebhookEvent[] };
}
