import type { DocumentGrantList, DocumentGrantListQuery } from '@estate/domain';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentGrants, documents, estates, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { manageableGrant, requireEstate, runsEstates, visibleGrants } from '../access/index.js';
import { keysetPage } from '../records/keyset.js';
import { listQueryParts, type ListedKind } from '../records/list-query.js';

const grantee = alias(users, 'grantee');
const granter = alias(users, 'granter');

/**
 * Search by document or user (spec 2), the filters and the sorts of Permissions. People's email
 * addresses are searched and shown only to those who run the estate (as `beneficiaryFieldsFor`):
 * a beneficiary holding admin on one document reads names and roles.
 */
const grantList = (actor: Pick<Actor, 'role'>): ListedKind => ({
  search: [documents.uploadedFile, grantee.name, ...(runsEstates(actor) ? [grantee.email] : [])],
  filters: {
    estateId: documents.estateId,
    documentId: documentGrants.documentId,
    level: documentGrants.level,
  },
  sorts: {
    grantedAt: documentGrants.grantedAt,
    documentName: documents.uploadedFile,
    userName: grantee.name,
    level: documentGrants.level,
  },
  defaultSort: { key: 'grantedAt', order: 'desc' },
});

/**
 * Document Access Permissions (/dashboard/documents/permissions): the grants the actor may see
 * (access `visibleGrants`: those on documents whose access they manage, and their own), with the
 * cards counting the distinct people holding admin, edit and view over the search.
 */
export async function listDocumentGrants(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  q: DocumentGrantListQuery,
): Promise<DocumentGrantList> {
  if (q.estateId) await requireEstate(db, actor, q.estateId);
  const parts = listQueryParts(grantList(actor), q, [visibleGrants(actor)], documentGrants.id);
  const { filtered, scoped, orderBy } = parts;
  // The grants with the document and grantee their search, filters and sorts read (decision 087).
  const page = keysetPage(
    parts,
    sql`${documentGrants} inner join ${documents} on ${documents.id} = ${documentGrants.documentId} inner join ${users} ${sql.identifier('grantee')} on ${grantee.id} = ${documentGrants.userId}`,
    documentGrants.id,
    q,
  );
  const from = () =>
    db
      .select({
        g: documentGrants,
        estateId: documents.estateId,
        deceasedName: estates.deceasedName,
        documentName: documents.uploadedFile,
        userName: grantee.name,
        userEmail: grantee.email,
        userRole: grantee.role,
        grantedBy: granter.name,
        canRevoke: sql<boolean>`${manageableGrant(actor)}`,
        edge: page.edge,
      })
      .from(documentGrants)
      .innerJoin(documents, eq(documents.id, documentGrants.documentId))
      .innerJoin(estates, eq(estates.id, documents.estateId))
      .innerJoin(grantee, eq(grantee.id, documentGrants.userId))
      .leftJoin(granter, eq(granter.id, documentGrants.grantedBy));
  const read = await page.reading(
    from()
      .where(inArray(documentGrants.id, page.ids))
      .orderBy(...orderBy),
  );
  const { rows, nextCursor, prevCursor } = page.finish(read, (r) => ({ edge: r.edge, id: r.g.id }));
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      admin: sql<number>`count(distinct ${documentGrants.userId}) filter (where ${documentGrants.level} = 'admin')::int`,
      edit: sql<number>`count(distinct ${documentGrants.userId}) filter (where ${documentGrants.level} = 'edit')::int`,
      view: sql<number>`count(distinct ${documentGrants.userId}) filter (where ${documentGrants.level} = 'view')::int`,
    })
    .from(documentGrants)
    .innerJoin(documents, eq(documents.id, documentGrants.documentId))
    .innerJoin(grantee, eq(grantee.id, documentGrants.userId))
    .where(filtered);
  // The estate filter's choices: the estates of every grant the actor sees, whatever the search.
  const estateChoices = await db
    .selectDistinct({ value: estates.id, label: estates.deceasedName })
    .from(documentGrants)
    .innerJoin(documents, eq(documents.id, documentGrants.documentId))
    .innerJoin(estates, eq(estates.id, documents.estateId))
    .where(and(scoped))
    .orderBy(asc(estates.deceasedName));
  return {
    items: rows.map((r) => ({
      id: r.g.id,
      estateId: r.estateId,
      deceasedName: r.deceasedName,
      documentId: r.g.documentId,
      documentName: r.documentName,
      userId: r.g.userId,
      userName: r.userName,
      userEmail: runsEstates(actor) || r.g.userId === actor.id ? r.userEmail : '',
      userRole: r.userRole,
      level: r.g.level as DocumentGrantList['items'][number]['level'],
      grantedBy: r.grantedBy,
      grantedAt: r.g.grantedAt.toISOString(),
      canRevoke: Boolean(r.canRevoke),
    })),
    total: counts?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    summary: {
      admin: counts?.admin ?? 0,
      edit: counts?.edit ?? 0,
      view: counts?.view ?? 0,
      estates: estateChoices.map((e) => ({ value: e.value, label: `Estate of ${e.label}` })),
    },
    nextCursor,
    prevCursor,
  };
}
