import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailUnsubscribeStateSchema,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
  type EmailUnsubscribeState,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import { uploadParts } from '../lib/multipart.js';
import { readUnsubscribe, unsubscribe } from '../services/email/unsubscribe.js';

const paramsSchema = z.object({ token: z.string().min(1).max(512) });

/** The `List-Unsubscribe` field of a form body: urlencoded (parsed below), multipart or JSON. */
async function oneClickField(request: FastifyRequest): Promise<string | undefined> {
  if (request.isMultipart()) {
    for await (const part of uploadParts(request)) {
      if (part.type === 'field' && part.fieldname === ONE_CLICK_FIELD) return String(part.value);
      if (part.type === 'file') await part.toBuffer();
    }
    return undefined;
  }
  const body = request.body;
  if (body && typeof body === 'object') {
    const value = (body as Record<string, unknown>)[ONE_CLICK_FIELD];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/**
 * A browser that opens the link (a mail app without one-click support opens the header's URL) is
 * sent to the web app's Email preferences page, which reads this same route as JSON and shows the
 * product's own page (styled, accessible). A mail provider's POST gets JSON.
 */
function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function answer(reply: FastifyReply, request: FastifyRequest, state: EmailUnsubscribeState, token: string) {
  if (!wantsHtml(request)) return state;
  return reply.redirect(`/email/unsubscribe/${encodeURIComponent(token)}`, 303);
}

/*
 * One-click unsubscribe (RFC 8058, decision 078): the URL in an email's List-Unsubscribe header.
 * Open to anyone holding the signed token (no sign-in: a mail provider posts it for the person).
 * GET says what it would turn off and changes nothing; POST with `List-Unsubscribe=One-Click`
 * turns that kind of email off for the token's person. A bad or expired token is 404.
 */
export function emailUnsubscribeRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  /** What both routes share: no sign-in (the signed token is the key), the token, the answers. */
  const common = {
    tags: ['Account'],
    security: [],
    params: paramsSchema,
    response: {
      200: emailUnsubscribeStateSchema,
      303: z.null().describe('A browser (Accept: text/html) is sent to the Email preferences page'),
    },
  };
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
          ...common,
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        return answer(reply, request, await readUnsubscribe(db, config.authSecret, token), token);
      },
    );
    app.post(
      '/api/email/unsubscribe/:token',
      {
        schema: {
          operationId: 'emailUnsubscribe',
          summary: 'One-click unsubscribe (RFC 8058): turns this kind of email off for the link’s person',
          ...common,
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        if ((await oneClickField(request)) !== ONE_CLICK_VALUE) {
          const message = `The body must be ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}.`;
          throw new AppError('VALIDATION', message, [{ path: ONE_CLICK_FIELD, message }]);
        }
        return answer(reply, request, await unsubscribe(db, config.authSecret, token), token);
      },
    );
    done();
  });
}
