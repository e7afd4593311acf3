import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  INSTITUTION_STATUSES,
  NOTIFICATION_REASONS,
  adminInstitutionInputSchema,
  type AdminInstitution,
  type AdminNotificationList,
  type LetterList,
} from '@estate/domain';
import type { AppDeps } from '../../app.js';
import {
  auditEvents,
  institutions,
  institutionsNotified,
  letters,
  notifications,
  users,
} from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { parseId, parseInput, requireSomeChange } from '../../lib/validate.js';
import { requireActor } from '../../services/auth/actor.js';
import { isUniqueViolation } from '../../services/notifyflow/create-notification.js';
import { announceChange } from '../../services/notifyflow/events.js';
import { renderLetterPdf } from '../../services/notifyflow/letter-pdf.js';
import { signResponseToken } from '../../services/notifyflow/tokens.js';
import { containsPattern } from '../../lib/search.js';

const listQuery = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
});
const statusChange = z.object({
  status: z.enum(INSTITUTION_STATUSES, { message: 'Please choose a status' }),
  note: z.string().trim().min(1, { message: 'Please add a note saying why' }).max(2000),
});
const PAGE = 20;

const toAdminInstitution = (r: typeof institutions.$inferSelect): AdminInstitution => ({
  institutionId: r.id,
  name: r.name,
  category: r.category as AdminInstitution['category'],
  logoUrl: r.logoUrl,
  notificationEmail: r.notificationEmail,
  postalAddress: r.postalAddress,
  retired: r.retired,
});

