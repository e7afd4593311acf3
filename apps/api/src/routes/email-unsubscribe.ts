import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import { uploadParts } from '../lib/multipart.js';
import { readUnsubscribe, unsubscribe, type UnsubscribeState } from '../services/email/unsubscribe.js';

const paramsSchema = z.object({ token: z.string().min(1).max(512) });
const stateSchema = z.object({
  kind: z.string().describe('The notification kind whose emails the link turns off'),
  label: z.string().describe('That kind in words, as Settings › Notifications names it'),
  emailOn: z.boolean().describe('Whether that kind of email still reaches the person'),
});
const ONE_CLICK = 'One-Click';
const FIELD = 'List-Unsubscribe';

/** The `List-Unsubscribe` field of a form body, urlencoded (parsed below) or multipart. */
async function oneClickField(request: FastifyRequest): Promise<string | undefined> {
  if (request.isMultipart()) {
    for await (const part of uploadParts(request)) {
      if (part.type === 'field' && part.fieldname === FIELD) return String(part.value);
      if (part.type === 'file') await part.toBuffer();
    }
    return undefined;
  }
  const body = request.body;
  if (body && typeof body === 'object') {
    const value = (body as Record<string, unknown>)[FIELD];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a person sees who opens the link: what it turns off, and the button that does it. */
function page(state: UnsubscribeState, token: string, done: boolean): string {
  const what = escape(state.label);
  const body = state.emailOn
    ? `<p>This link stops emails about: <strong>${what}</strong>. You will still see them in the app.</p>
<form method="post" action="/api/email/unsubscribe/${escape(token)}">
<input type="hidden" name="${FIELD}" value="${ONE_CLICK}">
<button type="submit">Stop these emails</button>
</form>`
    : `<p>${done ? 'Done. ' : ''}You no longer get emails about: <strong>${what}</strong>. You can turn them on again in Settings › Notifications.</p>`;
  return `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Email preferences · NZ Estate Platform</title></head>
<body><main><h1>Email preferences</h1>
${body}
<p><a href="/dashboard/settings">Settings › Notifications</a></p></main></body></html>`;
}

/** A browser (its form above) is shown the page again; a mail provider's POST gets JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function answer(
  reply: FastifyReply,
  request: FastifyRequest,
  state: UnsubscribeState,
  token: string,
  done: boolean,
) {
  if (!wantsHtml(request)) return state;
  return reply.type('text/html; charset=utf-8').send(page(state, token, done));
}

/*
 * One-click unsubscribe (RFC 8058, decision 078): the URL in an email's List-Unsubscribe header.
 * Open to anyone holding the signed token (no sign-in: a mail provider posts it for the person).
 * GET says what it would turn off and changes nothing; POST with `List-Unsubscribe=One-Click`
 * turns that kind of email off for the token's person. A bad or expired token is 404.
 */
export function emailUnsubscribeRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const tags = ['Account'];
  void fastify.register((scoped, _opts, done) => {
    // RFC 8058's body is a form; only these routes read urlencoded forms.
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const app = scoped.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/email/unsubscribe/:token',
      {
        schema: {
          operationId: 'readEmailUnsubscribe',
          summary: 'What an email’s unsubscribe link turns off (changes nothing)',
          tags,
          security: [],
          params: paramsSchema,
          response: { 200: stateSchema },
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        return answer(reply, request, await readUnsubscribe(db, config.authSecret, token), token, false);
      },
    );
    app.post(
      '/api/email/unsubscribe/:token',
      {
        schema: {
          operationId: 'emailUnsubscribe',
          summary: 'One-click unsubscribe (RFC 8058): turns this kind of email off for the link’s person',
          tags,
          security: [],
          params: paramsSchema,
          response: { 200: stateSchema },
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        if ((await oneClickField(request)) !== ONE_CLICK) {
          const message = `The body must be ${FIELD}=${ONE_CLICK}.`;
          throw new AppError('VALIDATION', message, [{ path: FIELD, message }]);
        }
        return answer(reply, request, await unsubscribe(db, config.authSecret, token), token, true);
      },
    );
    done();
  });
}
