import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EXPOSED_AUTH_ENDPOINTS } from '../../src/routes/auth.js';
import { build } from '../helper.js';
import { idOf, multipart, PDF, PNG, validForm } from '../notifyflow-helpers.js';

/**
 * Malformed requests to every route the app registered, as a visitor, a lawyer and an admin:
 * nothing answers 5xx, and the server still answers its health check afterwards (issue 11). The
 * seed is fixed, so a failure is the same failure on the next run.
 */
const routes: { method: string; url: string }[] = [];
const t = await build(
  {},
  {},
  {
    onRoute: (r) => {
      for (const method of [r.method].flat()) routes.push({ method, url: r.url });
    },
  },
);

const lawyer = await t.signUp({ role: 'lawyer' });
const admin = await t.signUp({ role: 'lawyer' });
await t.promote(admin, 'admin');
const ACTORS = [null, lawyer, admin] as const;

/** Real ids, so that some requests get past the 404 and reach the parsing and the database. */
const created = await t.as(lawyer, {
  method: 'POST',
  url: '/api/estates',
  ...multipart(
    {
      deceasedName: 'Fuzz Estate',
      dateOfDeath: '2026-03-10',
      lastKnownAddress: '1 Test Street',
      willStatus: 'Valid Will Exists',
    },
    [{ name: 'will.pdf', data: PDF }],
  ),
});
const estateId = created.json<{ estateId: string }>().estateId;
const detail = await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}` });
const taskId = detail.json<{ tasks: { taskId: string }[] }>().tasks[0]!.taskId;
const docs = await t.as(lawyer, { method: 'GET', url: `/api/documents?estateId=${estateId}` });
const documentId = docs.json<{ items: { documentId: string }[] }>().items[0]!.documentId;
const asset = await t.as(lawyer, {
  method: 'POST',
  url: `/api/estates/${estateId}/digital-assets`,
  payload: { assetName: 'Domain', category: 'domain', platform: 'Registrar' },
});
const assetId = asset.json<{ id: string }>().id;
const heir = await t.as(lawyer, {
  method: 'POST',
  url: `/api/estates/${estateId}/beneficiaries`,
  payload: { fullName: 'Fuzz Heir' },
});
const beneficiaryId = heir.json<{ id: string }>().id;
const REAL_IDS = [estateId, taskId, documentId, assetId, idOf('ANZ')];

/* ─────────────── Generators of bad input ─────────────── */

const nastyString = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00y',
      '😀',
      '%00',
      '../../etc/passwd',
      "'; drop table users; --",
      '<script>alert(1)</script>',
      'NF-ABC123',
      '2026-02-30',
      '-'.repeat(36),
      'a@example.nz',
      'A'.repeat(5000),
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  fc.uuid(),
  // Long and varied, so PostgreSQL cannot compress it under the 2,700-byte index entry limit.
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 3000, maxLength: 4000 }), weight: 2 },
);
const nastyNumber = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324, -0, 0.5, 1e15),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const FIELDS = [
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'name',
  'role',
  'token',
  'estateId',
  'executorId',
  'executorEmail',
  'grantDate',
  'status',
  'stage',
  'title',
  'content',
  'category',
  'tags',
  'assetName',
  'platform',
  'pointsBalance',
  'estimatedValue',
  'rewardProgramId',
  'expiryDate',
  'sharedWithBeneficiaries',
  'action',
  'message',
  'note',
  'subject',
  'deceasedName',
  'dateOfDeath',
  'assignedToUserId',
  'dueDate',
  'retired',
  '__proto__',
  'constructor',
];
const FIELD_VALUES = fc.constantFrom(
  'loyalty',
  'active',
  'completed',
  'todo',
  'initial',
  'need_info',
  'Valid Will Exists',
  'a@example.nz',
  '2026-01-01',
  estateId,
  taskId,
);
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    FIELD_VALUES,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('v'), { maxKeys: 4 }),
  ),
})).v;
const jsonObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });

/** JSON text: plausible objects with bad values, deep nesting, broken syntax, wrong types. */
const jsonText = fc.oneof(
  jsonObject.map((o) => JSON.stringify(o)),
  fc.integer({ min: 60, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 60, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.constantFrom(
    '',
    '{}',
    '[]',
    'null',
    '"text"',
    '1e999',
    '{"a":',
    '{"email":"a\\u0000@example.nz","password":"x"}',
    '{"email":"\\ud800@example.nz","password":"x"}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"pointsBalance":2147483648,"category":"loyalty"}',
    '{"estimatedValue":1e308,"category":"loyalty"}',
  ),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
);

/**
 * A valid body per route, so that one bad field at a time gets past the others and reaches the
 * database: the way the 500s of issue 11 were found.
 */
const estateForm = {
  deceasedName: 'Fuzz Estate',
  dateOfDeath: '2026-03-10',
  lastKnownAddress: '1 Test Street',
  willStatus: 'Valid Will Exists',
  estimatedValue: '$100,000',
};
const account = { name: 'Fuzz Person', email: 'fuzz@example.nz', password: 'correct horse battery staple' };
const TEMPLATES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/sign-in/email': { email: account.email, password: account.password },
  'POST /api/auth/sign-up/email': { ...account, role: 'lawyer' },
  'POST /api/auth/request-password-reset': { email: account.email },
  'POST /api/auth/send-verification-email': { email: account.email },
  'POST /api/auth/update-user': { name: 'New Name' },
  'POST /api/estates': estateForm,
  'PATCH /api/estates/:id': { status: 'active', grantDate: '2026-05-01' },
  'POST /api/estates/:id/invitations': {
    email: 'fuzz-invitee@example.nz',
    name: 'Fuzz Invitee',
    role: 'executor',
    message: 'Kia ora',
  },
  'POST /api/estates/:estateId/notes/:noteId/comments': { content: 'Rang them back' },
  'POST /api/estates/:estateId/controlled-items/:id/accesses': { purpose: 'Valuer visit', status: 'active' },
  'POST /api/estates/:estateId/digital-assets': {
    assetName: 'Airpoints',
    category: 'loyalty',
    platform: 'Air NZ',
    rewardProgramId: 1,
    pointsBalance: 100,
    estimatedValue: 10,
  },
  'PUT /api/estates/:estateId/digital-assets/:id': {
    assetName: 'Domain',
    category: 'domain',
    platform: 'Registrar',
  },
  ...Object.fromEntries(
    Object.entries({
      notes: { title: 'Call', content: 'Rang the bank', category: 'financial', tags: 'bank, probate' },
      beneficiaries: { fullName: 'Aroha', sharePercent: '10.5', email: 'a@example.nz' },
      assets: { name: 'Bach', type: 'property', value: '$450,000', controlled: true },
      liabilities: { name: 'Card', type: 'credit', amount: '99.95', dueDate: '2026-09-01' },
      valuations: { assetId, value: '10', type: 'tax', valuedOn: '2026-05-01' },
      'workflow-stages': {
        name: 'Valuation report',
        status: 'in_progress',
        dueDate: '2026-07-01',
        position: 150,
      },
      'compliance-items': {
        requirement: 'IR3 return',
        authority: 'Inland Revenue',
        priority: 'high',
        status: 'pending',
        dueDate: '2026-05-01',
      },
      milestones: {
        title: 'Grant of probate',
        status: 'completed',
        priority: 'high',
        assigneeId: lawyer.userId,
        dependsOn: [],
      },
      risks: { title: 'Claim', category: 'legal', impact: 'high', likelihood: 'low', status: 'active' },
      'due-diligence-checks': {
        name: 'LINZ title search',
        category: 'assets',
        status: 'completed',
        priority: 'high',
        assignedTo: 'Liam Lawyer',
        externalLink: 'https://www.linz.govt.nz/',
      },
      stakeholders: {
        name: 'Aroha Ngata',
        role: 'beneficiary',
        type: 'external',
        email: 'aroha@example.nz',
        status: 'active',
        permissions: ['view_documents'],
      },
      correspondence: {
        type: 'call',
        direction: 'incoming',
        party: 'ANZ',
        date: '2026-05-01',
        subject: 'Account closure',
        status: 'sent',
      },
      'inventory-items': {
        name: 'Toyota Corolla',
        category: 'vehicles',
        condition: 'good',
        status: 'pending_valuation',
        purchasePrice: '24,500.00',
        purchaseDate: '2017-05-20',
      },
      'controlled-items': { name: 'House keys', type: 'keys', securityLevel: 'high', status: 'secured' },
      'tax-records': {
        reference: 'SAMPLE-IR6-2027',
        type: 'ir6',
        period: '2027',
        amount: '1,234.50',
        dueDate: '2027-07-07',
        status: 'submitted',
        notes: 'Filed by the firm',
      },
      distributions: {
        beneficiaryId,
        type: 'specific_legacy',
        amount: '5,000.00',
        status: 'planned',
        plannedDate: '2027-06-01',
      },
      claims: {
        kind: 'intended_claim_notice',
        claimant: 'Tama Ngata',
        receivedDate: '2026-05-01',
        status: 'open',
      },
      'court-applications': {
        type: 'administration',
        reference: 'CIV-2026-485-000123',
        status: 'approved',
        applicantName: 'Ana Ngata',
        applicantAddress: '4 Kowhai Street\nPorirua 5022',
        applicantOccupation: 'Teacher',
        applicantRelationship: 'spouse_partner',
        deceasedOccupation: 'Retired builder',
        submittedDate: '2026-05-01',
        grantDate: '2026-07-01',
        value: '1,234,567.89',
        notes: 'Filed through File and Pay',
      },
      transactions: {
        occurredOn: '2026-07-01',
        type: 'expense',
        description: 'Council rates',
        category: 'rates',
        reference: 'RATES Q1',
        amount: '1,234.50',
        status: 'completed',
        notes: 'First instalment',
      },
    }).flatMap(([kind, body]) => [
      [`POST /api/estates/:estateId/${kind}`, body],
      [`PUT /api/estates/:estateId/${kind}/:id`, body],
    ]),
  ),
  'POST /api/estates/:estateId/transactions/import/preview': {
    csv: 'Date,Description,Amount\n01/07/2026,Kiwibank interest,1.23\n',
  },
  'POST /api/estates/:estateId/transactions/import': {
    csv: 'Date,Description,Amount,Reference\n02/07/2026,Rates,-120.40,RATES\n',
    fileName: 'statement.csv',
    includeDuplicates: [2],
  },
  'POST /api/tasks': { estateId, name: 'Ring the bank', dueDate: '2026-06-01' },
  'POST /api/calendar-events': {
    title: 'Meet the valuer',
    date: '2026-12-01',
    time: '10:30',
    type: 'meeting',
    description: 'At the bach',
    estate: estateId,
  },
  'PUT /api/calendar-events/:id': {
    title: 'Meet the valuer',
    date: '2026-12-01',
    time: '10:30',
    type: 'meeting',
    description: 'At the bach',
    estate: estateId,
  },
  'PATCH /api/tasks/:id': { status: 'completed' },
  'POST /api/documents': { estateId, tags: ['will'] },
  'PATCH /api/documents/:id': { sharedWithBeneficiaries: true },
  'POST /api/documents/:id/versions': { changeDescription: 'Signed copy from the bank' },
  'POST /api/document-grants': { documentId, userId: lawyer.userId, level: 'view' },
  'POST /api/templates': {
    name: 'Bank letter',
    description: 'Ours',
    category: 'Communications',
    status: 'active',
    tags: ['bank'],
  },
  'PUT /api/templates/:id': {
    name: 'Bank letter',
    description: 'Ours',
    category: 'Communications',
    status: 'draft',
    tags: [],
  },
  'POST /api/template-categories': { name: 'Trusts' },
  'POST /api/legal-forms': {
    name: 'IR3',
    description: 'Date-of-death return',
    category: 'tax',
    jurisdiction: 'New Zealand (Inland Revenue)',
    status: 'active',
    lastUpdated: '2026-04-01',
    officialUrl: 'https://www.ird.govt.nz/',
  },
  'PUT /api/legal-forms/:id': {
    name: 'IR3',
    description: 'Date-of-death return',
    category: 'tax',
    jurisdiction: 'New Zealand (Inland Revenue)',
    status: 'superseded',
    lastUpdated: '',
    officialUrl: 'https://www.ird.govt.nz/',
  },
  'POST /api/notifications': validForm(),
  'POST /api/respond/:token': { action: 'need_info', message: 'Please send the death certificate' },
  'POST /api/public/enquiries': { name: 'Aroha', email: 'a@example.nz', subject: 'Hi', message: 'Kia ora' },
  'POST /api/public/demo-requests': { name: 'Aroha', email: 'a@example.nz', company: 'Firm' },
  'POST /api/admin/institutions': { name: 'Fuzz Bank', category: 'bank' },
  'PATCH /api/admin/institutions/:id': { retired: false },
  'PATCH /api/admin/institutions-notified/:id': { status: 'completed', note: 'Confirmed by phone' },
  'POST /api/admin/users': { name: 'Fuzz Person', email: 'fuzz@example.nz', role: 'user', status: 'active' },
  'PUT /api/admin/users/:id': {
    name: 'Fuzz Person',
    email: 'fuzz@example.nz',
    role: 'lawyer',
    status: 'active',
    password: '',
    notificationPreferences: { email: true, mobile: false, browser: true },
  },
};
const bad = fc.oneof({ arbitrary: nastyString, weight: 2 }, nastyNumber, value);
/** Mostly a field the route reads, now and then any other. */
const fieldOf = (key: string) => {
  const own = Object.keys(TEMPLATES[key] ?? {});
  return own.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 4 }, fc.constantFrom(...FIELDS))
    : fc.constantFrom(...FIELDS);
};
/** The route's valid body with one or two fields replaced by bad values (or one left out). */
const mutated = (key: string) =>
  fc
    .tuple(
      fc.array(fc.tuple(fieldOf(key), bad), {
        minLength: 1,
        maxLength: 2,
      }),
      fc.boolean(),
    )
    .map(([changes, drop]) => {
      const out: Record<string, unknown> = { ...TEMPLATES[key] };
      for (const [field, v] of changes) {
        if (drop) delete out[field];
        else out[field] = v;
      }
      return JSON.stringify(out);
    });

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/vnd.api+json',
  'image/png',
  ';;;',
];

/** Multipart bodies: plausible parts with bad content, cut short, or under a boundary that lies. */
const multipartBodyFor = (key: string) =>
  fc
    .record({
      parts: fc.array(
        fc.oneof(
          fc.record({
            kind: fc.constant('field' as const),
            name: fc.constantFrom('payload', 'x', '\u0000'),
            text: fc.oneof({ arbitrary: mutated(key), weight: 3 }, jsonText),
          }),
          fc.record({
            kind: fc.constant('file' as const),
            name: fc.constantFrom('documents', 'file'),
            filename: fc.oneof(
              fc.constantFrom('will.pdf', 'a\u0000.pdf', 'x'.repeat(400), '', '../../x.pdf'),
              nastyString,
            ),
            data: fc.oneof(
              fc.constantFrom(PDF, PNG, Buffer.alloc(0)),
              fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
            ),
          }),
        ),
        { maxLength: 4 },
      ),
      cut: fc.option(fc.nat({ max: 400 }), { freq: 2 }),
      boundary: fc.oneof(
        { arbitrary: fc.constant('real' as const), weight: 4 },
        fc.constantFrom('missing' as const, 'wrong' as const, 'empty' as const),
      ),
    })
    .map(({ parts, cut, boundary }) => {
      const b = '----fuzz7MA4YWxkTrZu0gW';
      const chunks: Buffer[] = [];
      for (const p of parts) {
        const head =
          p.kind === 'field'
            ? `--${b}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.text}\r\n`
            : `--${b}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename.replaceAll('"', '')}"\r\nContent-Type: application/pdf\r\n\r\n`;
        chunks.push(Buffer.from(head));
        if (p.kind === 'file') chunks.push(p.data, Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${b}--\r\n`));
      const whole = Buffer.concat(chunks);
      const payload = cut === null ? whole : whole.subarray(0, Math.max(0, whole.length - cut));
      const contentType = {
        real: `multipart/form-data; boundary=${b}`,
        missing: 'multipart/form-data',
        wrong: 'multipart/form-data; boundary=not-the-one',
        empty: 'multipart/form-data; boundary=',
      }[boundary];
      return { payload, contentType };
    });

const UPLOADS =
  /^POST \/api\/(estates|documents|documents\/:id\/versions|templates|templates\/:id\/versions|legal-forms\/:id\/file|notifications|estates\/:estateId\/due-diligence-checks\/:id\/document)$/;
const bodyFor = (key: string) =>
  fc.oneof(
    { arbitrary: mutated(key).map((payload) => ({ payload, contentType: 'application/json' })), weight: 4 },
    jsonObject.map((o) => ({ payload: JSON.stringify(o), contentType: 'application/json' })),
    jsonText.map((payload) => ({ payload, contentType: 'application/json' })),
    fc
      .tuple(jsonText, fc.constantFrom(...CONTENT_TYPES))
      .map(([payload, contentType]) => ({ payload, contentType })),
    { arbitrary: multipartBodyFor(key), weight: UPLOADS.test(key) ? 6 : 1 },
    fc
      .uint8Array({ maxLength: 256 })
      .map((b) => ({ payload: Buffer.from(b), contentType: 'application/octet-stream' })),
    fc.constant(null),
  );

const QUERY_KEYS = [
  'q',
  'page',
  'pageSize',
  'limit',
  'status',
  'stage',
  'range',
  'estateId',
  'type',
  'category',
  'token',
  'sort',
  'order',
  'assetId',
];
const queryValue = fc.oneof(
  fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '%',
    '%zz',
    '1e308',
    '-1',
    '0',
    '99999999999999999999',
    '9007199254740993',
    'all',
  ),
  nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
  fc.uuid(),
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** What a `:param` (or the `*` of /api/auth/*) becomes. */
const segment = fc.oneof(
  fc.constantFrom(...REAL_IDS),
  fc.uuid(),
  fc.constantFrom(
    '-'.repeat(36),
    '%00',
    '%ED%A0%80',
    '%',
    '%zz',
    'x'.repeat(400),
    'NF-ABC123',
    'letters',
    '..',
  ),
  nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
);

/** Mostly the headers a browser sends; now and then one that lies or carries a NUL. */
const sometimes = <T>(usual: T[], odd: T[]) =>
  fc.option(
    fc.oneof(
      { arbitrary: fc.constantFrom(...usual), weight: 4 },
      { arbitrary: fc.constantFrom(...odd), weight: 1 },
    ),
    {
      freq: 2,
      nil: undefined,
    },
  );
const headers = fc.record({
  origin: sometimes(['http://localhost:3000'], ['https://elsewhere.example', 'null']),
  'x-request-id': sometimes(['ok-request-id-123'], ['short', 'x'.repeat(200), '\u0000abcdefgh']),
  'user-agent': sometimes(['Mozilla/5.0'], ['a\u0000b', '']),
  'accept-encoding': sometimes(['gzip', 'br'], ['identity;q=0', '*;q=0', 'garbage']),
  'sec-fetch-site': sometimes(['same-origin'], ['cross-site', 'none']),
  cookie: sometimes(
    ['theme=dark'],
    ['better-auth.session_token=garbage', 'better-auth.session_token=%00', '=;=;'],
  ),
});

/* ─────────────── The test ─────────────── */

/** Ending the signed-in sessions would leave the rest of the run signed out. */
const ENDS_SESSION = /\/(sign-out|revoke-session|revoke-sessions|revoke-other-sessions|delete-user)$/;
/**
 * Live streams stay open for as long as the client listens, so an injected request to one never
 * ends; messages.test.ts and live-events.test.ts prove the streams on real connections.
 */
const STREAMS = new Set(['/api/events']);

const targets = [
  ...routes.filter((r) => r.url !== '/api/auth/*'),
  ...EXPOSED_AUTH_ENDPOINTS,
  { method: 'POST', url: '/api/auth/*' },
];
let sent = 0;
/** Enough for at least 20,000 requests in all (issue 41: the malformed-input run CI makes). */
const RUNS_PER_ROUTE = 45;

describe('fuzz: malformed requests to every registered route', () => {
  it('no answer is a 5xx, for a visitor, a lawyer and an admin', async () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of targets) {
      if (process.env.FUZZ_TRACE) console.log('fuzz', route.method, route.url);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(0, 1, 2),
          fc.array(segment, { minLength: 4, maxLength: 4 }),
          query,
          headers,
          bodyFor(`${route.method} ${route.url}`),
          async (actorIndex, segments, qs, extraHeaders, sentBody) => {
            const actor = ACTORS[actorIndex]!;
            if (actor && ENDS_SESSION.test(route.url)) return;
            if (actor && STREAMS.has(route.url)) return;
            let i = 0;
            const path = route.url.replace(/:\w+|\*/g, () => segments[i++]!);
            const options: InjectOptions = {
              method: route.method,
              url: path + qs,
              headers: {
                ...Object.fromEntries(Object.entries(extraHeaders).filter(([, v]) => v !== undefined)),
                ...(sentBody ? { 'content-type': sentBody.contentType } : {}),
                ...(actor ? { cookie: `${actor.cookie}; ${extraHeaders.cookie ?? ''}` } : {}),
              },
              ...(sentBody && route.method !== 'GET' && route.method !== 'HEAD'
                ? { payload: sentBody.payload }
                : {}),
            };
            sent += 1;
            const res = await t.inject(options);
            if (res.statusCode >= 500)
              throw new Error(
                `${route.method} ${(path + qs).slice(0, 300)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
              );
          },
        ),
        { seed: 11, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    console.info(`fuzz: ${sent} malformed requests to ${targets.length} routes, none answered 5xx`);
    expect(sent).toBeGreaterThanOrEqual(20_000);
  }, 180_000);

  it('the server still answers its health check afterwards', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
