import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estates, lawFirms } from '../../db/schema.js';
import type { StatementIssuer } from './statement-pdf.js';

/**
 * The law firm whose matter an estate is (decision 020), as its statement names it: the firm's name
 * and its GST number (Settings › Firm Settings); null for an estate that is no firm's. Call it for an
 * estate the actor may see.
 */
export async function statementIssuerOf(db: Db, estateId: string): Promise<StatementIssuer | null> {
  const [row] = await db
    .select({ firmName: lawFirms.name, gstNumber: lawFirms.gstNumber })
    .from(estates)
    .innerJoin(lawFirms, eq(lawFirms.id, estates.firmId))
    .where(eq(estates.id, estateId));
  return row ?? null;
}
