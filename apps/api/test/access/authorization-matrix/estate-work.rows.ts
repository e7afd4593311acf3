import { dashboard, runA, json, anyVersion, upload, type Row, type World } from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of estate work: tasks, a note's comments, a
 * due-diligence check's evidence and the High Court papers. estates.test.ts runs them, and checks
 * there that every route has a row in some area (areas.ts). A new route of this area adds its rows
 * here.
 */

export function estateWorkRows(w: World): Row[] {
  const { deathCertificateOfA, newRecord, estateA, recordsOfA, taskA } = w;
  return [
    {
      method: 'GET',
      url: '/api/estates/:estateId/notes/:noteId/comments',
      expect: runA,
      request: () => json('GET', `/api/estates/${estateA}/notes/${recordsOfA.notes}/comments`)(),
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/notes/:noteId/comments',
      expect: runA,
      request: () =>
        json('POST', `/api/estates/${estateA}/notes/${recordsOfA.notes}/comments`, {
          content: 'Matrix comment',
        })(),
    },
    {
      method: 'GET',
      url: '/api/tasks',
      expect: dashboard,
      request: json('GET', '/api/tasks'),
    },
    {
      method: 'POST',
      url: '/api/tasks',
      expect: runA,
      request: json('POST', '/api/tasks', {
        estateId: estateA,
        name: 'Matrix task',
      }),
    },
    {
      method: 'PATCH',
      url: '/api/tasks/:id',
      expect: runA,
      request: anyVersion(
        json('PATCH', `/api/tasks/${taskA!.id}`, {
          status: 'in_progress',
        }),
      ),
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/due-diligence-checks/:id/document',
      expect: runA,
      // A fresh check each time: the evidence becomes a private document of estate A.
      request: async () =>
        upload(
          `/api/estates/${estateA}/due-diligence-checks/${await newRecord(estateA, 'due-diligence-checks')}/document`,
          undefined,
        )(),
    },
    // An application to the High Court's pre-filing check and draft papers (issue 17): estate A's
    // application has every fact once A holds a death certificate.
    {
      method: 'GET',
      url: '/api/estates/:estateId/court-applications/:id/check',
      expect: runA,
      request: () =>
        json('GET', `/api/estates/${estateA}/court-applications/${recordsOfA['court-applications']}/check`)(),
    },
    {
      method: 'GET',
      url: '/api/estates/:estateId/court-applications/:id/papers/:paper',
      expect: runA,
      request: async () => {
        await deathCertificateOfA();
        return json(
          'GET',
          `/api/estates/${estateA}/court-applications/${recordsOfA['court-applications']}/papers/application`,
        )();
      },
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/court-applications/:id/papers/:paper',
      expect: runA,
      // Saved into estate A's documents, private to those who run it.
      request: async () => {
        await deathCertificateOfA();
        return json(
          'POST',
          `/api/estates/${estateA}/court-applications/${recordsOfA['court-applications']}/papers/affidavit`,
        )();
      },
    },
  ];
}
