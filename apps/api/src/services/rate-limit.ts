import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from './outbox/worker.js';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window. Counters live in PostgreSQL so every API
 * process sees the same numbers; one atomic upsert per attempt.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const result = await db.execute(sql`
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

/** Forgets windows that ended long ago. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 hour'`);
}
