import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { apiErrorSchema } from '@estate/domain';
import { z } from 'zod';
import type { Config } from '../env.js';
import { EXPOSED_AUTH_ENDPOINTS } from '../routes/auth.js';
import { sessionCookieName } from '../services/auth/auth.js';
import { renderApiReference } from './api-reference.js';

/**
 * The area an undeclared route belongs to, from its address: a route that declares `tags` is
 * listed under those instead. Order matters: the first matching prefix wins.
 */
const AREAS: [prefix: string, tag: string][] = [
  ['/api/admin/notifications', 'Admin: NotifyFlow'],
  ['/api/admin/institutions', 'Admin: NotifyFlow'],
  ['/api/admin/institutions-notified', 'Admin: NotifyFlow'],
  ['/api/admin/letters', 'Admin: NotifyFlow'],
  ['/api/admin/outbox', 'Admin: outbox'],
  ['/api/admin/users', 'Admin: users'],
  ['/api/admin/enquiries', 'Admin: enquiries'],
  ['/api/auth', 'Auth'],
  ['/api/public', 'Public site'],
  ['/api/notifications', 'NotifyFlow'],
  ['/api/notification-documents', 'NotifyFlow'],
  ['/api/respond', 'NotifyFlow'],
  ['/api/institutions', 'NotifyFlow'],
  ['/api/estates', 'Estates'],
  ['/api/executors', 'Estates'],
  ['/api/dashboard', 'Estates'],
  ['/api/digital-assets', 'Estates'],
  ['/api/tasks', 'Tasks'],
  ['/api/documents', 'Documents'],
  ['/api/me', 'Account'],
  ['/api/health', 'Service'],
  ['/api/demo-accounts', 'Service'],
  ['/api/openapi.json', 'Reference'],
  ['/api/docs', 'Reference'],
];

export const areaOf = (url: string): string =>
  AREAS.find(
    ([prefix]) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  )?.[1] ?? 'Other';

/** Only our API is described: the web pages, the public site and the SEO files are not part of it. */
export const isDocumented = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/auth/');

const zodTransform = createJsonSchemaTransform({});

