import { asc, inArray } from 'drizzle-orm';
import { computeEstateAccount, nzToday, type EstateAccount } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import type { estates } from '../../db/schema.js';
import {
  assets,
  beneficiaries,
  distributions,
  liabilities,
  transactions,
  users,
  valuations,
} from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { requireEstate } from '../access/index.js';

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
  const [account] = await loadEstateAccounts(db, [estate], now);
  return account!;
}

/** An estate as `loadEstateAccounts` needs it (a row of `estates`). */
type AccountEstate = Pick<
  typeof estates.$inferSelect,
  'id' | 'deceasedName' | 'dateOfDeath' | 'grantDate' | 'createdBy'
>;

/**
 * The accounts of several estates at once, in their order: one query per table for all of them
 * (a report over every estate a lawyer runs). The caller has checked that the actor may see each
 * estate (they come from the access module's scopes).
 */
export async function loadEstateAccounts(
  db: Db | Tx,
  estateRows: readonly AccountEstate[],
  now: Date = new Date(),
): Promise<EstateAccount[]> {
  if (estateRows.length === 0) return [];
  const ids = estateRows.map((e) => e.id);
  const creators = [...new Set(estateRows.map((e) => e.createdBy).filter((id): id is string => !!id))];
  // Side by side on the pool; one after another inside a transaction (its one connection).
  let chain: Promise<unknown> = Promise.resolve();
  const run = <T>(query: () => PromiseLike<T>): Promise<T> => {
    if (!('rollback' in db)) return Promise.resolve(query());
    const next = chain.then(query);
    chain = next.catch(() => {});
    return next;
  };
  const [
    assetRows,
    valuationRows,
    liabilityRows,
    transactionRows,
    distributionRows,
    beneficiaryRows,
    owners,
  ] = await Promise.all([
    run(() =>
      db
        .select({
          estateId: assets.estateId,
          id: assets.id,
          name: assets.name,
          type: assets.type,
          valueCents: assets.valueCents,
        })
        .from(assets)
        .where(inArray(assets.estateId, ids))
        .orderBy(asc(assets.createdAt), asc(assets.name)),
    ),
    run(() =>
      db
        .select({
          estateId: valuations.estateId,
          assetId: valuations.assetId,
          valueCents: valuations.valueCents,
          valuedOn: valuations.valuedOn,
          createdAt: valuations.createdAt,
        })
        .from(valuations)
        .where(inArray(valuations.estateId, ids)),
    ),
    run(() =>
      db
        .select({
          estateId: liabilities.estateId,
          id: liabilities.id,
          name: liabilities.name,
          type: liabilities.type,
          creditor: liabilities.creditor,
          amountCents: liabilities.amountCents,
        })
        .from(liabilities)
        .where(inArray(liabilities.estateId, ids))
        .orderBy(asc(liabilities.createdAt), asc(liabilities.name)),
    ),
    run(() =>
      db
        .select({
          estateId: transactions.estateId,
          id: transactions.id,
          type: transactions.type,
          status: transactions.status,
          occurredOn: transactions.occurredOn,
          description: transactions.description,
          category: transactions.category,
          reference: transactions.reference,
          amountCents: transactions.amountCents,
          reversesId: transactions.reversesId,
          reversalReason: transactions.reversalReason,
        })
        .from(transactions)
        .where(inArray(transactions.estateId, ids))
        .orderBy(asc(transactions.occurredOn), asc(transactions.createdAt)),
    ),
    run(() =>
      db
        .select({
          estateId: distributions.estateId,
          id: distributions.id,
          beneficiaryId: distributions.beneficiaryId,
          type: distributions.type,
          status: distributions.status,
          amountCents: distributions.amountCents,
          plannedDate: distributions.plannedDate,
          completedDate: distributions.completedDate,
          reversesId: distributions.reversesId,
          reversalReason: distributions.reversalReason,
        })
        .from(distributions)
        .where(inArray(distributions.estateId, ids))
        .orderBy(asc(distributions.createdAt)),
    ),
    run(() =>
      db
        .select({
          estateId: beneficiaries.estateId,
          id: beneficiaries.id,
          fullName: beneficiaries.fullName,
          shareBasisPoints: beneficiaries.shareBasisPoints,
        })
        .from(beneficiaries)
        .where(inArray(beneficiaries.estateId, ids))
        .orderBy(asc(beneficiaries.createdAt), asc(beneficiaries.fullName)),
    ),
    run(() =>
      creators.length
        ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, creators))
        : Promise.resolve([]),
    ),
  ]);
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  /** The rows of one estate, without the estate column (in the query's order). */
  const of = <R extends { estateId: string | null }>(rows: R[], id: string): Omit<R, 'estateId'>[] =>
    rows.filter((r) => r.estateId === id).map(({ estateId: _estate, ...rest }) => rest);
  const preparedOn = nzToday(now);
  return estateRows.map((estate) =>
    computeEstateAccount({
      estate: {
        id: estate.id,
        deceasedName: estate.deceasedName,
        dateOfDeath: estate.dateOfDeath,
        grantDate: estate.grantDate,
        preparedOn,
        preparedBy: (estate.createdBy && ownerName.get(estate.createdBy)) || null,
      },
      assets: of(assetRows, estate.id),
      valuations: of(valuationRows, estate.id),
      liabilities: of(liabilityRows, estate.id),
      transactions: of(transactionRows, estate.id),
      distributions: of(distributionRows, estate.id),
      beneficiaries: of(beneficiaryRows, estate.id),
    }),
  );
}
