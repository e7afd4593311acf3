import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { multipart } from '../../notifyflow-helpers.js';
import { every, dashboard, viewA, runA, lawyers, json, type Row, type World } from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of estates: the dashboard, My Estates and the
 * estate page, its people and executors, its timeline and export, the calendar, messages and who
 * has the estate open. estates.test.ts runs them, and checks there that every route has a row in
 * some area (areas.ts). A new route of this area adds its rows here.
 */

export function estatesRows(w: World): Row[] {
  const { t, lawyer, executor, estateA, estateD, threadA } = w;
  return [
    // The dashboard.
    {
      method: 'GET',
      url: '/api/dashboard',
      expect: dashboard,
      request: json('GET', '/api/dashboard'),
    },
    // The calendar (issue 16): everyone with the dashboard has their own; the leak check keeps estate
    // B's dates from those who may not see it.
    {
      method: 'GET',
      url: '/api/calendar',
      expect: dashboard,
      request: json('GET', '/api/calendar?from=2026-11-01&to=2026-12-06'),
    },
    {
      method: 'GET',
      url: '/api/calendar/feed',
      expect: dashboard,
      request: json('GET', '/api/calendar/feed'),
    },
    {
      method: 'POST',
      url: '/api/calendar/feed',
      expect: dashboard,
      request: json('POST', '/api/calendar/feed'),
    },
    {
      method: 'DELETE',
      url: '/api/calendar/feed',
      expect: dashboard,
      request: json('DELETE', '/api/calendar/feed'),
    },
    // No session: the token is the key. A token never issued is 404 for everyone, signed in or not;
    // a valid token serves only its owner's calendar (calendar.test.ts).
    {
      method: 'GET',
      url: '/api/calendar/feed/:token.ics',
      expect: every(404),
      request: () => ({
        method: 'GET',
        url: `/api/calendar/feed/${randomBytes(32).toString('base64url')}.ics`,
      }),
    },
    {
      method: 'GET',
      url: '/api/estates',
      expect: dashboard,
      request: json('GET', '/api/estates'),
    },
    {
      method: 'GET',
      url: '/api/estates/recent',
      expect: dashboard,
      request: json('GET', '/api/estates/recent'),
    },
    {
      method: 'GET',
      url: '/api/estates/options',
      expect: dashboard,
      request: json('GET', '/api/estates/options'),
    },
    {
      method: 'POST',
      url: '/api/estates',
      expect: lawyers,
      request: () => {
        const body = multipart({
          deceasedName: 'Fresh Matrix Estate',
          dateOfDeath: '2026-03-10',
          lastKnownAddress: '2 Matrix Lane, Wellington',
          willStatus: 'Valid Will Exists',
          estimatedValue: '$100,000',
        });
        return { method: 'POST', url: '/api/estates', ...body };
      },
    },
    {
      method: 'GET',
      url: '/api/estates/:id',
      expect: viewA,
      request: json('GET', `/api/estates/${estateA}`),
    },
    {
      method: 'GET',
      url: '/api/estates/:estateId/people',
      expect: viewA,
      request: json('GET', `/api/estates/${estateA}/people`),
    },
    {
      method: 'PATCH',
      url: '/api/estates/:id',
      expect: runA,
      request: json('PATCH', `/api/estates/${estateA}`, { status: 'active' }),
    },
    {
      method: 'GET',
      url: '/api/executors',
      expect: lawyers,
      request: json('GET', '/api/executors'),
    },
    // The Executors screen (issue 16): admins and lawyers, the executors of the estates they may see.
    {
      method: 'GET',
      url: '/api/executors/overview',
      expect: lawyers,
      request: json('GET', '/api/executors/overview'),
    },
    {
      method: 'DELETE',
      url: '/api/estates/:id/executor-invitation',
      expect: runA,
      // Estate D has no executor, so inviting one there leaves estate A's executor in place.
      request: async () => {
        const invite = await t.as(lawyer, {
          method: 'PATCH',
          url: `/api/estates/${estateD}`,
          payload: { executorEmail: `invitee-${randomUUID()}@example.nz` },
        });
        expect(invite.statusCode, invite.body).toBe(200);
        return {
          method: 'DELETE',
          url: `/api/estates/${estateD}/executor-invitation`,
        };
      },
    },
    {
      method: 'GET',
      url: '/api/estates/:estateId/timeline',
      expect: viewA,
      request: json('GET', `/api/estates/${estateA}/timeline`),
    },
    {
      method: 'GET',
      url: '/api/estates/:id/export',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/export`),
      // A ZIP: compressed bytes, not text to search.
      skipLeakCheck: 'binary',
    },
    // Messages (issue 16, decision 059): threadA is the lawyer's and the executor's; its beneficiary is
    // not in it, nor is the firm's second lawyer (a colleague is not a participant unless chosen), and
    // an admin reads no conversation they are not in (access `visibleThreads`).
    {
      method: 'GET',
      url: '/api/message-threads',
      expect: dashboard,
      request: json('GET', '/api/message-threads'),
    },
    {
      method: 'POST',
      url: '/api/message-threads',
      // Only the people on the estate start one: an admin who is not answers 403.
      expect: { ...viewA, admin: 403 },
      request: (who) =>
        json('POST', '/api/message-threads', {
          estateId: estateA,
          subject: 'Matrix new conversation',
          participantIds: [who === 'lawyer' ? executor.userId : lawyer.userId],
          body: 'Matrix hello',
        })(),
    },
    // Who else has the estate open (decision 062): those who run it only; a beneficiary 403.
    {
      method: 'GET',
      url: '/api/estates/:estateId/presence',
      expect: { ...runA },
      request: json('GET', `/api/estates/${estateA}/presence`),
    },
    {
      method: 'PUT',
      url: '/api/estates/:estateId/presence',
      expect: { ...runA },
      request: json('PUT', `/api/estates/${estateA}/presence`),
    },
    {
      method: 'DELETE',
      url: '/api/estates/:estateId/presence',
      expect: { ...runA },
      request: json('DELETE', `/api/estates/${estateA}/presence`),
    },
    {
      method: 'GET',
      url: '/api/message-threads/:id',
      expect: { ...viewA, beneficiary: 404, admin: 404, firmLawyer: 404 },
      request: json('GET', `/api/message-threads/${threadA}`),
    },
    {
      method: 'POST',
      url: '/api/message-threads/:id/messages',
      expect: { ...viewA, beneficiary: 404, admin: 404, firmLawyer: 404 },
      request: json('POST', `/api/message-threads/${threadA}/messages`, { body: 'Matrix reply' }),
    },
    {
      method: 'POST',
      url: '/api/message-threads/:id/read',
      expect: { ...viewA, beneficiary: 404, admin: 404, firmLawyer: 404 },
      request: json('POST', `/api/message-threads/${threadA}/read`),
    },
    {
      method: 'GET',
      url: '/api/me/messages/summary',
      expect: dashboard,
      request: json('GET', '/api/me/messages/summary'),
    },
  ];
}
