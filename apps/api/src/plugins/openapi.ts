import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { apiErrorSchema } from '@estate/domain';
import { z } from 'zod';
import type { Config } from '../env.js';
import { EXPOSED_AUTH_ENDPOINTS } from '../routes/auth.js';
import { sessionCookieName } from '../services/auth/auth.js';
import { renderApiReference } from './api-reference.js';
import { responseSerializerCompiler } from './response-serializer.js';
import {
  AUTH_OPERATIONS,
  jsonSchemaOf,
  libraryInputs,
  type AuthOperation,
  type LibraryInputs,
} from './openapi-auth.js';

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

/** Answers the schema did not describe get a plain description instead of "Default Response". */
const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'Done; no content',
  '503': 'Unavailable',
};

/**
 * A multipart/form-data request read with `withUpload` (services/files/read-upload.ts), declared on
 * the route as `schema.multipartForm`: only the document reads it (the upload reader checks the
 * form), so the document shows the same form the reader takes.
 */
export interface MultipartForm {
  /** The schema of the `payload` part (the form's values as JSON); none: the form has no values. */
  payload?: z.ZodType;
  /** Whether the `payload` part must be sent. */
  payloadRequired?: boolean;
  /** The name of the file part(s). */
  files: string;
  /** At most this many files. */
  maxFiles: number;
  /** At least one file (a file part or an `uploadId`). */
  fileRequired?: boolean;
  /** Files sent earlier with POST /api/uploads may be named in `uploadId` parts instead. */
  uploadIds?: boolean;
}

declare module 'fastify' {
  interface FastifySchema {
    multipartForm?: MultipartForm;
  }
}

const BINARY = { type: 'string', format: 'binary' } as const;

/** The request body of a multipart form, as @fastify/swagger takes a route's `body` and `consumes`. */
function formBody(form: MultipartForm | undefined): { body?: object; consumes?: string[] } {
  if (!form) return {};
  const properties: Record<string, object> = {};
  const required: string[] = [];
  if (form.payload) {
    const schema = z.toJSONSchema(form.payload, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    delete schema.$schema;
    properties.payload = {
      ...schema,
      description: 'The form’s values as JSON: a text part, or a part of type application/json.',
    };
    if (form.payloadRequired) required.push('payload');
  }
  properties[form.files] =
    form.maxFiles === 1
      ? { ...BINARY, description: 'The file' }
      : {
          type: 'array',
          items: BINARY,
          maxItems: form.maxFiles,
          description: `Up to ${form.maxFiles} files`,
        };
  if (form.fileRequired && !form.uploadIds) required.push(form.files);
  if (form.uploadIds)
    properties.uploadId = {
      type: 'array',
      items: { type: 'string', format: 'uuid' },
      maxItems: form.maxFiles,
      description: 'Files sent earlier with POST /api/uploads, by the `id` it answered; count as files',
    };
  return {
    body: { type: 'object', properties, ...(required.length ? { required } : {}) },
    consumes: ['multipart/form-data'],
  };
}

const schemaOfMedia = (type: string): object =>
  type === 'application/json' ? { type: 'object' } : type.startsWith('text/') ? { type: 'string' } : BINARY;

/** The 200 of a route that answers a file or a stream (`schema.produces`): its media types. */
function fileAnswer(produces: readonly string[] | undefined, response: unknown): { response?: object } {
  if (!produces?.length || (response as Record<string, unknown> | undefined)?.['200']) return {};
  const content = Object.fromEntries(produces.map((type) => [type, { schema: schemaOfMedia(type) }]));
  return {
    response: {
      ...(response as object | undefined),
      200: { description: produces.length > 1 ? 'The file, in the format asked for' : 'The file', content },
    },
  };
}

/** A multipart form's `payload` part is JSON: said so, as its part's content type. */
function encodePayloadAsJson(op: OpenAPIV3_1.OperationObject): void {
  const form = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
    'multipart/form-data'
  ];
  const schema: object | undefined = form?.schema;
  const hasPayload =
    !!schema && 'properties' in schema && !!(schema.properties as Record<string, unknown>).payload;
  if (form && hasPayload) form.encoding = { payload: { contentType: 'application/json' } };
}

