import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { AppError, notFound } from '../common/errors/app-error';
import { decodeCursor, encodeCursor } from '../common/pagination';
import { urlRefusal, type UrlRefusal } from './address-policy';
import type { WebhookEvent } from './webhook-events';
import { WebhooksRepository, type DeliveryRecord, type WebhookRecord } from './webhooks.repository';

export interface CreatedWebhook extends WebhookRecord {
  /** The signing secret: shown once, at creation. */
  secret: string;
}

export interface DeliveryPage {
  items: DeliveryRecord[];
  endCursor: string | null;
  hasNextPage: boolean;
}

const DELIVERIES_CURSOR = ['date', 'uuid'] as const;

/** A player's webhooks: subscribe (with the SSRF checks), list, delete, read the delivery log. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly repo: WebhooksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(playerId: string, url: string, events: WebhookEvent[]): Promise<CreatedWebhook> {
    const refusal = await urlRefusal(url, this.config.webhooks.allowPrivateAddresses);
    if (refusal?.code === 'INVALID_WEBHOOK_URL') {
      throw new AppError('INVALID_WEBHOOK_URL', invalidUrlMessage[refusal.reason], { reason: refusal.reason });
    }
    if (refusal?.code === 'WEBHOOK_URL_NOT_PUBLIC') {
      throw new AppError(
        'WEBHOOK_URL_NOT_PUBLIC',
        `The URL's host resolves to ${refusal.address}, which is not a public address.`,
        { reason: refusal.reason, address: refusal.address },
      );
    }
    const limit = this.config.webhooks.maxPerPlayer;
    // Counted before the insert: two racing creations may pass one over the limit, which is harmless.
    if ((await this.repo.count(playerId)) >= limit) {
      throw new AppError('CONFLICT', `You already have ${limit} webhooks; delete one first.`, {
        reason: 'TOO_MANY_WEBHOOKS',
        limit,
      });
    }
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const hook = await this.repo.create({ id: randomUUID(), playerId, url, events: [...new Set(events)], secret });
    return { ...hook, secret };
  }

  list(playerId: string): Promise<WebhookRecord[]> {
    return this.repo.list(playerId);
  }

  /** Deletes it and its deliveries: nothing more is sent, pending retries included. */
  async delete(playerId: string, id: string): Promise<void> {
    if (!(await this.repo.delete(playerId, id))) throw notFound('Webhook', { id });
  }

  async deliveries(playerId: string, id: string, first: number, after: string | null): Promise<DeliveryPage> {
    const key = after === null ? null : decodeCursor(after, DELIVERIES_CURSOR);
    if (!(await this.repo.find(playerId, id))) throw notFound('Webhook', { id });
    const rows = await this.repo.deliveries(id, first + 1, key);
    const items = rows.slice(0, first);
    const last = items.at(-1);
    return {
      items,
      hasNextPage: rows.length > first,
      endCursor: last ? deliveryCursor(last) : null,
    };
  }
}

export function deliveryCursor(d: { createdAt: Date; id: string }): string {
  return encodeCursor([d.createdAt, d.id]);
}

const invalidUrlMessage: Record<Extract<UrlRefusal, { code: 'INVALID_WEBHOOK_URL' }>['reason'], string> = {
  MALFORMED: 'The URL is not an absolute URL.',
  NOT_HTTP: 'Webhook URLs must be http or https.',
  CREDENTIALS: 'Webhook URLs may not carry a user name or password; verify the signature instead.',
  UNRESOLVABLE: "The URL's host does not resolve to any address.",
};
