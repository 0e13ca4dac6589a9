import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const app = await createApp(config);
  await app.listen({ host: config.host, port: config.port });
  const base = (await app.getUrl()).replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');
  process.stdout.write(
    [
      '',
      `Crier ${config.buildVersion} is listening (${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite at ' + config.dataDir})`,
      `  REST     ${base}/v1`,
      `  GraphQL  ${base}/graphql`,
      `  Docs     ${base}/docs  (OpenAPI JSON: ${base}/docs-json)`,
      `  Health   ${base}/health`,
      '',
    ].join('\n') + '\n',
  );

  // Graceful shutdown: stop accepting, finish in-flight requests, close the database; but never hang.
  const shutdown = (signal: string): void => {
    const timer = setTimeout(() => process.exit(1), config.shutdownTimeoutSeconds * 1000);
    timer.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        process.stderr.write(`shutdown after ${signal} failed: ${String(err)}\n`);
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void bootstrap();
