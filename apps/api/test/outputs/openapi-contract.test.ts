import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3_1 } from 'openapi-types';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { multipart, PDF } from '../notifyflow-helpers.js';

/*
 * Decision 079: the OpenAPI document is complete enough for a client generated from it to sign
 * in, open an estate with a file and download its statement, and that client is the proof: its
 * types are generated with openapi-typescript, a program using openapi-fetch is compiled with
 * `tsc --strict` and run against this server.
 */

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const BIN = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

const t = await build();
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const docRes = await fetch(`${address}/api/openapi.json`);
const doc = (await docRes.json()) as OpenAPIV3_1.Document;

type Op = { method: string; path: string; op: OpenAPIV3_1.OperationObject };
const operations: Op[] = Object.entries(doc.paths ?? {}).flatMap(([p, item]) =>
  Object.entries(item ?? {}).map(([method, op]) => ({
    method,
    path: p,
    op: op as OpenAPIV3_1.OperationObject,
  })),
);
const name = ({ method, path: p }: Op) => `${method.toUpperCase()} ${p}`;
const bodyOf = ({ op }: Op) => op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
const answerOf = ({ op }: Op) => op.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;

/** Two paths overlap when one address could be either: the same segments, a parameter where the other has a word, both ways. */
function overlap(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  if (x.length !== y.length) return false;
  const param = (s: string) => s.startsWith('{');
  let aWider = false;
  let bWider = false;
  for (const [i, s] of x.entries()) {
    const o = y[i]!;
    if (s === o || (param(s) && param(o))) continue;
    if (param(s)) aWider = true;
    else if (param(o)) bWider = true;
    else return false;
  }
  return aWider && bWider;
}

