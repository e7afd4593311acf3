import { eq } from 'drizzle-orm';
import { distributionHold, nzToday, type DistributionHoldDto } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { claims, estates } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { requireEstate } from '../access/index.js';

/**
 * Whether a distribution of this estate may be paid on `today` (New Zealand): its grant date and its
 * claims register, read in the caller's transaction, through the domain's `distributionHold`.
 */
export async function holdOf(db: Db | Tx, estateId: string, today: string = nzToday()) {
  const [estate] = await db
    .select({ grantDate: estates.grantDate })
    .from(estates)
    .where(eq(estates.id, estateId));
  const register = await db
    .select({
      kind: claims.kind,
      claimant: claims.claimant,
      status: claims.status,
      receivedDate: claims.receivedDate,
      filedDate: claims.filedDate,
      relationshipOption: claims.relationshipOption,
    })
    .from(claims)
    .where(eq(claims.estateId, estateId))
    .orderBy(claims.receivedDate, claims.createdAt);
  return distributionHold(estate?.grantDate ?? null, today, register);
}

/** GET /api/estates/:estateId/distribution-hold: the rule for today, for an estate the actor may see. */
export async function readDistributionHold(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId: string,
): Promise<DistributionHoldDto> {
  const estate = await requireEstate(db, actor, estateId);
  const today = nzToday();
  return { ...(await holdOf(db, estate.id, today)), today };
}
