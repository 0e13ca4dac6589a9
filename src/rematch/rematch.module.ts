import { Module } from '@nestjs/common';
import { BotsModule } from '../bots/bots.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { RematchController } from './rematch.controller';
import { RematchRepository } from './rematch.repository';
import { RematchResolver } from './rematch.resolver';
import { RematchService } from './rematch.service';

/** Rematches (issue 33): POST/GET /v1/games/{id}/rematch, GraphQL rematch and gameRematch. */
@Module({
  imports: [PersistenceModule, BotsModule],
  controllers: [RematchController],
  providers: [RematchRepository, RematchService, RematchResolver],
})
export class RematchModule {}
