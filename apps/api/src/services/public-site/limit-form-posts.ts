import { PUBLIC_SITE_TEXTS } from '@estate/domain';
import { AppError } from '../../lib/app-error.js';
import type { RateLimiter } from '../rate-limit.js';

/** Posts of the contact and demo forms allowed from one address per window (both forms together). */
export const FORM_POSTS_PER_IP = 5;
export const FORM_POSTS_WINDOW_MS = 10 * 60_000;

/**
 * Counts one form post from `ip`; beyond the limit, a 429 that carries `retryAfter` seconds.
 * A person sends one or two messages; a bot sends hundreds.
 */
export async function limitFormPosts(rateLimits: RateLimiter, ip: string): Promise<void> {
  const r = await rateLimits.hit(`public-form:ip:${ip}`, FORM_POSTS_PER_IP, FORM_POSTS_WINDOW_MS);
  if (!r.allowed) {
    throw Object.assign(new AppError('RATE_LIMITED', PUBLIC_SITE_TEXTS.rateLimited), {
      retryAfter: r.retryAfterSeconds,
    });
  }
}
