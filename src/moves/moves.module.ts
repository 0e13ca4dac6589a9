import { Module } from '@nestjs/common';
import { MovesController } from './moves.controller';
import { MovesResolver } from './moves.resolver';
import { MovesService } from './moves.service';

@Module({ controllers: [MovesController], providers: [MovesService, MovesResolver], exports: [MovesService] })
export class MovesModule {}
