import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INVOICE_TEXTS,
  creditNoteInputSchema,
  idParamsFor,
  invoiceActionResultSchema,
  invoiceDtoSchema,
  noContent,
  type InvoiceActionResult,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { sendDownload } from '../lib/content-disposition.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { requireActor } from '../services/auth/actor.js';
import { creditInvoice } from '../services/back-office/invoices/credit-invoice.js';
import { deleteInvoice } from '../services/back-office/invoices/delete-invoice.js';
import { downloadCreditNote, downloadInvoice } from '../services/back-office/invoices/download-invoice.js';
import { issueInvoice } from '../services/back-office/invoices/issue-invoice.js';
import { loadInvoice } from '../services/back-office/invoices/load-invoice.js';
import { markInvoicePaid } from '../services/back-office/invoices/mark-invoice-paid.js';
import { sendInvoice } from '../services/back-office/invoices/send-invoice.js';

const params = idParamsFor(INVOICE_TEXTS.notFoundTitle);
/** An invoice's credit note: a malformed id of either is a 404, like an unknown one. */
const creditNoteParams = params.extend(idParamsFor('Credit note not found', 'creditNoteId').shape);
const tags = ['Admin: billing'];

/**
 * One invoice (issue 15; spec 3 "Invoice detail"), admins only: the invoice, its PDF, Issue (a draft
 * becomes a numbered tax invoice), Send (issues a draft, then emails the PDF through the outbox),
 * Mark Paid, Delete (a draft only: an issued invoice stays as issued, 409; decision 072) and Credit
 * note (an issued invoice corrected in full or in part, with a reason; decision 081). The list
 * and creating invoices are the billing routes'. An unknown or malformed id answers 404 "Invoice not
 * found". Every change acts on the invoice as it was read (decision 060): If-Match with its ETag
 * (`version`), 428 without it, 412 with the invoice as it is now when someone acted on it since.
 */
export function adminInvoiceRoutes(fastify: FastifyInstance, { auth, db, config }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const supplier = config.invoiceSupplier;

  app.get(
    '/api/admin/invoices/:id',
    {
      schema: {
        operationId: 'getInvoice',
        summary:
          'One invoice: its lines, totals excluding and including GST (cents), status as shown, supplier',
        tags,
        params,
        response: { 200: invoiceDtoSchema },
      },
    },
    async (request, reply) => {
      await requireActor(auth, request, 'admin:access');
      const invoice = await loadInvoice(db, supplier, request.params.id);
      sendEtag(reply, invoice);
      return invoice;
    },
  );

  app.get(
    '/api/admin/invoices/:id/pdf',
    {
      schema: {
        produces: ['application/pdf'],
        operationId: 'downloadInvoicePdf',
        summary:
          'The invoice as an A4 PDF: a New Zealand tax invoice once issued, else marked "Draft — not a tax invoice" on every page; audited as a download',
        tags,
        params,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'admin:access');
      const { fileName, pdf } = await downloadInvoice(db, supplier, actor, request.params.id);
      return sendDownload(reply, { type: 'application/pdf', fileName: fileName, body: pdf });
    },
  );

  /** Issue, Send and Mark Paid: a change to one invoice, against the version it was read at. */
  const invoiceAction = (path: string, operationId: string, summary: string, change: typeof issueInvoice) =>
    app.post(
      `/api/admin/invoices/:id/${path}`,
      {
        schema: {
          operationId,
          summary,
          tags,
          params,
          headers: changeHeaders,
          response: { 200: invoiceActionResultSchema },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(auth, request, 'admin:access');
        const result = await change(db, supplier, actor, request.params.id, ifMatchOf(request));
        sendEtag(reply, result.invoice);
        return result;
      },
    );

  invoiceAction(
    'issue',
    'issueInvoice',
    'Issues a draft: it gets the next invoice number and today as its date, and becomes a tax invoice that cannot be changed or deleted; 409 when already issued',
    issueInvoice,
  );

  app.delete(
    '/api/admin/invoices/:id',
    {
      schema: {
        operationId: 'deleteInvoice',
        summary:
          'Deletes a draft (it has no number, so none is skipped); 409 for an issued invoice, saying how to correct it',
        tags,
        params,
        headers: changeHeaders,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'admin:access');
      await deleteInvoice(db, supplier, actor, request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );

  invoiceAction(
    'send',
    'sendInvoice',
    'Issues a draft first (its number), then emails the PDF tax invoice to the billing email (through the outbox) and marks the invoice sent; 400 without a billing email',
    sendInvoice,
  );

  invoiceAction(
    'mark-paid',
    'markInvoicePaid',
    'Records the invoice as paid today (New Zealand); 400 when it is already paid, 409 for a draft (issue it first)',
    markInvoicePaid,
  );

  app.post(
    '/api/admin/invoices/:id/credit-notes',
    {
      schema: {
        operationId: 'creditInvoice',
        summary:
          'Corrects an issued invoice with a credit note, in full (no amount) or in part (an amount including GST), with a reason: it gets the next CN- number and today as its date, and cannot be changed or deleted (If-Match: the invoice ETag read; Idempotency-Key to retry safely); 409 for a draft or an invoice credited in full',
        tags,
        params,
        headers: changeHeaders.extend(idempotencyHeaders.shape),
        body: creditNoteInputSchema,
        response: { 201: invoiceActionResultSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'admin:access');
      const expected = ifMatchOf(request);
      const result = await createOnce<InvoiceActionResult>(db, request, reply, actor, (remember) =>
        creditInvoice(db, supplier, actor, request.params.id, expected, request.body, remember),
      );
      sendEtag(reply, result.invoice);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/admin/invoices/:id/credit-notes/:creditNoteId/pdf',
    {
      schema: {
        operationId: 'downloadCreditNotePdf',
        summary:
          'One credit note of the invoice as an A4 PDF: the supply correction information (the invoice it corrects, the reason, the amounts credited excluding and including GST); audited as a download',
        tags,
        params: creditNoteParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'admin:access');
      const { id, creditNoteId } = request.params;
      const { fileName, pdf } = await downloadCreditNote(db, supplier, actor, id, creditNoteId);
      return sendDownload(reply, { type: 'application/pdf', fileName: fileName, body: pdf });
    },
  );
}
