import { Field, InputType } from '@nestjs/graphql';
import { ENTROPY_DESCRIPTION, EntropyField } from './entropy';

@InputType({ description: 'Joining a game (every field optional).' })
export class JoinGameInput {
  @Field({
    nullable: true,
    description: `${ENTROPY_DESCRIPTION} Only a mixed game (seedSource MIXED) takes it; elsewhere it is refused (409 CONFLICT, reason ENTROPY_NOT_ACCEPTED).`,
  })
  @EntropyField(
    `${ENTROPY_DESCRIPTION} Only a game whose seedSource is \`mixed\` takes it; elsewhere it is refused (409 CONFLICT, reason ENTROPY_NOT_ACCEPTED) and you are not seated.`,
  )
  entropy?: string;
}