/** A better-auth endpoint, as the document lists it. */
function authOperation(
  method: string,
  url: string,
  auth: AuthOperation | undefined,
  library: LibraryInputs | undefined,
): OpenAPIV3_1.OperationObject {
  if (!auth) throw new Error(`${url} is exposed but not described in openapi-auth.ts`);
  if (!library) throw new Error(`${method} ${url} is exposed but better-auth has no such endpoint`);
  const json = (schema: z.ZodType) => jsonSchemaOf(schema) as OpenAPIV3_1.SchemaObject;
  const query = library.query;
  const parameters = Object.entries(query?.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema as { description?: string };
    return {
      name,
      in: 'query',
      required: query?.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
  return {
    operationId: auth.operationId,
    tags: ['Auth'],
    summary: auth.summary,
    description: 'Answered by the authentication library (better-auth).',
    ...(parameters.length ? { parameters } : {}),
    ...(method === 'POST'
      ? { requestBody: authBody(library.body, auth.moreBody && json(auth.moreBody)) }
      : {}),
    responses: {
      '200': {
        description: 'Done',
        ...(auth.answer ? { content: { 'application/json': { schema: json(auth.answer) } } } : {}),
      },
    },
    ...(auth.open ? { security: [] } : {}),
  };
}

/**
 * A better-auth POST's body: the library's own schema; where that is open (any field, or a named
 * part with any field beside it, as sign-up's), its named part and the fields our configuration
 * adds. No body declared: an empty object (or nothing) is sent.
 */
function authBody(
  library: LibraryInputs['body'],
  more: OpenAPIV3_1.SchemaObject | undefined,
): OpenAPIV3_1.RequestBodyObject {
  const named = library?.properties
    ? library
    : (library?.allOf as LibraryInputs['body'][] | undefined)?.find((part) => part?.properties);
  if (!library) return { required: false, content: { 'application/json': { schema: { type: 'object' } } } };
  if (!more && library.properties && library.additionalProperties === undefined) {
    return {
      required: true,
      content: { 'application/json': { schema: library as OpenAPIV3_1.SchemaObject } },
    };
  }
  const schema = {
    type: 'object',
    properties: { ...named?.properties, ...more?.properties },
    required: [...(named?.required ?? []), ...(more?.required ?? [])],
  } as OpenAPIV3_1.SchemaObject;
  return { required: true, content: { 'application/json': { schema } } };
}

/**
 * Route schemas are zod: the type provider validates requests with them and serialises responses
 * through them, and @fastify/swagger turns the same schemas into the OpenAPI 3.1 document
 * (decision 013). Registered before any route, so it sees every one.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Config,
  authApi: Record<string, unknown>,
): Promise<void> {
  const library = libraryInputs(authApi);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate: config.nodeEnv !== 'production' }));
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
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key, shown once when made: `Authorization: Bearer <key>`. An organisation’s key (`nzep_org_…`), made by one of its administrators at `POST /api/org/api-keys`, for the organisation API (`/api/org/v1/…`, which also takes the session cookie of one of its people signed in); or a law firm’s key (`nzep_firm_…`), made by one of its lawyers at `POST /api/firm/api-keys`, for the firm API (`/api/firm/v1/…`, keys only), acting as that lawyer on the firm’s estates.',
          },
        },
      },
      security: [{ session: [] }],
    },
    stripBasePath: false,
    transform: (document) => {
      if (!isDocumented(document.url)) return { schema: { hide: true }, url: document.url };
      const { schema, url } = zodTransform(document);
      return {
        schema: {
          ...schema,
          ...formBody(document.schema.multipartForm),
          ...fileAnswer(schema?.produces, schema?.response),
          tags: schema?.tags ?? [areaOf(url)],
        },
        url,
      };
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
        const key = `${method} ${url}`;
        item[method.toLowerCase()] = authOperation(method, url, AUTH_OPERATIONS[key], library.get(key));
      }
      for (const item of Object.values(paths)) {
        for (const op of Object.values(item)) {
          if (!op || typeof op !== 'object' || !('responses' in op)) continue;
          for (const [status, response] of Object.entries(op.responses ?? {})) {
            const r = response as OpenAPIV3_1.ResponseObject;
            if (r.description === 'Default Response') r.description = STATUS_TEXT[status] ?? 'Answer';
          }
          op.responses = { ...op.responses, ...ERROR_RESPONSES };
          encodePayloadAsJson(op);
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
        produces: ['application/json'],
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
        produces: ['text/html'],
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
