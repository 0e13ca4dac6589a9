import { Module } from '@nestjs/common';
import { PersistenceModule } from '../persistence/persistence.module';
import { RatingsModule } from '../ratings/ratings.module';
import { SeeksController } from './seeks.controller';
import { SeeksRepository } from './seeks.repository';
import { SeeksResolver } from './seeks.resolver';
import { SeeksService } from './seeks.service';

/** Matchmaking (issue 33): the seek pool, its lobby, and the tables it seats. */
@Module({
  imports: [PersistenceModule, RatingsModule],
  controllers: [SeeksController],
  providers: [SeeksRepository, SeeksService, SeeksResolver],
  exports: [SeeksRepository, SeeksService],
})
export class SeeksModule {}
