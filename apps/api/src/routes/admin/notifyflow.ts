import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminInstitutionInputSchema,
  adminInstitutionListSchema,
  adminInstitutionPatchSchema,
  adminInstitutionSchema,
  adminNotificationListSchema,
  adminNotificationQuerySchema,
  idParamsFor,
  institutionAuditSchema,
  institutionStatusChangedSchema,
  institutionStatusChangeSchema,
  letterAddressSchema,
  letterListSchema,
  letterPostedSchema,
  reminderRunResultSchema,
  reminderRunSchema,
  letterSchema,
} from '@estate/domain';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../../lib/versions.js';
import { requireSomeChange } from '../../lib/validate.js';
import { requireActor } from '../../services/auth/actor.js';
import { setInstitutionStatus } from '../../services/notifyflow/change-institution-status.js';
import { listInstitutionAudit } from '../../services/notifyflow/list-institution-audit.js';
import { listAdminInstitutions } from '../../services/notifyflow/list-institutions.js';
import { listLetters } from '../../services/notifyflow/list-letters.js';
import { listNotifications } from '../../services/notifyflow/list-notifications.js';
import { postLetter, setLetterAddress } from '../../services/notifyflow/post-letter.js';
import { downloadLetter } from '../../services/notifyflow/render-letter.js';
import { saveInstitution } from '../../services/notifyflow/save-institution.js';
import { sendDueReminders } from '../../services/notifyflow/send-reminders.js';
import { sendDownload } from '../../lib/content-disposition.js';

const tags = ['Admin: NotifyFlow'];
const institutionParams = idParamsFor('Institution not found');
const rowParams = idParamsFor('Not found');
const letterParams = idParamsFor('Letter not found');

