import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURT_APPLICATION_TEXTS,
  COURT_PAPER_VALUES,
  courtApplicationCheckSchema,
  documentUploadedSchema,
  idParamsFor,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { recordAudit } from '../services/audit/record-audit.js';
import { loadCourtApplication, requirePaper } from '../services/court-papers/check-court-application.js';
import { saveGeneratedDocument } from '../services/documents/save-generated-document.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { requireEstate } from '../services/access/index.js';
import { sendDownload } from '../lib/content-disposition.js';
import { DOCX } from '../services/files/file-types.js';

const applicationParams = idParamsFor('Estate not found', 'estateId').extend(
  idParamsFor(COURT_APPLICATION_TEXTS.notFound).shape,
);
const paperParams = applicationParams.extend({
  paper: z.enum(COURT_PAPER_VALUES, { message: `Paper must be one of ${COURT_PAPER_VALUES.join(', ')}` }),
});
const tags = ['Court applications'];

/**
 * An application's pre-filing check and its draft papers (issue 17; decision 029). The application's
 * list, add, edit and delete are the records kit's routes (services/records/kinds/court-applications.ts).
 * Only those who run the estate (`estate:manage`); an estate or application out of sight answers 404.
 */
export function courtApplicationRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;

  app.get(
    '/api/estates/:estateId/court-applications/:id/check',
    {
      schema: {
        operationId: 'checkCourtApplication',
        summary:
          'The pre-filing check: the papers this application gets and the facts they need that are missing, each with where to put it right',
        tags,
        params: applicationParams,
        response: { 200: courtApplicationCheckSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId, id } = request.params;
      return (await loadCourtApplication(db, actor, estateId, id)).check;
    },
  );

  /** Drafts one paper; 400 naming the missing facts while the check fails. */
  async function draft(
    actor: Parameters<typeof loadCourtApplication>[1],
    params: z.output<typeof paperParams>,
  ) {
    const { facts, check, row } = await loadCourtApplication(db, actor, params.estateId, params.id);
    const listed = requirePaper(check, params.paper);
    // The Word library loads with the first paper drafted, not at start-up.
    const { draftCourtPaper } = await import('../services/court-papers/draft-court-paper.js');
    const file = await draftCourtPaper(params.paper, facts);
    return { file, listed, row };
  }

  app.get(
    '/api/estates/:estateId/court-applications/:id/papers/:paper',
    {
      schema: {
        produces: [DOCX],
        operationId: 'downloadCourtPaper',
        summary:
          'One draft paper of the application as an editable Word document (DOCX), the facts merged in',
        tags,
        params: paperParams,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { file, listed, row } = await draft(actor, request.params);
      await recordAudit(db, {
        actorId: actor.id,
        action: 'court_application.paper_downloaded',
        entityType: 'court_application',
        entityId: row.id,
        data: { estateId: row.estateId, name: row.reference, paper: listed.paper, fileName: listed.fileName },
      });
      return sendDownload(reply, {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileName: listed.fileName,
        body: file,
      });
    },
  );

  app.post(
    '/api/estates/:estateId/court-applications/:id/papers/:paper',
    {
      schema: {
        operationId: 'saveCourtPaper',
        summary:
          "Drafts one paper and saves it into the estate's documents (private to those who run the estate)",
        tags,
        params: paperParams,
        headers: idempotencyHeaders,
        response: { 201: documentUploadedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const body = await createOnce<{ documentId: string; fileUrl: string }>(
        db,
        request,
        reply,
        actor,
        async (remember) => {
          const { file, listed, row } = await draft(actor, request.params);
          return saveGeneratedDocument(
            deps,
            actor,
            { estateId: row.estateId, fileName: listed.fileName, tags: ['court papers'] },
            file,
            async (tx, documentId) => {
              await recordAudit(tx, {
                actorId: actor.id,
                action: 'court_application.paper_saved',
                entityType: 'court_application',
                entityId: row.id,
                data: { estateId: row.estateId, name: row.reference, paper: listed.paper, documentId },
              });
              await remember?.(tx, { documentId, fileUrl: `/api/documents/${documentId}/file` });
            },
          );
        },
        () => requireEstate(db, actor, request.params.estateId),
      );
      return reply.status(201).send(body);
    },
  );
}
