import { randomUUID } from 'node:crypto';
import { every, adminOnly, json, type Row, type World } from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of the platform: the public site and its forms
 * (and the enquiries they send, which admins handle), health, the API's description, and the live
 * stream of changes. people-and-platform.test.ts runs them, and checks there that every route has a
 * row in some area (areas.ts). A new route of this area adds its rows here.
 */

export function platformRows(w: World): Row[] {
  const { t, admin } = w;
  return [
    // Public: no account needed, nothing estate-scoped.
    {
      method: 'GET',
      url: '/api/health',
      expect: every('ok'),
      request: json('GET', '/api/health'),
    },
    {
      method: 'GET',
      url: '/robots.txt',
      expect: every('ok'),
      request: json('GET', '/robots.txt'),
    },
    {
      method: 'GET',
      url: '/sitemap.xml',
      expect: every('ok'),
      request: json('GET', '/sitemap.xml'),
    },
    {
      method: 'GET',
      url: '/api/demo-accounts',
      expect: every('ok'),
      request: json('GET', '/api/demo-accounts'),
    },
    // The API's description (decision 013): public to everyone, it documents the API and holds no data.
    {
      method: 'GET',
      url: '/api/openapi.json',
      expect: every('ok'),
      request: json('GET', '/api/openapi.json'),
    },
    {
      method: 'GET',
      url: '/api/docs',
      expect: every('ok'),
      request: json('GET', '/api/docs'),
    },
    {
      method: 'POST',
      url: '/api/public/enquiries',
      expect: every('ok'),
      request: json('POST', '/api/public/enquiries', {
        name: 'Matrix Visitor',
        email: 'visitor@example.nz',
        subject: 'A question',
        message: 'Kia ora, a question about probate.',
      }),
    },
    {
      method: 'POST',
      url: '/api/public/demo-requests',
      expect: every('ok'),
      request: json('POST', '/api/public/demo-requests', {
        name: 'Matrix Firm',
        email: 'firm@example.nz',
      }),
    },
    // The enquiries the public forms above sent: admins list them and mark one handled.
    {
      method: 'GET',
      url: '/api/admin/enquiries',
      expect: adminOnly,
      request: json('GET', '/api/admin/enquiries'),
    },
    {
      method: 'POST',
      url: '/api/admin/enquiries/:kind/:id/handled',
      expect: adminOnly,
      request: async () => {
        const list = await t.as(admin, {
          method: 'GET',
          url: '/api/admin/enquiries',
        });
        const item = list.json<{ items: { kind: string; id: string }[] }>().items[0]!;
        return {
          method: 'POST',
          url: `/api/admin/enquiries/${item.kind}/${item.id}/handled`,
        };
      },
    },
    // The live stream of changes (decision 062): who hears what is live-events.test.ts; an estate
    // nobody may see answers 404 before the stream opens, for everyone with a dashboard.
    {
      method: 'GET',
      url: '/api/events',
      expect: { ...every(404), anon: 401, notify: 403 },
      request: json('GET', `/api/events?estateId=${randomUUID()}`),
    },
  ];
}
