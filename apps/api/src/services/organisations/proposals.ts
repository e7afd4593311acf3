import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ASSET_TYPES, LIABILITY_TYPES } from '@estate/domain';
import {
  assetInputSchema,
  centsToDollars,
  formatNzd,
  nzDateText,
  liabilityInputSchema,
  PRODUCT_TYPES,
  type AcceptProposalInput,
  type EstateProposal,
  type IfMatch,
  type ProductType,
} from '@estate/domain';
import type { Config } from '../../env.js';
import type { Db, Tx } from '../../db/client.js';
import {
  assets,
  institutions,
  institutionsNotified,
  liabilities,
  notificationAnswerProducts,
  notificationAnswers,
  notifications,
} from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/after-commit.js';
import { parseInput } from '../../lib/validate.js';
import { requireVersion } from '../../lib/versions.js';
import { requireEstateNotifications, type Who } from '../access/index.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import { publishChange } from '../events/change-feed.js';
import { saveRecord } from '../records/kit.js';
import { assetRecords } from '../records/kinds/assets.js';
import { liabilityRecords } from '../records/kinds/liabilities.js';

/*
 * Answers become the estate's records (issue 44, decision 090). Each product an organisation reports
 * on a notification of an estate is proposed to it; its lawyer or executor accepts it (as reported,
 * or with its name, type or amount changed), which makes an asset or a liability through the records
 * kit with the answer as its evidence, or rejects it. Who may: those who run the estate
 * (`requireEstateNotifications`): a beneficiary 403, an estate one may not see 404.
 */

export const PROPOSAL_TEXTS = {
  notFound: 'Proposal not found',
  decided: (p: string) => `This proposal was already ${p}.`,
} as const;

const productLabel = (type: string) => PRODUCT_TYPES.find((p) => p.value === type)?.label ?? type;

/** The asset type of a reported product with money in it. */
const ASSET_TYPE: Record<ProductType, (typeof ASSET_TYPES)[number]['value']> = {
  transaction: 'bank',
  savings: 'bank',
  term_deposit: 'bank',
  credit_card: 'bank',
  loan: 'other',
  mortgage: 'other',
  insurance_policy: 'other',
  kiwisaver: 'investment',
  utility_or_telco: 'other',
  other: 'other',
};
/** The liability type of a reported debt. */
const LIABILITY_TYPE: Record<ProductType, (typeof LIABILITY_TYPES)[number]['value']> = {
  transaction: 'other',
  savings: 'other',
  term_deposit: 'other',
  credit_card: 'credit',
  loan: 'loan',
  mortgage: 'mortgage',
  insurance_policy: 'other',
  kiwisaver: 'other',
  utility_or_telco: 'other',
  other: 'other',
};

const columns = {
  id: notificationAnswerProducts.id,
  organisation: sql<string>`coalesce(${institutions.name}, ${institutionsNotified.otherName}, 'The organisation')`,
  referenceCode: notifications.referenceCode,
  answeredAt: notificationAnswers.createdAt,
  type: notificationAnswerProducts.type,
  reference: notificationAnswerProducts.reference,
  description: notificationAnswerProducts.description,
  balanceCents: notificationAnswerProducts.balanceCents,
  asAt: notificationAnswerProducts.asAt,
  releasableWithoutGrant: notificationAnswerProducts.releasableWithoutGrant,
  releaseLimitCents: notificationAnswerProducts.releaseLimitCents,
  proposal: notificationAnswerProducts.proposal,
  recordKind: notificationAnswerProducts.recordKind,
  recordId: notificationAnswerProducts.recordId,
  version: notificationAnswerProducts.version,
};

/** The products reported on this estate's notifications, by the estate's own id. */
function productsOfEstate(db: Db | Tx, estateId: string) {
  return db
    .select(columns)
    .from(notificationAnswerProducts)
    .innerJoin(notificationAnswers, eq(notificationAnswers.id, notificationAnswerProducts.answerId))
    .innerJoin(institutionsNotified, eq(institutionsNotified.id, notificationAnswers.institutionsNotifiedId))
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(and(eq(notifications.estateId, estateId), isNotNull(notificationAnswerProducts.proposal)))
    .$dynamic();
}
type ProductRow = Awaited<ReturnType<typeof productsOfEstate>>[number];

function proposalOf(r: ProductRow): EstateProposal {
  const becomes = r.balanceCents < 0 ? 'liability' : 'asset';
  const type = r.type as ProductType;
  return {
    id: r.id,
    organisation: r.organisation,
    referenceCode: r.referenceCode,
    answeredAt: r.answeredAt.toISOString(),
    type,
    reference: r.reference,
    description: r.description,
    balanceCents: r.balanceCents,
    asAt: r.asAt,
    releasableWithoutGrant: r.releasableWithoutGrant,
    releaseLimitCents: r.releaseLimitCents,
    becomes,
    suggested: {
      name: [r.organisation, r.description ?? productLabel(type), r.reference].filter(Boolean).join(' '),
      type: becomes === 'asset' ? ASSET_TYPE[type] : LIABILITY_TYPE[type],
    },
    proposal: r.proposal!,
    record: r.recordKind && r.recordId ? { kind: r.recordKind, id: r.recordId } : null,
    version: r.version,
  };
}

/** The estate's proposals, oldest answer first: proposed, accepted and rejected alike. */
export async function listEstateProposals(
  db: Db,
  actor: Who,
  estateId: string,
): Promise<{ items: EstateProposal[] }> {
  await requireEstateNotifications(db, actor, estateId);
  const rows = await productsOfEstate(db, estateId).orderBy(
    asc(notificationAnswers.createdAt),
    asc(notificationAnswerProducts.position),
  );
  return { items: rows.map(proposalOf) };
}

