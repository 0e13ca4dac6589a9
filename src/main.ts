import 'reflect-metadata';
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { runPrimary } from './cluster';
import { createApp } from './create-app';

function configOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

async function bootstrap(config: AppConfig): Promise<void> {
  const app = await createApp(config);
  await app.listen({ host: config.host, port: config.port });
  // With several workers, the first one announces the addresses for all.
  if (cluster.isWorker && cluster.worker?.id !== 1) {
    installShutdown(config, app);
    return;
  }
  const base = (await app.getUrl()).replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');
  process.stdout.write(
    [
      '',
      `Crier ${config.buildVersion} is listening (${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite at ' + config.dataDir})`,
      `  Web      ${base}/`,
      `  REST     ${base}/v1`,
      `  GraphQL  ${base}/graphql`,
      `  Docs     ${base}/docs  (OpenAPI JSON: ${base}/docs-json)`,
      `  Health   ${base}/health`,
      '',
    ].join('\n') + '\n',
  );

  installShutdown(config, app);
}

/**
 * Graceful shutdown: stop accepting, finish in-flight requests, close the database; never hang.
 * The one owner of a worker's (or a single process's) SIGTERM/SIGINT; the primary's are cluster.ts's.
 */
function installShutdown(config: AppConfig, app: Awaited<ReturnType<typeof createApp>>): void {
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
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
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // A worker whose primary has gone (even by SIGKILL) must not live on as an orphan.
  if (cluster.isWorker) process.on('disconnect', () => shutdown('the primary exiting'));
}

const config = configOrExit();
if (config.workers > 1 && cluster.isPrimary) {
  runPrimary(config, (line) => process.stdout.write(`${line}\n`));
} else {
  void bootstrap(config);
}
