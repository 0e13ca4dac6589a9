import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from './app-config';

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * Provides the `AppConfig` validated at boot (see main.ts) and the app's one Clock to every module.
 * One of the two global modules (with DatabaseModule): everything else is imported where used.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, clock: Clock): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
