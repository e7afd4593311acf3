import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import {
  DIGITAL_ASSET_CATEGORIES,
  addDays,
  digitalAssetSchema,
  nzToday,
  type Dashboard,
  type DigitalAssetList,
} from '@estate/domain';
import type { AppDeps } from '../app.js';
import {
  assets,
  auditEvents,
  beneficiaries,
  digitalAssetInventory,
  documents,
  estates,
  executors,
  liabilities,
  tasks,
  users,
} from '../db/schema.js';
import { toCsv } from '../lib/csv.js';
import { notFound } from '../lib/app-error.js';
import { parseId, parseInput } from '../lib/validate.js';
import { requireActor, type Actor } from '../services/auth/actor.js';
import {
  beneficiaryFieldsFor,
  inVisibleEstate,
  myTasks,
  requireEstate,
  visibleActivity,
  visibleEstates,
} from '../services/estates/access.js';

const assetQuery = z.object({
  estateId: z.uuid().optional(),
  q: z.string().trim().max(100).default(''),
  category: z.enum(DIGITAL_ASSET_CATEGORIES.map((c) => c.value) as [string, ...string[]]).optional(),
});

const toAsset = (a: typeof digitalAssetInventory.$inferSelect) => ({
  digitalAssetId: a.id,
  estateId: a.estateId,
  assetName: a.assetName,
  category: a.category,
  platform: a.platform,
  loginEmail: a.loginEmail,
  accessInstructions: a.accessInstructions,
  estimatedValue: a.estimatedValue === null ? null : Number(a.estimatedValue),
  status: a.status,
  notes: a.notes,
  rewardProgramId: a.rewardProgramId,
  pointsBalance: a.pointsBalance,
  expiryDate: a.expiryDate,
});

