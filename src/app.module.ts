import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { Clock, SystemClock } from './common/clock/clock';
import { AuthModule } from './auth/auth.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { formatGraphQLError } from './common/graphql/format-error';
import { graphqlIdePlugin } from './common/graphql/ide';
import { graphqlComplexityLimit, graphqlDepthLimit } from './common/graphql/limits';
import { DatabaseModule } from './database/database.module';
import { AchievementsModule } from './achievements/achievements.module';
import { DailyModule } from './daily/daily.module';
import { GamesModule } from './games/games.module';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { RatingsModule } from './ratings/ratings.module';
import { SeeksModule } from './seeks/seeks.module';
import { RematchModule } from './rematch/rematch.module';
import { HealthModule } from './health/health.module';
import { LiveModule } from './live/live.module';
import { graphqlWs } from './live/subscriptions';
import { MovesModule } from './moves/moves.module';
import { PlayersModule } from './players/players.module';
import { VerifyModule } from './verify/verify.module';
import { ClockSweepModule } from './clocks/clock-sweep.module';
import { ResignModule } from './resign/resign.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { GameExportModule } from './game-export/game-export.module';
import { WebModule } from './web/web.module';

/**
 * The application: config and database (the only global modules), GraphQL, the auth guards, and
 * the feature modules, each of which imports what it uses (see docs/architecture.md).
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, clock),
        DatabaseModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: config.schemaFile ?? true,
          sortSchema: true,
          introspection: true,
          includeStacktraceInErrorResponses: false,
          formatError: formatGraphQLError,
          // Errors of field resolvers (GameHistory.events…) leave through the same exception filter.
          fieldResolverEnhancers: ['filters'],
          validationRules: graphqlDepthLimit(config),
          // Our own IDE page (local files) instead of Nest's GraphiQL from a CDN; off: no page.
          graphiql: false,
          plugins: [graphqlComplexityLimit(config), ...(config.graphqlIde ? [graphqlIdePlugin()] : [])],
          // The Fastify integration calls this with (request, reply).
          context: (request: unknown, reply: unknown) => ({ req: request, reply }),
          // Live play: subscriptions over graphql-ws on the same path (src/live/subscriptions.ts).
          subscriptions: { 'graphql-ws': graphqlWs() },
        }),
        AuthModule,
        HealthModule,
        PlayersModule,
        GamesModule,
        MovesModule,
        DailyModule,
        LeaderboardModule,
        RatingsModule,
        SeeksModule,
        RematchModule,
        AchievementsModule,
        VerifyModule,
        WebhooksModule,
        GameExportModule,
        WebModule,
        ClockSweepModule,
        ResignModule,
        LiveModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
