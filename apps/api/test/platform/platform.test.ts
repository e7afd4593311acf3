import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/env.js';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.js';
import { build, cookieOf } from '../helper.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');

const t = await build({ DEMO: 'true' }, { webDist });

describe('serving the web app', () => {
  it('answers a page path with index.html, never cached', async () => {
    for (const url of ['/', '/dashboard', '/dashboard/estates/123', '/notify/status/NF-ABC123']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('does not fall back for API paths, missing files or other methods', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/logo.png' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('User-agent');
  });
});

describe('demo mode', () => {
  it('lists one account per role and each can sign in with the documented password', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/demo-accounts' });
    expect(res.json().enabled).toBe(true);
    const roles = res.json().accounts.map((a: { role: string }) => a.role);
    expect(roles).toEqual(['admin', 'lawyer', 'executor', 'beneficiary', 'notifyflow']);
    for (const a of DEMO_ACCOUNTS) {
      const signIn = await t.signIn(a.email, a.password);
      expect(signIn.statusCode, a.email).toBe(200);
      const me = await t.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(signIn) } });
      expect(me.json().user.role).toBe(a.role);
    }
  });
});

describe('configuration', () => {
  it('a bad value stops the start with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('defaults: port 3000, ./data, demo on only for the embedded database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const embedded = loadConfig({ DATA_DIR: dir });
    expect(embedded).toMatchObject({
      port: 3000,
      demo: true,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    const server = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://localhost/x' });
    expect(server.demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://localhost/x', DEMO: 'true' }).demo).toBe(
      true,
    );
    // the generated secret is kept, so sessions survive a restart
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(embedded.authSecret);
  });
});

// better-auth skips its origin check when NODE_ENV=test, so the cross-site refusal is proven
// against a real server process in scripts/smoke.mjs.
describe('origins', () => {
  it('without PUBLIC_URL, localhost and 127.0.0.1 on the same port both work', () => {
    const c = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cfg-')), PORT: '4000' });
    expect(c.trustedOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']);
    const p = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cfg-')),
      PUBLIC_URL: 'https://estates.example.nz/',
    });
    expect(p.trustedOrigins).toEqual(['https://estates.example.nz']);
  });
});

describe('response links reach the web app', () => {
  it('GET /respond/<signed token> is answered with the page, not a 404', async () => {
    const { signResponseToken } = await import('../../src/services/notifyflow/tokens.js');
    const token = signResponseToken('x'.repeat(40), '0b6f1f0e-6a3f-4d4c-9b9c-3f2e1d0c9b8a');
    const res = await t.inject({ method: 'GET', url: `/respond/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
