import { validForm } from '../../notifyflow-helpers.js';
import {
  every,
  signedIn,
  runA,
  adminOnly,
  json,
  anyVersion,
  upload,
  type Row,
  type World,
} from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of NotifyFlow: the status page, institutions'
 * signed links, notifications and replies, their documents, an estate's notifications, and its
 * administration in the back office. people-and-platform.test.ts runs them, and checks there that
 * every route has a row in some area (areas.ts). A new route of this area adds its rows here.
 */

export function notifyflowRows(w: World): Row[] {
  const { t, admin, estateA, notification, replyTarget } = w;
  return [
    {
      method: 'GET',
      url: '/api/institutions',
      expect: every('ok'),
      request: json('GET', '/api/institutions'),
    },
    // Issue 44: how fast organisations answer, public.
    {
      method: 'GET',
      url: '/api/notifyflow/response-times',
      expect: every('ok'),
      request: json('GET', '/api/notifyflow/response-times'),
    },
    // NotifyFlow: public status by code, institution links by signed token, submissions signed in.
    {
      method: 'GET',
      url: '/api/notifications/status/:referenceCode',
      expect: every('ok'),
      request: json('GET', `/api/notifications/status/${notification.referenceCode}`),
    },
    {
      method: 'GET',
      url: '/api/notifications/status/:referenceCode/events',
      // A live stream stays open; a code that does not exist shows the route's rule without one.
      expect: every(404),
      request: json('GET', '/api/notifications/status/NF-ZZZZZZ/events'),
    },
    // Issue 42: the short code printed on a letter, typed at /respond: public, like the link.
    {
      method: 'POST',
      url: '/api/respond/code',
      expect: every('ok'),
      request: json('POST', '/api/respond/code', { code: notification.responseCode.toLowerCase() }),
    },
    {
      method: 'GET',
      url: '/api/respond/:token',
      expect: every('ok'),
      request: json('GET', `/api/respond/${notification.token}`),
    },
    {
      method: 'POST',
      url: '/api/respond/:token',
      expect: every('ok'),
      request: json('POST', `/api/respond/${notification.token}`, {
        action: 'acknowledge',
      }),
    },
    {
      method: 'GET',
      url: '/api/respond/:token/documents/:documentId',
      expect: every('ok'),
      request: json('GET', `/api/respond/${notification.token}/documents/${notification.documentId}`),
    },
    {
      method: 'POST',
      url: '/api/notifications',
      expect: signedIn,
      request: upload('/api/notifications', validForm()),
    },
    {
      method: 'POST',
      url: '/api/notifications/:referenceCode/institutions/:id/replies',
      // Only the notification's sender replies; admins act through a status and a note.
      expect: { ...every(404), anon: 401, notify: 'ok', orgMember: 404 },
      request: upload(
        `/api/notifications/${replyTarget.referenceCode}/institutions/${replyTarget.rowId}/replies`,
        { message: 'Here is the grant.', idempotencyKey: 'matrix-reply-0000000001' },
      ),
    },
    {
      method: 'GET',
      url: '/api/notification-documents/:documentId',
      expect: { ...every(404), anon: 401, notify: 'ok', admin: 'ok', orgMember: 404 },
      request: json('GET', `/api/notification-documents/${notification.documentId}`),
    },
    // NotifyFlow in the back office (organisations, notifications, letters): admins only.
    {
      method: 'GET',
      url: '/api/admin/institutions',
      expect: adminOnly,
      request: json('GET', '/api/admin/institutions'),
    },
    {
      method: 'POST',
      url: '/api/admin/institutions',
      expect: adminOnly,
      request: json('POST', '/api/admin/institutions', {
        name: 'Matrix Credit Union',
        category: 'Banking',
      }),
    },
    {
      method: 'PATCH',
      url: '/api/admin/institutions/:id',
      expect: adminOnly,
      request: anyVersion(async () => {
        const list = await t.as(admin, {
          method: 'GET',
          url: '/api/institutions',
        });
        const id = list.json<{ items: { institutionId: string }[] }>().items[0]!.institutionId;
        return {
          method: 'PATCH',
          url: `/api/admin/institutions/${id}`,
          payload: { postalAddress: 'PO Box 1', postalAddressSource: 'Matrix fixture, not a real address' },
        };
      }),
    },
    {
      method: 'GET',
      url: '/api/admin/notifications',
      expect: adminOnly,
      request: json('GET', '/api/admin/notifications'),
    },
    {
      method: 'PATCH',
      url: '/api/admin/institutions-notified/:id',
      expect: adminOnly,
      request: anyVersion(
        json('PATCH', `/api/admin/institutions-notified/${notification.institutionsNotifiedId}`, {
          status: 'sent',
          note: 'Posted by hand',
        }),
      ),
    },
    {
      method: 'GET',
      url: '/api/admin/institutions-notified/:id/audit',
      expect: adminOnly,
      request: json('GET', `/api/admin/institutions-notified/${notification.institutionsNotifiedId}/audit`),
    },
    {
      method: 'GET',
      url: '/api/admin/letters',
      expect: adminOnly,
      request: json('GET', '/api/admin/letters'),
    },
    {
      method: 'GET',
      url: '/api/admin/letters/:id/pdf',
      expect: adminOnly,
      request: json('GET', `/api/admin/letters/${notification.letterId}/pdf`),
      skipLeakCheck: 'PDF bytes',
    },
    {
      method: 'POST',
      url: '/api/admin/letters/:id/posted',
      expect: adminOnly,
      request: json('POST', `/api/admin/letters/${notification.letterId}/posted`),
    },
    // Issue 18: a letter's address (the organisation the family typed), kept by admins.
    {
      method: 'PATCH',
      url: '/api/admin/letters/:id',
      expect: adminOnly,
      request: anyVersion(
        json('PATCH', `/api/admin/letters/${notification.letterId}`, {
          address: '1 Matrix Street\nWellington',
        }),
      ),
    },
    // Issue 18: the reminder sweep, run now by an admin (asOf only with TEST_CLOCK).
    {
      method: 'POST',
      url: '/api/admin/notifyflow/reminders/run',
      expect: adminOnly,
      request: json('POST', '/api/admin/notifyflow/reminders/run', {}),
    },
    // Issue 18: estate A's NotifyFlow notifications on its page — those who run it, as its correspondence.
    {
      method: 'GET',
      url: '/api/estates/:id/notifications',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/notifications`),
    },
  ];
}
