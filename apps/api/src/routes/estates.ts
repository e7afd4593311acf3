import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ESTATE_RANGE_VALUES,
  ESTATE_STAGE_VALUES,
  ESTATE_STATUSES,
  createEstateSchema,
  updateEstateSchema,
  type Estate,
  type EstateDetail,
  type EstateList,
  type ExecutorOption,
} from '@estate/domain';
import type { AppDeps } from '../app.js';
import { estateInvitations, estates, executors, tasks, users } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { uploadParts } from '../lib/multipart.js';
import { parseInput } from '../lib/validate.js';
import { requireActor } from '../services/auth/actor.js';
import {
  estateFieldsFor,
  inVisibleEstate,
  myEstates,
  requireEstate,
  runsEstates,
  linkedEstates,
  visibleExecutors,
} from '../services/estates/access.js';
import { pendingInvitation } from '../services/estates/assign-executor.js';
import { cancelExecutorInvitation } from '../services/estates/cancel-executor-invitation.js';
import { createEstate } from '../services/estates/create-estate.js';
import { updateEstate } from '../services/estates/update-estate.js';
import { DOCX, XLSX, type AllowedContentType } from '../services/files/sniff.js';
import { discardFiles } from '../services/files/file-intents.js';
import { stageUpload, type StagedFile } from '../services/files/stage-upload.js';
import { containsPattern } from '../lib/search.js';

const ESTATE_FILE_TYPES: readonly AllowedContentType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
  DOCX,
  XLSX,
];
const MAX_FILES = 10;
const MAX_BYTES = 20 * 1024 * 1024;

const listQuery = z.object({
  q: z.string().trim().max(100).default(''),
  status: z.enum([...ESTATE_STATUSES, '']).default(''),
  stage: z.enum([...ESTATE_STAGE_VALUES, '']).default(''),
  range: z.enum(ESTATE_RANGE_VALUES).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export async function estateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db, store } = deps;

  /** The new-estate wizard's one call: the estate, its documents and its starter tasks. */
  app.post('/api/estates', async (request, reply) => {
    const actor = await requireActor(auth, request, 'estate:create');
    if (!request.isMultipart())
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the form as multipart/form-data.');
    const staged: StagedFile[] = [];
    let payload: string | undefined;
    try {
      for await (const part of uploadParts(request)) {
        if (part.type === 'field') {
          if (part.fieldname === 'payload') payload = String(part.value);
          continue;
        }
        if (staged.length >= MAX_FILES) {
          part.file.resume();
          throw new AppError('PAYLOAD_TOO_LARGE', `You can attach up to ${MAX_FILES} files.`);
        }
        staged.push(await stageUpload({ db, store }, part.filename, part.file, ESTATE_FILE_TYPES, MAX_BYTES));
      }
      let raw: unknown;
      try {
        raw = JSON.parse(payload ?? '{}');
      } catch {
        throw new AppError('VALIDATION', 'The form could not be read. Please try again.');
      }
      const input = parseInput(createEstateSchema, raw);
      const created = await createEstate({ db, store }, actor, input, staged);
      return reply.status(201).send(created);
    } catch (err) {
      await discardFiles(
        db,
        store,
        staged.map((f) => f.stagingKey),
      );
      throw err;
    }
  });

  /** My Estates: estates the person created, newest first, searched and paged on the server. */
  app.get('/api/estates', async (request): Promise<EstateList> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const q = parseInput(listQuery, request.query);
    const filters: SQL[] = [myEstates(actor)];
    if (q.q) {
      const like = containsPattern(q.q);
      filters.push(or(ilike(estates.deceasedName, like), sql`${estates.id}::text ilike ${like}`)!);
    }
    if (q.status) filters.push(eq(estates.status, q.status));
    if (q.stage) filters.push(eq(estates.stage, q.stage));
    if (q.range !== 'all') {
      const since =
        q.range === '30d'
          ? sql`now() - interval '30 days'`
          : q.range === '90d'
            ? sql`now() - interval '90 days'`
            : sql`date_trunc('year', now())`;
      filters.push(gte(estates.dateCreated, since));
    }
    const where = and(...filters);
    // The page's ids first (an index walk, no per-row work for the rows OFFSET skips), then
    // progress and executor for those 20 only. The counts run beside it on other connections.
    const pageIds = db
      .select({ id: estates.id })
      .from(estates)
      .where(where)
      .orderBy(desc(estates.dateCreated), desc(estates.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const progress = sql<number>`coalesce((select round(100.0 * count(*) filter (where ${tasks.status} = 'completed') / nullif(count(*), 0)) from ${tasks} where ${tasks.estateId} = ${estates.id}), 0)::int`;
    const [[totals], rows, [summary], [pending]] = await Promise.all([
      db.select({ total: count() }).from(estates).where(where),
      db
        .select({ estate: estates, progress, executorName: executors.fullName })
        .from(estates)
        .leftJoin(executors, eq(executors.id, estates.executorId))
        .where(inArray(estates.id, pageIds))
        .orderBy(desc(estates.dateCreated), desc(estates.id)),
      db
        .select({
          active: sql<number>`count(*) filter (where ${estates.status} = 'active')::int`,
          recentlyUpdated: sql<number>`count(*) filter (where ${estates.updatedAt} >= now() - interval '7 days')::int`,
        })
        .from(estates)
        .where(myEstates(actor)),
      db
        .select({ n: count() })
        .from(tasks)
        .where(and(inVisibleEstate(actor, tasks.estateId), sql`${tasks.status} <> 'completed'`)),
    ]);
    return {
      total: totals?.total ?? 0,
      page: q.page,
      pageSize: q.pageSize,
      summary: {
        activeEstates: summary?.active ?? 0,
        pendingTasks: pending?.n ?? 0,
        recentlyUpdated: summary?.recentlyUpdated ?? 0,
      },
      items: rows.map(({ estate, progress: p, executorName }) => ({
        ...toEstate(estateFieldsFor(actor, estate)),
        progress: p,
        executorName,
      })),
    };
  });

  /** Recent Estates on the dashboard: active role links, newest first. */
  app.get('/api/estates/recent', async (request): Promise<{ items: Estate[] }> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const rows = await db
      .select()
      .from(estates)
      .where(linkedEstates(actor))
      .orderBy(desc(estates.dateCreated))
      .limit(5);
    return { items: rows.map((e) => toEstate(estateFieldsFor(actor, e))) };
  });

  /** One estate, if the person may see it; 404 otherwise. */
  app.get('/api/estates/:id', async (request): Promise<EstateDetail> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const estate = await requireEstate(db, actor, (request.params as { id: string }).id);
    const estateTasks = await db
      .select()
      .from(tasks)
      .where(eq(tasks.estateId, estate.id))
      .orderBy(asc(tasks.dueDate), asc(tasks.createdAt));
    const done = estateTasks.filter((t) => t.status === 'completed').length;
    const [executor] = estate.executorId
      ? await db
          .select({ executorId: executors.id, fullName: executors.fullName, email: users.email })
          .from(executors)
          .innerJoin(users, eq(users.id, executors.userId))
          .where(inArray(executors.id, [estate.executorId]))
      : [];
    // The address someone was invited by is for those who run the estate, not its beneficiaries.
    const [invitation] = runsEstates(actor)
      ? await db
          .select({ email: estateInvitations.email, invitedAt: estateInvitations.createdAt })
          .from(estateInvitations)
          .where(pendingInvitation(estate.id))
      : [];
    return {
      ...toEstate(estateFieldsFor(actor, estate)),
      progress: estateTasks.length ? Math.round((100 * done) / estateTasks.length) : 0,
      executor: executor ?? null,
      executorInvitation: invitation
        ? { email: invitation.email, invitedAt: invitation.invitedAt.toISOString() }
        : null,
      tasks: estateTasks.map((t) => ({
        taskId: t.id,
        name: t.name,
        status: t.status,
        dueDate: t.dueDate,
        basis: t.basis,
        assignedToUserId: t.assignedToUserId,
      })),
    };
  });
}

