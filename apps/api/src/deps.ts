import type { Config } from './env.js';
import type { Database, Db, Tx } from './db/client.js';
import type { Auth } from './services/auth/auth.js';
import type { FileStore } from './services/files/file-store.js';
import type { OutboxWorker } from './services/outbox/worker.js';

/**
 * What route modules get: plain objects, no decorators. Its own module so routes need not import
 * `app.ts`, which imports the routes.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: Database['kind'];
  auth: Auth;
  worker: OutboxWorker;
  store: FileStore;
  /** Test-only fault injection points; never set in production code paths. */
  faults?: { afterNotificationInsert?: (tx: Tx) => Promise<void> };
}
