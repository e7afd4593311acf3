import { anyVersion, firmKeyOnly, firmLawyers, json, type Row, type World } from './harness.js';
import { endpointFixtures } from './webhook-fixture.js';

/*
 * The authorization matrix (harness.ts), its rows of law firms on the API (issue 44, decision 090
 * "Firm keys"):
 * - the firm's API keys and webhook endpoints, managed by any lawyer of the firm signed in (`lawyer`,
 *   `firmLawyer`: firm A's); a lawyer without a firm (`otherLawyer`), an admin (who acts for no
 *   firm), every other account and any API key 403; a visitor 401. Another firm's key or endpoint is
 *   404 to a lawyer (apps/api/test/firm/firm-api.test.ts);
 * - the firm API (`/api/firm/v1/…`) on estate A, firm A's: its key (`firmKey`) only; every session
 *   and the organisation's key 401. The leak check holds the key to firm A's estates (A and D).
 */

export function firmRows(w: World): Row[] {
  const { firmA, firm, estateA } = w;
  const { endpoint, newEndpoint } = endpointFixtures(w, { firmId: firmA!.id }, 'task.completed');
  const hooks = '/api/firm/webhooks';
  const v1 = `/api/firm/v1/estates/${estateA}`;
  return [
    {
      method: 'GET',
      url: '/api/firm/api-keys',
      expect: firmLawyers,
      request: json('GET', '/api/firm/api-keys'),
    },
    {
      method: 'POST',
      url: '/api/firm/api-keys',
      expect: firmLawyers,
      request: json('POST', '/api/firm/api-keys', { name: 'Row key', scopes: ['estates:read'] }),
    },
    {
      method: 'DELETE',
      url: '/api/firm/api-keys/:id',
      expect: firmLawyers,
      request: async () => ({ method: 'DELETE', url: `/api/firm/api-keys/${await firm.newKey()}` }),
    },
    {
      method: 'GET',
      url: hooks,
      expect: firmLawyers,
      request: json('GET', hooks),
    },
    {
      method: 'POST',
      url: hooks,
      expect: firmLawyers,
      // A public address written as one: registering it resolves nothing and sends nothing.
      request: json('POST', hooks, { url: 'https://93.184.215.14/firm', events: ['task.completed'] }),
    },
    {
      method: 'PATCH',
      url: `${hooks}/:id`,
      expect: firmLawyers,
      request: anyVersion(async () =>
        json('PATCH', `${hooks}/${(await endpoint()).id}`, { description: 'Matrix' })(),
      ),
    },
    {
      method: 'DELETE',
      url: `${hooks}/:id`,
      expect: firmLawyers,
      request: async () => json('DELETE', `${hooks}/${(await newEndpoint()).id}`)(),
    },
    {
      method: 'POST',
      url: `${hooks}/:id/rotate-secret`,
      expect: firmLawyers,
      request: async () => json('POST', `${hooks}/${(await endpoint()).id}/rotate-secret`)(),
    },
    {
      method: 'GET',
      url: `${hooks}/:id/deliveries`,
      expect: firmLawyers,
      request: async () => json('GET', `${hooks}/${(await endpoint()).id}/deliveries`)(),
    },
    {
      method: 'POST',
      url: `${hooks}/:id/deliveries/:deliveryId/resend`,
      expect: firmLawyers,
      request: async () => {
        const { id, deliveryId } = await endpoint();
        return json('POST', `${hooks}/${id}/deliveries/${deliveryId}/resend`)();
      },
    },
    {
      method: 'GET',
      url: '/api/firm/v1/estates',
      expect: firmKeyOnly,
      request: json('GET', '/api/firm/v1/estates'),
    },
    {
      method: 'GET',
      url: '/api/firm/v1/estates/:id',
      expect: firmKeyOnly,
      request: json('GET', v1),
    },
    {
      method: 'GET',
      url: '/api/firm/v1/estates/:id/tasks',
      expect: firmKeyOnly,
      request: json('GET', `${v1}/tasks`),
    },
    {
      method: 'GET',
      url: '/api/firm/v1/estates/:id/documents',
      expect: firmKeyOnly,
      request: json('GET', `${v1}/documents`),
    },
    {
      method: 'POST',
      url: '/api/firm/v1/estates/:id/tasks',
      expect: firmKeyOnly,
      request: json('POST', `${v1}/tasks`, { name: 'Matrix task by the firm key', dueDate: '2026-12-18' }),
    },
    {
      method: 'POST',
      url: '/api/firm/v1/estates/:id/notes',
      expect: firmKeyOnly,
      request: json('POST', `${v1}/notes`, {
        title: 'Matrix note by the firm key',
        content: 'From the practice-management system.',
        category: 'general',
        tags: '',
      }),
    },
  ];
}
