import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { estateInvitations, estateRoles, estates, executors } from '../../db/schema.js';
import { runsEstates, type Actor, type Who } from './actor.js';
import {
  estateOwned,
  visibleEstateIds,
  visibleEstateTallies,
  visibleEstates,
  visibleRecordTallies,
} from './estate-base.js';

export type { RecordTallyKind } from './estate-base.js';

/**
 * What an estate row says to this actor. A beneficiary sees the estate but not the firm's intake
 * notes, as they do not see its notes (decision 007).
 */
export function estateFieldsFor<E extends { notes: string | null }>(
  actor: Pick<Actor, 'role'>,
  estate: E,
): E {
  return runsEstates(actor) ? estate : { ...estate, notes: null };
}

/** Estates the actor may see, for My Estates. */
export const myEstates = visibleEstates;

/** The same estates as kept tallies, for totals over all of them (decision 084). */
export const myEstateTallies = visibleEstateTallies;

/** Their records of one kind as kept tallies, for totals across estates (decision 086). */
export const myRecordTallies = visibleRecordTallies;

/**
 * The dashboard's Recent Estates: every estate for an admin (who is linked to none by role), and for
 * everyone else the estates they may see (`visibleEstates`), not only those they hold a role link to.
 */
export function recentEstatesScope(actor: Who): SQL {
  return visibleEstates(actor);
}

/**
 * The beneficiaries of an estate as this actor may read them: those who run it see every detail; a
 * beneficiary sees names, relationships and shares, and only their own contact details and notes.
 */
export function beneficiaryFieldsFor<
  B extends {
    userId: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    notes: string | null;
  },
>(actor: Who, row: B): B {
  if (runsEstates(actor) || row.userId === actor.id) return row;
  return { ...row, email: null, phone: null, address: null, notes: null };
}

/**
 * Executors: an admin sees every executor account; anyone else only the executors of estates they
 * may see (linked by role or named on the estate). Nobody browses the platform's executors.
 */
export function visibleExecutors(actor: Who): SQL {
  if (actor.role === 'admin') return sql`true`;
  const ids = visibleEstateIds(actor);
  return or(
    sql`${executors.id} in (select ${estates.executorId} from ${estates} where ${estates.id} in ${ids})`,
    sql`${executors.userId} in (select ${estateRoles.userId} from ${estateRoles} where ${estateRoles.role} = 'executor' and ${estateRoles.status} = 'active' and ${estateRoles.estateId} in ${ids})`,
  )!;
}

/**
 * An estate row (in scope as `estates`) is this executor's (an `executors` row in scope): named on
 * it, or linked to it as (co-)executor. Combine with `visibleEstates` for what the actor may see.
 */
export const estateOfExecutor: SQL = sql`(${estates.executorId} = ${executors.id} or exists (select 1 from ${estateRoles} where ${estateRoles.estateId} = ${estates.id} and ${estateRoles.userId} = ${executors.userId} and ${estateRoles.role} = 'executor' and ${estateRoles.status} = 'active'))`;

/**
 * Estates whose statutory dates (s47, PRA option, FPA 12 months, notice lapses) the calendar shows
 * this actor (issue 16): those who run estates, for the estates they may see. A beneficiary does
 * not get them: a notice's lapse names the claimant, and the claims register is the firm's working
 * record (decision 018); the lawyer tells the family what the dates mean. For queries over `estates`.
 */
export function statutoryDateEstates(actor: Who): SQL {
  if (!runsEstates(actor)) return sql`false`;
  return visibleEstates(actor);
}

/**
 * Link invitations (issue 16, decision 028): those of the estates the actor runs and may see; none
 * for a beneficiary, who invites nobody. For queries that select from `estate_invitations`. The
 * invitee reads theirs through the link's token, not through this scope.
 */
export function manageableInvitations(actor: Who): SQL {
  if (!runsEstates(actor)) return sql`false`;
  return and(eq(estateInvitations.kind, 'link'), estateOwned(actor, estateInvitations.estateId))!;
}
