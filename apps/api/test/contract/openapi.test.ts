import { Validator } from '@seriousme/openapi-schema-validator';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamsFor } from '@estate/domain';
import { EXPOSED_AUTH_ENDPOINTS } from '../../src/routes/auth.js';
import { build } from '../helper.js';

/*
 * Decision 013: routes declare zod schemas; requests and answers are checked against them, and the
 * OpenAPI 3.1 document and the /api/docs page are built from the same declarations.
 */

const registered: { method: string; url: string }[] = [];
const logged: { msg?: string; issues?: unknown }[] = [];
const t = await build(
  {},
  {},
  {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push({ method, url: route.url });
      }
    },
  },
);

// Two routes only this file has: one declaring every part, one whose answer breaks its own schema.
const SECRET = 'internal-column-value-that-must-not-leak';
const api = t.app.withTypeProvider<ZodTypeProvider>();
api.post(
  '/api/test-only/things/:thingId',
  {
    schema: {
      operationId: 'createTestThing',
      summary: 'A test route',
      tags: ['Test'],
      params: idParamsFor('Thing not found', 'thingId'),
      querystring: z.object({
        limit: z.coerce.number().int().min(1, { message: 'Limit must be at least 1' }),
      }),
      body: z.object({
        fullName: z.string({ message: 'Full name is required' }).min(1, { message: 'Full name is required' }),
        address: z.object({ city: z.string({ message: 'City is required' }) }).optional(),
      }),
      response: { 201: z.object({ fullName: z.string(), limit: z.number() }) },
    },
  },
  async (request, reply) =>
    // An extra field the schema does not name: dropped from the answer.
    reply.status(201).send({ ...request.body, limit: request.query.limit, secret: SECRET } as never),
);
api.get(
  '/api/test-only/broken',
  { schema: { tags: ['Test'], response: { 200: z.object({ count: z.number() }) } } },
  () => ({ count: SECRET }) as never,
);
t.app.addHook('onError', (_request, _reply, err, done) => {
  logged.push({ msg: err.message, issues: (err as { cause?: { issues?: unknown } }).cause?.issues });
  done();
});

const docRes = await t.inject({ method: 'GET', url: '/api/openapi.json' });
const doc = docRes.json<OpenAPIV3_1.Document>();
const THING = '8b0c8f5e-3f5a-4b9e-9c1e-2f6a5d4c3b2a';

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, named and served for this server', async () => {
    expect(docRes.statusCode).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('NZ Estate Platform API');
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000' }]);
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every /api/ route the app registers, with its methods', () => {
    const listed = new Set(
      Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item ?? {}).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const api = registered.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(40);
    // better-auth's catch-all is listed endpoint by endpoint instead (decision 013).
    const missing = api
      .filter((r) => !r.url.startsWith('/api/auth/'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((op) => !listed.has(op));
    expect(missing).toEqual([]);
    for (const { method, url } of EXPOSED_AUTH_ENDPOINTS) expect(listed).toContain(`${method} ${url}`);
    // Nothing else: no web page, no sitemap, no wildcard.
    expect([...listed].filter((op) => !op.split(' ')[1]!.startsWith('/api/') || op.includes('*'))).toEqual(
      [],
    );
  });

  it("describes a declared route's parameters, body and answer from its zod schemas", () => {
    const op = doc.paths?.['/api/test-only/things/{thingId}']?.post as OpenAPIV3_1.OperationObject;
    expect(op.operationId).toBe('createTestThing');
    expect(op.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'thingId', in: 'path', required: true }),
        expect.objectContaining({ name: 'limit', in: 'query', required: true }),
      ]),
    );
    const body = (op.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!.schema;
    expect(body).toMatchObject({ type: 'object', required: ['fullName'] });
    const created = (op.responses!['201'] as OpenAPIV3_1.ResponseObject).content!['application/json']!.schema;
    expect(created).toMatchObject({
      properties: { fullName: { type: 'string' }, limit: { type: 'number' } },
    });
    expect(op.responses!['4XX']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  });

  it('says which routes need the session cookie and which are open', () => {
    expect(doc.components?.securitySchemes?.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'estate.session_token',
    });
    expect(doc.security).toEqual([{ session: [] }]);
    expect(doc.paths?.['/api/openapi.json']?.get?.security).toEqual([]);
    expect(doc.paths?.['/api/health']?.get?.security).toEqual([]);
    expect(doc.paths?.['/api/auth/sign-in/email']?.post?.security).toEqual([]);
    // No security of its own: the document's default, the session cookie.
    expect(doc.paths?.['/api/auth/change-password']?.post?.security).toBeUndefined();
    expect(doc.paths?.['/api/admin/outbox']?.get?.security).toBeUndefined();
  });

  it('describes each answer in words, not a placeholder', () => {
    expect(JSON.stringify(doc)).not.toContain('Default Response');
    expect(doc.paths?.['/api/auth/sign-in/email']?.post?.summary).toBe(
      'Sign in with email and password; sets the session cookie',
    );
  });

  it('files every operation under an area', () => {
    const tags = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}).map((op) => (op as OpenAPIV3_1.OperationObject).tags?.[0]),
    );
    expect(tags.filter((tag) => !tag || tag === 'Other')).toEqual([]);
    expect(doc.tags?.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['Estates', 'Auth', 'NotifyFlow']),
    );
  });
});

