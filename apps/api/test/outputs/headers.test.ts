import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helper.js';

/*
 * Decision 079: what a browser is told about every answer. Read as a browser reads the headers:
 * Permissions-Policy as its structured-field dictionary, the two frame-blocking headers as the
 * same rule, and an unknown API address as the API's JSON 404 (the web app served next to it).
 */

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
const t = await build({}, { webDist });

/** A Permissions-Policy header as its features and their allow-lists (RFC 8941 dictionary, simply). */
function policyOf(header: string): Map<string, string> {
  return new Map(
    header.split(',').map((member) => {
      const [feature, allow = ''] = member.trim().split('=');
      return [feature!, allow] as const;
    }),
  );
}

/** The value of one CSP directive. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the headers of every answer', () => {
  it('turn off the browser features no page uses, for pages and API answers alike', async () => {
    for (const url of ['/', '/dashboard', '/api/health', '/api/openapi.json']) {
      const res = await t.inject({ method: 'GET', url });
      const header = res.headers['permissions-policy'];
      expect(header, url).toBeTypeOf('string');
      const policy = policyOf(header as string);
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'fullscreen',
        'display-capture',
      ])
        expect(policy.get(feature), `${url}: ${feature}`).toBe('()');
      // The one feature used: copying a reference code, a calendar address or backup codes.
      expect(policy.get('clipboard-write')).toBe('(self)');
    }
  });

  it('say the same about framing in both headers: never, by anyone', async () => {
    for (const url of ['/', '/api/health', '/api/docs']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(directive(res.headers['content-security-policy'] as string, 'frame-ancestors'), url).toBe(
        "'none'",
      );
    }
  });
});

describe('an API address that does not exist', () => {
  const unknown = ['/api/no-such-thing', '/api/no-such-thing/', '/API/no-such-thing', '/%61pi/no-such-thing'];
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    it(`answers ${method} with the API's JSON 404, never the web app`, async () => {
      for (const url of unknown) {
        const res = await t.inject({ method, url, headers: { origin: 'http://localhost:3000' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
      }
    });
  }

  it('while a page address still opens the web app', async () => {
    const res = await t.inject({ method: 'GET', url: '/apiary' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});
