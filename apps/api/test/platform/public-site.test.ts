import { describe, expect, it } from 'vitest';
import { PUBLIC_SITE_TEXTS, TEXTS } from '@estate/domain';
import { eq } from 'drizzle-orm';
import { demoRequests, enquiries } from '../../src/db/schema-public-site.js';
import { outbox } from '../../src/db/schema.js';
import { FORM_POSTS_PER_IP } from '../../src/services/public-site/limit-form-posts.js';
import { DEFAULT_TEAM_EMAIL } from '../../src/services/public-site/team-email.js';
import { build } from '../helper.js';

const t = await build();

let ipCounter = 0;
/** Each test posts from its own address so the per-IP limit of one test does not touch another. */
const nextIp = () => `10.0.0.${++ipCounter}`;

const enquiry = {
  name: 'Mere Tuhiwai',
  email: 'mere@example.nz',
  phone: '021 123 4567',
  subject: 'Help with my father’s estate',
  message: 'My father died last month and I am his executor. Where do I start?',
};

const demo = {
  name: 'James Wilson',
  email: 'james@wilsonlaw.example.nz',
  phone: '09 555 0100',
  company: 'Wilson & Co Lawyers',
  role: 'Lawyer',
  message: 'We run about 40 estates a year.',
};

function post(url: string, payload: unknown, ip = nextIp()) {
  return t.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
}

