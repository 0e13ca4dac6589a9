import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../webhook-events';
import { WebhookEventEnum } from '../webhooks.model';

@InputType()
export class CreateWebhookInput {
  @Field({ description: 'An absolute http(s) URL on a public address; deliveries are POSTed to it.' })
  @ApiProperty({
    example: 'https://bot.example/crier',
    maxLength: 2048,
    description: 'An absolute http(s) URL whose host resolves to public addresses only; deliveries are POSTed to it.',
  })
  @IsString()
  @MaxLength(2048)
  url!: string;

  @Field(() => [WebhookEventEnum], { description: 'The events to be told about (at least one).' })
  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, minItems: 1, description: 'The events to be told about.' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @IsIn(WEBHOOK_EVENTS, { each: true })
  events!: WebhookEvent[];
}
