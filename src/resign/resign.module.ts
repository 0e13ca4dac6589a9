import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { PlayModule } from '../play/play.module';
import { ResignController } from './resign.controller';
import { ResignResolver } from './resign.resolver';
import { ResignService } from './resign.service';

/** Resigning a seat: POST /v1/games/{id}/resign and the `resign` mutation. */
@Module({
  imports: [GamesModule, PlayModule],
  controllers: [ResignController],
  providers: [ResignService, ResignResolver],
})
export class ResignModule {}
