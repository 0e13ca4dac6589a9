import { Injectable } from '@nestjs/common';
import { notifyLiveWatchers, REMATCH_PROPOSED_CHANNEL } from '../database/append-listener';
import { Database } from '../database/database';
import type { Transaction } from '../database/transaction';
import { outboxInsertSql } from '../webhooks/webhook-outbox-sql';
import { awaitedBy } from './proposal';

/** A rematch as stored: who proposed it, who accepted so far, and the new game once started. */
export interface RematchRecord {
  gameId: string;
  proposedBy: string;
  accepted: string[];
  newGameId: string | null;
  createdAt: Date;
}

/** The `rematch.proposed` webhook's data, and the feed's `rematchProposed` notice (docs/api.md, "Rematch"). */
export interface RematchProposedData {
  previousGameId: string;
  /** The game type. */
  game: string;
  proposedBy: string;
  /** Every other person of the game, in seat order: the proposal waits for each of them. */
  waitingFor: string[];
}

/** One acceptance of the rematch of `gameId` (see RematchRepository.accept). */
export interface Acceptance {
  gameId: string;
  /** The game type (for the proposal's notice and webhooks). */
  game: string;
  playerId: string;
  /** The people seated in the ended game, in seat order. */
  people: readonly string[];
  now: Date;
  /** Creates the new game in the transaction; answers its id. */
  start: (tx: Transaction) => Promise<string>;
}

/** Rematches (table rematch): one per ended game, accepted person by person. */
@Injectable()
export class RematchRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records `playerId`'s acceptance of the rematch of `gameId` (proposing it when it is the
   * first), under the row's lock; when every one of `people` has accepted and no game exists yet,
   * `start` creates the new game in the same transaction. `started`: true when this call did.
   * A proposal that waits for others is announced in its transaction: a NOTIFY for the live
   * feeds of every instance, and `rematch.proposed` outbox rows for the others' webhooks.
   */
  async accept(a: Acceptance): Promise<{ rematch: RematchRecord; started: boolean }> {
    const { gameId, playerId, people, now } = a;
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO rematch (game_id, proposed_by, accepted, created_at) VALUES ($1, $2, '[]'::jsonb, $3)
         ON CONFLICT DO NOTHING RETURNING game_id`,
        [gameId, playerId, now],
      );
      const [row] = await tx.query<RematchRecord>(`${SELECT} WHERE game_id = $1 FOR UPDATE`, [gameId]);
      const r = row!;
      if (!r.accepted.includes(playerId)) r.accepted = [...r.accepted, playerId];
      let started = false;
      if (r.newGameId === null && people.every((p) => r.accepted.includes(p))) {
        r.newGameId = await a.start(tx);
        started = true;
      }
      await tx.query('UPDATE rematch SET accepted = $2::jsonb, new_game_id = $3 WHERE game_id = $1', [
        gameId,
        JSON.stringify(r.accepted),
        r.newGameId,
      ]);
      const waitingFor = awaitedBy(people, playerId);
      if (inserted.length === 1 && !started && waitingFor.length > 0) {
        await this.announceProposal(tx, { previousGameId: gameId, game: a.game, proposedBy: playerId, waitingFor });
      }
      return { rematch: r, started };
    });
  }

  /** The proposal's NOTIFY (ids only: the feeds read the game) and its webhooks, in its transaction. */
  private async announceProposal(tx: Transaction, data: RematchProposedData): Promise<void> {
    await notifyLiveWatchers(tx, REMATCH_PROPOSED_CHANNEL, `${data.previousGameId}:${data.proposedBy}`);
    await tx.query(
      this.db.statement('crier_rematch_proposed_outbox', PROPOSED_OUTBOX_SQL, [data.waitingFor, JSON.stringify(data)]),
    );
  }

  async find(gameId: string): Promise<RematchRecord | null> {
    const { rows } = await this.db.pool.query<RematchRecord>(`${SELECT} WHERE game_id = $1`, [gameId]);
    return rows[0] ?? null;
  }
}

const SELECT = `SELECT game_id AS "gameId", proposed_by AS "proposedBy", accepted, new_game_id AS "newGameId",
       created_at AS "createdAt" FROM rematch`;

/** One rematch.proposed delivery per webhook of the awaited people subscribed to it ($1 their ids, $2 the data). */
const PROPOSED_OUTBOX_SQL = outboxInsertSql({
  event: 'rematch.proposed',
  payload: '$2::jsonb',
  // DISTINCT: one delivery per webhook even if a person were listed twice (as `= ANY($1)` was).
  from: '(SELECT DISTINCT unnest($1::uuid[]) AS player_id) a',
  player: 'a.player_id',
});