describe('the OpenAPI document, as an integrator reads it', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(docRes.status).toBe(200);
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
  });

  it('names every operation with a unique camelCase operationId', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((o) => !/^[a-z][a-zA-Z0-9]*$/.test(o.op.operationId ?? '')).map(name)).toEqual(
      [],
    );
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('gives every auth POST its JSON body, and sign-in its email and password', () => {
    const auth = operations.filter((o) => o.method === 'post' && o.path.startsWith('/api/auth/'));
    expect(auth).toHaveLength(17);
    expect(auth.filter((o) => !bodyOf(o)?.content['application/json']?.schema).map(name)).toEqual([]);
    const signIn = bodyOf(auth.find((o) => o.path === '/api/auth/sign-in/email')!)!;
    expect(signIn.content['application/json']!.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['email', 'password']),
    });
  });

  it("takes the auth endpoints' query parameters and bodies from better-auth itself", () => {
    const op = (method: string, p: string) => operations.find((o) => o.method === method && o.path === p)!;
    // The emailed confirmation link's query: its token is required, where it leads after is not.
    const verify = op('get', '/api/auth/verify-email').op.parameters as OpenAPIV3_1.ParameterObject[];
    expect(verify.map((q) => [q.name, q.in, q.required])).toEqual([
      ['token', 'query', true],
      ['callbackURL', 'query', false],
    ]);
    // better-auth's own sign-in schema (its rememberMe default), and sign-up's fields with our role.
    const signIn = bodyOf(op('post', '/api/auth/sign-in/email'))!.content['application/json']!.schema;
    expect(signIn).toMatchObject({ properties: { rememberMe: { type: 'boolean', default: true } } });
    const signUp = bodyOf(op('post', '/api/auth/sign-up/email'))!.content['application/json']!.schema;
    expect(signUp).toMatchObject({
      required: ['name', 'email', 'password'],
      properties: { email: { format: 'email' }, role: { enum: expect.arrayContaining(['executor']) } },
    });
  });

  it('describes every multipart operation: its file parts as binary, its payload part as JSON', () => {
    const forms = operations.filter((o) => bodyOf(o)?.content['multipart/form-data']);
    expect(forms.map(name).sort()).toEqual(
      [
        'POST /api/documents',
        'POST /api/documents/{id}/versions',
        'POST /api/estates',
        'POST /api/estates/{estateId}/due-diligence-checks/{id}/document',
        'POST /api/legal-forms/{id}/file',
        'POST /api/notifications',
        'POST /api/notifications/{referenceCode}/institutions/{id}/replies',
        'POST /api/templates',
        'POST /api/templates/{id}/versions',
        'POST /api/uploads',
      ].sort(),
    );
    for (const o of forms) {
      const form = bodyOf(o)!.content['multipart/form-data']!;
      const properties = (form.schema as OpenAPIV3_1.SchemaObject).properties ?? {};
      const binary = Object.values(properties).filter((p) => JSON.stringify(p).includes('"format":"binary"'));
      expect(binary.length, name(o)).toBeGreaterThan(0);
      if (properties.payload)
        expect(form.encoding, name(o)).toEqual({ payload: { contentType: 'application/json' } });
    }
    const estate = bodyOf(operations.find((o) => name(o) === 'POST /api/estates')!)!;
    expect(estate.content['multipart/form-data']!.schema).toMatchObject({
      properties: {
        payload: { type: 'object', required: expect.arrayContaining(['deceasedName', 'dateOfDeath']) },
        documents: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    });
  });

  it('says the media type of every answer, downloads and live streams included', () => {
    const bare = operations.filter((o) => {
      const ok = answerOf(o);
      return ok && !Object.keys(ok.content ?? {}).length;
    });
    expect(bare.map(name)).toEqual([]);
    const typeOf = (p: string, method = 'get') =>
      Object.keys(answerOf(operations.find((o) => o.path === p && o.method === method)!)!.content!);
    expect(typeOf('/api/estates/{estateId}/statement.pdf')).toEqual(['application/pdf']);
    expect(typeOf('/api/estates/{id}/export')).toEqual(['application/zip']);
    expect(typeOf('/api/calendar/feed/{token}.ics')).toEqual(['text/calendar']);
    expect(typeOf('/api/events')).toEqual(['text/event-stream']);
    expect(typeOf('/api/estates/{estateId}/transactions/export.csv')).toEqual(['text/csv']);
    expect(typeOf('/api/estates/{estateId}/court-applications/{id}/papers/{paper}')).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('has no two paths one address could match both ways', () => {
    const paths = Object.keys(doc.paths ?? {});
    const pairs = paths.flatMap((a, i) =>
      paths
        .slice(i + 1)
        .filter((b) => overlap(a, b))
        .map((b) => `${a} ~ ${b}`),
    );
    expect(pairs).toEqual([]);
  });
});

/** A program an integrator would write with the generated types: it prints what it did as JSON. */
const PROGRAM = `
import { writeFileSync } from 'node:fs';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

const [baseUrl, email, password, pdfPath] = process.argv.slice(2) as [string, string, string, string];
const origin = new URL(baseUrl).origin;
let cookie = '';
// The session cookie sign-in sets goes back on every call; a write names its Origin.
const session: Middleware = {
  onRequest({ request }) {
    if (cookie) request.headers.set('cookie', cookie);
    request.headers.set('origin', origin);
    return request;
  },
  onResponse({ response }) {
    const set = response.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    return response;
  },
};
const client = createClient<paths>({ baseUrl });
client.use(session);

const signIn = await client.POST('/api/auth/sign-in/email', { body: { email, password } });
if (signIn.error !== undefined || !signIn.data) throw new Error('sign-in: ' + signIn.response.status);

const will = new Blob([new Uint8Array(Buffer.from(process.env.WILL_PDF_BASE64 ?? '', 'base64'))], {
  type: 'application/pdf',
});
const opened = await client.POST('/api/estates', {
  body: {
    payload: {
      deceasedName: 'Hēmi Te Rangi',
      dateOfDeath: '2026-03-10',
      lastKnownAddress: '1 Rimu Road, Ōtaki',
      willStatus: 'Valid Will Exists',
      estimatedValue: '650000',
    },
    documents: [will],
  },
  // The payload part goes as application/json, the files as files.
  bodySerializer(body) {
    const form = new FormData();
    form.append('payload', new Blob([JSON.stringify(body.payload)], { type: 'application/json' }));
    for (const file of body.documents ?? []) form.append('documents', file, 'Hēmi’s will.pdf');
    return form;
  },
});
if (!opened.data) throw new Error('open estate: ' + opened.response.status + ' ' + JSON.stringify(opened.error));
const estateId: string = opened.data.estateId;

const statement = await client.GET('/api/estates/{estateId}/statement.pdf', {
  params: { path: { estateId } },
  parseAs: 'arrayBuffer',
});
if (!statement.data) throw new Error('statement: ' + statement.response.status);
writeFileSync(pdfPath, Buffer.from(statement.data));
console.log(JSON.stringify({ estateId, type: statement.response.headers.get('content-type') }));
`;

describe('a client generated from the document', () => {
  it('compiles under tsc --strict, signs in, opens an estate with a file and downloads its statement PDF', async () => {
    const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
    const types = astToString(
      await openapiTS(structuredClone(doc) as never, {
        // A file part is a Blob to send, the way openapi-typescript's documentation shows.
        transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
      }),
    );
    writeFileSync(path.join(dir, 'schema.ts'), types);
    writeFileSync(path.join(dir, 'program.ts'), PROGRAM);
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2023',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2023', 'dom'],
          types: ['node'],
          skipLibCheck: true,
        },
        files: ['program.ts'],
      }),
    );
    const compiled = await exec(BIN('tsc'), ['-p', dir]).catch((err: { stdout: string }) => err);
    expect(compiled.stdout).toBe('');

    const lawyer = await t.signUp({ role: 'lawyer' });
    const pdfPath = path.join(dir, 'statement.pdf');
    const run = await exec(
      process.execPath,
      [path.join(dir, 'program.ts'), address, lawyer.email, lawyer.password, pdfPath],
      { cwd: dir, env: { ...process.env, WILL_PDF_BASE64: PDF.toString('base64') } },
    );
    const printed = JSON.parse(run.stdout) as { estateId: string; type: string };
    expect(printed.type).toBe('application/pdf');

    // The statement is a PDF a reader opens, of the estate the program opened.
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await getDocument({ data: new Uint8Array(readFileSync(pdfPath)) }).promise;
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(text).toContain('Hēmi Te Rangi');
    // And the file went with it, under its own name.
    const docs = await t.as(lawyer, { method: 'GET', url: `/api/documents?estateId=${printed.estateId}` });
    expect(docs.body).toContain('Hēmi’s will.pdf');
  }, 120_000);
});

