import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../../src/plugins/web-app.js';

const ABOUT = `<!doctype html><link rel="canonical" href="%PUBLIC_URL%/about" /><h1>About Us</h1>${'<p>Estates, wills and probate in Aotearoa.</p>'.repeat(80)}`;
const PUBLIC_URL = 'https://estates.example.nz';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function webDist(): string {
  const dir = tempDir('estate-web-');
  mkdirSync(path.join(dir, '_pages'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, '_pages', 'about.html'), ABOUT);
  writeFileSync(path.join(dir, '_pages', 'manifest.json'), JSON.stringify({ '/about': 'about.html' }));
  return dir;
}

async function start(dist: string, cacheDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await registerWebApp(app, dist, PUBLIC_URL, { cacheDir });
  await app.ready();
  return app;
}

const strongestBrotli = (html: string) =>
  brotliCompressSync(Buffer.from(html), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });

/** The page as a browser asking for `encoding` gets it, once the server has compressed it. */
async function warmed(app: FastifyInstance, encoding: 'br' | 'gzip'): Promise<Buffer> {
  for (let tries = 0; tries < 200; tries++) {
    const res = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': encoding } });
    if (res.headers['content-encoding'] === encoding) return res.rawPayload;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`/about never went out as ${encoding}`);
}

describe('compressed public pages', () => {
  const html = ABOUT.replaceAll('%PUBLIC_URL%', PUBLIC_URL);
  const dist = webDist();
  const cacheDir = path.join(tempDir('estate-cache-'), 'pages');

  it('go out at the strongest brotli and gzip settings once the server has made them', async () => {
    const app = await start(dist, cacheDir);
    expect((await warmed(app, 'br')).equals(strongestBrotli(html))).toBe(true);
    expect((await warmed(app, 'gzip')).equals(gzipSync(Buffer.from(html), { level: 9 }))).toBe(true);
    const plain = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('are taken from the cache on the next start, which drops what no page uses any more', async () => {
    const first = apps[0]!;
    await first.close();
    const made = new Map(
      readdirSync(cacheDir).map((name) => [name, statSync(path.join(cacheDir, name)).mtimeMs]),
    );
    expect(made.size).toBe(4);
    writeFileSync(path.join(cacheDir, 'from-an-older-build.br'), 'old');
    const app = await start(dist, cacheDir);
    expect((await warmed(app, 'br')).equals(strongestBrotli(html))).toBe(true);
    for (let tries = 0; tries < 200 && existsSync(path.join(cacheDir, 'from-an-older-build.br')); tries++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    // The SPA shell and the page, each as brotli and gzip, as the first start wrote them (not made again).
    const kept = new Map(
      readdirSync(cacheDir).map((name) => [name, statSync(path.join(cacheDir, name)).mtimeMs]),
    );
    expect(kept).toEqual(made);
  });
});
