import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { parseId } from '../common/ids';
import type { AuthenticatedPlayer } from '../players/players.service';
import { CreateWebhookInput } from './dto/create-webhook.input';
import { ListDeliveriesQuery } from './dto/list-deliveries.query';
import { CreatedWebhookDto, WebhookDeliveryPageDto, WebhookDto } from './webhooks.model';
import { WebhooksService } from './webhooks.service';
import { toDeliveryDto, toWebhookDto } from './webhooks.presenter';

@ApiTags('webhooks')
@Controller('v1/players/me/webhooks')
@Authenticated()
@ApiBearerAuth()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @ApiOperation({
    summary: 'Subscribe a URL to your events; the signing secret is shown once.',
    description:
      'Deliveries are signed POSTs (see the `webhooks` section of this document and docs/api.md, "Webhooks"). ' +
      'The URL must be http(s) and its host must resolve to public addresses only.',
  })
  @ApiCreatedResponse({ type: CreatedWebhookDto })
  async create(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() input: CreateWebhookInput,
  ): Promise<CreatedWebhookDto> {
    const hook = await this.webhooks.create(player.id, input.url, input.events);
    return { ...toWebhookDto(hook), secret: hook.secret };
  }

  @Get()
  @ApiOperation({ summary: 'Your webhooks, oldest first (never their secrets).' })
  @ApiOkResponse({ type: [WebhookDto] })
  async list(@CurrentPlayer() player: AuthenticatedPlayer): Promise<WebhookDto[]> {
    return (await this.webhooks.list(player.id)).map(toWebhookDto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one of your webhooks: nothing more is sent to it, pending retries included.' })
  @ApiNoContentResponse()
  async delete(@CurrentPlayer() player: AuthenticatedPlayer, @Param('id') id: string): Promise<void> {
    await this.webhooks.delete(player.id, parseId(id, 'webhook'));
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: "One of your webhooks' delivery log, newest first: status, attempts, last outcome." })
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  async deliveries(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param('id') id: string,
    @Query() query: ListDeliveriesQuery,
  ): Promise<WebhookDeliveryPageDto> {
    const page = await this.webhooks.deliveries(player.id, parseId(id, 'webhook'), query.first, query.after ?? null);
    return { items: page.items.map(toDeliveryDto), endCursor: page.endCursor, hasNextPage: page.hasNextPage };
  }
}