describe('POST /api/public/enquiries (contact form)', () => {
  it('stores the enquiry and queues an email to the team in the same transaction', async () => {
    const res = await post('/api/public/enquiries', enquiry);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    const [row] = await t.deps.db.select().from(enquiries).where(eq(enquiries.email, enquiry.email));
    expect(row).toMatchObject({ name: enquiry.name, subject: enquiry.subject, phone: '021 123 4567' });
    expect(row!.handledAt).toBeNull();
    const mail = await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'public-site.enquiry'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe(DEFAULT_TEAM_EMAIL);
    expect(mail[0]!.subject).toContain(enquiry.subject);
    expect(mail[0]!.textBody).toContain(enquiry.message);
    expect(mail[0]!.textBody).toContain(enquiry.email);
  });

  it('phone is optional', async () => {
    const res = await post('/api/public/enquiries', { ...enquiry, phone: '', email: 'nophone@example.nz' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.db.select().from(enquiries).where(eq(enquiries.email, 'nophone@example.nz'));
    expect(row!.phone).toBeNull();
  });

  it('bad input answers 400 naming each field', async () => {
    const res = await post('/api/public/enquiries', {
      name: ' ',
      email: 'not-an-email',
      subject: '',
      message: '',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; issues: { path: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION');
    expect(Object.fromEntries(body.issues.map((i) => [i.path, i.message]))).toEqual({
      name: 'Full name is required.',
      email: 'Please enter a valid email address.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
  });

  it('a filled honeypot is answered like a success but nothing is stored or sent', async () => {
    const before = await t.deps.db.select().from(outbox);
    const res = await post('/api/public/enquiries', {
      ...enquiry,
      email: 'bot@example.nz',
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(201);
    expect(await t.deps.db.select().from(enquiries).where(eq(enquiries.email, 'bot@example.nz'))).toEqual([]);
    expect(await t.deps.db.select().from(outbox)).toHaveLength(before.length);
  });

  it(`allows ${FORM_POSTS_PER_IP} posts per address, then answers 429 with Retry-After`, async () => {
    const ip = nextIp();
    for (let i = 0; i < FORM_POSTS_PER_IP; i += 1) {
      expect((await post('/api/public/enquiries', enquiry, ip)).statusCode).toBe(201);
    }
    const refused = await post('/api/public/demo-requests', demo, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: PUBLIC_SITE_TEXTS.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    expect((await post('/api/public/enquiries', enquiry)).statusCode).toBe(201);
  });
});

describe('POST /api/public/demo-requests (book a demo)', () => {
  it('stores the request and queues an email to the team', async () => {
    const res = await post('/api/public/demo-requests', demo);
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.db.select().from(demoRequests).where(eq(demoRequests.email, demo.email));
    expect(row).toMatchObject({ company: demo.company, role: 'Lawyer', message: demo.message });
    const mail = await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'public-site.demo-request'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe(DEFAULT_TEAM_EMAIL);
    expect(mail[0]!.textBody).toContain('Wilson & Co Lawyers');
  });

  it('only name and email are required', async () => {
    const res = await post('/api/public/demo-requests', { name: 'Ana', email: 'ana@example.nz', role: '' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.db.select().from(demoRequests).where(eq(demoRequests.email, 'ana@example.nz'));
    expect(row).toMatchObject({ phone: null, company: null, role: null, message: null });
  });

  it('bad input answers 400 naming the field', async () => {
    const missing = await post('/api/public/demo-requests', { email: 'x@example.nz' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'name', message: 'Full name is required.' }]);
    const badRole = await post('/api/public/demo-requests', { ...demo, role: 'Wizard' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().issues[0].path).toBe('role');
  });

  it('a filled honeypot stores nothing', async () => {
    const res = await post('/api/public/demo-requests', { ...demo, email: 'bot2@example.nz', website: 'x' });
    expect(res.statusCode).toBe(201);
    expect(
      await t.deps.db.select().from(demoRequests).where(eq(demoRequests.email, 'bot2@example.nz')),
    ).toEqual([]);
  });
});

describe('admin enquiries', () => {
  it('signed out answers 401', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/enquiries' })).statusCode).toBe(401);
    const [row] = await t.deps.db.select().from(enquiries).limit(1);
    const res = await t.inject({ method: 'POST', url: `/api/admin/enquiries/enquiry/${row!.id}/handled` });
    expect(res.statusCode).toBe(401);
  });

  it('a non-admin answers 403 with the spec text', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const res = await t.as(lawyer, { method: 'GET', url: '/api/admin/enquiries' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TEXTS.guards.adminOnly);
    const [row] = await t.deps.db.select().from(enquiries).limit(1);
    const mark = await t.as(lawyer, {
      method: 'POST',
      url: `/api/admin/enquiries/enquiry/${row!.id}/handled`,
    });
    expect(mark.statusCode).toBe(403);
  });

  it('an admin lists both kinds newest first and marks one handled', async () => {
    const admin = await t.signUp({ role: 'lawyer', name: 'Aroha Admin' });
    await t.promote(admin, 'admin');
    await post('/api/public/enquiries', { ...enquiry, email: 'latest@example.nz', subject: 'Latest one' });
    const list = await t.as(admin, { method: 'GET', url: '/api/admin/enquiries' });
    expect(list.statusCode).toBe(200);
    const items = list.json<{
      items: {
        kind: string;
        id: string;
        email: string;
        handledAt: string | null;
        handledBy: string | null;
      }[];
    }>().items;
    expect(items[0]).toMatchObject({ kind: 'enquiry', email: 'latest@example.nz', handledAt: null });
    expect(items.some((i) => i.kind === 'demo' && i.email === demo.email)).toBe(true);

    const target = items.find((i) => i.kind === 'demo')!;
    const mark = await t.as(admin, { method: 'POST', url: `/api/admin/enquiries/demo/${target.id}/handled` });
    expect(mark.statusCode).toBe(200);
    const after = await t.as(admin, { method: 'GET', url: '/api/admin/enquiries' });
    const handled = after.json<{ items: typeof items }>().items.find((i) => i.id === target.id)!;
    expect(handled.handledAt).not.toBeNull();
    expect(handled.handledBy).toBe('Aroha Admin');
  });

  it('marking an unknown or malformed id answers 404', async () => {
    const admin = await t.signUp({ role: 'lawyer' });
    await t.promote(admin, 'admin');
    const unknown = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/enquiries/enquiry/00000000-0000-4000-8000-000000000000/handled',
    });
    expect(unknown.statusCode).toBe(404);
    // A malformed kind or id names nothing, like an unknown one (decision 013).
    const bad = await t.as(admin, { method: 'POST', url: '/api/admin/enquiries/other/nope/handled' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such enquiry.' });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('list the public pages with absolute URLs and keep the dashboard out', async () => {
    const robots = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('xml');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/privacy-policy</loc>');
    expect(sitemap.body).not.toContain('/dashboard');
  });
});
