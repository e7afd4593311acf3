import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';

/** Stands for the prerendered pages' inline script loader. */
const LOADER = 'window.loaded = true;';

/** A tiny web build: the SPA shell, one hashed asset and one prerendered page with the placeholder. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'estate-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '_pages'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(
    path.join(dir, '_pages', 'about.html'),
    `<!doctype html><link rel="canonical" href="%PUBLIC_URL%/about" /><div id="root"><h1>About Us</h1></div><script type="application/json" id="page-scripts">["/assets/index-abc123.js"]</script><script>${LOADER}</script>`,
  );
  mkdirSync(path.join(dir, '_pages', 'help', 'articles'), { recursive: true });
  writeFileSync(
    path.join(dir, '_pages', 'help', 'articles', 'getting-started.html'),
    '<!doctype html><div id="root"><h1>Getting started</h1></div>',
  );
  writeFileSync(
    path.join(dir, '_pages', 'manifest.json'),
    JSON.stringify({
      '/about': 'about.html',
      '/help/articles/getting-started': 'help/articles/getting-started.html',
    }),
  );
  return dir;
}

const t = await build({ PUBLIC_URL: 'https://estates.example.nz' }, { webDist: fakeWebDist() });

describe('serving the web app', () => {
  it('answers a prerendered page with its HTML and absolute canonical URL', async () => {
    const res = await t.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.body).toContain('<h1>About Us</h1>');
    expect(res.body).toContain('href="https://estates.example.nz/about"');
  });

  it("allows the page's own inline script by its hash, and no other", async () => {
    const page = await t.inject({ method: 'GET', url: '/about' });
    const hash = createHash('sha256').update(LOADER).digest('base64');
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    // The SPA shell has no inline script, so its policy allows none.
    const shell = await t.inject({ method: 'GET', url: '/dashboard' });
    expect(String(shell.headers['content-security-policy'])).toMatch(/(^|;)script-src 'self'(;|$)/);
  });

  it('answers other pages with the SPA shell, marked noindex', async () => {
    const res = await t.inject({ method: 'GET', url: '/dashboard/estates' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves a help article prerendered in a subfolder and lists it in the sitemap', async () => {
    const res = await t.inject({ method: 'GET', url: '/help/articles/getting-started' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.body).toContain('<h1>Getting started</h1>');
    const sitemap = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://estates.example.nz/help/articles/getting-started</loc>');
    // The site's own pages are listed once, whether or not the build prerendered them.
    expect(sitemap.body.match(/<loc>https:\/\/estates\.example\.nz\/about<\/loc>/g)).toHaveLength(1);
    expect(sitemap.body).toContain('<loc>https://estates.example.nz/pricing</loc>');
  });

  it('caches hashed assets for a year and does not serve the prerender folder as files', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const raw = await t.inject({ method: 'GET', url: '/_pages/about.html' });
    expect(raw.statusCode).toBe(404);
  });
});
