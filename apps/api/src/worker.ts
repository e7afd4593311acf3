/** Runs the outbox worker alone (`npm run worker`), beside any number of API processes. */
import pino from 'pino';
import { openDatabase } from './db/client.js';
import { ConfigError, loadConfig } from './env.js';
import { OutboxWorker } from './services/outbox/worker.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: the standalone worker needs a PostgreSQL server (the embedded database runs its worker inside the API)',
    );
  }
  if (!config.smtpUrl)
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required for the worker to send email');
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  const worker = new OutboxWorker(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  worker.start();
  log.info('outbox worker started');
  const stop = () =>
    void worker
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
