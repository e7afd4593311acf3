import path from 'node:path';
import { ConfigError, loadConfig } from './env.js';
import { buildApp } from './app.js';
import { API_ROOT } from './lib/api-root.js';
import { releaseStartMemory } from './lib/release-start-memory.js';

/** Starts the API and the web app on one port; shuts down cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const env = { ...process.env };
  if (process.argv.includes('--demo')) env.DEMO = 'true';
  const config = loadConfig(env, { webDist: path.resolve(API_ROOT, '../web/dist') });
  const started = performance.now();
  const { app, deps } = await buildApp(config);
  await app.ready();
  releaseStartMemory();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: deps.databaseKind,
      demo: config.demo,
      readyMs: Math.round(performance.now() - started),
      url: config.publicUrl,
    },
    `NZ Estate Platform is ready at ${config.publicUrl}`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
