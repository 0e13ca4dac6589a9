import type { WebhookDeliveryDto, WebhookDto } from './webhooks.model';
import type { DeliveryRecord, WebhookRecord } from './webhooks.repository';

/** A webhook as clients see it: never its secret. */
export function toWebhookDto(hook: WebhookRecord): WebhookDto {
  return { id: hook.id, url: hook.url, events: hook.events, createdAt: hook.createdAt };
}

export function toDeliveryDto(d: DeliveryRecord): WebhookDeliveryDto {
  return {
    id: d.id,
    event: d.event,
    data: d.payload,
    status: d.status,
    attempts: d.attempts,
    // A PENDING row's lease end is not a promise of anything: show it only while waiting to retry.
    nextAttemptAt: d.status === 'PENDING' ? d.nextAttemptAt : null,
    lastAttemptAt: d.lastAttemptAt,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt,
    createdAt: d.createdAt,
  };
}
