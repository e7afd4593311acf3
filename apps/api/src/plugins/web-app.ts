import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the web build's prerender step leaves the public pages, and the manifest naming them. */
const PRERENDER_DIR = '_pages';
const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

/**
 * The URL paths of the prerendered pages, from the build's manifest (none without a web build).
 * The sitemap lists them: the public site's pages and one per help article.
 */
export function prerenderedPaths(webDist: string | null): string[] {
  const manifestFile = webDist ? path.join(webDist, PRERENDER_DIR, 'manifest.json') : null;
  if (!manifestFile || !existsSync(manifestFile)) return [];
  return Object.keys(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>);
}

/**
 * The prerendered public pages (`apps/web/scripts/prerender.mjs`): URL path → HTML, with the
 * placeholder for absolute URLs (canonical, Open Graph) replaced by PUBLIC_URL.
 */
function readPrerendered(webDist: string, publicUrl: string): Map<string, string> {
  const pages = new Map<string, string>();
  const manifestFile = path.join(webDist, PRERENDER_DIR, 'manifest.json');
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  for (const [urlPath, file] of Object.entries(manifest)) {
    const html = readFileSync(path.join(webDist, PRERENDER_DIR, file), 'utf8');
    pages.set(urlPath, html.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl));
  }
  return pages;
}

/**
 * An HTML page, the CSP sources that allow its inline scripts (the prerendered pages' script loader),
 * and its brotli and gzip forms at the strongest settings once they are made (docs/decisions/038).
 */
interface Page {
  html: string;
  scriptSources: string[];
  /** Names the compressed forms in the cache: the bytes and how they are compressed. */
  hash: string;
  br: Buffer | null;
  gzip: Buffer | null;
}

/** Changes whenever the compression settings below do, so a cache never answers older settings. */
const COMPRESSION_VERSION = 'br11-gz9';

/** `'sha256-…'` of each inline script the page runs (a `<script>` without attributes). */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

function pageOf(html: string): Page {
  return {
    html,
    scriptSources: inlineScriptSources(html),
    hash: createHash('sha256').update(COMPRESSION_VERSION).update(html).digest('hex').slice(0, 32),
    br: null,
    gzip: null,
  };
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** The strongest brotli and gzip, made on libuv's thread pool so the event loop keeps answering. */
async function compressPage(html: string): Promise<{ br: Buffer; gzip: Buffer }> {
  const data = Buffer.from(html);
  const br = await brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  return { br, gzip: await gzip(data, { level: 9 }) };
}

/** Reads a file, or null when it is not there (or unreadable: it is made again). */
async function readOrNull(file: string): Promise<Buffer | null> {
  return readFile(file).catch(() => null);
}

/** Writes whole or not at all: another process reading the cache never sees half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.${randomUUID()}.part`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/**
 * Gives every page its compressed forms: from the cache folder when an earlier start made them for
 * the same bytes, else made here (one page at a time, off the event loop) and kept there for the
 * next start. Forms no page uses any more are removed. Until a page has its forms, the global
 * compression answers for it. Stops early when the app closes.
 */
async function warmPages(pages: Page[], cacheDir: string | null, closed: () => boolean): Promise<void> {
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  for (const p of pages) {
    if (closed()) return;
    if (cacheDir) {
      const [br, gz] = await Promise.all([
        readOrNull(path.join(cacheDir, `${p.hash}.br`)),
        readOrNull(path.join(cacheDir, `${p.hash}.gz`)),
      ]);
      if (br && gz) {
        p.br = br;
        p.gzip = gz;
        continue;
      }
    }
    const made = await compressPage(p.html);
    if (cacheDir && !closed()) {
      await writeAtomically(path.join(cacheDir, `${p.hash}.br`), made.br);
      await writeAtomically(path.join(cacheDir, `${p.hash}.gz`), made.gzip);
    }
    p.br = made.br;
    p.gzip = made.gzip;
  }
  if (!cacheDir || closed()) return;
  const used = new Set(pages.flatMap((p) => [`${p.hash}.br`, `${p.hash}.gz`]));
  for (const name of await readdir(cacheDir)) {
    if (!used.has(name) && !name.endsWith('.part')) await rm(path.join(cacheDir, name), { force: true });
  }
}

/** The encoding to answer with: brotli, then gzip, else none (q=0 refuses one). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Whether an address is in the API's space: `/api` and below, however it is spelt (`/API/x`,
 * `/%61pi/x`), so an unknown API address is always the API's JSON 404, never the web app's page.
 */
export function isApiPath(url: string): boolean {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // Malformed escapes: judged as sent.
  }
  return /^\/+api(\/|$)/i.test(decoded);
}

