import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { DailyController } from './daily.controller';
import { DailyResolver } from './daily.resolver';
import { DailySecret } from './daily-secret';
import { DailyService } from './daily.service';

@Module({
  imports: [GamesModule],
  controllers: [DailyController],
  providers: [DailySecret, DailyService, DailyResolver],
  exports: [DailyService],
})
export class DailyModule {}
