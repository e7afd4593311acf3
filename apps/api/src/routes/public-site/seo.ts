import { PUBLIC_PAGE_PATHS } from '@estate/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { prerenderedPaths } from '../../plugins/web-app.js';

/**
 * /robots.txt and /sitemap.xml, with absolute URLs built from PUBLIC_URL. The sitemap lists the
 * public site's pages and whatever else the build prerendered (the help articles).
 */
export function seoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = deps.config.publicUrl;
  const pagePaths = [...new Set<string>([...PUBLIC_PAGE_PATHS, ...prerenderedPaths(deps.config.webDist)])];
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Disallow: /notify/status',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pagePaths.map((p) => `  <url><loc>${base}${p}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}
