import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { estates } from '../db/schema.js';

/** The id of the demo lawyer's estate of this deceased person, or null when the demo has none. */
export async function demoLawyerEstateId(
  db: Db,
  lawyerId: string,
  deceasedName: string,
): Promise<string | null> {
  const [estate] = await db
    .select({ id: estates.id })
    .from(estates)
    .where(and(eq(estates.deceasedName, deceasedName), eq(estates.createdBy, lawyerId)));
  return estate?.id ?? null;
}
