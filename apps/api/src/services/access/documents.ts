import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { type DocumentAccessLevel } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { beneficiaries, documentGrants, documents, users } from '../../db/schema.js';
import { runsEstates, type Who } from './actor.js';
import { estateOwned, estatePeople, visibleEstateTallies } from './estate-base.js';

/**
 * Documents granted to the actor at one of these levels (decision 031). For queries that select
 * from `documents`.
 */
function grantedToActor(actor: Who, levels: readonly DocumentAccessLevel[]): SQL {
  const inLevels = sql.join(
    levels.map((level) => sql`${level}`),
    sql`, `,
  );
  return sql`${documents.id} in (select ${documentGrants.documentId} from ${documentGrants} where ${documentGrants.userId} = ${actor.id} and ${documentGrants.level} in (${inLevels}))`;
}

const ANY_DOCUMENT_ACCESS = ['view', 'edit', 'admin'] as const;

/**
 * Documents: of a visible estate; for a beneficiary only those shared with beneficiaries, their own
 * uploads, and those granted to them (decision 031) while they are still on the estate (they see it,
 * or are one of its beneficiaries with an account). For queries that select from `documents`.
 */
export function visibleDocuments(actor: Who): SQL {
  const estate = estateOwned(actor, documents.estateId);
  if (runsEstates(actor)) return estate;
  const stillOnEstate = or(
    estate,
    sql`${documents.estateId} in (select ${beneficiaries.estateId} from ${beneficiaries} where ${beneficiaries.userId} = ${actor.id})`,
  )!;
  return or(
    and(estate, sql`(${documents.sharedWithBeneficiaries} or ${documents.uploadedBy} = ${actor.id})`),
    and(grantedToActor(actor, ANY_DOCUMENT_ACCESS), stillOnEstate),
  )!;
}

/**
 * The documents library (decision 059): every document the actor may see (`visibleDocuments`), one
 * definition with the estate page's Documents tab. For those who run estates that is every document
 * of the firm's estates and the others they see (a firm's second lawyer and an admin no longer find
 * it empty); for a beneficiary, what is shared with them and granted to them.
 */
export function libraryDocuments(actor: Who): SQL {
  return visibleDocuments(actor);
}

/**
 * How the library's total, with no search or filter, is had without reading every document: for
 * those who run estates, who see every document of the estates they see, the sum of those estates'
 * kept counts (`estates.document_count`, decision 056), added up from the kept tallies of the
 * visible estates (`visibleEstateTallies`, decision 084: a few rows, not every estate), for a query
 * that selects `from` it. The same number as counting `libraryDocuments`. Null for anyone else, whose
 * library holds only some of an estate's documents.
 */
export function libraryTotalTallies(actor: Who): SQL | null {
  if (!runsEstates(actor)) return null;
  return visibleEstateTallies(actor);
}

/** Whether the actor holds a grant on this document at one of these levels. */
async function holdsGrant(
  db: Db | Tx,
  actor: Who,
  documentId: string,
  levels: readonly DocumentAccessLevel[],
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(documentGrants)
    .where(
      and(
        eq(documentGrants.documentId, documentId),
        eq(documentGrants.userId, actor.id),
        inArray(documentGrants.level, [...levels]),
      ),
    );
  return !!row;
}

/**
 * Who may replace a document they can see (check `visibleDocuments` first): those who run the
 * estate, whoever uploaded the current file, and those granted edit or admin on it (decision 031).
 */
export async function mayReplaceDocument(
  db: Db | Tx,
  actor: Who,
  document: { id: string; uploadedBy: string | null },
): Promise<boolean> {
  if (runsEstates(actor) || document.uploadedBy === actor.id) return true;
  return holdsGrant(db, actor, document.id, ['edit', 'admin']);
}

/**
 * Who may grant and revoke access to a document they can see (check `visibleDocuments` first):
 * those who run the estate, and those granted admin on it (decision 031).
 */
export async function mayManageDocumentGrants(
  db: Db | Tx,
  actor: Who,
  document: { id: string },
): Promise<boolean> {
  if (runsEstates(actor)) return true;
  return holdsGrant(db, actor, document.id, ['admin']);
}

/** Documents whose access the actor may manage, as SQL over `documents` (`mayManageDocumentGrants`). */
function manageableDocuments(actor: Who): SQL {
  if (runsEstates(actor)) return visibleDocuments(actor);
  return and(visibleDocuments(actor), grantedToActor(actor, ['admin']))!;
}

/** A grant (in scope as `document_grants`) on a document whose access the actor manages. */
export function manageableGrant(actor: Who): SQL {
  return sql`${documentGrants.documentId} in (select ${documents.id} from ${documents} where ${manageableDocuments(actor)})`;
}

/**
 * Permissions (/dashboard/documents/permissions): every grant on the documents whose access the
 * actor manages, and their own grants on documents they still see. For queries that select from
 * `document_grants`; `manageableGrant` says per row whether they may revoke it.
 */
export function visibleGrants(actor: Who): SQL {
  return or(
    manageableGrant(actor),
    and(
      eq(documentGrants.userId, actor.id),
      sql`${documentGrants.documentId} in (select ${documents.id} from ${documents} where ${visibleDocuments(actor)})`,
    ),
  )!;
}

/**
 * Who may be granted access to an estate's documents (decision 031): the people on the estate
 * (`estatePeople`) and its beneficiaries with an active account; each once, with their email.
 */
export async function documentGrantees(
  db: Db | Tx,
  estateId: string,
): Promise<{ userId: string; name: string; email: string; role: string }[]> {
  const people = await estatePeople(db, estateId);
  const named = await db
    .select({ userId: users.id, name: users.name, role: sql<string>`'beneficiary'` })
    .from(beneficiaries)
    .innerJoin(users, eq(users.id, beneficiaries.userId))
    .where(and(eq(beneficiaries.estateId, estateId), eq(users.active, true), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
  const byId = new Map<string, { userId: string; name: string; role: string }>();
  for (const person of [...people, ...named]) if (!byId.has(person.userId)) byId.set(person.userId, person);
  if (byId.size === 0) return [];
  const emails = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...byId.keys()]));
  const emailOf = new Map(emails.map((e) => [e.id, e.email]));
  return [...byId.values()].map((p) => ({ ...p, email: emailOf.get(p.userId) ?? '' }));
}
