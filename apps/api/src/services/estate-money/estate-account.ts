import { asc, eq } from 'drizzle-orm';
import { computeEstateAccount, nzToday, type EstateAccount } from '@estate/domain';
import type { Db } from '../../db/client.js';
import {
  assets,
  beneficiaries,
  distributions,
  liabilities,
  transactions,
  users,
  valuations,
} from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';
import { requireEstate } from '../estates/access.js';

/**
 * The estate account (issue 14): the estate's rows read in one go (a query per table, none per row)
 * and handed to the domain's `computeEstateAccount`, which applies every rule. The `/account` route
 * answers it and the statement PDF prints it, so both show the same numbers. An estate the actor may
 * not see answers 404 (the route checks `estate:manage`).
 *
 * "Prepared by": there are no firm settings yet (issue 15 adds law firms), so the statement names the
 * lawyer who opened the estate.
 */
export async function loadEstateAccount(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId: string,
  now: Date = new Date(),
): Promise<EstateAccount> {
  const estate = await requireEstate(db, actor, estateId);
  const id = estate.id;
  const [assetRows, valuationRows, liabilityRows, transactionRows, distributionRows, beneficiaryRows, owner] =
    await Promise.all([
      db
        .select({ id: assets.id, name: assets.name, type: assets.type, valueCents: assets.valueCents })
        .from(assets)
        .where(eq(assets.estateId, id))
        .orderBy(asc(assets.createdAt), asc(assets.name)),
      db
        .select({
          assetId: valuations.assetId,
          valueCents: valuations.valueCents,
          valuedOn: valuations.valuedOn,
          createdAt: valuations.createdAt,
        })
        .from(valuations)
        .where(eq(valuations.estateId, id)),
      db
        .select({
          id: liabilities.id,
          name: liabilities.name,
          type: liabilities.type,
          creditor: liabilities.creditor,
          amountCents: liabilities.amountCents,
        })
        .from(liabilities)
        .where(eq(liabilities.estateId, id))
        .orderBy(asc(liabilities.createdAt), asc(liabilities.name)),
      db
        .select({
          id: transactions.id,
          type: transactions.type,
          status: transactions.status,
          occurredOn: transactions.occurredOn,
          description: transactions.description,
          category: transactions.category,
          reference: transactions.reference,
          amountCents: transactions.amountCents,
        })
        .from(transactions)
        .where(eq(transactions.estateId, id))
        .orderBy(asc(transactions.occurredOn), asc(transactions.createdAt)),
      db
        .select({
          id: distributions.id,
          beneficiaryId: distributions.beneficiaryId,
          type: distributions.type,
          status: distributions.status,
          amountCents: distributions.amountCents,
          plannedDate: distributions.plannedDate,
          completedDate: distributions.completedDate,
        })
        .from(distributions)
        .where(eq(distributions.estateId, id))
        .orderBy(asc(distributions.createdAt)),
      db
        .select({
          id: beneficiaries.id,
          fullName: beneficiaries.fullName,
          shareBasisPoints: beneficiaries.shareBasisPoints,
        })
        .from(beneficiaries)
        .where(eq(beneficiaries.estateId, id))
        .orderBy(asc(beneficiaries.createdAt), asc(beneficiaries.fullName)),
      estate.createdBy
        ? db.select({ name: users.name }).from(users).where(eq(users.id, estate.createdBy))
        : Promise.resolve([]),
    ]);
  return computeEstateAccount({
    estate: {
      id,
      deceasedName: estate.deceasedName,
      dateOfDeath: estate.dateOfDeath,
      grantDate: estate.grantDate,
      preparedOn: nzToday(now),
      preparedBy: owner[0]?.name ?? null,
    },
    assets: assetRows,
    valuations: valuationRows,
    liabilities: liabilityRows,
    transactions: transactionRows,
    distributions: distributionRows,
    beneficiaries: beneficiaryRows,
  });
}
