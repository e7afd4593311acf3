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

  it('do not affect reads: a GET from another site, or with the session cookie and no Origin, is answered as usual', async () => {
    const res = await t.as(lawyer, {
      method: 'GET',
      url: '/api/estates',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
    const noOrigin = await t.app.inject({
      method: 'GET',
      url: '/api/estates',
      headers: { cookie: lawyer.cookie },
    });
    expect(noOrigin.statusCode).toBe(200);
  });
});

/*
 * Decision 069 (superseding 009's rule for requests without Origin): a write signed in by the
 * session cookie must name its origin. Sent through `t.app.inject`, which adds no Origin.
 */
describe('a write signed in by the session cookie without an Origin header', () => {
  const NEEDS_ORIGIN = /^This change needs an Origin header naming this site \(http:\/\/localhost:3000\)/;
  const raw = (
    headers: Record<string, string>,
    opts: { method?: 'POST' | 'PATCH'; url: string; payload?: object },
  ) =>
    t.app.inject({
      method: opts.method ?? 'POST',
      url: opts.url,
      payload: opts.payload,
      headers,
      remoteAddress: '10.9.1.1',
    });
  const estateForm = (deceasedName: string) =>
    multipart(
      {
        deceasedName,
        dateOfDeath: '2026-03-10',
        lastKnownAddress: '12 Kauri Street, Thorndon, Wellington 6011',
        willStatus: 'Valid Will Exists',
        estimatedValue: '$480,000',
      },
      [],
    );
  const estatesNamed = async (name: string) =>
    (await t.deps.db.select().from(estates).where(eq(estates.deceasedName, name))).length;

  it('is refused with 403 naming the header, and nothing changes', async () => {
    const body = estateForm('No Origin Name');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/estates',
      ...body,
      headers: { ...body.headers, cookie: lawyer.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(NEEDS_ORIGIN) });
    expect(await estatesNamed('No Origin Name')).toBe(0);

    const profile = await raw(
      { cookie: lawyer.cookie },
      { method: 'PATCH', url: '/api/me/profile', payload: { name: 'Changed Without Origin' } },
    );
    expect(profile.statusCode).toBe(403);
    const me = await t.as(lawyer, { method: 'GET', url: '/api/me/profile' });
    expect(me.json().name).not.toBe('Changed Without Origin');
  });

  it('is refused though a Referer names another site, or this one: only an Origin says where a write came from', async () => {
    for (const referer of ['https://evil.example/page', 'http://localhost:3000/dashboard']) {
      const body = estateForm('Referer Name');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/estates',
        ...body,
        headers: { ...body.headers, cookie: lawyer.cookie, referer },
      });
      expect(res.statusCode, referer).toBe(403);
      expect(res.json().message).toMatch(NEEDS_ORIGIN);
    }
    expect(await estatesNamed('Referer Name')).toBe(0);
  });

  it('is refused for a session cookie that is no longer good too (the cookie is judged, not the session)', async () => {
    const res = await raw(
      { cookie: 'estate.session_token=stale.value' },
      { url: '/api/public/enquiries', payload: enquiry },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(NEEDS_ORIGIN);
  });

  it('goes through with our own Origin', async () => {
    const body = estateForm('Own Origin Name');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/estates',
      ...body,
      headers: { ...body.headers, cookie: lawyer.cookie, origin: 'http://localhost:3000' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await estatesNamed('Own Origin Name')).toBe(1);
  });

  it('without the session cookie, a public form is judged as before, other cookies or not', async () => {
    const before = await enquiriesStored();
    for (const headers of [{}, { cookie: 'theme=dark' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/enquiries',
        payload: enquiry,
        headers,
        remoteAddress: `10.9.2.${Object.keys(headers).length + 1}`,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
    expect(await enquiriesStored()).toBe(before + 2);
  });

  it('is refused on the sign-in endpoints too: sign-out and a new password need an Origin', async () => {
    const me = await t.signUp({ role: 'executor' });
    const signOut = await raw({ cookie: me.cookie }, { url: '/api/auth/sign-out', payload: {} });
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json().message).toMatch(NEEDS_ORIGIN);
    expect((await t.as(me, { method: 'GET', url: '/api/me/profile' })).statusCode).toBe(200);

    const change = {
      url: '/api/auth/change-password',
      payload: { currentPassword: me.password, newPassword: 'a new passphrase for origin' },
    };
    const refused = await raw({ cookie: me.cookie }, change);
    expect(refused.statusCode).toBe(403);
    expect((await t.signIn(me.email, me.password)).statusCode).toBe(200);
    const changed = await raw({ cookie: me.cookie, origin: 'http://localhost:3000' }, change);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.signIn(me.email, 'a new passphrase for origin')).statusCode).toBe(200);

    // Signing in sends no session cookie, so a script may still sign in without an Origin.
    expect(
      (
        await raw(
          {},
          {
            url: '/api/auth/sign-in/email',
            payload: { email: me.email, password: 'a new passphrase for origin' },
          },
        )
      ).statusCode,
    ).toBe(200);
  });
});
