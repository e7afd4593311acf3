import { anyVersion, json, organisationAdmins, type Row, type World } from './harness.js';
import { endpointFixtures } from './webhook-fixture.js';

/*
 * The authorization matrix (harness.ts), its rows of an organisation's webhooks (issue 44, decision
 * 089): registering endpoints, their delivery log and resend. Only an organisation's admins, signed
 * in, manage them (requireOrgAdmin): `orgMember` gets them on its own organisation's endpoints; its
 * API key (`orgKey`) 403, as any other account; a visitor 401.
 */

export function webhooksRows(w: World): Row[] {
  const { organisation } = w;
  const { endpoint, newEndpoint } = endpointFixtures(
    w,
    { institutionId: organisation.institutionId },
    'notification.created',
  );
  // A public address written as one: registering it resolves nothing and sends nothing.
  const body = { url: 'https://93.184.215.14/notifyflow', events: ['notification.created'] };
  return [
    {
      method: 'GET',
      url: '/api/org/webhooks',
      expect: organisationAdmins,
      request: json('GET', '/api/org/webhooks'),
    },
    {
      method: 'POST',
      url: '/api/org/webhooks',
      expect: organisationAdmins,
      request: json('POST', '/api/org/webhooks', body),
    },
    {
      method: 'PATCH',
      url: '/api/org/webhooks/:id',
      expect: organisationAdmins,
      request: anyVersion(async () =>
        json('PATCH', `/api/org/webhooks/${(await endpoint()).id}`, { description: 'Matrix' })(),
      ),
    },
    {
      method: 'DELETE',
      url: '/api/org/webhooks/:id',
      expect: organisationAdmins,
      request: async () => json('DELETE', `/api/org/webhooks/${(await newEndpoint()).id}`)(),
    },
    {
      method: 'POST',
      url: '/api/org/webhooks/:id/rotate-secret',
      expect: organisationAdmins,
      request: async () => json('POST', `/api/org/webhooks/${(await endpoint()).id}/rotate-secret`)(),
    },
    {
      method: 'GET',
      url: '/api/org/webhooks/:id/deliveries',
      expect: organisationAdmins,
      request: async () => json('GET', `/api/org/webhooks/${(await endpoint()).id}/deliveries`)(),
    },
    {
      method: 'POST',
      url: '/api/org/webhooks/:id/deliveries/:deliveryId/resend',
      expect: organisationAdmins,
      request: async () => {
        const { id, deliveryId } = await endpoint();
        return json('POST', `/api/org/webhooks/${id}/deliveries/${deliveryId}/resend`)();
      },
    },
  ];
}
