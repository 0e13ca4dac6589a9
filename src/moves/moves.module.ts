import { Module } from '@nestjs/common';
import { GameEndModule } from '../persistence/game-end.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { MovesController } from './moves.controller';
import { MovesResolver } from './moves.resolver';
import { MovesService } from './moves.service';

@Module({
  imports: [PersistenceModule, GameEndModule],
  controllers: [MovesController],
  providers: [MovesService, MovesResolver],
  exports: [MovesService],
})
export class MovesModule {}
