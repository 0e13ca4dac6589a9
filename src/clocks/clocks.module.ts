import { Module } from '@nestjs/common';
import { ClockProjection } from './clock.projection';
import { ClocksRepository } from './clocks.repository';

/** Turn clocks of timed games: the clock columns, and the projection that keeps them with each append. */
@Module({
  providers: [ClocksRepository, ClockProjection],
  exports: [ClocksRepository, ClockProjection],
})
export class ClocksModule {}
