import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import type { Transaction } from '../database/transaction';
import type { ClockState } from './clock-state';

/**
 * Claims timed games whose first clock ran out, for one sweeping instance: rows already claimed
 * by a concurrent sweep (locked now, or leased until later) are skipped, so two instances never
 * work on the same game at once. The lease outlives a crashed sweeper only until `leaseUntil`.
 */
const CLAIM_SQL = `
UPDATE game SET clock_claimed_until = $2
 WHERE id IN (SELECT id FROM game
               WHERE clock_deadline <= $1 AND status = 'ACTIVE'
                 AND (clock_claimed_until IS NULL OR clock_claimed_until <= $1)
               ORDER BY clock_deadline
               LIMIT $3
               FOR UPDATE SKIP LOCKED)
RETURNING id`;

/** The clock columns of the game row (migration 20261123030000_turn_clocks). */
@Injectable()
export class ClocksRepository {
  constructor(private readonly db: Database) {}

  /** Ids of up to `limit` active games whose clock ran out by `now`, leased to the caller. */
  async claimExpired(now: Date, leaseUntil: Date, limit: number): Promise<string[]> {
    // Plain SQL: Prisma cannot say FOR UPDATE SKIP LOCKED.
    const { rows } = await this.db.pool.query<{ id: string }>(CLAIM_SQL, [now, leaseUntil, limit]);
    return rows.map((r) => r.id);
  }

  /** Writes the clocks with the events that changed them (inside the append's transaction); ends any lease. */
  async save(tx: Transaction, gameId: string, clock: ClockState, deadline: Date | null): Promise<void> {
    await tx.query('UPDATE game SET clock = $2::jsonb, clock_deadline = $3, clock_claimed_until = NULL WHERE id = $1', [
      gameId,
      JSON.stringify(clock),
      deadline,
    ]);
  }

  /** Gives a claimed game back (nothing was due after all, or the sweep failed). */
  async release(gameId: string): Promise<void> {
    await this.db.pool.query('UPDATE game SET clock_claimed_until = NULL WHERE id = $1', [gameId]);
  }

  /** Stops the clocks of a game that is no longer active (it ended some other way). */
  async stop(gameId: string): Promise<void> {
    await this.db.pool.query(
      `UPDATE game SET clock_deadline = NULL, clock_claimed_until = NULL WHERE id = $1 AND status <> 'ACTIVE'`,
      [gameId],
    );
  }
}
