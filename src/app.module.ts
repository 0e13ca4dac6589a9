import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { formatGraphQLError } from './common/graphql/format-error';
import { DatabaseModule } from './database/database.module';
import { GamesModule } from './games/games.module';
import { HealthModule } from './health/health.module';
import { MovesModule } from './moves/moves.module';
import { PersistenceModule } from './persistence/persistence.module';
import { PlayersModule } from './players/players.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
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
          context: ({ request, reply }: { request: unknown; reply: unknown }) => ({ req: request, reply }),
        }),
        HealthModule,
        PersistenceModule,
        PlayersModule,
        GamesModule,
        MovesModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
