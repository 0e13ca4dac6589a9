import { WEBHOOK_EVENTS, type WebhookEvent } from './webhook-events';

/**
 * The outbox rule, written once: one `webhook_delivery` row per webhook subscribed to the event,
 * for each row the statement announces. Callers embed the text in their own set-based statement
 * (a CTE, or the statement itself), so the delivery commits with the change it announces. Pure
 * text, built once at module load: the statements stay prepared under their names.
 */
export interface OutboxInsert {
  /** A misspelt event does not compile (and is refused at load, should a cast sneak one in). */
  event: WebhookEvent;
  /** The FROM list (rows and their joins) giving one row per thing to announce. */
  from: string;
  /** The SQL expression of the player whose webhooks are told; null: every subscribed webhook (daily.closed). */
  player: string | null;
  /** The SQL expression of the delivery's payload (jsonb): the `data` of the envelope. */
  payload: string;
  /** A condition on the rows and `w`, the webhook. */
  where?: string;
}

/** `INSERT INTO webhook_delivery … SELECT … JOIN webhook w …` for the given rows. */
export function outboxInsertSql({ event, from, player, payload, where }: OutboxInsert): string {
  if (!(WEBHOOK_EVENTS as readonly string[]).includes(event)) throw new Error(`Unknown webhook event: ${event}`);
  // Event names are [a-z.]: safe inside the SQL literals.
  const subscribed = `w.events @> '${JSON.stringify([event])}'`;
  const joined = player === null ? subscribed : `w.player_id = ${player} AND ${subscribed}`;
  return `INSERT INTO webhook_delivery (id, webhook_id, event, payload)
  SELECT gen_random_uuid(), w.id, '${event}', ${payload}
    FROM ${from}
    JOIN webhook w ON ${joined}${where === undefined ? '' : `\n   WHERE ${where}`}`;
}
