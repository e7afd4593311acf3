import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executors } from '../../db/schema.js';

type ActivityData = Record<string, unknown> | null;

/**
 * Recent Activity names who was made executor ("assigned Aroha Ngata as executor of …"). Events
 * recorded since issue 19 carry `executorName`; for older ones the executor's name is looked up
 * here from the executor id the event recorded (one query for the page). Answers each event's data
 * with the name added where it was found; other events unchanged.
 */
export async function withExecutorNames(db: Db, data: ActivityData[]): Promise<ActivityData[]> {
  const missing = (d: ActivityData): string | null => {
    const changes = d?.changes as Record<string, unknown> | undefined;
    const id = changes?.executorId;
    return typeof id === 'string' && typeof d?.executorName !== 'string' ? id : null;
  };
  const ids = [...new Set(data.map(missing).filter((id): id is string => id !== null))];
  if (ids.length === 0) return data;
  const names = new Map(
    (
      await db
        .select({ id: executors.id, name: executors.fullName })
        .from(executors)
        .where(inArray(executors.id, ids))
    ).map((r) => [r.id, r.name]),
  );
  return data.map((d) => {
    const id = missing(d);
    const name = id ? names.get(id) : undefined;
    return name ? { ...d, executorName: name } : d;
  });
}
