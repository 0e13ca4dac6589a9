import { describe, expect, it } from '@jest/globals';
import type { WebhookEvent } from './webhook-events';
import { outboxInsertSql } from './webhook-outbox-sql';

const flat = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('outboxInsertSql', () => {
  it("gives one delivery per webhook of the row's player subscribed to the event", () => {
    const sql = outboxInsertSql({
      event: 'rating.changed',
      payload: 'd.payload',
      from: 'jsonb_to_recordset($1::jsonb) AS d(player_id uuid, payload jsonb)',
      player: 'd.player_id',
    });
    expect(flat(sql)).toBe(
      "INSERT INTO webhook_delivery (id, webhook_id, event, payload) SELECT gen_random_uuid(), w.id, 'rating.changed', d.payload" +
        ' FROM jsonb_to_recordset($1::jsonb) AS d(player_id uuid, payload jsonb)' +
        ` JOIN webhook w ON w.player_id = d.player_id AND w.events @> '["rating.changed"]'`,
    );
  });

  it('names the event in both places: the delivery row and the subscription test', () => {
    const sql = outboxInsertSql({ event: 'seek.matched', payload: 'p', from: 'r', player: 'r.player_id' });
    expect(sql).toContain(`w.id, 'seek.matched', p`);
    expect(sql).toContain(`w.events @> '["seek.matched"]'`);
    expect(sql.match(/seek\.matched/g)).toHaveLength(2);
  });

  it('adds the WHERE condition, and tells every subscribed webhook when no player is given', () => {
    const sql = outboxInsertSql({
      event: 'daily.closed',
      payload: '$4::jsonb',
      from: 'marked',
      player: null,
      where: 'w.created_at <= $3',
    });
    expect(flat(sql)).toBe(
      "INSERT INTO webhook_delivery (id, webhook_id, event, payload) SELECT gen_random_uuid(), w.id, 'daily.closed', $4::jsonb" +
        ` FROM marked JOIN webhook w ON w.events @> '["daily.closed"]' WHERE w.created_at <= $3`,
    );
  });

  it('refuses an event that is not a webhook event (the type already does; a cast would slip past it)', () => {
    const sneaked = "turn'; DROP TABLE webhook; --" as WebhookEvent;
    expect(() => outboxInsertSql({ event: sneaked, payload: 'p', from: 'r', player: 'r.p' })).toThrow(
      /Unknown webhook event/,
    );
    // @ts-expect-error a misspelt event does not compile
    expect(() => outboxInsertSql({ event: 'turns', payload: 'p', from: 'r', player: 'r.p' })).toThrow();
  });
});