/** The proposal, locked, checked against the version it was read at and still undecided. */
async function lockUndecided(tx: Tx, estateId: string, id: string, expected: IfMatch): Promise<ProductRow> {
  const [row] = await productsOfEstate(tx, estateId)
    .where(
      and(
        eq(notifications.estateId, estateId),
        isNotNull(notificationAnswerProducts.proposal),
        eq(notificationAnswerProducts.id, id),
      ),
    )
    .for('update', { of: [notificationAnswerProducts] });
  if (!row) throw notFound(PROPOSAL_TEXTS.notFound);
  await requireVersion(expected, row.version, async () => ({
    current: proposalOf(row),
    ...(await lastChangeOf(tx, 'notification_answer_products', id, { startingWith: 'proposal.' })),
  }));
  if (row.proposal !== 'proposed') throw new AppError('CONFLICT', PROPOSAL_TEXTS.decided(row.proposal!));
  return row;
}

/**
 * Marks a proposal decided, by whom and when, with the record it became (accepted); writes its audit
 * event and tells the estate's open pages, in the decision's transaction.
 */
async function markDecided(
  tx: Tx,
  actor: Who,
  estateId: string,
  row: ProductRow,
  decision: { proposal: 'accepted' | 'rejected'; record: EstateProposal['record'] },
): Promise<void> {
  await tx
    .update(notificationAnswerProducts)
    .set({
      proposal: decision.proposal,
      recordKind: decision.record?.kind ?? null,
      recordId: decision.record?.id ?? null,
      decidedBy: actor.id,
      decidedAt: sql`now()`,
      version: sql`${notificationAnswerProducts.version} + 1`,
    })
    .where(eq(notificationAnswerProducts.id, row.id));
  await recordAudit(tx, {
    actorId: actor.id,
    action: `proposal.${decision.proposal}`,
    entityType: 'notification_answer_products',
    entityId: row.id,
    data: {
      estateId,
      organisation: row.organisation,
      ...(decision.record ? { recordKind: decision.record.kind, recordId: decision.record.id } : {}),
    },
  });
  await publishChange(tx, { kind: 'notifyflow', estateId, id: row.id, action: 'updated' });
}

/** The evidence an accepted record keeps: who reported it, when, on which notification, and what. */
export function evidenceOf(p: EstateProposal): string {
  const amount = formatNzd(Math.abs(p.balanceCents));
  const what = [productLabel(p.type), p.reference].filter(Boolean).join(' ');
  const release = p.releasableWithoutGrant
    ? `; releasable without a grant${p.releaseLimitCents !== null ? ` up to ${formatNzd(p.releaseLimitCents)}` : ''} (Administration Act 1969, s65)`
    : '';
  return `Reported by ${p.organisation} on ${nzDateText(p.answeredAt)} in answer to NotifyFlow notification ${p.referenceCode}: ${what}, ${p.balanceCents < 0 ? 'owing ' : ''}${amount} at ${nzDateText(p.asAt)}${release}.`;
}

/**
 * Accepts a proposal: makes the asset or liability (the records kit's create, with its audit and
 * live change), keeps the answer as its evidence, and marks the proposal accepted with the record,
 * in one transaction. `edits` change the name, type or amount first; a bad one is a 400 naming it.
 */
export async function acceptProposal(
  deps: { db: Db; config: Pick<Config, 'publicUrl'> },
  actor: Who,
  estateId: string,
  id: string,
  expected: IfMatch,
  edits: AcceptProposalInput,
): Promise<EstateProposal> {
  await requireEstateNotifications(deps.db, actor, estateId);
  return inTransaction(deps.db, async ({ tx }) => {
    const row = await lockUndecided(tx, estateId, id, expected);
    const proposal = proposalOf(row);
    const amount = edits.amount ?? centsToDollars(Math.abs(row.balanceCents));
    const name = edits.name ?? proposal.suggested.name;
    const type = edits.type ?? proposal.suggested.type;
    const kit = { db: tx as unknown as Db, config: deps.config };
    const evidence = evidenceOf(proposal);
    let recordId: string;
    if (proposal.becomes === 'asset') {
      const input = parseInput(assetInputSchema, { name, type, value: amount, status: 'pending' });
      recordId = (await saveRecord(kit, actor, assetRecords, estateId, null, input)).id;
      await tx.update(assets).set({ evidence, sourceProductId: id }).where(eq(assets.id, recordId));
    } else {
      const input = parseInput(liabilityInputSchema, { name, type, amount, creditor: row.organisation });
      recordId = (await saveRecord(kit, actor, liabilityRecords, estateId, null, input)).id;
      await tx.update(liabilities).set({ evidence, sourceProductId: id }).where(eq(liabilities.id, recordId));
    }
    await markDecided(tx, actor, estateId, row, {
      proposal: 'accepted',
      record: { kind: proposal.becomes, id: recordId },
    });
    return {
      ...proposal,
      proposal: 'accepted',
      record: { kind: proposal.becomes, id: recordId },
      version: row.version + 1,
    };
  });
}

/** Rejects a proposal: nothing is made; the answer keeps it, marked rejected. */
export async function rejectProposal(
  db: Db,
  actor: Who,
  estateId: string,
  id: string,
  expected: IfMatch,
): Promise<EstateProposal> {
  await requireEstateNotifications(db, actor, estateId);
  return inTransaction(db, async ({ tx }) => {
    const row = await lockUndecided(tx, estateId, id, expected);
    await markDecided(tx, actor, estateId, row, { proposal: 'rejected', record: null });
    return { ...proposalOf(row), proposal: 'rejected', version: row.version + 1 };
  });
}
