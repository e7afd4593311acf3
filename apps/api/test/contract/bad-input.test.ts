import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PG_INTEGER_MAX } from '@estate/domain';
import { build, type Session } from '../helper.js';
import { idOf, multipart, PDF, validForm } from '../notifyflow-helpers.js';

/** Each cause of a 500 that issue 11 found, sent once: each now answers 400 (or the route's 404). */
const t = await build();
const lawyer = await t.signUp({ role: 'lawyer' });
const requester = await t.signUp({ role: 'notifyflow' });
const admin = await t.signUp({ role: 'lawyer' });
await t.promote(admin, 'admin');

const DASHES = '-'.repeat(36);

function post(who: Session | null, url: string, body: ReturnType<typeof multipart>) {
  return t.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
  });
}

const estateForm = {
  deceasedName: 'Margaret Anne Wilson',
  dateOfDeath: '2026-03-10',
  lastKnownAddress: '12 Kauri Street, Thorndon, Wellington 6011',
  willStatus: 'Valid Will Exists',
  estimatedValue: '$480,000',
};
const created = await post(lawyer, '/api/estates', multipart(estateForm));
const estateId = created.json<{ estateId: string }>().estateId;

function expect400(res: { statusCode: number; json(): unknown }, message: string | RegExp) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string };
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('NUL bytes and lone surrogates are refused where they enter', () => {
  it('in the sign-in email, before the rate limiter writes it', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'aroha\u0000@example.nz', password: 'whatever it is' },
    });
    expect400(res, /^“email” contains a character that is not allowed/);
    expect(res.json()).toMatchObject({ issues: [{ path: 'email' }] });
  });

  it('a lone surrogate in a JSON body, named by its path', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/public/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Aroha","email":"a@example.nz","subject":"Hi","message":["ok","\\ud800"]}',
    });
    expect400(res, /^“message\.1” contains a character that is not allowed/);
  });

  it('in the query string, a route parameter and a header', async () => {
    expect400(
      await t.as(lawyer, { method: 'GET', url: '/api/estates?q=%00' }),
      /^The query parameter “q” contains/,
    );
    expect400(
      await t.as(lawyer, { method: 'GET', url: '/api/estates/%00' }),
      /^The address parameter “id” contains/,
    );
    expect400(
      await t.inject({ method: 'GET', url: '/api/me', headers: { 'user-agent': 'x\u0000y' } }),
      /^The header “user-agent” contains/,
    );
  });

  it('in a multipart field, its JSON payload and a file name', async () => {
    const raw = multipart(undefined, [{ name: 'will.pdf', data: PDF }]);
    const field = Buffer.concat([
      Buffer.from(
        `--${boundaryOf(raw)}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{"estateId":"\u0000"}\r\n`,
      ),
      raw.payload,
    ]);
    expect400(await post(lawyer, '/api/documents', { ...raw, payload: field }), /^The form field “payload”/);
    expect400(
      await post(lawyer, '/api/estates', multipart({ ...estateForm, notes: 'Two children\u0000' })),
      /^“notes” contains/,
    );
    expect400(
      await post(lawyer, '/api/documents', multipart({ estateId }, [{ name: 'wi\u0000ll.pdf', data: PDF }])),
      /^The file name contains/,
    );
  });
});

function boundaryOf(body: ReturnType<typeof multipart>): string {
  return body.headers['content-type'].split('boundary=')[1]!;
}

describe('a multipart body that cannot be read answers 400', () => {
  const UNREADABLE = /^The upload could not be read/;
  const cases = [
    { url: '/api/documents', who: () => lawyer, form: () => ({ estateId }) },
    { url: '/api/estates', who: () => lawyer, form: () => estateForm },
    { url: '/api/notifications', who: () => requester, form: () => validForm() },
  ];
  for (const { url, who, form } of cases) {
    it(`${url}: truncated, without a boundary, with the wrong boundary`, async () => {
      const body = multipart(form(), [{ name: 'will.pdf', data: Buffer.concat([PDF, Buffer.alloc(4096)]) }]);
      const cut = { ...body, payload: body.payload.subarray(0, body.payload.length - 2000) };
      expect400(await post(who(), url, cut), UNREADABLE);
      const noBoundary = { ...body, headers: { 'content-type': 'multipart/form-data' } };
      expect400(await post(who(), url, noBoundary), UNREADABLE);
      const wrong = { ...body, headers: { 'content-type': 'multipart/form-data; boundary=nothing-like-it' } };
      expect400(await post(who(), url, wrong), UNREADABLE);
    });
  }
});

describe('deeply nested JSON answers 400 before anything reads it', () => {
  it('10,000 levels, to better-auth and to our own routes', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const [url, payload] of [
      ['/api/auth/sign-in/email', deep],
      ['/api/auth/sign-in/email', deepObject],
      ['/api/public/enquiries', deepObject],
    ] as const) {
      const res = await t.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect400(res, /^The request is nested too deeply to be read \(more than 64 levels\)/);
    }
  });

  it('brackets inside strings do not count, and 64 levels are still read', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/public/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: '['.repeat(100),
        nested: JSON.parse(`${'['.repeat(63)}${']'.repeat(63)}`),
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('email');
  });
});

