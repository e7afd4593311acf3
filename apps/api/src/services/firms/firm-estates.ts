import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  EstateStatus,
  FirmDocument,
  FirmEstate,
  FirmEstateList,
  FirmTask,
  TaskStatus,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { documents, estates, tasks, users } from '../../db/schema.js';
import { afterCursor, pageOf } from '../../lib/edge-cursor.js';
import {
  firmKeyDocuments,
  firmKeyEstates,
  firmKeyTasks,
  requireFirmKeyEstate,
  type FirmPrincipal,
} from '../access/index.js';

/*
 * What a law firm's API key reads (issue 44, decision 090 "Firm keys"): the firm's estates, their
 * tasks and their documents' details, every query scoped by the access floor's `firmKeyEstates`,
 * `firmKeyTasks` and `firmKeyDocuments`. Another firm's estate is 404, as if it did not exist. Lists
 * page by cursor, as the organisation API's notifications do.
 */

type Key = Pick<FirmPrincipal, 'firmId'>;
interface Page {
  after?: string | undefined;
  limit: number;
}

const estateColumns = {
  id: estates.id,
  fileNumber: estates.fileNumber,
  deceasedName: estates.deceasedName,
  dateOfDeath: estates.dateOfDeath,
  status: estates.status,
  stage: estates.stage,
  workflowType: estates.workflowType,
  grantDate: estates.grantDate,
  openTasks: estates.openTaskCount,
  documents: estates.documentCount,
  createdAt: estates.dateCreated,
  updatedAt: estates.updatedAt,
};

const estateOf = (r: {
  [K in keyof typeof estateColumns]: (typeof estateColumns)[K]['_']['data'] | null;
}): FirmEstate => ({
  id: r.id!,
  fileNumber: r.fileNumber!,
  deceasedName: r.deceasedName!,
  dateOfDeath: r.dateOfDeath,
  status: r.status as EstateStatus,
  stage: r.stage!,
  workflowType: r.workflowType!,
  grantDate: r.grantDate,
  openTasks: r.openTasks!,
  documents: r.documents!,
  createdAt: r.createdAt!.toISOString(),
  updatedAt: r.updatedAt!.toISOString(),
});

/** The firm's estates, newest first, a page from `after`; optionally only those of one status. */
export async function listFirmEstates(
  db: Db,
  key: Key,
  query: Page & { status?: string | undefined },
): Promise<FirmEstateList> {
  const rows = await db
    .select({ ...estateColumns, edge: sql<string>`${estates.dateCreated}::text` })
    .from(estates)
    .where(
      and(
        firmKeyEstates(key.firmId),
        ...(query.status ? [eq(estates.status, query.status)] : []),
        ...afterCursor(query.after, estates.dateCreated, estates.id, 'desc'),
      ),
    )
    .orderBy(desc(estates.dateCreated), desc(estates.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, ({ edge: _edge, ...r }) => estateOf(r));
}

/** One of the firm's estates; 404 for any other. */
export async function getFirmEstate(db: Db, key: Key, id: string): Promise<FirmEstate> {
  await requireFirmKeyEstate(db, key, id);
  const [row] = await db
    .select(estateColumns)
    .from(estates)
    .where(and(eq(estates.id, id), firmKeyEstates(key.firmId)));
  return estateOf(row!);
}

const taskColumns = {
  id: tasks.id,
  estateId: tasks.estateId,
  name: tasks.name,
  status: tasks.status,
  dueDate: tasks.dueDate,
  basis: tasks.basis,
  assignedToId: users.id,
  assignedToName: users.name,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

const taskOf = ({
  assignedToId,
  assignedToName,
  ...r
}: {
  [K in keyof typeof taskColumns]: (typeof taskColumns)[K]['_']['data'] | null;
}): FirmTask => ({
  id: r.id!,
  estateId: r.estateId!,
  name: r.name!,
  status: r.status as TaskStatus,
  dueDate: r.dueDate,
  basis: r.basis,
  assignedTo: assignedToId ? { id: assignedToId, name: assignedToName ?? '' } : null,
  createdAt: r.createdAt!.toISOString(),
  updatedAt: r.updatedAt!.toISOString(),
});

/** The tasks of one of the firm's estates, in the order they were added; 404 for another estate. */
export async function listFirmTasks(
  db: Db,
  key: Key,
  estateId: string,
  query: Page,
): Promise<{ items: FirmTask[]; nextCursor: string | null }> {
  await requireFirmKeyEstate(db, key, estateId);
  const rows = await db
    .select({ ...taskColumns, edge: sql<string>`${tasks.createdAt}::text` })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assignedToUserId))
    .where(
      and(
        eq(tasks.estateId, estateId),
        firmKeyTasks(key),
        ...afterCursor(query.after, tasks.createdAt, tasks.id, 'asc'),
      ),
    )
    .orderBy(asc(tasks.createdAt), asc(tasks.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, ({ edge: _edge, ...r }) => taskOf(r));
}

/** One task of the firm's estates, as the firm API answers it (after a create). */
export async function firmTaskById(db: Db | Tx, key: Key, id: string): Promise<FirmTask> {
  const [row] = await db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assignedToUserId))
    .where(and(eq(tasks.id, id), firmKeyTasks(key)));
  return taskOf(row!);
}

/** The documents of one of the firm's estates (their details, not the files), newest first. */
export async function listFirmDocuments(
  db: Db,
  key: Key,
  estateId: string,
  query: Page,
): Promise<{ items: FirmDocument[]; nextCursor: string | null }> {
  await requireFirmKeyEstate(db, key, estateId);
  const rows = await db
    .select({
      id: documents.id,
      estateId: documents.estateId,
      fileName: documents.uploadedFile,
      type: documents.type,
      tags: documents.tags,
      sizeBytes: documents.sizeBytes,
      version: documents.version,
      sharedWithBeneficiaries: documents.sharedWithBeneficiaries,
      uploadedAt: documents.uploadDate,
      edge: sql<string>`${documents.uploadDate}::text`,
    })
    .from(documents)
    .where(
      and(
        eq(documents.estateId, estateId),
        firmKeyDocuments(key),
        ...afterCursor(query.after, documents.uploadDate, documents.id, 'desc'),
      ),
    )
    .orderBy(desc(documents.uploadDate), desc(documents.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, ({ edge: _edge, ...r }) => ({
    ...r,
    uploadedAt: r.uploadedAt.toISOString(),
  }));
}
