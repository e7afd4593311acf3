import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { creditNotes } from '../../../src/db/schema.js';
import { PLATFORM_RECORD_KINDS } from '../../../src/services/back-office/kinds/index.js';
import { platformSamples } from '../../record-samples.js';
import {
  every,
  dashboard,
  runA,
  adminOnly,
  lawyers,
  json,
  anyVersion,
  type ActorName,
  type Expectations,
  type Row,
  type World,
} from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of the back office: analytics, reports, the admin
 * dashboard, the platform records kit (decision 020), the outbox, billing and invoices, and the
 * audit log. people-and-platform.test.ts runs them, and checks there that every route has a row in
 * some area (areas.ts). A new route of this area adds its rows here.
 */

export function backOfficeRows(w: World): Row[] {
  const { t, sessions, estateA, newMatrixInvoice, matrixInvoice } = w;
  const { db } = t.database;
  /**
   * A sample record of each platform record kind (issue 15), as its create route takes it, made by
   * `owner` (the admin unless said), with what each actor gets from the list and create routes
   * (`collection`) and from one record's routes (`one`). Admin-only kinds leave both to the default.
   */
  const SHARED_PLATFORM_SAMPLES = platformSamples(t);
  const PLATFORM_SAMPLES: Record<
    string,
    {
      sample: () => Promise<object> | object;
      owner?: Exclude<ActorName, 'anon' | 'orgKey' | 'firmKey'>;
      collection?: Expectations;
      one?: Expectations;
      /** POST, PUT and DELETE when writing needs more than reading (legal forms: read by all, kept by admins). */
      write?: Expectations;
    }
  > = {
    'admin/billing-accounts': SHARED_PLATFORM_SAMPLES['admin/billing-accounts']!,
    'admin/law-firms': SHARED_PLATFORM_SAMPLES['admin/law-firms']!,
    'admin/users': SHARED_PLATFORM_SAMPLES['admin/users']!,
    // Saved reports (estate:manage): each person's own; another's, a firm colleague's included, is 404.
    reports: {
      ...SHARED_PLATFORM_SAMPLES.reports!,
      collection: { ...every('ok'), anon: 401, notify: 403, beneficiary: 403 },
      one: { ...every(404), anon: 401, notify: 403, beneficiary: 403, lawyer: 'ok', firmLawyer: 404 },
    },
    // Calendar events (issue 16): a private one is its creator's alone (an estate's event: calendar.test.ts).
    'calendar-events': {
      ...SHARED_PLATFORM_SAMPLES['calendar-events']!,
      collection: { ...every('ok'), anon: 401, notify: 403 },
      one: { ...every(404), anon: 401, notify: 403, lawyer: 'ok', firmLawyer: 404 },
    },
    // Legal forms (issue 17): every dashboard reader sees them; admins keep them.
    'legal-forms': {
      ...SHARED_PLATFORM_SAMPLES['legal-forms']!,
      collection: { ...every('ok'), anon: 401, notify: 403 },
      one: { ...every('ok'), anon: 401, notify: 403 },
      write: adminOnly,
    },
  };

  async function newPlatformRecord(path: string) {
    const { sample, owner = 'admin' } = PLATFORM_SAMPLES[path]!;
    const res = await t.as(sessions[owner], {
      method: 'POST',
      url: `/api/${path}`,
      payload: await sample(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  /** The platform records kit's five routes for every kind (decision 020). */
  const platformRecordRows: Row[] = PLATFORM_RECORD_KINDS.flatMap((kind): Row[] => {
    const given = PLATFORM_SAMPLES[kind.path];
    if (!given) throw new Error(`PLATFORM_SAMPLES has no sample for ${kind.path}`);
    const base = `/api/${kind.path}`;
    const collection = given.collection ?? adminOnly;
    const one = given.one ?? adminOnly;
    const fresh = () => newPlatformRecord(kind.path);
    return [
      {
        method: 'GET',
        url: base,
        expect: collection,
        request: json('GET', base),
      },
      {
        method: 'POST',
        url: base,
        expect: given.write ?? collection,
        request: async () => ({
          method: 'POST',
          url: base,
          payload: await given.sample(),
        }),
      },
      {
        method: 'GET',
        url: `${base}/:id`,
        expect: one,
        request: async () => ({ method: 'GET', url: `${base}/${await fresh()}` }),
      },
      {
        method: 'PUT',
        url: `${base}/:id`,
        expect: given.write ?? one,
        request: async () => ({
          method: 'PUT',
          url: `${base}/${await fresh()}`,
          payload: await given.sample(),
        }),
      },
      {
        method: 'DELETE',
        url: `${base}/:id`,
        expect: given.write ?? one,
        request: async () => ({
          method: 'DELETE',
          url: `${base}/${await fresh()}`,
        }),
      },
    ];
  });

  return [
    // Analytics: everyone with a dashboard, over the estates they see (the leak check: not A for others).
    {
      method: 'GET',
      url: '/api/analytics',
      expect: dashboard,
      request: json('GET', '/api/analytics?period=year'),
    },
    // Reports as files: the owner's saved report (others 404), or one made now of estate A.
    {
      method: 'GET',
      url: '/api/reports/:id/download',
      expect: { ...every(404), anon: 401, notify: 403, beneficiary: 403, lawyer: 'ok', firmLawyer: 404 },
      request: async () => ({
        method: 'GET',
        url: `/api/reports/${await newPlatformRecord('reports')}/download?format=csv`,
      }),
    },
    {
      method: 'GET',
      url: '/api/reports/generate',
      expect: runA,
      request: json('GET', `/api/reports/generate?type=estate_summary&format=csv&estateId=${estateA}`),
    },
    {
      method: 'GET',
      url: '/api/admin/dashboard',
      expect: adminOnly,
      request: json('GET', '/api/admin/dashboard'),
    },
    ...platformRecordRows,
    // The back office: admins only.
    {
      method: 'GET',
      url: '/api/admin/outbox',
      expect: adminOnly,
      request: json('GET', '/api/admin/outbox'),
    },
    // Billing Management (issue 15).
    {
      method: 'GET',
      url: '/api/admin/billing-accounts/entities',
      expect: adminOnly,
      request: json('GET', '/api/admin/billing-accounts/entities?type=law_firm'),
    },
    {
      method: 'POST',
      url: '/api/admin/billing-accounts/:id/invoices',
      expect: adminOnly,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/billing-accounts/${await newPlatformRecord('admin/billing-accounts')}/invoices`,
        payload: {},
      }),
    },
    {
      method: 'GET',
      url: '/api/admin/invoices',
      expect: adminOnly,
      request: json('GET', '/api/admin/invoices'),
    },
    {
      method: 'GET',
      url: '/api/admin/billing/summary',
      expect: adminOnly,
      request: json('GET', '/api/admin/billing/summary'),
    },
    // The invoice page (issue 15): one invoice, its PDF, Issue, Delete (a draft), Send and Mark Paid.
    {
      method: 'GET',
      url: '/api/admin/invoices/:id',
      expect: adminOnly,
      request: json('GET', `/api/admin/invoices/${matrixInvoice}`),
    },
    {
      method: 'GET',
      url: '/api/admin/invoices/:id/pdf',
      expect: adminOnly,
      request: json('GET', `/api/admin/invoices/${matrixInvoice}/pdf`),
      skipLeakCheck: 'PDF bytes',
    },
    {
      method: 'POST',
      url: '/api/admin/invoices/:id/send',
      expect: adminOnly,
      request: anyVersion(json('POST', `/api/admin/invoices/${matrixInvoice}/send`)),
    },
    {
      method: 'POST',
      url: '/api/admin/invoices/:id/mark-paid',
      expect: adminOnly,
      request: anyVersion(async () => ({
        method: 'POST',
        url: `/api/admin/invoices/${await newMatrixInvoice({ issued: true })}/mark-paid`,
      })),
    },
    // A credit note corrects an issued invoice of its own each time (decision 081).
    {
      method: 'POST',
      url: '/api/admin/invoices/:id/credit-notes',
      expect: adminOnly,
      request: anyVersion(async () => ({
        method: 'POST',
        url: `/api/admin/invoices/${await newMatrixInvoice({ issued: true })}/credit-notes`,
        payload: { reason: 'Matrix correction' },
      })),
    },
    {
      method: 'GET',
      url: '/api/admin/invoices/:id/credit-notes/:creditNoteId/pdf',
      expect: adminOnly,
      request: async () => {
        const id = await newMatrixInvoice({ issued: true });
        const [note] = await db
          .insert(creditNotes)
          .values({
            number: `CN-M${randomUUID().slice(0, 8)}`,
            invoiceId: id,
            issueDate: '2026-12-01',
            reason: 'Matrix correction',
            subtotalCents: 100,
            gstCents: 15,
            totalCents: 115,
          })
          .returning({ id: creditNotes.id });
        return json('GET', `/api/admin/invoices/${id}/credit-notes/${note!.id}/pdf`)();
      },
      skipLeakCheck: 'PDF bytes',
    },
    // Issue and Delete act on a draft of their own each time (decision 072).
    {
      method: 'POST',
      url: '/api/admin/invoices/:id/issue',
      expect: adminOnly,
      request: anyVersion(async () => ({
        method: 'POST',
        url: `/api/admin/invoices/${await newMatrixInvoice()}/issue`,
      })),
    },
    {
      method: 'DELETE',
      url: '/api/admin/invoices/:id',
      expect: adminOnly,
      request: anyVersion(async () => ({
        method: 'DELETE',
        url: `/api/admin/invoices/${await newMatrixInvoice()}`,
      })),
    },
    // The audit log (issue 15): admins every event; a lawyer their estates' and their firm's
    // (visibleAuditEvents), so otherLawyer's answer names nothing of estate A; anyone else 403.
    {
      method: 'GET',
      url: '/api/audit-events',
      expect: lawyers,
      request: json('GET', '/api/audit-events?pageSize=100'),
    },
    {
      method: 'GET',
      url: '/api/audit-events/export.csv',
      expect: lawyers,
      request: json('GET', '/api/audit-events/export.csv'),
    },
    {
      method: 'GET',
      url: '/api/audit-events/export.pdf',
      expect: lawyers,
      request: json('GET', '/api/audit-events/export.pdf'),
    },
    // The audit trail's tamper check (issue 41, decision 071): admins only, to read and to run.
    {
      method: 'GET',
      url: '/api/admin/audit-log/verification',
      expect: adminOnly,
      request: json('GET', '/api/admin/audit-log/verification'),
    },
    {
      method: 'POST',
      url: '/api/admin/audit-log/verification',
      expect: adminOnly,
      request: json('POST', '/api/admin/audit-log/verification'),
    },
  ];
}