/** The error every failing request answers, for every operation (4XX and 5XX). */
const ERROR_RESPONSES = {
  '4XX': {
    description:
      'Refused: 400 bad input (each field in `issues`), 401 not signed in, 403 not allowed, 404 not found or not yours, 409 conflict, 412 changed since it was read (`current`, `changedBy`, `changedAt` in the body), 428 a change without If-Match, 429 too many requests.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  },
  '5XX': {
    description: 'Our fault: the body names the request id to quote to support.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  },
} as const;

/** What each better-auth endpoint we expose does, for the document. */
const AUTH_SUMMARIES: Record<string, string> = {
  'GET /api/auth/get-session': 'The current session and its person, or null',
  'GET /api/auth/verify-email': 'Confirm an email address from the emailed link (signs the person in)',
  'GET /api/auth/list-sessions': 'My sessions on every device',
  'POST /api/auth/sign-up/email': 'Create an account; a confirmation link is emailed',
  'POST /api/auth/sign-in/email': 'Sign in with email and password; sets the session cookie',
  'POST /api/auth/sign-out': 'Sign out of this session',
  'POST /api/auth/request-password-reset': 'Email a password reset link',
  'POST /api/auth/reset-password': 'Set a new password with the token from the reset link',
  'POST /api/auth/change-password': 'Change my password',
  'POST /api/auth/send-verification-email': 'Send a fresh confirmation link',
  'POST /api/auth/update-user': 'Change my name or picture',
  'POST /api/auth/revoke-session': 'End one of my sessions',
  'POST /api/auth/revoke-sessions': 'End all my sessions',
  'POST /api/auth/revoke-other-sessions': 'End my sessions on other devices',
  'POST /api/auth/two-factor/enable': 'Start turning on two-factor sign-in',
  'POST /api/auth/two-factor/disable': 'Turn off two-factor sign-in',
  'POST /api/auth/two-factor/get-totp-uri': 'The authenticator app link for two-factor sign-in',
  'POST /api/auth/two-factor/verify-totp': 'Finish signing in (or turning on two-factor) with an app code',
  'POST /api/auth/two-factor/verify-backup-code': 'Finish signing in with a backup code',
  'POST /api/auth/two-factor/generate-backup-codes': 'New two-factor backup codes',
};
/** Those a visitor without a session may call (the two-factor step has its own short-lived cookie). */
const OPEN_AUTH_ENDPOINTS = new Set([
  '/api/auth/get-session',
  '/api/auth/verify-email',
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
]);
const authSummary = (method: string, url: string) =>
  AUTH_SUMMARIES[`${method} ${url}`] ?? `${method} ${url.replace('/api/auth/', '')}`;

/** Answers the schema did not describe get a plain description instead of "Default Response". */
const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'Done; no content',
  '503': 'Unavailable',
};

/**
 * Route schemas are zod: the type provider validates requests with them and serialises responses
 * through them, and @fastify/swagger turns the same schemas into the OpenAPI 3.1 document
 * (decision 013). Registered before any route, so it sees every one.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A request without a body is checked as an empty object, as `parseInput(schema, body ?? {})`
  // was: the 400 then names each required field instead of "expected object".
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    done();
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'NZ Estate Platform API',
        version: '1',
        description: [
          'The API the web app uses, for integrators such as a firm’s practice-management system.',
          'Requests and responses are JSON unless an operation says otherwise; money is a decimal string in dollars, dates are `YYYY-MM-DD`, times ISO 8601 in UTC.',
          `Sign in with \`POST /api/auth/sign-in/email\` (\`{ "email", "password" }\`): the answer sets the session cookie \`${sessionCookieName(config)}\`, which every other call sends back. A write (POST, PUT, PATCH or DELETE) that sends the cookie must also send an \`Origin\` header naming this server, or it is refused with 403.`,
          'Every error answers `{ code, message, issues?, requestId }`; a 400 lists each bad field in `issues` as `{ path, message }`.',
        ].join('\n\n'),
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config),
            description: 'The session cookie set by signing in (better-auth).',
          },
        },
      },
      security: [{ session: [] }],
    },
    stripBasePath: false,
    transform: (document) => {
      if (!isDocumented(document.url)) return { schema: { hide: true }, url: document.url };
      const { schema, url } = zodTransform(document);
      return { schema: { ...schema, tags: schema?.tags ?? [areaOf(url)] }, url };
    },
    transformObject: (document) => {
      const spec = jsonSchemaTransformObject(document) as OpenAPIV3_1.Document;
      spec.components = {
        ...spec.components,
        schemas: {
          ...spec.components?.schemas,
          ApiError: z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' }) as OpenAPIV3_1.SchemaObject,
        },
      };
      delete (spec.components.schemas!.ApiError as Record<string, unknown>).$schema;
      // The 3.1 path item type of openapi-types mixes in 3.0 types; operations are all we touch.
      const paths = (spec.paths ??= {}) as Record<string, Record<string, OpenAPIV3_1.OperationObject>>;
      // better-auth answers these under its catch-all route; each is listed by itself.
      for (const { method, url } of EXPOSED_AUTH_ENDPOINTS) {
        const item = (paths[url] ??= {});
        const op: OpenAPIV3_1.OperationObject = {
          tags: ['Auth'],
          summary: authSummary(method, url),
          description:
            'Answered by the authentication library (better-auth); see its documentation for the body.',
          responses: { '200': { description: 'Done' } },
          ...(OPEN_AUTH_ENDPOINTS.has(url) ? { security: [] } : {}),
        };
        item[method.toLowerCase()] = op;
      }
      for (const item of Object.values(paths)) {
        for (const op of Object.values(item)) {
          if (!op || typeof op !== 'object' || !('responses' in op)) continue;
          for (const [status, response] of Object.entries(op.responses ?? {})) {
            const r = response as OpenAPIV3_1.ResponseObject;
            if (r.description === 'Default Response') r.description = STATUS_TEXT[status] ?? 'Answer';
          }
          op.responses = { ...op.responses, ...ERROR_RESPONSES };
        }
      }
      const tags = Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? []));
      spec.tags = [...new Set(tags)].sort().map((name) => ({ name }));
      return spec;
    },
  });
}

/** `GET /api/openapi.json` and `GET /api/docs`: both public, they describe the API and hold no data. */
export function openApiRoutes(app: FastifyInstance): void {
  app.get(
    '/api/openapi.json',
    {
      schema: {
        operationId: 'getOpenApiDocument',
        summary: 'This document (OpenAPI 3.1)',
        tags: ['Reference'],
        security: [],
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  );

  let page: string | null = null;
  app.get(
    '/api/docs',
    {
      schema: {
        operationId: 'getApiReference',
        summary: 'The readable API reference (HTML)',
        tags: ['Reference'],
        security: [],
      },
    },
    async (_request, reply) => {
      page ??= renderApiReference(app.swagger() as OpenAPIV3_1.Document);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    },
  );
}
