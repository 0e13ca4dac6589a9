import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { toConnection } from '../common/graphql/connection';
import { parseId } from '../common/ids';
import type { AuthenticatedPlayer } from '../players/players.service';
import { CreateWebhookInput } from './dto/create-webhook.input';
import { WebhookDeliveriesArgs } from './dto/webhook-deliveries.args';
import { CreatedWebhookDto, WebhookDeliveryConnection, WebhookDto } from './webhooks.model';
import { toDeliveryDto, toWebhookDto } from './webhooks.presenter';
import { deliveryCursor, WebhooksService } from './webhooks.service';

@Resolver(() => WebhookDto)
export class WebhooksResolver {
  constructor(private readonly service: WebhooksService) {}

  @Mutation(() => CreatedWebhookDto, { description: 'Subscribe a URL to your events; the secret is shown once.' })
  @Authenticated()
  async createWebhook(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args('input') input: CreateWebhookInput,
  ): Promise<CreatedWebhookDto> {
    const hook = await this.service.create(player.id, input.url, input.events);
    return { ...toWebhookDto(hook), secret: hook.secret };
  }

  @Query(() => [WebhookDto], { description: 'Your webhooks, oldest first (never their secrets).' })
  @Authenticated()
  async webhooks(@CurrentPlayer() player: AuthenticatedPlayer): Promise<WebhookDto[]> {
    return (await this.service.list(player.id)).map(toWebhookDto);
  }

  @Mutation(() => Boolean, { description: 'Delete one of your webhooks; nothing more is sent to it.' })
  @Authenticated()
  async deleteWebhook(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.service.delete(player.id, parseId(id, 'webhook'));
    return true;
  }

  @Query(() => WebhookDeliveryConnection, { description: "One of your webhooks' delivery log, newest first." })
  @Authenticated()
  async webhookDeliveries(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args() { webhookId, first, after }: WebhookDeliveriesArgs,
  ): Promise<WebhookDeliveryConnection> {
    const page = await this.service.deliveries(player.id, parseId(webhookId, 'webhook'), first, after ?? null);
    return toConnection(
      { items: page.items.map(toDeliveryDto), hasNextPage: page.hasNextPage },
      deliveryCursor,
      after ?? null,
    );
  }
}
