import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BILLING_ACCOUNT_TEXTS,
  billingEntityOptionsSchema,
  billingEntityQuerySchema,
  billingOverviewSchema,
  createdInvoiceSchema,
  createInvoiceInputSchema,
  idParamsFor,
  invoiceListQuerySchema,
  invoiceListSchema,
} from '@estate/domain';
import type { AppDeps } from '../../deps.js';
import { requireActor } from '../../services/auth/actor.js';
import { getBillingOverview } from '../../services/back-office/billing-usage.js';
import { createInvoice } from '../../services/back-office/create-invoice.js';
import { listBillingEntities } from '../../services/back-office/list-billing-entities.js';
import { listInvoices } from '../../services/back-office/list-invoices.js';
import { createOnce, idempotencyHeaders } from '../../lib/idempotency.js';

/**
 * Billing Management (spec 3 §2; issue 15), admins only, beside the billing accounts' own routes
 * (the platform records kit, `admin/billing-accounts`): the New Account form's choices, creating an
 * invoice from an account, the Invoices tab and the cards and revenue chart.
 */
export function adminBillingRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Admin: billing'];

  app.get(
    '/api/admin/billing-accounts/entities',
    {
      schema: {
        operationId: 'listBillingEntities',
        summary: 'The law firms or people a billing account may be opened for, with any account they have',
        tags,
        querystring: billingEntityQuerySchema,
        response: { 200: billingEntityOptionsSchema },
      },
    },
    async (request) => {
      await requireActor(auth, request, 'admin:access');
      return listBillingEntities(db, request.query.type);
    },
  );

  app.post(
    '/api/admin/billing-accounts/:id/invoices',
    {
      schema: {
        operationId: 'createInvoice',
        summary: "Create a draft tax invoice from the account's plan and usage (due in 15 days)",
        tags,
        params: idParamsFor(BILLING_ACCOUNT_TEXTS.notFound),
        headers: idempotencyHeaders,
        body: createInvoiceInputSchema,
        response: { 201: createdInvoiceSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'admin:access');
      const body = await createOnce<Awaited<ReturnType<typeof createInvoice>>>(
        db,
        request,
        reply,
        actor,
        (remember) => createInvoice(db, actor, request.params.id, request.body ?? {}, remember),
      );
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/api/admin/invoices',
    {
      schema: {
        operationId: 'listInvoices',
        summary: 'Every invoice: searched, filtered by status (overdue computed), sorted and paged',
        tags,
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema },
      },
    },
    async (request) => {
      await requireActor(auth, request, 'admin:access');
      return listInvoices(db, request.query);
    },
  );

  app.get(
    '/api/admin/billing/summary',
    {
      schema: {
        operationId: 'getBillingSummary',
        summary: "Billing Management's cards and revenue per month for the last twelve months",
        tags,
        response: { 200: billingOverviewSchema },
      },
    },
    async (request) => {
      await requireActor(auth, request, 'admin:access');
      return getBillingOverview(db);
    },
  );
}
