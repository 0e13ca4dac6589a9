import { Module } from '@nestjs/common';
import { EventStore } from './event-store';
import { GameStates, STATE_CACHE } from './game-states';
import { GamesRepository } from './games.repository';
import { IdempotencyRepository } from './idempotency.repository';
import { StateCache } from './state-cache';

/** The event-sourced game store: game rows, their event streams, and states derived from them. */
@Module({
  providers: [
    EventStore,
    GamesRepository,
    GameStates,
    IdempotencyRepository,
    { provide: STATE_CACHE, useFactory: () => new StateCache(2000) },
  ],
  exports: [EventStore, GamesRepository, GameStates, IdempotencyRepository],
})
export class PersistenceModule {}
