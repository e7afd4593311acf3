import { describe, expect, it } from 'vitest';
import { TEXTS } from '@estate/domain';
import { appNotifications } from '../../src/db/schema.js';
import { build } from '../helper.js';

const t = await build();

describe('GET /api/me', () => {
  it('signed out answers 200 with null, not an error, and is never cached', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe('null');
    expect(res.json()).toBeNull();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a forged cookie is treated as signed out', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'estate.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('signed in answers the person and when the session ends', async () => {
    const s = await t.signUp({ role: 'lawyer' });
    const res = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: s.userId, role: 'lawyer' }, session: {} });
  });

  it('the other endpoints still answer 401 with the spec text when signed out', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/me/notifications' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: TEXTS.guards.pleaseLogin });
  });
});

describe('dashboard data (top-bar notifications)', () => {
  it('lists my notifications and opening the dropdown zeroes the unread badge', async () => {
    const s = await t.signUp({ role: 'lawyer' });
    const other = await t.signUp({ role: 'lawyer' });
    await t.deps.db.insert(appNotifications).values([
      {
        userId: s.userId,
        title: 'Task due',
        message: 'File the affidavit',
        type: 'warning',
        link: '/dashboard/tasks',
      },
      { userId: s.userId, title: 'Welcome', message: 'Hello', type: 'info' },
      { userId: other.userId, title: 'Not yours', message: 'Secret', type: 'error' },
    ]);
    const list = await t.as(s, { method: 'GET', url: '/api/me/notifications' });
    expect(list.statusCode).toBe(200);
    expect(list.json().unread).toBe(2);
    expect(
      list
        .json()
        .items.map((i: { title: string }) => i.title)
        .sort(),
    ).toEqual(['Task due', 'Welcome']);
    const read = await t.as(s, { method: 'POST', url: '/api/me/notifications/read-all' });
    expect(read.statusCode).toBe(204);
    const after = await t.as(s, { method: 'GET', url: '/api/me/notifications' });
    expect(after.json().unread).toBe(0);
    expect(after.json().items.every((i: { read: boolean }) => i.read)).toBe(true);
    const theirs = await t.as(other, { method: 'GET', url: '/api/me/notifications' });
    expect(theirs.json().unread).toBe(1);
  });

  it('signed out answers 401', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/me/notifications/read-all' })).statusCode).toBe(401);
  });

  it('a NotifyFlow-only account cannot read dashboard data, whatever the browser does', async () => {
    const s = await t.signUp({ role: 'notifyflow' });
    const res = await t.as(s, { method: 'GET', url: '/api/me/notifications' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TEXTS.guards.notifyflowOnly);
    expect((await t.as(s, { method: 'POST', url: '/api/me/notifications/read-all' })).statusCode).toBe(403);
  });
});

describe('admin endpoints', () => {
  it('signed out 401, every non-admin role 403 with the spec text, admin 200', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    for (const role of ['lawyer', 'executor', 'beneficiary', 'notifyflow']) {
      const s = await t.signUp({ role });
      const res = await t.as(s, { method: 'GET', url: '/api/admin/outbox' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(TEXTS.guards.adminOnly);
    }
    const admin = await t.signUp({ role: 'lawyer' });
    await t.promote(admin, 'admin');
    const ok = await t.as(admin, { method: 'GET', url: '/api/admin/outbox?limit=5' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().items.length).toBeGreaterThan(0);
    expect(ok.json().items.length).toBeLessThanOrEqual(5);
  });

  it('bad input answers 400 with the field named', async () => {
    const admin = await t.signUp({ role: 'lawyer' });
    await t.promote(admin, 'admin');
    const res = await t.as(admin, { method: 'GET', url: '/api/admin/outbox?limit=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().issues[0].path).toBe('limit');
  });

  it('a role change takes effect on the next request, not the next sign-in', async () => {
    const s = await t.signUp({ role: 'lawyer' });
    expect((await t.as(s, { method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(403);
    await t.promote(s, 'admin');
    expect((await t.as(s, { method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(200);
    await t.promote(s, 'lawyer');
    expect((await t.as(s, { method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(403);
  });
});

describe('platform', () => {
  it('GET /api/health answers ok once migrations ran', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-test' },
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-request-id']).toBe('abc12345-test');
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('demo accounts are hidden when demo mode is off', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/demo-accounts' });
    expect(res.json()).toEqual({ enabled: false, accounts: [] });
  });
});

describe('session refresh', () => {
  it('a session used near its end is extended on the server and in the cookie', async () => {
    const s = await t.signUp({ role: 'executor' });
    await t.database.sql(
      `UPDATE sessions SET expires_at = now() + interval '60 seconds' WHERE user_id = '${s.userId}'`,
    );
    const res = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    const expiresAt = new Date(res.json().session.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/estate\.session_token=/);
    expect(cookie).toMatch(/Max-Age=\d{6}/);
  });

  it('an expired session is signed out', async () => {
    const s = await t.signUp({ role: 'executor' });
    await t.database.sql(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = '${s.userId}'`,
    );
    const me = await t.as(s, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toBeNull();
  });
});

describe('database connections', () => {
  it.runIf(!!process.env.DATABASE_URL)(
    'the API keeps answering after its idle connections are killed',
    async () => {
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // As a server restart or failover would: terminate every other connection to this database.
      await t.database.sql(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      await new Promise((r) => setTimeout(r, 100));
      const res = await t.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    },
  );
});
