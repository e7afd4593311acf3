import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
 * An HTML page with its brotli and gzip forms, made once at start-up at the strongest settings,
 * and the CSP sources that allow its inline scripts (the prerendered pages' script loader).
 */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
  scriptSources: string[];
}

/** `'sha256-…'` of each inline script the page runs (a `<script>` without attributes). */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

function compressed(html: string): Page {
  const data = Buffer.from(html);
  return {
    html,
    scriptSources: inlineScriptSources(html),
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip: gzipSync(data, { level: 9 }),
  };
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
  const indexHtml = hasWeb && indexFile ? compressed(readFileSync(indexFile, 'utf8')) : null;
  const prerendered = new Map(
    [...(hasWeb && webDist ? readPrerendered(webDist, publicUrl) : new Map<string, string>())].map(
      ([urlPath, html]) => [urlPath, compressed(html)] as const,
    ),
  );

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
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(request, reply.header('x-robots-tag', 'noindex'), indexHtml!);

  for (const [urlPath, page] of prerendered) {
    app.get(urlPath, (request, reply) => sendHtml(request, reply, page));
  }
  if (indexHtml && !prerendered.has('/')) app.get('/', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !path.posix.basename(url).includes('.');
    if (isPage && indexHtml) return sendIndex(request, reply);
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${url}`, requestId: request.id });
  });
}
