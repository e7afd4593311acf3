import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  formatGstNumber,
  LAW_FIRM_TEXTS,
  lawFirmDeleteRefusal,
  lawFirmDtoSchema,
  lawFirmInputSchema,
  lawFirmListQuerySchema,
  lawFirmSummarySchema,
} from '@estate/domain';
import { billingAccounts, estates, lawFirms, users } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { definePlatformRecord } from '../../records/define-platform-record.js';
import { qualified } from '../../../db/sql.js';

const orNull = (value: string | null | undefined) => (value ? value : null);

/*
 * Drizzle writes a column inside a select's SQL without its table ("law_firm_id"), which inside a
 * subquery would name the subquery's own column of that name: the counts name both tables.
 */
const firm = qualified(lawFirms.id);

/** The firm's members: its user accounts that are not deleted. */
const memberCount = sql<number>`(select count(*)::int from ${users} where ${qualified(users.firmId)} = ${firm} and ${qualified(users.deletedAt)} is null)`;
/** The firm's matters. */
const estateCount = sql<number>`(select count(*)::int from ${estates} where ${qualified(estates.firmId)} = ${firm})`;

/**
 * Law Firms (spec 3 §2, /dashboard/admin/law-firms; admins only): the firms lawyers belong to, with
 * their members and estates counted from the real rows. A firm that still has members, estates or a
 * billing account is not deleted (decision 020): the refusal names what is left.
 */
export const lawFirmRecords = definePlatformRecord({
  path: 'admin/law-firms',
  entity: 'law_firm',
  tag: 'Law firms',
  texts: LAW_FIRM_TEXTS,
  table: lawFirms,
  input: lawFirmInputSchema,
  dto: lawFirmDtoSchema,
  listQuery: lawFirmListQuerySchema,
  summary: lawFirmSummarySchema,
  toValues: (input) => ({
    name: input.name,
    primaryContact: orNull(input.primaryContact),
    contactEmail: orNull(input.contactEmail?.toLowerCase()),
    contactPhone: orNull(input.contactPhone),
    address: orNull(input.address),
    status: input.status,
    billingStatus: input.billingStatus,
    ...(input.gstNumber === undefined
      ? {}
      : { gstNumber: input.gstNumber ? formatGstNumber(input.gstNumber) : null }),
    updatedAt: new Date(),
  }),
  lookups: { memberCount, estateCount },
  toDto: (row, { lookups }) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    primaryContact: row.primaryContact,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    status: row.status,
    billingStatus: row.billingStatus,
    gstNumber: row.gstNumber,
    memberCount: Number(lookups.memberCount ?? 0),
    estateCount: Number(lookups.estateCount ?? 0),
    createdAt: row.createdAt.toISOString(),
  }),
  label: (row) => row.name,
  auditData: (row) => ({ status: row.status, billingStatus: row.billingStatus }),
  search: [lawFirms.name, lawFirms.primaryContact, lawFirms.contactEmail],
  filters: { status: lawFirms.status, billingStatus: lawFirms.billingStatus },
  sorts: {
    name: lawFirms.name,
    createdAt: lawFirms.createdAt,
    memberCount,
    estateCount,
  },
  defaultSort: { key: 'name', order: 'asc' },
  // The tiles count every firm, whatever the search and filters show.
  summarise: async (db, { scoped }) => {
    const [row] = await db
      .select({
        totalFirms: sql<number>`count(*)::int`,
        inactiveFirms: sql<number>`count(*) filter (where ${lawFirms.status} = 'inactive')::int`,
        totalMembers: sql<number>`coalesce(sum(${memberCount}), 0)::int`,
        totalEstates: sql<number>`coalesce(sum(${estateCount}), 0)::int`,
      })
      .from(lawFirms)
      .where(scoped);
    return {
      totalFirms: row?.totalFirms ?? 0,
      totalMembers: row?.totalMembers ?? 0,
      totalEstates: row?.totalEstates ?? 0,
      inactiveFirms: row?.inactiveFirms ?? 0,
    };
  },
  beforeDelete: async (tx, row) => {
    const [left] = await tx
      .select({
        members: memberCount,
        formerMembers: sql<number>`(select count(*)::int from ${users} where ${qualified(users.firmId)} = ${firm} and ${qualified(users.deletedAt)} is not null)`,
        estates: estateCount,
        accounts: sql<number>`(select count(*)::int from ${billingAccounts} where ${qualified(billingAccounts.lawFirmId)} = ${firm})`,
      })
      .from(lawFirms)
      .where(eq(lawFirms.id, row.id));
    const message = lawFirmDeleteRefusal({
      members: left?.members ?? 0,
      estates: left?.estates ?? 0,
      hasBillingAccount: (left?.accounts ?? 0) > 0,
    });
    if (message) throw new AppError('VALIDATION', message);
    // Deleted accounts keep their row (for the audit trail) but are no one's member any more.
    if (left?.formerMembers) {
      await tx
        .update(users)
        .set({ firmId: null })
        .where(and(eq(users.firmId, row.id), isNotNull(users.deletedAt)));
    }
  },
});
