import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from './outbox/worker.js';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters for the rate limits (sign-in, sign-up, resets, status lookups, the public
 * forms, email changes): one hit per attempt, the limits themselves set by the caller. Decision 035.
 */
export interface RateLimiter {
  /** Counts one attempt against `key`; `allowed` is false past `limit` hits in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Forgets windows that ended long ago. */
  prune(): Promise<void>;
}

/** Where the counters live: RATE_LIMIT_STORE (env.ts). */
export type RateLimitStore = 'memory' | 'database';

export function createRateLimiter(store: RateLimitStore, db: Db): RateLimiter {
  return store === 'database' ? new DatabaseRateLimiter(db) : new MemoryRateLimiter();
}

/** Windows that ended this long ago are forgotten (the longest limit's window is ten minutes). */
const FORGET_AFTER_MS = 60 * 60_000;

/**
 * Counters in this process's memory: no database round trip per attempt. Right for one API
 * process (the embedded database always is one); several processes behind a load balancer need the
 * shared `database` store, or each would allow the limit on its own.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();
  private hitsSincePrune = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.startedAt <= now - windowMs) {
      w = { count: 0, startedAt: now };
      this.windows.set(key, w);
    }
    w.count += 1;
    // A flood of distinct keys (addresses, emails) must not grow the map without end.
    if (++this.hitsSincePrune >= 10_000) void this.prune();
    return Promise.resolve({
      allowed: w.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((w.startedAt + windowMs - now) / 1000)),
    });
  }

  prune(): Promise<void> {
    this.hitsSincePrune = 0;
    const before = this.now() - FORGET_AFTER_MS;
    for (const [key, w] of this.windows) if (w.startedAt < before) this.windows.delete(key);
    return Promise.resolve();
  }
}

/**
 * Counters in PostgreSQL, shared by every API process: one atomic upsert per attempt. The table is
 * UNLOGGED (migration 0020), so a hit writes no WAL and its commit waits for no disk flush; after
 * a database crash the counters start again from zero, which a limit can afford.
 */
export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const result = await this.db.execute(sql`
      INSERT INTO rate_limits (key, count, window_started_at) VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_started_at <= now() - (${windowMs} * interval '1 millisecond')
                     THEN 1 ELSE rate_limits.count + 1 END,
        window_started_at = CASE WHEN rate_limits.window_started_at <= now() - (${windowMs} * interval '1 millisecond')
                     THEN now() ELSE rate_limits.window_started_at END
      RETURNING count, extract(epoch from (window_started_at + (${windowMs} * interval '1 millisecond') - now())) AS remaining`);
    const row = rowsOf<{ count: number; remaining: string | number }>(result)[0]!;
    return {
      allowed: Number(row.count) <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))),
    };
  }

  async prune(): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 hour'`);
  }
}