describe('a multipart payload part sent as application/json', () => {
  it('is read like the same JSON sent as text; JSON that is not JSON is "could not be read"', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const payload = {
      deceasedName: 'Aroha Smith',
      dateOfDeath: '2026-03-10',
      lastKnownAddress: '2 Kauri Street, Levin',
      willStatus: 'Valid Will Exists',
    };
    const send = (part: string) => {
      const body = multipart(undefined, [{ name: 'will.pdf', data: PDF }]);
      const boundary = body.headers['content-type'].split('boundary=')[1]!;
      const json = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\nContent-Type: application/json\r\n\r\n${part}\r\n`,
      );
      return t.as(lawyer, {
        method: 'POST',
        url: '/api/estates',
        payload: Buffer.concat([json, body.payload]),
        headers: { ...body.headers, origin: 'http://localhost:3000' },
      });
    };
    const ok = await send(JSON.stringify(payload));
    expect(ok.statusCode, ok.body).toBe(201);
    const estate = await t.as(lawyer, { method: 'GET', url: `/api/estates/${ok.json().estateId}` });
    expect(estate.json()).toMatchObject({ deceasedName: 'Aroha Smith' });

    const bad = await send('{"deceasedName": ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'The form could not be read. Please try again.',
    });
    const invalid = await send(JSON.stringify({ ...payload, deceasedName: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toEqual([{ path: 'deceasedName', message: 'Full Name is required' }]);
  });
});
