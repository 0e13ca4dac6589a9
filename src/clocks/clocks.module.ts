import { Module } from '@nestjs/common';
import { GameEndModule } from '../persistence/game-end.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { ClocksRepository } from './clocks.repository';
import { ClocksService } from './clocks.service';

/** Turn clocks of timed games: the clock part of each move, and the sweeper of run-out clocks. */
@Module({
  imports: [PersistenceModule, GameEndModule],
  providers: [ClocksRepository, ClocksService],
  exports: [ClocksService],
})
export class ClocksModule {}
