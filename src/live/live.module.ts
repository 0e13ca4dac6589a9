import { Module } from '@nestjs/common';
import { DailyModule } from '../daily/daily.module';
import { AppendListener } from '../database/append-listener';
import { PersistenceModule } from '../persistence/persistence.module';
import { RatingsModule } from '../ratings/ratings.module';
import { RedisModule } from '../redis/redis.module';
import { SeeksModule } from '../seeks/seeks.module';
import { GameFeed } from './game-feed';
import { LiveController } from './live.controller';
import { LiveResolver } from './live.resolver';
import { LiveStreams } from './live-streams';
import { LobbyFeed } from './lobby-feed';
import { PlayerFeed } from './player-feed';
import { StreamSlots } from './stream-slots';

/**
 * Live play (issue 13): per-game, per-player and lobby Server-Sent Events and the GraphQL subscriptions,
 * fed by the append listener (PostgreSQL LISTEN/NOTIFY), so a move on any instance reaches
 * watchers on every instance.
 */
@Module({
  imports: [PersistenceModule, DailyModule, RedisModule, RatingsModule, SeeksModule],
  controllers: [LiveController],
  providers: [AppendListener, GameFeed, PlayerFeed, LobbyFeed, StreamSlots, LiveStreams, LiveResolver],
  exports: [GameFeed, LiveStreams],
})
export class LiveModule {}
