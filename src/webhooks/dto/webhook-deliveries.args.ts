import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsString } from 'class-validator';
import { ConnectionArgs } from '../../common/graphql/connection';

@ArgsType()
export class WebhookDeliveriesArgs extends ConnectionArgs {
  @Field(() => ID, { description: 'One of your webhooks.' })
  @IsString()
  webhookId!: string;
}
