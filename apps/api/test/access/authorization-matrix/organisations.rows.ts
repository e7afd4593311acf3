import {
  adminOnly,
  anyVersion,
  every,
  json,
  organisationAdmins,
  organisationOnly,
  runA,
  type Row,
  type World,
} from './harness.js';

/*
 * The authorization matrix (harness.ts), its rows of organisations as members of the network (issue
 * 44): their inbox and API (a member signed in, or the organisation's key), their administrators' API
 * keys, and the back office's list of their people. Nothing of an estate reaches them (the leak
 * check). A notification addressed to another organisation is 404 to them, as if it did not exist:
 * apps/api/test/notifyflow/organisation-api.test.ts tests that for every call.
 */

export function organisationRows(w: World): Row[] {
  const { organisation, estateA } = w;
  const rowUrl = `/api/org/v1/notifications/${organisation.rowId}`;
  const answer = {
    kind: 'accounts_held',
    products: [{ type: 'savings', reference: '****4821', balanceCents: 1248033, asAt: '2026-11-02' }],
  };
  return [
    {
      method: 'GET',
      url: '/api/org/me',
      expect: organisationAdmins,
      request: json('GET', '/api/org/me'),
    },
    {
      method: 'GET',
      url: '/api/org/api-keys',
      expect: organisationAdmins,
      request: json('GET', '/api/org/api-keys'),
    },
    {
      method: 'POST',
      url: '/api/org/api-keys',
      expect: { ...organisationAdmins, orgMember: 'ok' },
      request: json('POST', '/api/org/api-keys', { name: 'Row key', scopes: ['notifications:read'] }),
    },
    {
      method: 'DELETE',
      url: '/api/org/api-keys/:id',
      expect: organisationAdmins,
      request: async () => ({ method: 'DELETE', url: `/api/org/api-keys/${await organisation.newKey()}` }),
    },
    {
      method: 'GET',
      url: '/api/org/v1/notifications',
      expect: organisationOnly,
      request: json('GET', '/api/org/v1/notifications'),
    },
    {
      method: 'GET',
      url: '/api/org/v1/notifications/:id',
      expect: organisationOnly,
      request: json('GET', rowUrl),
    },
    {
      method: 'GET',
      url: '/api/org/v1/notifications/:id/documents/:documentId',
      expect: organisationOnly,
      request: json('GET', `${rowUrl}/documents/${w.notification.documentId}`),
    },
    {
      method: 'POST',
      url: '/api/org/v1/notifications/:id/acknowledge',
      expect: organisationOnly,
      request: json('POST', `${rowUrl}/acknowledge`),
    },
    {
      method: 'POST',
      url: '/api/org/v1/notifications/:id/answer',
      expect: organisationOnly,
      request: json('POST', `${rowUrl}/answer`, answer),
    },
    // What organisations reported on estate A's notifications, proposed to it (those who run it).
    {
      method: 'GET',
      url: '/api/estates/:estateId/proposals',
      expect: runA,
      request: json('GET', `/api/estates/${estateA}/proposals`),
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/proposals/:id/accept',
      expect: runA,
      request: anyVersion(async () => ({
        method: 'POST',
        url: `/api/estates/${estateA}/proposals/${await organisation.newProposalOnA()}/accept`,
        payload: {},
      })),
    },
    {
      method: 'POST',
      url: '/api/estates/:estateId/proposals/:id/reject',
      expect: runA,
      request: anyVersion(async () => ({
        method: 'POST',
        url: `/api/estates/${estateA}/proposals/${await organisation.newProposalOnA()}/reject`,
      })),
    },
    // The back office: the people of an organisation.
    {
      method: 'GET',
      url: '/api/admin/institutions/:id/members',
      expect: adminOnly,
      request: json('GET', `/api/admin/institutions/${organisation.institutionId}/members`),
    },
    {
      method: 'POST',
      url: '/api/admin/institutions/:id/members',
      expect: adminOnly,
      request: json('POST', `/api/admin/institutions/${organisation.institutionId}/members`, {
        email: 'matrix-colleague@example.nz',
        role: 'member',
      }),
    },
    {
      method: 'DELETE',
      url: '/api/admin/institutions/:id/members/:memberId',
      // A member that does not exist: the route's rule without consuming the organisation's admin.
      expect: { ...every(403), anon: 401, admin: 404 },
      request: json(
        'DELETE',
        `/api/admin/institutions/${organisation.institutionId}/members/00000000-0000-4000-8000-000000000000`,
      ),
    },
  ];
}