/** NotifyFlow back office: the directory, every notification, status changes, the letters queue. */
export function adminNotifyflowRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db, config } = deps;
  const admin = (request: Parameters<typeof requireActor>[1]) => requireActor(auth, request, 'admin:access');

  app.get(
    '/api/admin/institutions',
    {
      schema: {
        operationId: 'listAdminInstitutions',
        summary: 'The whole directory of organisations, retired ones and contact addresses included',
        tags,
        response: { 200: adminInstitutionListSchema },
      },
    },
    async (request) => {
      await admin(request);
      return listAdminInstitutions(db);
    },
  );

  app.post(
    '/api/admin/institutions',
    {
      schema: {
        operationId: 'createInstitution',
        summary: 'Add an organisation to the directory',
        tags,
        body: adminInstitutionInputSchema,
        response: { 201: adminInstitutionSchema },
      },
    },
    async (request, reply) => {
      const actor = await admin(request);
      const created = await saveInstitution(db, actor.id, null, request.body);
      sendEtag(reply, created);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/admin/institutions/:id',
    {
      schema: {
        operationId: 'updateInstitution',
        summary: "Change an organisation's details (only the fields sent)",
        description:
          'Made against the version it was read at (`version` of its list item) as If-Match: 428 without it, 412 with the organisation as it is now when someone changed it since (decision 060).',
        tags,
        params: institutionParams,
        headers: changeHeaders,
        body: adminInstitutionPatchSchema,
        response: { 200: adminInstitutionSchema },
      },
    },
    async (request, reply) => {
      const actor = await admin(request);
      requireSomeChange(request.body, Object.keys(adminInstitutionPatchSchema.shape));
      const saved = await saveInstitution(
        db,
        actor.id,
        { id: request.params.id, expected: ifMatchOf(request) },
        request.body,
      );
      sendEtag(reply, saved);
      return saved;
    },
  );

  app.get(
    '/api/admin/notifications',
    {
      schema: {
        operationId: 'listAdminNotifications',
        summary: 'Every notification, newest first, with each organisation it went to',
        tags,
        querystring: adminNotificationQuerySchema,
        response: { 200: adminNotificationListSchema },
      },
    },
    async (request) => {
      await admin(request);
      return listNotifications(db, request.query);
    },
  );

  app.patch(
    '/api/admin/institutions-notified/:id',
    {
      schema: {
        operationId: 'setInstitutionNotifiedStatus',
        summary:
          "Set one notified organisation's status, with a note for its trail (If-Match: the row's version, from the admin list)",
        description: 'A row that went out cannot go back to pending (400 naming `status`).',
        tags,
        params: rowParams,
        headers: changeHeaders,
        body: institutionStatusChangeSchema,
        response: { 200: institutionStatusChangedSchema },
      },
    },
    async (request, reply) => {
      const actor = await admin(request);
      const { id } = request.params;
      const { status, note } = request.body;
      const expected = ifMatchOf(request);
      const changed = await setInstitutionStatus(db, id, {
        by: 'admin',
        actorId: actor.id,
        status,
        note,
        expected,
      });
      const answer = { id, status, version: changed!.version };
      sendEtag(reply, answer);
      return answer;
    },
  );

  app.get(
    '/api/admin/institutions-notified/:id/audit',
    {
      schema: {
        operationId: 'listInstitutionNotifiedAudit',
        summary: "One notified organisation's trail: sent, posted, answered, changed by hand",
        tags,
        params: rowParams,
        response: { 200: institutionAuditSchema },
      },
    },
    async (request) => {
      await admin(request);
      return listInstitutionAudit(db, request.params.id);
    },
  );

  app.get(
    '/api/admin/letters',
    {
      schema: {
        operationId: 'listLetters',
        summary: 'The letters queue: letters for organisations without a notification email',
        tags,
        response: { 200: letterListSchema },
      },
    },
    async (request) => {
      await admin(request);
      return listLetters(db);
    },
  );

  app.get(
    '/api/admin/letters/:id/pdf',
    {
      schema: {
        produces: ['application/pdf'],
        operationId: 'renderLetter',
        summary: 'One letter as a printable PDF (application/pdf)',
        description:
          "A letter with no address to go to yet (neither its own nor its directory entry's) is refused: 409 naming `address` and what to do.",
        tags,
        params: letterParams,
      },
    },
    async (request, reply) => {
      const actor = await admin(request);
      const { pdf, fileName } = await downloadLetter(
        db,
        { publicUrl: config.publicUrl, secret: config.authSecret },
        actor,
        request.params.id,
      );
      return sendDownload(reply, { type: 'application/pdf', fileName: fileName, body: pdf });
    },
  );

  app.patch(
    '/api/admin/letters/:id',
    {
      schema: {
        operationId: 'setLetterAddress',
        summary: 'Give a letter the postal address it goes to (the organisation the family typed)',
        description:
          'An empty address is refused (400 naming `address`). Made against the version the letter was read at (`version` of its list item) as If-Match: 428 without it, 412 when someone changed it since (decision 060).',
        tags,
        params: letterParams,
        headers: changeHeaders,
        body: letterAddressSchema,
        response: { 200: letterSchema },
      },
    },
    async (request, reply) => {
      const actor = await admin(request);
      const saved = await setLetterAddress(db, actor.id, request.params.id, request.body, ifMatchOf(request));
      sendEtag(reply, saved);
      return saved;
    },
  );

  app.post(
    '/api/admin/letters/:id/posted',
    {
      schema: {
        operationId: 'markLetterPosted',
        summary: 'Record that a letter was posted: its organisation counts as notified (sent)',
        description:
          "A letter with no address to go to yet (neither its own nor its directory entry's) is refused: 409 naming `address` and what to do.",
        tags,
        params: letterParams,
        response: { 200: letterPostedSchema },
      },
    },
    async (request) => {
      const actor = await admin(request);
      return postLetter(db, actor.id, request.params.id);
    },
  );

  app.post(
    '/api/admin/notifyflow/reminders/run',
    {
      schema: {
        operationId: 'runNotifyflowReminders',
        summary: 'Run the reminder sweep now: each organisation past its reply time gets its one reminder',
        description:
          '`asOf` (an ISO date and time) runs it as of that moment, only on a server started with ' +
          'TEST_CLOCK=true (end-to-end tests); otherwise it is refused (400 naming `asOf`).',
        tags,
        body: reminderRunSchema,
        response: { 200: reminderRunResultSchema },
      },
    },
    async (request) => {
      await admin(request);
      const asOf = request.body?.asOf;
      if (asOf && !config.testClock) {
        const message = 'asOf is accepted only on a server with a test clock (TEST_CLOCK=true).';
        throw new AppError('VALIDATION', message, [{ path: 'asOf', message }]);
      }
      const now = asOf ? new Date(asOf) : new Date();
      const reminded = await sendDueReminders(
        db,
        { publicUrl: config.publicUrl, secret: config.authSecret },
        now,
      );
      return { reminded, asOf: now.toISOString() };
    },
  );
}
