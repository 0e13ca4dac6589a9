import { Module } from '@nestjs/common';
import { GameRatings } from './game-ratings';
import { RatingsController } from './ratings.controller';
import { RatingsProjection } from './ratings.projection';
import { RatingsRepository } from './ratings.repository';
import { RatingsResolver } from './ratings.resolver';
import { RatingsService } from './ratings.service';

/** Ratings (issue 33): the update at a rated game's end, the boards and each player's history. */
@Module({
  controllers: [RatingsController],
  providers: [RatingsRepository, GameRatings, RatingsProjection, RatingsService, RatingsResolver],
  exports: [RatingsRepository, RatingsProjection, RatingsService],
})
export class RatingsModule {}