/**
 * Serves the built web app. Hashed assets are cached for a year; everything else revalidates.
 * Public pages are answered with their prerendered HTML (readable before any script runs, then
 * hydrated). The SPA fallback answers only GET requests, outside /api, for paths without a file
 * extension, and tells search engines not to index it (the dashboard, sign-in pages, unknown
 * paths); anything else that matches nothing is a real 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  publicUrl = '',
  options: {
    /** Keeps the pages' compressed forms between starts (in DATA_DIR); none: made at every start. */
    cacheDir?: string | null;
    /**
     * Prerendered pages whose figures change (the public response times, issue 44): at each request,
     * the page's HTML as the build drew it goes through this, which fills in today's figures.
     */
    livePages?: Readonly<Record<string, (html: string) => Promise<string>>>;
  } = {},
): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = !!indexFile && existsSync(indexFile);
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The build leaves .br and .gz copies of the assets (scripts/precompress.mjs).
      preCompressed: true,
      // The prerendered pages are served at their own URLs, not as files.
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDER_DIR}/`),
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  const indexHtml = hasWeb && indexFile ? pageOf(readFileSync(indexFile, 'utf8')) : null;
  const prerendered = new Map(
    [...(hasWeb && webDist ? readPrerendered(webDist, publicUrl) : new Map<string, string>())].map(
      ([urlPath, html]) => [urlPath, pageOf(html)] as const,
    ),
  );

  // Compressing every page at the strongest settings takes seconds of CPU: it happens after start,
  // off the event loop, and once per build (the forms are kept in the cache folder).
  const pages = [...(indexHtml ? [indexHtml] : []), ...prerendered.values()];
  let closing = false;
  let warming: Promise<void> | null = null;
  app.addHook('onReady', (done) => {
    if (!pages.length || warming) return done();
    warming = warmPages(pages, options.cacheDir ?? null, () => closing).catch((err: unknown) =>
      app.log.warn({ err }, 'compressing the prerendered pages failed; they go out compressed per request'),
    );
    done();
  });
  app.addHook('onClose', async () => {
    closing = true;
    await warming;
  });

  // Pages go out already compressed (the global compression skips a reply that has an encoding).
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    // The page's own inline scripts, and no others, join the CSP's script sources.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && page.scriptSources.length) {
      void reply.header(
        'content-security-policy',
        csp.replace(/(^|;)\s*script-src ([^;]*)/, (_m, start: string, sources: string) =>
          `${start}script-src ${sources} ${page.scriptSources.join(' ')}`.trim(),
        ),
      );
    }
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    const encoding = encodingFor(request);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : null;
    // Not compressed yet (just after start): the global compression answers for it.
    if (!encoding || !body) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(body);
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(request, reply.header('x-robots-tag', 'noindex'), indexHtml!);

  for (const [urlPath, page] of prerendered) {
    const fill = options.livePages?.[urlPath];
    if (fill)
      // Compressed by the global compression, per request: the figures are the day's.
      app.get(urlPath, async (request, reply) => {
        const html = await fill(page.html);
        return sendHtml(request, reply, { ...page, html, br: null, gzip: null });
      });
    else app.get(urlPath, (request, reply) => sendHtml(request, reply, page));
  }
  if (indexHtml && !prerendered.has('/')) app.get('/', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !isApiPath(url) && !path.posix.basename(url).includes('.');
    if (isPage && indexHtml) return sendIndex(request, reply);
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${url}`, requestId: request.id });
  });
}
