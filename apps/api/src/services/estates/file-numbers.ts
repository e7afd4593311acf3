import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { estates } from '../../db/schema.js';

/**
 * Brings a lawyer's own firmless estates into the firm they join (decision 020), each with the
 * firm's next file number for the year it was opened, oldest first. File numbers are unique per
 * firm (migration 0018): an estate keeping the number it had outside the firm would take a number
 * the firm's counter has not given yet, and the firm's next new estate would then collide with it.
 * Answers the ids of the estates brought in.
 */
export async function bringEstatesIntoFirm(
  db: Db | Tx,
  createdBy: string,
  firmId: string,
): Promise<string[]> {
  const own = await db
    .select({ id: estates.id })
    .from(estates)
    .where(and(eq(estates.createdBy, createdBy), isNull(estates.firmId)))
    .orderBy(asc(estates.dateCreated), asc(estates.id));
  for (const { id } of own) {
    // The same counter and text (`estate_file_number`, migration 0018) as the trigger gives a new estate.
    await db.execute(sql`
      with opened as (
        select extract(year from ${estates.dateCreated} at time zone 'Pacific/Auckland')::int as year
        from ${estates} where ${estates.id} = ${id}
      ), next as (
        insert into estate_file_counters as c (firm_key, year, last)
          select ${firmId}::text, opened.year, 1 from opened
        on conflict (firm_key, year) do update set last = c.last + 1
        returning c.year, c.last
      )
      update ${estates}
      set firm_id = ${firmId}, file_number = estate_file_number(next.year, next.last)
      from next
      where ${estates.id} = ${id}`);
  }
  return own.map((e) => e.id);
}
