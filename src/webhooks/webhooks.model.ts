import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { graphqlEnum } from '../common/graphql/enums';
import { ConnectionType } from '../common/graphql/connection';
import { JSONScalar } from '../common/graphql/json.scalar';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_MEANING, type WebhookEvent } from './webhook-events';
import type { DeliveryStatus } from './webhooks.repository';
import { ContractField } from '../common/contract-field';

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export const WebhookEventEnum = graphqlEnum(
  'WebhookEvent',
  WEBHOOK_EVENTS,
  'What a webhook is told about.',
  WEBHOOK_EVENT_MEANING,
);
export const WebhookDeliveryStatusEnum = graphqlEnum(
  'WebhookDeliveryStatus',
  DELIVERY_STATUSES,
  'Where a delivery stands.',
  {
    PENDING: 'Not delivered yet: due now, or waiting for its next attempt.',
    DELIVERED: 'The receiver answered 2xx.',
    FAILED: 'Every attempt failed (WEBHOOK_MAX_ATTEMPTS); no more are made.',
  },
);

@ObjectType('Webhook', { description: 'One of your webhooks (its secret is shown only at creation).' })
export class WebhookDto {
  @ContractField(() => ID, { description: 'The webhook id, to list its deliveries or delete it.', format: 'uuid' })
  id!: string;

  @ContractField({ example: 'https://bot.example/crier', description: 'Where deliveries are POSTed.' })
  url!: string;

  @ContractField(() => [WebhookEventEnum], {
    enum: WEBHOOK_EVENTS,
    isArray: true,
    description: 'The events it is told about.',
  })
  events!: WebhookEvent[];

  @ContractField(() => GraphQLISODateTime, { description: 'When the webhook was created.' })
  createdAt!: Date;
}

@ObjectType('CreatedWebhook', { description: 'A new webhook with its signing secret, shown once.' })
export class CreatedWebhookDto extends WebhookDto {
  @Field({ description: 'HMAC-SHA256 key of the `Crier-Signature` header. Shown once: store it now.' })
  @ApiProperty({ example: 'whsec_…', description: 'HMAC-SHA256 key of the `Crier-Signature` header. Shown once.' })
  secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or being sent) to a webhook.' })
export class WebhookDeliveryDto {
  @Field(() => ID, { description: "Also the `Crier-Delivery-Id` header and the body's `id`: the same on every retry." })
  @ApiProperty({
    format: 'uuid',
    description: "Also `Crier-Delivery-Id` and the body's `id`: the same on every retry.",
  })
  id!: string;

  @ContractField(() => WebhookEventEnum, {
    description: "The event sent; also the `Crier-Event` header and the body's `event`.",
    enum: WEBHOOK_EVENTS,
  })
  event!: WebhookEvent;

  @ContractField(() => JSONScalar, { type: 'object', additionalProperties: true, description: "The body's `data`." })
  data!: unknown;

  @ContractField(() => WebhookDeliveryStatusEnum, {
    description: 'PENDING (not delivered yet), DELIVERED (answered 2xx) or FAILED (no attempts left).',
    enum: DELIVERY_STATUSES,
  })
  status!: DeliveryStatus;

  @ContractField(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @ContractField(() => GraphQLISODateTime, {
    type: Date,
    nullable: true,
    description: 'When the next attempt is due (PENDING only).',
  })
  nextAttemptAt!: Date | null;

  @ContractField(() => GraphQLISODateTime, {
    description: 'When the last attempt started; null before the first.',
    type: Date,
    nullable: true,
  })
  lastAttemptAt!: Date | null;

  @ContractField(() => Int, {
    type: Number,
    nullable: true,
    description: 'The HTTP status of the last answer, if any.',
  })
  lastStatusCode!: number | null;

  @ContractField(() => String, { type: String, nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;

  @ContractField(() => GraphQLISODateTime, {
    description: 'When the receiver answered 2xx; null unless DELIVERED.',
    type: Date,
    nullable: true,
  })
  deliveredAt!: Date | null;

  @ContractField(() => GraphQLISODateTime, { description: 'When the event happened.' })
  createdAt!: Date;
}

/** REST's page of deliveries (GraphQL pages them as a Relay connection). */
export class WebhookDeliveryPageDto {
  @ApiProperty({ type: [WebhookDeliveryDto], description: 'Newest first.' })
  items!: WebhookDeliveryDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor!: string | null;

  @ApiProperty({ description: 'Whether older deliveries follow (pass endCursor as `after`).' })
  hasNextPage!: boolean;
}

@ObjectType('WebhookDeliveryConnection', { description: "A webhook's deliveries, newest first." })
export class WebhookDeliveryConnection extends ConnectionType(WebhookDeliveryDto, 'WebhookDelivery') {}
