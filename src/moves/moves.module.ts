import { Module } from '@nestjs/common';
import { ClocksModule } from '../clocks/clocks.module';
import { GameEndModule } from '../persistence/game-end.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { MovesController } from './moves.controller';
import { MovesResolver } from './moves.resolver';
import { MovesService } from './moves.service';

@Module({
  imports: [PersistenceModule, GameEndModule, ClocksModule],
  controllers: [MovesController],
  providers: [MovesService, MovesResolver],
  exports: [MovesService],
})
export class MovesModule {}
