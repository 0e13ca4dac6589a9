import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';

/** Server-wide secrets generated on first start (table server_secret). */
@Injectable()
export class ServerSecretRepository {
  constructor(private readonly db: Database) {}

  /**
   * The secret stored under `name`, storing `candidate` first when there is none. Instances starting
   * together agree: the insert does nothing when one is there already (ON CONFLICT DO NOTHING).
   */
  async getOrCreate(name: string, candidate: string): Promise<string> {
    await this.db.prisma.serverSecret.createMany({ data: [{ name, value: candidate }], skipDuplicates: true });
    const row = await this.db.prisma.serverSecret.findUniqueOrThrow({ where: { name }, select: { value: true } });
    return row.value;
  }
}
