import { Module } from '@nestjs/common';
import { ClocksModule } from '../clocks/clocks.module';
import { GamesModule } from '../games/games.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { ResignController } from './resign.controller';
import { ResignResolver } from './resign.resolver';
import { ResignService } from './resign.service';

/** Resigning a seat: POST /v1/games/{id}/resign and the `resign` mutation. */
@Module({
  imports: [PersistenceModule, GamesModule, ClocksModule],
  controllers: [ResignController],
  providers: [ResignService, ResignResolver],
})
export class ResignModule {}