/**
 * PATCH an estate the person may see: executor, grant date, status, stage. Only the people who run
 * the estate (admin, lawyer, executor); the spec lets any viewer assign the executor, but a
 * beneficiary changing who administers the estate is not something we allow (decision 007).
 */
export async function estateUpdateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.patch('/api/estates/:id', async (request): Promise<Estate> => {
    const actor = await requireActor(deps.auth, request, 'estate:manage');
    const input = parseInput(updateEstateSchema, request.body ?? {});
    const updated = await updateEstate(deps.db, actor, (request.params as { id: string }).id, input, {
      publicUrl: deps.config.publicUrl,
    });
    return toEstate(estateFieldsFor(actor, updated));
  });

  /** Withdraws the invitation sent to an executor named by email who has no account yet. */
  app.delete('/api/estates/:id/executor-invitation', async (request, reply) => {
    const actor = await requireActor(deps.auth, request, 'estate:manage');
    await cancelExecutorInvitation(deps.db, actor, (request.params as { id: string }).id);
    return reply.status(204).send();
  });

  /**
   * The executor picker: the executors of estates the person may see, with their email (every
   * executor for an admin). Admins and lawyers only; nobody browses the platform's executors.
   */
  app.get('/api/executors', async (request): Promise<{ items: ExecutorOption[] }> => {
    const actor = await requireActor(deps.auth, request, 'executors:view');
    const rows = await deps.db
      .select({
        executorId: executors.id,
        fullName: executors.fullName,
        userId: executors.userId,
        email: users.email,
      })
      .from(executors)
      .innerJoin(users, eq(users.id, executors.userId))
      .where(and(eq(users.active, true), visibleExecutors(actor)))
      .orderBy(asc(executors.fullName));
    return { items: rows };
  });
}

function toEstate(e: typeof estates.$inferSelect): Estate {
  return {
    estateId: e.id,
    deceasedName: e.deceasedName,
    dateOfDeath: e.dateOfDeath,
    lastKnownAddress: e.lastKnownAddress,
    stage: e.stage,
    status: e.status,
    willStatus: e.willStatus,
    workflowType: e.workflowType,
    smallEstateFlag: e.smallEstateFlag,
    estimatedValue: e.estimatedValue,
    estimatedValueCents: e.estimatedValueCents,
    notes: e.notes,
    grantDate: e.grantDate,
    executorId: e.executorId,
    dateCreated: e.dateCreated.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
