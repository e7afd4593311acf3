/**
 * Runs the outbox worker alone (`npm run worker`), beside any number of API processes, with the
 * sweeper of unfinished uploads (it needs the API's DATA_DIR or bucket) and the periodic jobs (services/jobs/periodic-jobs.ts).
 */
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from './db/client.js';
import { ConfigError, loadConfig } from './env.js';
import { createOutboxWorker } from './outbox.js';
import { startFileSweeper } from './services/files/file-intents.js';
import { LocalFileStore } from './services/files/file-store.js';
import { S3FileStore } from './services/files/s3-file-store.js';
import { startPeriodicJobs } from './services/jobs/periodic-jobs.js';
import { createWebhookWorker } from './services/webhooks/worker.js';

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
  const worker = createOutboxWorker(database.db, config, log);
  worker.start();
  const webhookWorker = createWebhookWorker(database.db, config, log);
  webhookWorker.start();
  const store = config.s3
    ? new S3FileStore(config.s3)
    : new LocalFileStore(path.join(config.dataDir, 'files'));
  const sweeper = startFileSweeper(database.db, store, config.fileSweepGraceMs, log);
  const periodicJobs = startPeriodicJobs(database.db, log, {
    publicUrl: config.publicUrl,
    secret: config.authSecret,
  });
  log.info('outbox worker started');
  const stop = () =>
    void Promise.all([worker.stop(), webhookWorker.stop(), sweeper.stop(), periodicJobs.stop()])
      .then(() => database.close())
      .then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
