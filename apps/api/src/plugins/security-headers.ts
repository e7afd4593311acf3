import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The browser features no page of ours uses, turned off for ours and for anything embedded
 * (decision 079): a script that got in still cannot reach the camera, the microphone, the
 * location, payments or devices. Copying to the clipboard (a reference code, a calendar address,
 * backup codes) is the one feature used, for our own pages only. Helmet sets no such header.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Helmet's headers, worked out once. @fastify/helmet builds Helmet's whole middleware chain again
 * on every request (parsing the CSP directives each time); with fixed options the headers never
 * change, so they are computed at start and each reply gets the same object (issue 20). Options that
 * depend on the request (functions as directive values) are not supported here, and none are used.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = { ...helmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/** The headers Helmet sets with these options, read by running it once against a stand-in reply. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown = null;
  helmet(options)({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failed = error ?? null;
  });
  // helmet passes on the Error a header's middleware threw; anything else is wrapped, kept as the cause.
  if (failed)
    throw failed instanceof Error
      ? failed
      : new Error(typeof failed === 'string' ? failed : 'helmet failed', { cause: failed });
  return headers;
}
