import { Module } from '@nestjs/common';
import { PersistenceModule } from '../persistence/persistence.module';
import { RatingsModule } from '../ratings/ratings.module';
import { GameExportController } from './game-export.controller';
import { GameExportResolver } from './game-export.resolver';
import { GameExportService } from './game-export.service';

/** GET /v1/games/{id}/export and GraphQL gameExport: the offline verifier's input file. */
@Module({
  imports: [PersistenceModule, RatingsModule],
  controllers: [GameExportController],
  providers: [GameExportService, GameExportResolver],
})
export class GameExportModule {}
