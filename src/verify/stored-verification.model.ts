import { Field, ObjectType } from '@nestjs/graphql';
import { VerificationDto } from './verify.model';

@ObjectType('StoredGameVerification', {
  description: 'A stored finished game replayed from its events (as GET /v1/games/{id}/verify).',
})
export class StoredGameVerificationDto extends VerificationDto {
  @Field({ description: 'The replay is valid and its scores equal the stored result.' })
  matchesStored!: boolean;
}
