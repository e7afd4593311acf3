import type { FastifyInstance } from 'fastify';
import { findUnsafeText, MAX_JSON_DEPTH, unsafeTextMessage } from '@estate/domain';
import { AppError } from '../lib/app-error.js';

/** True when the JSON text nests arrays and objects deeper than `max`; brackets in strings do not count. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

export const tooDeep = () =>
  new AppError(
    'BAD_REQUEST',
    `The request is nested too deeply to be read (more than ${MAX_JSON_DEPTH} levels). Please send a simpler request.`,
  );

export function unsafeText(where: string, path: string) {
  const message = unsafeTextMessage(path, where);
  return new AppError('VALIDATION', message, [{ path, message }]);
}

/**
 * Input is checked where it enters, before any route or library sees it: JSON bodies nest at most
 * MAX_JSON_DEPTH deep (deeper, and serialising the body for better-auth overflows the stack), and no
 * string in a body, query string, route parameter or header holds a NUL or a lone surrogate, which
 * PostgreSQL refuses (for instance the sign-in email, which the rate limiter stores).
 */
export function registerSafeInput(app: FastifyInstance): void {
  // Fastify's own parser does the parsing (and refuses __proto__ and constructor poisoning).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    void parseJson(request, text, (err, value) => {
      if (err) return done(err, undefined);
      const unsafe = findUnsafeText(value);
      if (unsafe !== null) return done(unsafeText('', unsafe), undefined);
      done(null, value);
    });
  });

  app.addHook('onRequest', (request, _reply, done) => {
    for (const [where, value] of [
      ['address parameter', request.params],
      ['query parameter', request.query],
      ['header', request.headers],
    ] as const) {
      const unsafe = findUnsafeText(value);
      if (unsafe !== null) return done(unsafeText(where, unsafe));
    }
    done();
  });
}
