import { Global, Module } from '@nestjs/common';
import { EventStore } from './event-store';
import { GameEnd } from './game-end';
import { GameStates, STATE_CACHE } from './game-states';
import { GamesRepository } from './games.repository';
import { StateCache } from './state-cache';

/** The event-sourced game store shared by the games and moves modules. */
@Global()
@Module({
  providers: [
    EventStore,
    GamesRepository,
    GameStates,
    GameEnd,
    { provide: STATE_CACHE, useFactory: () => new StateCache(2000) },
  ],
  exports: [EventStore, GamesRepository, GameStates, GameEnd],
})
export class PersistenceModule {}
