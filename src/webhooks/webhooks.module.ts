import { Module } from '@nestjs/common';
import { DailyModule } from '../daily/daily.module';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/**
 * Signed webhooks for server-side clients (issue 13.7): subscriptions, the delivery log, and the
 * worker that sends the outbox. The outbox rows themselves are written where the events are (the
 * game_event trigger, the move append, the daily close marker), in the same transactions.
 */
@Module({
  imports: [DailyModule],
  controllers: [WebhooksController],
  providers: [WebhooksRepository, WebhooksService, WebhooksResolver, WebhookDispatcher],
})
export class WebhooksModule {}
