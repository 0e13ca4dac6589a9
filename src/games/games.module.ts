import { Module } from '@nestjs/common';
import { BotsModule } from '../bots/bots.module';
import { RatingsModule } from '../ratings/ratings.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { GamePresenter } from './game-presenter';
import { GameSchemasService } from './game-schemas.service';
import { GameHistoryResolver } from './game-history.resolver';
import { GameTypesResolver } from './game-types.resolver';
import { GamesController } from './games.controller';
import { GamesResolver } from './games.resolver';
import { GamesService } from './games.service';
import { HistoryController } from './history.controller';
import { HistoryService } from './history.service';

@Module({
  imports: [PersistenceModule, BotsModule, RatingsModule],
  controllers: [GamesController, HistoryController],
  providers: [
    GamesService,
    GamePresenter,
    GamesResolver,
    GameSchemasService,
    GameTypesResolver,
    GameHistoryResolver,
    HistoryService,
  ],
  exports: [GamesService, GamePresenter],
})
export class GamesModule {}
