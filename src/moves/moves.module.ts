import { Module } from '@nestjs/common';
import { PersistenceModule } from '../persistence/persistence.module';
import { PlayModule } from '../play/play.module';
import { MovesController } from './moves.controller';
import { MovesResolver } from './moves.resolver';
import { MovesService } from './moves.service';

/** Moves of live games (POST moves, legal-moves, the submitMove mutation), run through the CommandRunner. */
@Module({
  imports: [PersistenceModule, PlayModule],
  controllers: [MovesController],
  providers: [MovesService, MovesResolver],
  exports: [MovesService],
})
export class MovesModule {}