/** NotifyFlow back office: the directory, every notification, status changes, the letters queue. */
export async function adminNotifyflowRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db, config } = deps;
  const admin = (request: Parameters<typeof requireActor>[1]) => requireActor(auth, request, 'admin:access');

  app.get('/api/admin/institutions', async (request) => {
    await admin(request);
    const rows = await db.select().from(institutions).orderBy(asc(institutions.name));
    return { items: rows.map(toAdminInstitution) };
  });

  const saveInstitution = async (
    actorId: string,
    id: string | null,
    input: Partial<z.output<typeof adminInstitutionInputSchema>>,
  ) => {
    const values = {
      ...input,
      ...('notificationEmail' in input ? { notificationEmail: input.notificationEmail || null } : {}),
      ...('postalAddress' in input ? { postalAddress: input.postalAddress || null } : {}),
    };
    try {
      return await db.transaction(async (tx) => {
        const [row] = id
          ? await tx.update(institutions).set(values).where(eq(institutions.id, id)).returning()
          : await tx
              .insert(institutions)
              .values(values as typeof institutions.$inferInsert)
              .returning();
        if (!row) throw notFound('Institution not found');
        await tx.insert(auditEvents).values({
          actorId,
          action: id ? 'institution.updated' : 'institution.created',
          entityType: 'institution',
          entityId: row.id,
          data: values,
        });
        return toAdminInstitution(row);
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError('CONFLICT', 'An institution with that name already exists.', [
          { path: 'name', message: 'An institution with that name already exists.' },
        ]);
      }
      throw err;
    }
  };

  app.post('/api/admin/institutions', async (request, reply) => {
    const actor = await admin(request);
    const input = parseInput(adminInstitutionInputSchema, request.body ?? {});
    return reply.status(201).send(await saveInstitution(actor.id, null, input));
  });

  app.patch('/api/admin/institutions/:id', async (request) => {
    const actor = await admin(request);
    const id = parseId(request.params, 'Institution not found');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = parseInput(adminInstitutionInputSchema.partial(), body);
    // Only the fields sent change: .partial() would otherwise fill the rest with their defaults.
    const input = Object.fromEntries(Object.entries(parsed).filter(([k]) => k in body));
    requireSomeChange(input, Object.keys(adminInstitutionInputSchema.shape));
    return saveInstitution(actor.id, id, input);
  });

  app.get('/api/admin/notifications', async (request): Promise<AdminNotificationList> => {
    await admin(request);
    const { q, page } = parseInput(listQuery, request.query);
    const where = q
      ? or(
          ilike(notifications.referenceCode, containsPattern(q)),
          ilike(notifications.deceasedName, containsPattern(q)),
          ilike(notifications.recipient, containsPattern(q)),
        )
      : undefined;
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notifications).where(where);
    const list = await db
      .select({ n: notifications, requesterEmail: users.email })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.createdBy))
      .where(where)
      .orderBy(desc(notifications.dateSent))
      .limit(PAGE)
      .offset((page - 1) * PAGE);
    const ids = list.map((l) => l.n.id);
    const rows = ids.length
      ? await db
          .select({ r: institutionsNotified, name: institutions.name })
          .from(institutionsNotified)
          .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
          .where(inArray(institutionsNotified.notificationId, ids))
          .orderBy(asc(institutions.name))
      : [];
    return {
      total,
      items: list.map(({ n, requesterEmail }) => ({
        notificationId: n.id,
        referenceCode: n.referenceCode,
        deceasedName: n.deceasedName,
        requesterName: n.recipient,
        requesterEmail,
        status: n.status,
        dateSent: n.dateSent.toISOString(),
        institutions: rows
          .filter((x) => x.r.notificationId === n.id)
          .map(({ r, name }) => ({
            id: r.id,
            name,
            status: r.status,
            sentDate: r.sentDate?.toISOString() ?? null,
            responseReceived: r.responseReceived,
            channel: r.deliveryChannel,
            responseMessage: r.responseMessage,
          })),
      })),
    };
  });

  /** An admin sets one institution's status, with a note; recorded in the audit trail. */
  app.patch('/api/admin/institutions-notified/:id', async (request) => {
    const actor = await admin(request);
    const id = parseId(request.params, 'Not found');
    const { status, note } = parseInput(statusChange, request.body ?? {});
    const code = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: institutionsNotified.status, code: notifications.referenceCode })
        .from(institutionsNotified)
        .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
        .where(eq(institutionsNotified.id, id));
      if (!before) throw notFound('Not found');
      await tx
        .update(institutionsNotified)
        .set({
          status,
          sentDate:
            status === 'pending'
              ? institutionsNotified.sentDate
              : sql`coalesce(${institutionsNotified.sentDate}, now())`,
        })
        .where(eq(institutionsNotified.id, id));
      await tx.insert(auditEvents).values({
        actorId: actor.id,
        action: 'institution_notified.status_changed',
        entityType: 'institutions_notified',
        entityId: id,
        data: { from: before.status, to: status, note },
      });
      return before.code;
    });
    announceChange(code);
    return { id, status };
  });

  app.get('/api/admin/institutions-notified/:id/audit', async (request) => {
    await admin(request);
    const id = parseId(request.params, 'Not found');
    const rows = await db
      .select({ e: auditEvents, actorName: users.name })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(and(eq(auditEvents.entityType, 'institutions_notified'), eq(auditEvents.entityId, id)))
      .orderBy(desc(auditEvents.createdAt));
    return {
      items: rows.map(({ e, actorName }) => ({
        action: e.action,
        actorName: actorName ?? 'The institution (response link)',
        data: e.data,
        createdAt: e.createdAt.toISOString(),
      })),
    };
  });

  const letterQuery = () =>
    db
      .select({ letter: letters, row: institutionsNotified, institution: institutions, n: notifications })
      .from(letters)
      .innerJoin(institutionsNotified, eq(institutionsNotified.id, letters.institutionsNotifiedId))
      .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
      .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId));

  app.get('/api/admin/letters', async (request): Promise<LetterList> => {
    await admin(request);
    const rows = await letterQuery().orderBy(desc(letters.createdAt)).limit(200);
    return {
      items: rows.map(({ letter, institution, n }) => ({
        id: letter.id,
        institutionName: institution.name,
        referenceCode: n.referenceCode,
        createdAt: letter.createdAt.toISOString(),
        posted: letter.postedAt !== null,
      })),
    };
  });

  app.get('/api/admin/letters/:id/pdf', async (request, reply) => {
    await admin(request);
    const id = parseId(request.params, 'Letter not found');
    const [found] = await letterQuery().where(eq(letters.id, id));
    if (!found) throw notFound('Letter not found');
    const { row, institution, n } = found;
    const respondUrl = `${config.publicUrl}/respond/${signResponseToken(config.authSecret, row.id)}`;
    const reasons = n.notificationType
      .split(', ')
      .map((r) => NOTIFICATION_REASONS.find((o) => o.value === r)?.label ?? r)
      .join(', ');
    const detail =
      n.channel === 'email' ? n.recipientEmail : n.channel === 'phone' ? n.recipientPhone : n.contactAddress;
    const pdf = await renderLetterPdf({
      institutionName: institution.name,
      postalAddress: institution.postalAddress,
      referenceCode: n.referenceCode,
      date: new Date(),
      bodyLines: [
        'Dear deceased estates team,',
        '',
        'We write on behalf of the family to let you know of the death of a customer.',
        '',
        `Name of the deceased: ${n.deceasedName}`,
        `Date of death: ${n.dateOfDeath}`,
        `Account or customer reference: ${row.accountReference ?? 'not given'}`,
        `What the family asks: ${reasons}`,
        `Contact for this estate: ${n.recipient}, by ${n.channel}: ${detail ?? ''}`,
        ...(n.contactDetails ? ['', `Additional information: ${n.contactDetails}`] : []),
        '',
        'Please let the family know how this is progressing, at this address (no account needed):',
        respondUrl,
        '',
        'Yours sincerely,',
        'NotifyFlow, on behalf of the family',
      ],
    });
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="letter-${n.referenceCode}-${institution.name.replace(/[^\w-]+/g, '_')}.pdf"`,
      )
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  /** Posting a letter counts as sending the notification to that institution. */
  app.post('/api/admin/letters/:id/posted', async (request) => {
    const actor = await admin(request);
    const id = parseId(request.params, 'Letter not found');
    const code = await db.transaction(async (tx) => {
      const [found] = await tx
        .update(letters)
        .set({ postedAt: new Date(), postedBy: actor.id })
        .where(eq(letters.id, id))
        .returning();
      if (!found) throw notFound('Letter not found');
      const [row] = await tx
        .update(institutionsNotified)
        .set({
          status: sql`case when ${institutionsNotified.status} = 'pending' then 'sent' else ${institutionsNotified.status} end`,
          sentDate: sql`coalesce(${institutionsNotified.sentDate}, now())`,
        })
        .where(eq(institutionsNotified.id, found.institutionsNotifiedId))
        .returning({ notificationId: institutionsNotified.notificationId });
      await tx
        .insert(auditEvents)
        .values({ actorId: actor.id, action: 'letter.posted', entityType: 'letter', entityId: id });
      const [n] = await tx
        .select({ code: notifications.referenceCode })
        .from(notifications)
        .where(eq(notifications.id, row!.notificationId));
      return n!.code;
    });
    announceChange(code);
    return { id, posted: true };
  });
}
