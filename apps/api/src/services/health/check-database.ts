import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Whether the database answers a trivial query (the health check). */
export async function checkDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
