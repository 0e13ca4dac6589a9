import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';

export interface IdempotentResponse {
  requestHash: string;
  status: number;
  response: unknown;
}

/**
 * The first response to each request sent with an Idempotency-Key (table idempotency_record).
 * Written by EventStore.append in the statement that appends the move; read here on a retry.
 */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly db: Database) {}

  find(playerId: string, key: string): Promise<IdempotentResponse | null> {
    return this.db.prisma.idempotencyRecord.findUnique({
      where: { playerId_key: { playerId, key } },
      select: { requestHash: true, status: true, response: true },
    });
  }
}