export async function estateDataRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db } = deps;
  const actorOf = (request: Parameters<typeof requireActor>[1]) =>
    requireActor(auth, request, 'dashboard:use');

  /* Digital assets: per estate, or across the estates I may see. */
  app.get('/api/digital-assets', async (request): Promise<DigitalAssetList> => {
    const actor = await actorOf(request);
    const q = parseInput(assetQuery, request.query);
    const filters: SQL[] = [inVisibleEstate(actor, digitalAssetInventory.estateId)];
    if (q.estateId) {
      await requireEstate(db, actor, q.estateId);
      filters.push(eq(digitalAssetInventory.estateId, q.estateId));
    }
    const base = and(...filters);
    const all = await db
      .select({ a: digitalAssetInventory, deceasedName: estates.deceasedName })
      .from(digitalAssetInventory)
      .innerJoin(estates, eq(estates.id, digitalAssetInventory.estateId))
      .where(base)
      .orderBy(asc(digitalAssetInventory.assetName));
    const counts: DigitalAssetList['counts'] = { crypto: 0, domain: 0, social: 0, loyalty: 0 };
    for (const { a } of all) if (a.category in counts) counts[a.category as keyof typeof counts] += 1;
    const needle = q.q.toLowerCase();
    const items = all
      .filter(({ a }) => !q.category || a.category === q.category)
      .filter(
        ({ a }) =>
          !needle || a.assetName.toLowerCase().includes(needle) || a.platform.toLowerCase().includes(needle),
      )
      .map(({ a, deceasedName }) => ({ ...toAsset(a), deceasedName }));
    return { items, counts, categories: [...new Set(all.map(({ a }) => a.category))].sort() };
  });

  const visibleAsset = async (actor: Actor, id: string) => {
    parseId({ id }, 'Digital asset not found');
    const [row] = await db
      .select({ a: digitalAssetInventory })
      .from(digitalAssetInventory)
      .where(and(eq(digitalAssetInventory.id, id), inVisibleEstate(actor, digitalAssetInventory.estateId)));
    if (!row) throw notFound('Digital asset not found');
    return row.a;
  };

  app.get('/api/digital-assets/:id', async (request) =>
    toAsset(await visibleAsset(await actorOf(request), (request.params as { id: string }).id)),
  );

  /*
   * Adding, changing and removing digital assets is for those who run the estate; its beneficiaries
   * see the inventory (decision 007). Each change and its audit event are one transaction.
   */
  const managerOf = (request: Parameters<typeof requireActor>[1]) =>
    requireActor(auth, request, 'estate:manage');

  app.post('/api/estates/:estateId/digital-assets', async (request, reply) => {
    const actor = await managerOf(request);
    const estate = await requireEstate(db, actor, (request.params as { estateId: string }).estateId);
    const input = parseInput(digitalAssetSchema, request.body ?? {});
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(digitalAssetInventory)
        .values({
          ...input,
          estateId: estate.id,
          estimatedValue: input.estimatedValue === null ? null : String(input.estimatedValue),
        })
        .returning();
      await tx.insert(auditEvents).values({
        actorId: actor.id,
        action: 'digital_asset.created',
        entityType: 'digital_asset',
        entityId: created!.id,
        data: { estateId: estate.id, name: created!.assetName },
      });
      return created!;
    });
    return reply.status(201).send(toAsset(row));
  });

  app.put('/api/digital-assets/:id', async (request) => {
    const actor = await managerOf(request);
    const existing = await visibleAsset(actor, (request.params as { id: string }).id);
    const input = parseInput(digitalAssetSchema, request.body ?? {});
    const [row] = await db
      .update(digitalAssetInventory)
      .set({ ...input, estimatedValue: input.estimatedValue === null ? null : String(input.estimatedValue) })
      .where(eq(digitalAssetInventory.id, existing.id))
      .returning();
    return toAsset(row!);
  });

  app.delete('/api/digital-assets/:id', async (request, reply) => {
    const actor = await managerOf(request);
    const existing = await visibleAsset(actor, (request.params as { id: string }).id);
    await db.transaction(async (tx) => {
      await tx.delete(digitalAssetInventory).where(eq(digitalAssetInventory.id, existing.id));
      await tx.insert(auditEvents).values({
        actorId: actor.id,
        action: 'digital_asset.deleted',
        entityType: 'digital_asset',
        entityId: existing.id,
        data: { estateId: existing.estateId, name: existing.assetName },
      });
    });
    return reply.status(204).send();
  });

  /*
   * The beneficiaries of one estate. Those who run it see every detail. A beneficiary sees everyone's
   * name, relationship and share, but only their own contact details and notes: the others' are
   * their private information (Privacy Act 2020, principle 11), and the public FAQ promises it.
   */
  app.get('/api/estates/:id/beneficiaries', async (request) => {
    const actor = await actorOf(request);
    const estate = await requireEstate(db, actor, (request.params as { id: string }).id);
    const rows = await db.select().from(beneficiaries).where(eq(beneficiaries.estateId, estate.id));
    return { items: rows.map((b) => beneficiaryFieldsFor(actor, b)) };
  });

  /* Assets and liabilities of one estate (tabs of the estate page). */
  for (const [path, table] of [
    ['assets', assets],
    ['liabilities', liabilities],
  ] as const) {
    app.get(`/api/estates/:id/${path}`, async (request) => {
      const estate = await requireEstate(db, await actorOf(request), (request.params as { id: string }).id);
      return { items: await db.select().from(table).where(eq(table.estateId, estate.id)) };
    });
  }

  /**
   * Export for OneLaw: one ZIP with six CSV files (spec 2 §7), for the people who run the estate
   * (it carries every beneficiary's contact details; OneLaw is the firm's practice software).
   */
  app.get('/api/estates/:id/export', async (request, reply) => {
    const actor = await managerOf(request);
    const e = await requireEstate(db, actor, (request.params as { id: string }).id);
    const [execs, bens, ass, libs, docs] = await Promise.all([
      db
        .select({ x: executors, email: users.email })
        .from(executors)
        .innerJoin(users, eq(users.id, executors.userId))
        .where(e.executorId ? eq(executors.id, e.executorId) : sql`false`),
      db.select().from(beneficiaries).where(eq(beneficiaries.estateId, e.id)),
      db.select().from(assets).where(eq(assets.estateId, e.id)),
      db.select().from(liabilities).where(eq(liabilities.estateId, e.id)),
      db.select().from(documents).where(eq(documents.estateId, e.id)).orderBy(asc(documents.uploadDate)),
    ]);
    const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
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
          'notes',
        ],
        bens.map((b) => [
          b.id,
          b.fullName,
          b.relationship,
          b.email,
          b.phone,
          b.address,
          b.shareBasisPoints === null ? '' : (b.shareBasisPoints / 100).toFixed(2),
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
      'documents_metadata.csv': toCsv(
        ['document_id', 'file_name', 'type', 'tags', 'upload_date', 'version', 'size_bytes'],
        docs.map((d) => [d.id, d.uploadedFile, d.type, d.tags, d.uploadDate, d.version, d.sizeBytes]),
      ),
    };
    const zip = zipSync(
      Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
    );
    await db
      .insert(auditEvents)
      .values({ actorId: actor.id, action: 'estate.exported', entityType: 'estate', entityId: e.id });
    const slug = e.deceasedName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
    return reply
      .type('application/zip')
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(`onelaw-export-${slug}.zip`)}`,
      )
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(zip));
  });

  /** Dashboard home: real counts, the next tasks, and recent activity on visible estates. */
  app.get('/api/dashboard', async (request): Promise<Dashboard> => {
    const actor = await actorOf(request);
    const visible = visibleEstates(actor);
    const mine = myTasks(actor);
    // "Due in the next 14 days" counts in New Zealand dates, passed as values rather than worked
    // out per row (60 ms instead of 140 ms over 100,000 tasks).
    const today = nzToday();
    // Independent reads, side by side on the pool's connections.
    const [[stats], [taskStats], upcomingTasks, activity] = await Promise.all([
      db
        .select({
          activeEstates: sql<number>`count(*) filter (where ${estates.status} = 'active')::int`,
          completedEstates: sql<number>`count(*) filter (where ${estates.status} in ('completed', 'closed'))::int`,
        })
        .from(estates)
        .where(visible),
      db
        .select({
          pendingTasks: sql<number>`count(*) filter (where ${tasks.status} <> 'completed')::int`,
          upcoming: sql<number>`count(*) filter (where ${tasks.status} <> 'completed' and ${tasks.dueDate} between ${today} and ${addDays(today, 14)})::int`,
        })
        .from(tasks)
        .innerJoin(estates, eq(estates.id, tasks.estateId))
        .where(and(mine, visible)),
      db
        .select({
          taskId: tasks.id,
          name: tasks.name,
          status: tasks.status,
          dueDate: tasks.dueDate,
          estateId: tasks.estateId,
          deceasedName: estates.deceasedName,
        })
        .from(tasks)
        .innerJoin(estates, eq(estates.id, tasks.estateId))
        .where(and(mine, visible, sql`${tasks.status} <> 'completed'`))
        .orderBy(sql`${tasks.dueDate} asc nulls last`)
        .limit(3),
      db
        .select({ e: auditEvents, actorName: users.name })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorId))
        // One key per event (the estate itself, or the estate in its data), so the newest events
        // are walked once against the visible estates (28 ms instead of 81 ms at 10,000 estates).
        .where(visibleActivity(actor))
        .orderBy(desc(auditEvents.createdAt))
        .limit(8),
    ]);
    const activityEstateIds = [
      ...new Set(activity.map(({ e }) => estateIdOf(e)).filter((id): id is string => !!id)),
    ];
    const names = activityEstateIds.length
      ? new Map(
          (
            await db
              .select({ id: estates.id, name: estates.deceasedName })
              .from(estates)
              .where(inArray(estates.id, activityEstateIds))
          ).map((r) => [r.id, r.name]),
        )
      : new Map<string, string>();
    return {
      stats: {
        activeEstates: stats?.activeEstates ?? 0,
        completedEstates: stats?.completedEstates ?? 0,
        pendingTasks: taskStats?.pendingTasks ?? 0,
        upcoming: taskStats?.upcoming ?? 0,
      },
      upcomingTasks,
      recentActivity: activity.map(({ e, actorName }) => ({
        id: e.id,
        action: e.action,
        actorName,
        estateId: estateIdOf(e),
        deceasedName: names.get(estateIdOf(e) ?? '') ?? null,
        data: (e.data ?? null) as Record<string, unknown> | null, // jsonb: always an object we wrote
        createdAt: e.createdAt.toISOString(),
      })),
    };
  });
}

/** The estate an audit event is about: the entity itself, or the estateId in its data. */
function estateIdOf(e: typeof auditEvents.$inferSelect): string | null {
  return e.entityType === 'estate'
    ? e.entityId
    : ((e.data as { estateId?: string } | null)?.estateId ?? null);
}
