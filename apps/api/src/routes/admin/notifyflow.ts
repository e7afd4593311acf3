import type { FastifyInstance } from 'fastify';
import {
  adminInstitutionInputSchema,
  adminNotificationQuerySchema,
  institutionStatusChangeSchema,
  type AdminNotificationList,
  type InstitutionStatusChanged,
  type LetterList,
} from '@estate/domain';
import type { AppDeps } from '../../deps.js';
import { parseId, parseInput, requireSomeChange } from '../../lib/validate.js';
import { requireActor } from '../../services/auth/actor.js';
import { setInstitutionStatus } from '../../services/notifyflow/change-institution-status.js';
import { listInstitutionAudit } from '../../services/notifyflow/list-institution-audit.js';
import { listAdminInstitutions } from '../../services/notifyflow/list-institutions.js';
import { listLetters } from '../../services/notifyflow/list-letters.js';
import { listNotifications } from '../../services/notifyflow/list-notifications.js';
import { postLetter } from '../../services/notifyflow/post-letter.js';
import { renderLetter } from '../../services/notifyflow/render-letter.js';
import { saveInstitution } from '../../services/notifyflow/save-institution.js';

/** NotifyFlow back office: the directory, every notification, status changes, the letters queue. */
export async function adminNotifyflowRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db, config } = deps;
  const admin = (request: Parameters<typeof requireActor>[1]) => requireActor(auth, request, 'admin:access');

  app.get('/api/admin/institutions', async (request) => {
    await admin(request);
    return listAdminInstitutions(db);
  });

  app.post('/api/admin/institutions', async (request, reply) => {
    const actor = await admin(request);
    const input = parseInput(adminInstitutionInputSchema, request.body ?? {});
    return reply.status(201).send(await saveInstitution(db, actor.id, null, input));
  });

  app.patch('/api/admin/institutions/:id', async (request) => {
    const actor = await admin(request);
    const id = parseId(request.params, 'Institution not found');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = parseInput(adminInstitutionInputSchema.partial(), body);
    // Only the fields sent change: .partial() would otherwise fill the rest with their defaults.
    const input = Object.fromEntries(Object.entries(parsed).filter(([k]) => k in body));
    requireSomeChange(input, Object.keys(adminInstitutionInputSchema.shape));
    return saveInstitution(db, actor.id, id, input);
  });

  app.get('/api/admin/notifications', async (request): Promise<AdminNotificationList> => {
    await admin(request);
    return listNotifications(db, parseInput(adminNotificationQuerySchema, request.query));
  });

  /** An admin sets one institution's status, with a note; recorded in the audit trail. */
  app.patch('/api/admin/institutions-notified/:id', async (request): Promise<InstitutionStatusChanged> => {
    const actor = await admin(request);
    const id = parseId(request.params, 'Not found');
    const { status, note } = parseInput(institutionStatusChangeSchema, request.body ?? {});
    await setInstitutionStatus(db, id, { by: 'admin', actorId: actor.id, status, note });
    return { id, status };
  });

  app.get('/api/admin/institutions-notified/:id/audit', async (request) => {
    await admin(request);
    return listInstitutionAudit(db, parseId(request.params, 'Not found'));
  });

  app.get('/api/admin/letters', async (request): Promise<LetterList> => {
    await admin(request);
    return listLetters(db);
  });

  app.get('/api/admin/letters/:id/pdf', async (request, reply) => {
    await admin(request);
    const id = parseId(request.params, 'Letter not found');
    const { pdf, fileName } = await renderLetter(
      db,
      { publicUrl: config.publicUrl, secret: config.authSecret },
      id,
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  /** Posting a letter counts as sending the notification to that institution. */
  app.post('/api/admin/letters/:id/posted', async (request) => {
    const actor = await admin(request);
    return postLetter(db, actor.id, parseId(request.params, 'Letter not found'));
  });
}
