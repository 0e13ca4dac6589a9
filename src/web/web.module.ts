import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { SheetSvgController } from './sheet-svg.controller';
import { SheetSvgService } from './sheet-svg.service';

/** What the web client needs beyond the JSON API: the drawn sheet (the page itself is static, see web-client.ts). */
@Module({
  imports: [GamesModule],
  controllers: [SheetSvgController],
  providers: [SheetSvgService],
})
export class WebModule {}
