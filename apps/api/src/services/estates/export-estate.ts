import { asc, eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { basisPointsToPercent, centsToDollars } from '@estate/domain';
import type { Db } from '../../db/client.js';
import {
  assets,
  beneficiaries,
  documents,
  executors,
  liabilities,
  users,
  valuations,
} from '../../db/schema.js';
import { toCsv } from '../../lib/csv.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireEstate } from '../access/index.js';

/**
 * Export for OneLaw: one ZIP of CSV files (spec 2 §7; valuations added with the records kit), for
 * the people who run the estate (it carries every beneficiary's contact details; OneLaw is the firm's
 * practice software). The route checks `estate:manage`.
 */
export async function exportEstate(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId: string,
): Promise<{ fileName: string; zip: Buffer }> {
  const e = await requireEstate(db, actor, estateId);
  const [execs, bens, ass, libs, vals, docs] = await Promise.all([
    db
      .select({ x: executors, email: users.email })
      .from(executors)
      .innerJoin(users, eq(users.id, executors.userId))
      .where(e.executorId ? eq(executors.id, e.executorId) : sql`false`),
    db.select().from(beneficiaries).where(eq(beneficiaries.estateId, e.id)),
    db.select().from(assets).where(eq(assets.estateId, e.id)),
    db.select().from(liabilities).where(eq(liabilities.estateId, e.id)),
    db.select().from(valuations).where(eq(valuations.estateId, e.id)).orderBy(asc(valuations.valuedOn)),
    db.select().from(documents).where(eq(documents.estateId, e.id)).orderBy(asc(documents.uploadDate)),
  ]);
  const dollars = centsToDollars;
  const files: Record<string, string> = {
    'estates.csv': toCsv(
      [
        'estate_id',
        'deceased_name',
        'date_of_death',
        'last_known_address',
        'status',
        'stage',
        'will_status',
        'workflow_type',
        'small_estate_flag',
        'estimated_value',
        'grant_date',
        'notes',
        'date_created',
      ],
      [
        [
          e.id,
          e.deceasedName,
          e.dateOfDeath,
          e.lastKnownAddress,
          e.status,
          e.stage,
          e.willStatus,
          e.workflowType,
          e.smallEstateFlag,
          dollars(e.estimatedValueCents),
          e.grantDate,
          e.notes,
          e.dateCreated,
        ],
      ],
    ),
    'executors.csv': toCsv(
      ['executor_id', 'full_name', 'email'],
      execs.map(({ x, email }) => [x.id, x.fullName, email]),
    ),
    'beneficiaries.csv': toCsv(
      [
        'beneficiary_id',
        'full_name',
        'relationship',
        'email',
        'phone',
        'address',
        'share_percent',
        'status',
        'notes',
      ],
      bens.map((b) => [
        b.id,
        b.fullName,
        b.relationship,
        b.email,
        b.phone,
        b.address,
        basisPointsToPercent(b.shareBasisPoints),
        b.status,
        b.notes,
      ]),
    ),
    'assets.csv': toCsv(
      ['asset_id', 'name', 'type', 'value', 'status', 'location', 'controlled', 'notes'],
      ass.map((a) => [
        a.id,
        a.name,
        a.type,
        dollars(a.valueCents),
        a.status,
        a.location,
        a.controlled,
        a.notes,
      ]),
    ),
    'liabilities.csv': toCsv(
      ['liability_id', 'name', 'type', 'amount', 'creditor', 'due_date', 'notes'],
      libs.map((l) => [l.id, l.name, l.type, dollars(l.amountCents), l.creditor, l.dueDate, l.notes]),
    ),
    'valuations.csv': toCsv(
      [
        'valuation_id',
        'asset_id',
        'asset_name',
        'type',
        'value',
        'previous_value',
        'appraiser',
        'valued_on',
        'next_review_on',
        'notes',
      ],
      vals.map((v) => [
        v.id,
        v.assetId,
        v.assetName,
        v.type,
        dollars(v.valueCents),
        dollars(v.previousValueCents),
        v.appraiser,
        v.valuedOn,
        v.nextReviewOn,
        v.notes,
      ]),
    ),
    'documents_metadata.csv': toCsv(
      ['document_id', 'file_name', 'type', 'tags', 'upload_date', 'version', 'size_bytes'],
      docs.map((d) => [d.id, d.uploadedFile, d.type, d.tags, d.uploadDate, d.version, d.sizeBytes]),
    ),
  };
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
  await recordAudit(db, {
    actorId: actor.id,
    action: 'estate.exported',
    entityType: 'estate',
    entityId: e.id,
  });
  const slug = e.deceasedName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return { fileName: `onelaw-export-${slug}.zip`, zip: Buffer.from(zip) };
}
