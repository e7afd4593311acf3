import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { adminEnquiryRoutes } from './admin-enquiries.js';
import { publicFormRoutes } from './forms.js';
import { seoRoutes } from './seo.js';

/** Everything the public site needs from the API: its forms, their admin list, sitemap and robots. */
export function publicSiteRoutes(app: FastifyInstance, deps: AppDeps): void {
  publicFormRoutes(app, deps);
  adminEnquiryRoutes(app, deps);
  seoRoutes(app, deps);
}
