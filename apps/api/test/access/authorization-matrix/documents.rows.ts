import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { multipart, PDF } from '../../notifyflow-helpers.js';
import {
  every,
  signedIn,
  dashboard,
  viewA,
  runA,
  adminOnly,
  json,
  anyVersion,
  upload,
  type Expectations,
  type Row,
  type World,
} from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of documents: an estate's documents and their
 * versions, files sent ahead of their form, document templates and merged documents, legal forms'
 * files and document grants. estates.test.ts runs them, and checks there that every route has a row
 * in some area (areas.ts). A new route of this area adds its rows here.
 */

/** Reading and merging: those who run estates; firm A's template is not another firm's lawyer's. */
const runTemplateOfA: Expectations = runA;
/** Changing firm A's template: its lawyers and admins (`templates:manage`). */
const changeTemplateOfA: Expectations = { ...runA, executor: 403 };

export function documentsRows(w: World): Row[] {
  const {
    t,
    lawyer,
    beneficiary,
    estateA,
    sharedDocA,
    newGrantOnA,
    templateForm,
    templateDetails,
    newTemplateOfA,
    templateOfA,
    legalFormWithFile,
  } = w;
  return [
    {
      method: 'GET',
      url: '/api/documents',
      expect: dashboard,
      request: json('GET', '/api/documents'),
    },
    {
      method: 'POST',
      url: '/api/documents',
      // A beneficiary may add documents to an estate they follow (kept private to them and the firm).
      expect: viewA,
      request: upload('/api/documents', { estateId: estateA }),
    },
    {
      method: 'PATCH',
      url: '/api/documents/:id',
      expect: runA,
      request: anyVersion(
        json('PATCH', `/api/documents/${sharedDocA}`, {
          sharedWithBeneficiaries: true,
        }),
      ),
    },
    {
      method: 'GET',
      url: '/api/documents/:id/file',
      expect: viewA,
      request: json('GET', `/api/documents/${sharedDocA}/file`),
      skipLeakCheck: 'file bytes',
    },
    {
      method: 'GET',
      url: '/api/documents/:id/versions',
      expect: viewA,
      request: json('GET', `/api/documents/${sharedDocA}/versions`),
    },
    {
      method: 'POST',
      url: '/api/documents/:id/versions',
      expect: runA,
      request: upload(`/api/documents/${sharedDocA}/versions`, {}, 'shared-will-of-a.pdf'),
    },
    // Files sent on their own before their form (decision 049): anyone signed in; an upload is its uploader's.
    {
      method: 'POST',
      url: '/api/uploads',
      expect: signedIn,
      request: upload('/api/uploads', undefined, 'matrix-upload.pdf'),
    },
    {
      method: 'DELETE',
      url: '/api/uploads/:id',
      expect: { ...every(404), anon: 401, lawyer: 'ok', firmLawyer: 404 },
      // A fresh upload of the lawyer's for each actor: only the lawyer may discard it.
      request: async () => {
        const res = await t.as(lawyer, {
          method: 'POST',
          url: '/api/uploads',
          ...multipart(undefined, [{ name: 'mine.pdf', data: PDF }]),
        });
        expect(res.statusCode, res.body).toBe(201);
        return { method: 'DELETE', url: `/api/uploads/${res.json<{ uploadId: string }>().uploadId}` };
      },
    },
    // Document templates (issue 17).
    {
      method: 'GET',
      url: '/api/templates',
      expect: { ...dashboard, beneficiary: 403 },
      request: json('GET', '/api/templates'),
    },
    {
      method: 'POST',
      url: '/api/templates',
      // A lawyer without a firm has no library of their own.
      expect: { ...changeTemplateOfA, otherLawyer: 403 },
      request: () => ({ method: 'POST', url: '/api/templates', ...templateForm(templateDetails()) }),
    },
    {
      method: 'GET',
      url: '/api/templates/:id',
      expect: runTemplateOfA,
      request: json('GET', `/api/templates/${templateOfA}`),
    },
    {
      method: 'PUT',
      url: '/api/templates/:id',
      expect: changeTemplateOfA,
      request: json('PUT', `/api/templates/${templateOfA}`, templateDetails()),
    },
    {
      method: 'DELETE',
      url: '/api/templates/:id',
      expect: changeTemplateOfA,
      request: async () => ({ method: 'DELETE', url: `/api/templates/${await newTemplateOfA()}` }),
    },
    {
      method: 'POST',
      url: '/api/templates/:id/versions',
      expect: changeTemplateOfA,
      request: () => ({
        method: 'POST',
        url: `/api/templates/${templateOfA}/versions`,
        ...templateForm(undefined),
      }),
    },
    {
      method: 'GET',
      url: '/api/templates/:id/file',
      expect: runTemplateOfA,
      request: json('GET', `/api/templates/${templateOfA}/file`),
      skipLeakCheck: 'file bytes',
    },
    {
      method: 'GET',
      url: '/api/template-categories',
      expect: { ...dashboard, beneficiary: 403 },
      request: json('GET', '/api/template-categories'),
    },
    {
      method: 'POST',
      url: '/api/template-categories',
      expect: { ...changeTemplateOfA, otherLawyer: 403 },
      request: () => json('POST', '/api/template-categories', { name: `Matrix ${randomUUID()}` })(),
    },
    {
      method: 'GET',
      url: '/api/estates/:estateId/templates/:id/merged',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/templates/${templateOfA}/merged`),
      skipLeakCheck: 'file bytes',
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/templates/:id/merged',
      expect: runA,
      request: json('POST', `/api/estates/${estateA}/templates/${templateOfA}/merged`),
    },
    // Legal forms' attached copies (issue 17): admins attach, every dashboard reader downloads.
    {
      method: 'POST',
      url: '/api/legal-forms/:id/file',
      expect: adminOnly,
      request: () => ({
        method: 'POST',
        url: `/api/legal-forms/${legalFormWithFile!.id}/file`,
        ...multipart(undefined, [{ name: 'form.pdf', data: PDF }]),
      }),
    },
    {
      method: 'GET',
      url: '/api/legal-forms/:id/file',
      expect: dashboard,
      request: json('GET', `/api/legal-forms/${legalFormWithFile!.id}/file`),
      skipLeakCheck: 'file bytes',
    },
    // One version's file (issue 17): exactly like the current file.
    {
      method: 'GET',
      url: '/api/documents/:id/versions/:version/file',
      expect: viewA,
      request: json('GET', `/api/documents/${sharedDocA}/versions/1/file`),
      skipLeakCheck: 'file bytes',
    },
    // Document grants (issue 17, decision 031): those who run the estate manage them; a beneficiary
    // who sees the document without admin on it gets 403; another firm 404.
    {
      method: 'GET',
      url: '/api/document-grants',
      expect: dashboard,
      request: json('GET', '/api/document-grants'),
    },
    {
      method: 'POST',
      url: '/api/document-grants',
      expect: runA,
      request: json('POST', '/api/document-grants', {
        documentId: sharedDocA,
        userId: beneficiary.userId,
        level: 'view',
      }),
    },
    {
      method: 'DELETE',
      url: '/api/document-grants/:id',
      expect: runA,
      request: async () => ({ method: 'DELETE', url: `/api/document-grants/${await newGrantOnA()}` }),
    },
    {
      method: 'GET',
      url: '/api/documents/:id/grantable-people',
      expect: runA,
      request: json('GET', `/api/documents/${sharedDocA}/grantable-people`),
    },
  ];
}
