import { Module } from '@nestjs/common';
import { PlayModule } from '../play/play.module';
import { ClockSweeper } from './clock-sweeper';
import { ClocksModule } from './clocks.module';

/** The sweeper that times out seats whose clock ran out (a command of the one write path). */
@Module({
  imports: [ClocksModule, PlayModule],
  providers: [ClockSweeper],
  exports: [ClockSweeper],
})
export class ClockSweepModule {}
