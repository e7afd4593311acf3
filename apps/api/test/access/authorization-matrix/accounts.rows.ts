import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KIND_VALUES } from '@estate/domain';
import { appNotifications } from '../../../src/db/schema.js';
import { signUnsubscribeToken } from '../../../src/services/email/envelope.js';
import { every, dashboard, runA, adminOnly, json, type Row, type World } from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of accounts: the session and the auth library,
 * the signed-in person's own notifications, settings and Privacy Act requests, and invitations to
 * an estate by link. people-and-platform.test.ts runs them, and checks there that every route has a
 * row in some area (areas.ts). A new route of this area adds its rows here.
 */

export function accountsRows(w: World): Row[] {
  const { t, sessions, lawyer, beneficiary, estateA, invitationEstate, newInvitation } = w;
  return [
    // Who is signed in: public, `null` when nobody is.
    {
      method: 'GET',
      url: '/api/me',
      expect: every('ok'),
      request: json('GET', '/api/me'),
    },
    // The auth library: reading one's session is open; nobody may write their own role.
    {
      method: 'GET',
      url: '/api/auth/*',
      expect: every('ok'),
      request: json('GET', '/api/auth/get-session'),
    },
    {
      method: 'POST',
      url: '/api/auth/*',
      expect: { ...every(400), anon: 401 },
      request: json('POST', '/api/auth/update-user', { role: 'admin' }),
    },
    // One-click unsubscribe (RFC 8058, decision 078): the signed token in an email is the only
    // key, whoever holds it, signed in or not (a mail provider posts it with no session). GET reads
    // and changes nothing; a token that is not ours is 404 for everyone (email-outputs.test.ts).
    ...(['GET', 'POST'] as const).flatMap((method): Row[] => {
      const url = '/api/email/unsubscribe/:token';
      const form = {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      };
      const tokenOf = (who: string) =>
        signUnsubscribeToken(t.deps.config.authSecret, {
          userId: (who === 'anon' || who === 'orgKey' || who === 'firmKey'
            ? lawyer
            : sessions[who as keyof typeof sessions]
          ).userId,
          kind: 'privacy',
        });
      return [
        {
          method,
          url,
          expect: every('ok'),
          request: (who) => ({
            method,
            url: `/api/email/unsubscribe/${tokenOf(who)}`,
            ...(method === 'POST' ? form : {}),
          }),
        },
      ];
    }),
    // The dashboard's notifications: the signed-in person's own.
    {
      method: 'GET',
      url: '/api/me/notifications',
      expect: dashboard,
      request: json('GET', '/api/me/notifications'),
    },
    {
      method: 'POST',
      url: '/api/me/notifications/read-all',
      expect: dashboard,
      request: json('POST', '/api/me/notifications/read-all'),
    },
    // Settings and Profile (issue 16): every account its own; Firm Settings only a lawyer of a firm.
    ...(['GET', 'PATCH'] as const).map(
      (method): Row => ({
        method,
        url: '/api/me/profile',
        expect: { ...every('ok'), anon: 401 },
        request: async (who) => {
          if (method === 'GET') return { method, url: '/api/me/profile' };
          if (who === 'anon' || who === 'orgKey' || who === 'firmKey') {
            const payload = { name: 'Nobody', email: 'nobody@example.nz', timeZone: 'Pacific/Auckland' };
            return { method, url: '/api/me/profile', payload };
          }
          // Saves what the person already has (the matrix's names stay as they are).
          const mine = (await t.as(sessions[who], { method: 'GET', url: '/api/me/profile' })).json<{
            name: string;
            email: string;
          }>();
          return {
            method,
            url: '/api/me/profile',
            payload: {
              name: mine.name,
              email: mine.email,
              phone: '021 123 4567',
              timeZone: 'Pacific/Auckland',
            },
          };
        },
      }),
    ),
    {
      method: 'GET',
      url: '/api/me/notification-preferences',
      expect: { ...every('ok'), anon: 401 },
      request: json('GET', '/api/me/notification-preferences'),
    },
    {
      method: 'PUT',
      url: '/api/me/notification-preferences',
      expect: { ...every('ok'), anon: 401 },
      request: json(
        'PUT',
        '/api/me/notification-preferences',
        Object.fromEntries(NOTIFICATION_KIND_VALUES.map((k) => [k, { inApp: true, email: true }])),
      ),
    },
    {
      method: 'GET',
      url: '/api/me/sessions',
      expect: { ...every('ok'), anon: 401 },
      request: json('GET', '/api/me/sessions'),
    },
    // Privacy Act requests (decision 048): every signed-in person downloads their own information and
    // asks for corrections; only admins list and close requests.
    {
      method: 'GET',
      url: '/api/me/privacy-export',
      expect: { ...every('ok'), anon: 401 },
      request: json('GET', '/api/me/privacy-export'),
    },
    {
      method: 'GET',
      url: '/api/me/privacy-requests',
      expect: { ...every('ok'), anon: 401 },
      request: json('GET', '/api/me/privacy-requests'),
    },
    {
      method: 'POST',
      url: '/api/me/privacy-requests',
      expect: { ...every('ok'), anon: 401 },
      request: json('POST', '/api/me/privacy-requests', {
        kind: 'correction',
        whatIsWrong: 'Matrix: my name is misspelt',
        whatItShouldSay: 'Matrix: the right spelling',
      }),
    },
    {
      method: 'GET',
      url: '/api/admin/privacy-requests',
      expect: adminOnly,
      request: json('GET', '/api/admin/privacy-requests?status=all'),
    },
    {
      method: 'POST',
      url: '/api/admin/privacy-requests/:id/close',
      expect: adminOnly,
      request: async () => {
        // A fresh open request each time, so the admin's close is not refused as already closed.
        const asked = await t.as(beneficiary, {
          method: 'POST',
          url: '/api/me/privacy-requests',
          payload: { kind: 'correction', whatIsWrong: 'Matrix wrong', whatItShouldSay: 'Matrix right' },
        });
        const id = asked.json<{ id: string }>().id;
        return {
          method: 'POST',
          url: `/api/admin/privacy-requests/${id}/close`,
          payload: { outcome: 'declined', answer: 'Matrix answer' },
        };
      },
    },
    {
      method: 'GET',
      url: '/api/me/firm',
      expect: { ...every(403), anon: 401, lawyer: 'ok', firmLawyer: 'ok', otherLawyer: 404 },
      request: json('GET', '/api/me/firm'),
    },
    {
      method: 'PATCH',
      url: '/api/me/firm',
      expect: { ...every(403), anon: 401, lawyer: 'ok', firmLawyer: 'ok', otherLawyer: 404 },
      request: json('PATCH', '/api/me/firm', {
        name: 'Matrix Firm A Law',
        businessHoursStart: '09:00',
        businessHoursEnd: '17:00',
        defaultBillingRate: '250.00',
        gstNumber: '49-091-850',
      }),
    },
    // One notification, read or unread again: only its own person's (the lawyer's here); anyone else's is 404.
    ...(['read', 'unread'] as const).map(
      (state): Row => ({
        method: 'POST',
        url: `/api/me/notifications/:id/${state}`,
        expect: { ...every(404), anon: 401, notify: 403, lawyer: 'ok', firmLawyer: 404 },
        request: async () => {
          const [row] = await t.database.db
            .insert(appNotifications)
            .values({
              userId: lawyer.userId,
              kind: 'assignment',
              type: 'info',
              title: 'Matrix notice',
              message: 'Mine',
            })
            .returning();
          return { method: 'POST', url: `/api/me/notifications/${row!.id}/${state}` };
        },
      }),
    ),
    // Invitations by link (issue 16, decision 028): those who run estate A invite, list, resend and
    // revoke; the link's page reads without a session; accepting needs the invited address (403 else).
    {
      method: 'POST',
      url: '/api/estates/:id/invitations',
      expect: runA,
      request: () =>
        json('POST', `/api/estates/${estateA}/invitations`, {
          email: `matrix-invitee-${randomUUID()}@example.nz`,
          role: 'beneficiary',
        })(),
    },
    {
      method: 'GET',
      url: '/api/estates/:id/invitations',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/invitations`),
    },
    {
      method: 'GET',
      url: '/api/invitations',
      expect: { ...dashboard, beneficiary: 403 },
      request: json('GET', '/api/invitations'),
    },
    {
      method: 'POST',
      url: '/api/invitations/:id/resend',
      expect: runA,
      request: async () => json('POST', `/api/invitations/${(await newInvitation()).id}/resend`)(),
    },
    {
      method: 'POST',
      url: '/api/invitations/:id/revoke',
      expect: runA,
      request: async () => json('POST', `/api/invitations/${(await newInvitation()).id}/revoke`)(),
    },
    {
      method: 'GET',
      url: '/api/invitation-links/:token',
      expect: every('ok'),
      request: async () =>
        json('GET', `/api/invitation-links/${(await newInvitation(invitationEstate)).token}`)(),
    },
    {
      method: 'POST',
      url: '/api/invitation-links/:token/accept',
      // Sent to an address none of them has: everyone signed in is refused, naming that address.
      expect: { ...every(403), anon: 401 },
      request: async () =>
        json('POST', `/api/invitation-links/${(await newInvitation(invitationEstate)).token}/accept`)(),
    },
  ];
}
