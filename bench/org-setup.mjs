// Issue 44's benchmarks need organisations that act: a person of each (an administrator, signed in),
// its API key, its webhook endpoint. Made through the API as the product makes them, but for the
// email confirmation, which a benchmark marks done in the database (PostgreSQL only).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { signIn } from './lib.mjs';

const ADMIN = { email: 'admin@demo.estate.nz', password: 'demo-admin-kauri' };

/**
 * Writes as a signed-in browser does: JSON, the session cookie and the Origin header.
 * @param {string} base
 * @param {string} cookie
 * @param {string} urlPath
 * @param {unknown} body
 */
async function post(base, cookie, urlPath, body) {
  const res = await fetch(`${base}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${urlPath} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * An administrator of each organisation, signed in: an account made by sign-up, its email marked
 * confirmed, put on the organisation's list by the demo admin.
 * @param {{ base: string, databaseUrl: string | null }} api
 * @param {string[]} institutionIds
 * @returns {Promise<string[]>} each organisation's administrator's session cookie
 */
export async function orgAdmins(api, institutionIds) {
  if (!api.databaseUrl) throw new Error('organisations for a benchmark need PostgreSQL (DATABASE_URL)');
  const admin = await signIn(api.base, ADMIN.email, ADMIN.password);
  const client = new pg.Client({ connectionString: api.databaseUrl });
  await client.connect();
  try {
    const cookies = [];
    for (const institutionId of institutionIds) {
      const email = `org-${randomUUID().slice(0, 8)}@bench.example.nz`;
      const password = 'a long benchmark passphrase';
      const res = await fetch(`${api.base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api.base },
        body: JSON.stringify({ name: 'Bench Organisation', email, password, role: 'notifyflow' }),
      });
      if (!res.ok) throw new Error(`sign-up answered ${res.status}`);
      await client.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
      await post(api.base, admin, `/api/admin/institutions/${institutionId}/members`, {
        email,
        role: 'admin',
      });
      cookies.push(await signIn(api.base, email, password));
    }
    return cookies;
  } finally {
    await client.end();
  }
}

/** A key of the organisation with every scope; answers its secret. */
export async function orgKey(base, cookie) {
  const key = await post(base, cookie, '/api/org/api-keys', {
    name: 'Benchmark',
    scopes: ['notifications:read', 'notifications:answer'],
  });
  return key.secret;
}

/** A webhook endpoint of the organisation for new notifications. */
export async function orgEndpoint(base, cookie, url) {
  return post(base, cookie, '/api/org/webhooks', { url, events: ['notification.created'] });
}
