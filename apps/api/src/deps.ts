import type { Config } from './env.js';
import type { Database, Db } from './db/client.js';
import type { Auth } from './services/auth/auth.js';
import type { FileStore } from './services/files/file-store.js';
import type { OutboxWorker } from './services/outbox/worker.js';
import type { NotificationFaults } from './services/notifyflow/create-notification.js';
import type { RateLimiter } from './services/rate-limit.js';
import type { ChangeFeed } from './services/events/change-feed.js';

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
  /** Committed changes of every process, for the live event stream (decision 062). */
  changes: ChangeFeed;
  /** The rate limits' counters (in memory, or shared in the database). */
  rateLimits: RateLimiter;
  /** Test-only fault injection points; never set in production code paths. */
  faults?: NotificationFaults;
}
