import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries } from '../../src/db/schema-public-site.js';
import { estates } from '../../src/db/schema.js';
import { build } from '../helper.js';
import { multipart } from '../notifyflow-helpers.js';

// PUBLIC_URL is http://localhost:3000 (helper), so that is the one trusted origin.
const t = await build();
const lawyer = await t.signUp({ role: 'lawyer' });

const enquiry = {
  name: 'Mere Tuhiwai',
  email: 'mere@example.nz',
  subject: 'Help with my father’s estate',
  message: 'Where do I start?',
};
const enquiriesStored = async () => (await t.deps.db.select({ n: count() }).from(enquiries))[0]!.n;
const postEnquiry = (headers: Record<string, string>) =>
  t.inject({ method: 'POST', url: '/api/public/enquiries', payload: enquiry, headers });

describe('state-changing requests from another site', () => {
  it('are refused with 403 and change nothing', async () => {
    const before = await enquiriesStored();
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      // A sibling subdomain is the same site, so SameSite=Lax cookies would go with it.
      { origin: 'https://forum.localhost:3000', 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      // No Origin, but the browser says the request crossed sites.
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const res = await postEnquiry(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This request came from another site, so it was not carried out.',
      });
    }
    expect(await enquiriesStored()).toBe(before);
  });

  it('are refused even with a valid session: a forged upload creates no estate', async () => {
    const body = multipart(
      {
        deceasedName: 'Forged Name',
        dateOfDeath: '2026-03-10',
        lastKnownAddress: '12 Kauri Street, Thorndon, Wellington 6011',
        willStatus: 'Valid Will Exists',
        estimatedValue: '$480,000',
      },
      [],
    );
    const newEstateFrom = (origin: string) =>
      t.inject({
        method: 'POST',
        url: '/api/estates',
        ...body,
        headers: { ...body.headers, cookie: lawyer.cookie, origin },
      });
    expect((await newEstateFrom('https://evil.example')).statusCode).toBe(403);
    const forged = await t.deps.db.select().from(estates).where(eq(estates.deceasedName, 'Forged Name'));
    expect(forged).toHaveLength(0);
    // The same request from our own page goes through (so the refusal above was the origin's).
    const own = await newEstateFrom('http://localhost:3000');
    expect(own.statusCode).toBe(201);
  });

  it('go through from our own origin, from this host, and from clients that are not browsers', async () => {
    const before = await enquiriesStored();
    const ok: Record<string, string>[] = [
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      // Served under another name (a proxy, the Vite dev server): the Origin is this very host.
      { origin: 'http://estates.internal:8080', host: 'estates.internal:8080' },
      // No Origin and no fetch metadata: a script or a test, not a browser.
      {},
    ];
    for (const [i, headers] of ok.entries()) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/public/enquiries',
        payload: enquiry,
        headers,
        remoteAddress: `10.9.0.${i + 1}`,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
    expect(await enquiriesStored()).toBe(before + ok.length);
  });

  it('do not affect reads: a GET from another site is answered as usual', async () => {
    const res = await t.as(lawyer, {
      method: 'GET',
      url: '/api/estates',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