describe('declared schemas check requests the way parseInput does', () => {
  const post = (body: unknown, query = 'limit=5', id = THING) =>
    t.inject({ method: 'POST', url: `/api/test-only/things/${id}?${query}`, payload: body as object });

  it('a good request reaches the handler parsed, and the answer carries only what its schema names', async () => {
    const res = await post({ fullName: 'Aroha Smith' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ fullName: 'Aroha Smith', limit: 5 });
    expect(res.body).not.toContain(SECRET);
  });

  it('a bad body is our 400, naming the field with its message', async () => {
    const res = await post({ fullName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Full name is required',
      issues: [{ path: 'fullName', message: 'Full name is required' }],
    });
  });

  it('a missing body names each required field; a nested field is named by its dotted path', async () => {
    const empty = await t.inject({ method: 'POST', url: `/api/test-only/things/${THING}?limit=5` });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: 'fullName', message: 'Full name is required' }]);
    const nested = await post({ fullName: 'A', address: {} });
    expect(nested.json().issues).toEqual([{ path: 'address.city', message: 'City is required' }]);
  });

  it('a bad query value is a 400 naming it', async () => {
    const res = await post({ fullName: 'Aroha' }, 'limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'limit', message: 'Limit must be at least 1' }]);
  });

  it('a malformed id is the route’s 404, like an id that does not exist', async () => {
    const res = await post({ fullName: 'Aroha' }, 'limit=5', 'not-a-uuid');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Thing not found' });
  });

  it('text PostgreSQL cannot store is still refused in the query, naming the field', async () => {
    const res = await post({ fullName: 'Aroha' }, 'limit=5%00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'limit' }] });
  });
});

describe('the routes that declare their schemas', () => {
  it('the contact form refuses a blank name with our 400 naming the field, before anything is stored', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/public/enquiries',
      payload: { name: '  ', email: 'visitor@example.nz', subject: 'Probate', message: 'Kia ora' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Full name is required.',
      issues: [{ path: 'name', message: 'Full name is required.' }],
    });
  });

  it('an admin change to a malformed user id is "User not found", as before', async () => {
    const admin = await t.signUp({ role: 'lawyer' });
    await t.promote(admin, 'admin');
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/users/${'-'.repeat(36)}`,
      payload: { name: 'Nobody', email: 'nobody@example.nz', role: 'user', status: 'inactive' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
  });

  it('are described with their operation ids, unique across the document', () => {
    const ids = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}).flatMap((op) => (op as OpenAPIV3_1.OperationObject).operationId ?? []),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'getHealth',
        'getMe',
        'listMyNotifications',
        'markAllMyNotificationsRead',
        'listDemoAccounts',
        'sendEnquiry',
        'requestDemo',
        'listEnquiries',
        'markEnquiryHandled',
        'updateUser',
        'listOutbox',
      ]),
    );
    const me = doc.paths?.['/api/me']?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    expect(JSON.stringify(me.content)).toContain('expiresAt');
  });
});

describe('an answer that breaks its own schema', () => {
  it('is a 500 with our INTERNAL body, logged, and shows nothing of the answer or the schema', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/test-only/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('count');
    expect(logged).toContainEqual(
      expect.objectContaining({ issues: [expect.objectContaining({ path: ['count'] })] }),
    );
  });
});

describe('the reference page at /api/docs', () => {
  it('lists every operation of the document as readable HTML, with no script', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<h1>NZ Estate Platform API</h1>');
    expect(html).not.toMatch(/<script/i);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of Object.keys(item ?? {})) {
        expect(html, `${method} ${path}`).toContain(
          `<span class="method method-${method}">${method.toUpperCase()}</span> <code>${path}</code>`,
        );
      }
    }
    expect(html).toContain('<code>fullName</code> <strong>(required)</strong>');
    expect(html).toContain('Open to anyone: no session needed.');
    expect(html).toContain('Needs a signed-in session.');
  });
});
