import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { Clock, SystemClock } from './common/clock/clock';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { formatGraphQLError } from './common/graphql/format-error';
import { graphqlIdePlugin } from './common/graphql/ide';
import { graphqlComplexityLimit, graphqlDepthLimit } from './common/graphql/limits';
import { DatabaseModule } from './database/database.module';
import { AchievementsModule } from './achievements/achievements.module';
import { DailyModule } from './daily/daily.module';
import { GamesModule } from './games/games.module';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { HealthModule } from './health/health.module';
import { MovesModule } from './moves/moves.module';
import { PersistenceModule } from './persistence/persistence.module';
import { PlayersModule } from './players/players.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { VerifyModule } from './verify/verify.module';

@Global()
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: config.schemaFile ?? true,
          sortSchema: true,
          introspection: true,
          includeStacktraceInErrorResponses: false,
          formatError: formatGraphQLError,
          validationRules: graphqlDepthLimit(config),
          // Our own IDE page (local files) instead of Nest's GraphiQL from a CDN; off: no page.
          graphiql: false,
          plugins: [graphqlComplexityLimit(config), ...(config.graphqlIde ? [graphqlIdePlugin()] : [])],
          // The Fastify integration calls this with (request, reply).
          context: (request: unknown, reply: unknown) => ({ req: request, reply }),
        }),
        HealthModule,
        PersistenceModule,
        PlayersModule,
        RateLimitModule,
        GamesModule,
        MovesModule,
        DailyModule,
        LeaderboardModule,
        AchievementsModule,
        VerifyModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: Clock, useValue: clock },
      ],
      exports: [Clock],
    };
  }
}