describe('numbers are bounded to what their columns hold', () => {
  const asset = (over: Record<string, unknown>) =>
    t.as(lawyer, {
      method: 'POST',
      url: `/api/estates/${estateId}/digital-assets`,
      payload: {
        assetName: 'Airpoints',
        category: 'loyalty',
        platform: 'Air NZ',
        rewardProgramId: 1,
        ...over,
      },
    });

  it('pointsBalance 2^31 (integer) and estimatedValue 1e308 (numeric(14,2))', async () => {
    expect400(await asset({ pointsBalance: 2 ** 31 }), 'Points balance must be 2,147,483,647 or less');
    expect400(await asset({ estimatedValue: 1e308 }), 'Estimated value must be $999,999,999,999.99 or less');
    expect400(await asset({ rewardProgramId: 2 ** 31 }), 'Please select a rewards program');
    const largest = await asset({ pointsBalance: PG_INTEGER_MAX, estimatedValue: 999_999_999_999.99 });
    expect(largest.statusCode).toBe(201);
    expect(largest.json()).toMatchObject({
      pointsBalance: PG_INTEGER_MAX,
      estimatedValue: 999_999_999_999.99,
    });
  });

  it("an estate's estimated value, kept in exact cents: a large estate is kept, an impossible one refused", async () => {
    const large = await post(
      lawyer,
      '/api/estates',
      multipart({ ...estateForm, estimatedValue: '$99,999,999.99' }),
    );
    expect(large.statusCode, large.body).toBe(201);
    const { estateId: id } = large.json<{ estateId: string }>();
    const detail = await t.as(lawyer, { method: 'GET', url: `/api/estates/${id}` });
    expect(detail.json().estimatedValueCents).toBe(9_999_999_999);
    const huge = await post(
      lawyer,
      '/api/estates',
      multipart({ ...estateForm, estimatedValue: '1000000000000000' }),
    );
    expect400(huge, 'Estimated value must be $999,999,999,999.99 or less');
  });
});

describe('an empty change answers 400 naming what may be sent', () => {
  it('PATCH /api/estates/:id {}', async () => {
    const res = await t.as(lawyer, { method: 'PATCH', url: `/api/estates/${estateId}`, payload: {} });
    expect400(
      res,
      'Nothing to change: send at least one of executorId, executorEmail, grantDate, withoutGrant, status or stage.',
    );
  });

  it('PATCH /api/admin/institutions/:id {}', async () => {
    const res = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions/${idOf('ANZ')}`,
      payload: {},
    });
    expect400(
      res,
      'Nothing to change: send at least one of name, category, logoUrl, notificationEmail, postalAddress, postalAddressSource, retired, replyBusinessDays, smallEstateLimitCents, smallEstateRequirements or smallEstateNote.',
    );
  });
});

describe('an id of 36 dashes is no id: the route answers its 404', () => {
  const cases: [Session, 'GET' | 'PATCH' | 'POST' | 'PUT', string, string][] = [
    [lawyer, 'GET', `/api/documents/${DASHES}/file`, 'Document not found'],
    [lawyer, 'PATCH', `/api/tasks/${DASHES}`, 'Task not found'],
    [lawyer, 'GET', `/api/estates/${estateId}/digital-assets/${DASHES}`, 'Digital asset not found'],
    [lawyer, 'PUT', `/api/estates/${estateId}/assets/${DASHES}`, 'Asset not found'],
    [lawyer, 'GET', `/api/estates/${DASHES}/valuations`, 'Estate not found'],
    [lawyer, 'GET', `/api/notification-documents/${DASHES}`, 'Document not found'],
    [lawyer, 'GET', `/api/estates/${DASHES}`, 'Estate not found'],
    [admin, 'GET', `/api/admin/letters/${DASHES}/pdf`, 'Letter not found'],
    [admin, 'PATCH', `/api/admin/institutions/${DASHES}`, 'Institution not found'],
  ];
  for (const [who, method, url, message] of cases) {
    it(`${method} ${url.replace(DASHES, '{36 dashes}')}`, async () => {
      const res = await t.as(who, {
        method,
        url,
        payload:
          method === 'PATCH'
            ? { status: 'todo' }
            : method === 'PUT'
              ? { name: 'X', type: 'other' }
              : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(message);
    });
  }
});

describe('better-auth is sent only what its columns and the rate limiter hold', () => {
  it('an email longer than any address is refused before it becomes a rate-limit key', async () => {
    const email = `${randomBytes(2000).toString('hex')}@example.nz`;
    for (const url of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
    ]) {
      const res = await t.inject({
        method: 'POST',
        url,
        payload: { email, password: 'correct horse battery staple', name: 'Aroha', role: 'lawyer' },
      });
      expect400(res, 'Please enter a valid email address.');
    }
  });

  it('update-user with a null or an endless name', async () => {
    const update = (name: unknown) =>
      t.as(lawyer, { method: 'POST', url: '/api/auth/update-user', payload: { name } });
    expect400(await update(null), 'Full name is required.');
    expect400(await update('x'.repeat(201)), 'Full name must be 200 characters or fewer.');
    expect((await update('Liam Lawyer')).statusCode).toBe(200);
  });
});

describe('a zero-byte upload', () => {
  it('is told the file is empty', async () => {
    const res = await post(
      lawyer,
      '/api/documents',
      multipart({ estateId }, [{ name: 'name.pdf', data: Buffer.alloc(0) }]),
    );
    expect400(res, '“name.pdf” is empty.');
  });
});
