import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { dayCloses, utcDay } from '../common/clock/utc-day';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DailyService } from '../daily/daily.service';
import { signatureHeader } from './signature';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  type DailyClosedData,
  type WebhookEnvelope,
} from './webhook-events';
import { WebhookSender } from './webhook-sender';
import { WebhooksRepository, type ClaimedDelivery, type DeliveryOutcome } from './webhooks.repository';

/** Deliveries claimed per round; a full round is followed at once by another. */
const BATCH = 20;
/** Longest wait between two attempts of one delivery. */
const MAX_BACKOFF_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The delivery worker, on every instance: every WEBHOOK_POLL_MS it claims due deliveries from the
 * outbox (row locks with SKIP LOCKED, then a lease, so instances never send the same attempt
 * twice), posts each one signed, and records the outcome: delivered, retried after an
 * exponential backoff, or FAILED after WEBHOOK_MAX_ATTEMPTS. It also writes the daily.closed
 * deliveries once per closed day (see WebhooksRepository.announceDailyClosed).
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly sender: WebhookSender;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** "kind/date" of closes this instance saw announced (by itself or another instance). */
  private readonly announced = new Set<string>();

  constructor(
    private readonly repo: WebhooksRepository,
    private readonly daily: DailyService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sender = new WebhookSender(config.webhooks.timeoutMs, config.webhooks.allowPrivateAddresses);
  }

  onModuleInit(): void {
    this.schedule(this.config.webhooks.pollMs);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.sender.close();
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round()
        .catch((err: unknown) => {
          this.logger.warn(`webhook round failed: ${String(err)}`);
          return false;
        })
        .then((full) => {
          this.running = null;
          this.schedule(full ? 0 : this.config.webhooks.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** One round: announce closed days, then send what is due. True when the batch was full. */
  async round(): Promise<boolean> {
    await this.announceClosedDays();
    const now = this.clock.now();
    const lease = new Date(now.getTime() + this.config.webhooks.timeoutMs * 2 + 5_000);
    const claimed = await this.repo.claimDue(now, lease, BATCH);
    await Promise.all(claimed.map((d) => this.deliver(d)));
    return claimed.length === BATCH;
  }

  private async deliver(d: ClaimedDelivery): Promise<void> {
    const envelope: WebhookEnvelope = {
      id: d.id,
      event: d.event,
      createdAt: d.createdAt.toISOString(),
      data: d.payload,
    };
    const body = JSON.stringify(envelope);
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    const result = await this.sender.send(
      d.url,
      {
        [SIGNATURE_HEADER]: signatureHeader(d.secret, timestamp, body),
        [DELIVERY_ID_HEADER]: d.id,
        [EVENT_HEADER]: d.event,
      },
      body,
    );
    const at = this.clock.now();
    let outcome: DeliveryOutcome;
    if (result.ok) outcome = { kind: 'delivered', at, statusCode: result.statusCode! };
    else if (d.attempts >= this.config.webhooks.maxAttempts) {
      outcome = { kind: 'failed', at, statusCode: result.statusCode, error: result.error ?? 'failed' };
    } else {
      const wait = Math.min(this.config.webhooks.backoffBaseMs * 2 ** (d.attempts - 1), MAX_BACKOFF_MS);
      outcome = {
        kind: 'retry',
        at,
        nextAttemptAt: new Date(at.getTime() + wait),
        statusCode: result.statusCode,
        error: result.error ?? 'failed',
      };
    }
    await this.repo.record(d.id, outcome);
  }

  /** Writes the daily.closed deliveries of the day that closed last, once per kind and day. */
  private async announceClosedDays(): Promise<void> {
    const now = this.clock.now();
    const date = utcDay(new Date(now.getTime() - DAY_MS));
    for (const { kind } of this.daily.kinds()) {
      const key = `${kind}/${date}`;
      if (this.announced.has(key)) continue;
      const closedAt = dayCloses(date);
      const data: DailyClosedData = {
        kind,
        date,
        seed: this.daily.seedFor(kind, date),
        closedAt: closedAt.toISOString(),
      };
      await this.repo.announceDailyClosed(kind, date, closedAt, data);
      this.announced.add(key);
    }
  }
}
