import { eq, sql } from 'drizzle-orm';
import {
  dollarsToCents,
  type IfMatch,
  FIRM_SETTINGS_TEXTS,
  formatGstNumber,
  type FirmSettingsDto,
  type firmSettingsInputSchema,
} from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { lawFirms } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { requireVersion } from '../../lib/versions.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Actor } from '../access/actor.js';
import { myFirm } from '../access/index.js';
import { publishChange } from '../events/change-feed.js';

/** A lawyer's firm (403 for other roles, 404 for a lawyer without one). */
async function requireMyFirm(db: Db, actor: Pick<Actor, 'id' | 'role'>): Promise<string> {
  if (actor.role !== 'lawyer') throw new AppError('FORBIDDEN', FIRM_SETTINGS_TEXTS.lawyersOnly);
  const firmId = await myFirm(db, actor);
  if (!firmId) throw notFound(FIRM_SETTINGS_TEXTS.noFirm);
  return firmId;
}

const columns = {
  id: lawFirms.id,
  name: lawFirms.name,
  businessHoursStart: lawFirms.businessHoursStart,
  businessHoursEnd: lawFirms.businessHoursEnd,
  defaultBillingRateCents: lawFirms.defaultBillingRateCents,
  gstNumber: lawFirms.gstNumber,
  version: lawFirms.version,
};

/** Settings › Firm Settings: the signed-in lawyer's own firm. */
export async function getMyFirmSettings(db: Db, actor: Pick<Actor, 'id' | 'role'>): Promise<FirmSettingsDto> {
  const firmId = await requireMyFirm(db, actor);
  const [row] = await db.select(columns).from(lawFirms).where(eq(lawFirms.id, firmId));
  if (!row) throw notFound(FIRM_SETTINGS_TEXTS.noFirm);
  return row;
}

/**
 * Saves the firm's settings (any of its lawyers may), audited, in one transaction: the firm first
 * (403, 404), then the version it was read at (decision 060; the firm's row locked, the same version
 * the admin Law Firms screen keeps), one more in the same UPDATE.
 */
export async function updateMyFirmSettings(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  input: z.output<typeof firmSettingsInputSchema>,
  expected: IfMatch,
): Promise<FirmSettingsDto> {
  const firmId = await requireMyFirm(db, actor);
  const gstNumber = input.gstNumber ? formatGstNumber(input.gstNumber) : null;
  const rate = dollarsToCents(input.defaultBillingRate)!;
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(lawFirms).where(eq(lawFirms.id, firmId)).for('update');
    if (!before) throw notFound(FIRM_SETTINGS_TEXTS.noFirm);
    await requireVersion(expected, before.version, async () => ({
      current: before,
      ...(await lastChangeOf(tx, 'law_firm', firmId)),
    }));
    const [row] = await tx
      .update(lawFirms)
      .set({
        name: input.name,
        businessHoursStart: input.businessHoursStart,
        businessHoursEnd: input.businessHoursEnd,
        defaultBillingRateCents: rate,
        gstNumber,
        updatedAt: new Date(),
        version: sql`${lawFirms.version} + 1`,
      })
      .where(eq(lawFirms.id, firmId))
      .returning(columns);
    if (!row) throw notFound(FIRM_SETTINGS_TEXTS.noFirm);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'law_firm.settings_updated',
      entityType: 'law_firm',
      entityId: firmId,
      data: { name: row.name, gstNumber, defaultBillingRateCents: rate },
    });
    // The firm's other lawyers, on their Settings, hear it (decision 062).
    await publishChange(tx, { kind: 'firm-settings', estateId: null, id: firmId, action: 'updated' });
    return row;
  });
}
