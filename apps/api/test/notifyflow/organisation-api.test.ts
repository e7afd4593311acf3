import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ApiKeyCreated,
  DuplicateNotice,
  EstateProposal,
  EstateProposalList,
  NotificationStatus,
  OrgAnswer,
  OrgNotification,
  OrgNotificationList,
} from '@estate/domain';
import {
  apiKeys,
  auditEvents,
  correspondence,
  institutionsNotified,
  notificationAnswers,
  outbox,
} from '../../src/db/schema.js';
import { build, type Session } from '../helper.js';
import { idOf, multipart, PDF, validForm } from '../notifyflow-helpers.js';

/**
 * Issue 44: organisations answer by API. An admin puts a person on an organisation's list; that
 * person (signed in) and the keys its administrators make read only the notifications addressed to
 * the organisation, and answer them with structured answers the family reads in words.
 */
const t = await build();
const admin = await t.signUp({ role: 'lawyer', name: 'Office Admin' });
await t.promote(admin, 'admin');
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
const anzEmail = `estates-${randomUUID().slice(0, 8)}@anz.example.nz`;
const irdEmail = `estates-${randomUUID().slice(0, 8)}@ird.example.nz`;

/** Puts an email on an organisation's list through the back office, then signs that person up. */
async function memberOf(institution: string, email: string, role: 'admin' | 'member'): Promise<Session> {
  const added = await t.as(admin, {
    method: 'POST',
    url: `/api/admin/institutions/${idOf(institution)}/members`,
    payload: { email, role },
  });
  expect(added.statusCode, added.body).toBe(201);
  return t.signUp({ role: 'notifyflow', email, name: `${institution} ${role}` });
}
const anzAdmin = await memberOf('ANZ', anzEmail, 'admin');
const irdAdmin = await memberOf('Inland Revenue', irdEmail, 'admin');

async function newKey(who: Session, scopes = ['notifications:read', 'notifications:answer'], key?: string) {
  const res = await t.as(who, {
    method: 'POST',
    url: '/api/org/api-keys',
    payload: { name: 'Case system', scopes },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ApiKeyCreated>();
}
const anzKey = (await newKey(anzAdmin)).secret!;
const irdKey = (await newKey(irdAdmin)).secret!;
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

const api = (secret: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) =>
  t.inject({ method, url, headers: { ...bearer(secret), ...headers }, ...(payload ? { payload } : {}) });

/** A fresh notification to ANZ and Inland Revenue, optionally for an estate; the rows by organisation. */
async function notify(fields: Record<string, unknown> = {}) {
  const body = multipart(validForm({ institutionName: '', ...fields }), [
    { name: 'death-certificate.pdf', data: PDF },
  ]);
  const res = await t.as(requester, { method: 'POST', url: '/api/notifications', ...body });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<{ notificationId: string; referenceCode: string }>();
  const rows = await t.deps.db
    .select()
    .from(institutionsNotified)
    .where(eq(institutionsNotified.notificationId, created.notificationId));
  return {
    code: created.referenceCode,
    anz: rows.find((r) => r.institutionId === idOf('ANZ'))!.id,
    ird: rows.find((r) => r.institutionId === idOf('Inland Revenue'))!.id,
  };
}

const answer = (secret: string, rowId: string, payload: unknown, headers = {}) =>
  api(secret, 'POST', `/api/org/v1/notifications/${rowId}/answer`, payload, headers);
const product = (over: Record<string, unknown> = {}) => ({
  type: 'savings',
  reference: '****4821',
  balanceCents: 1248033,
  asAt: '2026-11-02',
  ...over,
});

describe('the people of an organisation', () => {
  it('are added by an admin by email, emailed, and act for that organisation once signed in', async () => {
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, anzEmail));
    expect(mail?.kind).toBe('organisation-member');
    expect(mail?.textBody).toContain('ANZ');
    const me = await t.as(anzAdmin, { method: 'GET', url: '/api/org/me' });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ organisation: { id: idOf('ANZ') }, role: 'admin' });
    const list = await t.as(admin, { method: 'GET', url: `/api/admin/institutions/${idOf('ANZ')}/members` });
    expect(list.json<{ items: { email: string; hasAccount: boolean }[] }>().items).toContainEqual(
      expect.objectContaining({ email: anzEmail, hasAccount: true }),
    );
    // Someone not signed up yet has no account.
    const later = `later-${randomUUID().slice(0, 8)}@anz.example.nz`;
    await t.as(admin, {
      method: 'POST',
      url: `/api/admin/institutions/${idOf('ANZ')}/members`,
      payload: { email: later, role: 'member' },
    });
    const again = await t.as(admin, { method: 'GET', url: `/api/admin/institutions/${idOf('ANZ')}/members` });
    expect(again.json<{ items: { email: string; hasAccount: boolean }[] }>().items).toContainEqual(
      expect.objectContaining({ email: later, hasAccount: false }),
    );
  });

  it('an email already on another organisation is a 409 naming email; anyone else gets 403', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/admin/institutions/${idOf('Inland Revenue')}/members`,
      payload: { email: anzEmail, role: 'member' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe('email');
    const me = await t.as(requester, { method: 'GET', url: '/api/org/me' });
    expect(me.statusCode).toBe(403);
  });

  it('once taken off the list, the person sees nothing of it at once', async () => {
    const email = `leaver-${randomUUID().slice(0, 8)}@anz.example.nz`;
    const leaver = await memberOf('ANZ', email, 'member');
    expect((await t.as(leaver, { method: 'GET', url: '/api/org/v1/notifications' })).statusCode).toBe(200);
    // A member, not an admin: no keys.
    expect((await t.as(leaver, { method: 'GET', url: '/api/org/api-keys' })).statusCode).toBe(403);
    const list = await t.as(admin, { method: 'GET', url: `/api/admin/institutions/${idOf('ANZ')}/members` });
    const id = list
      .json<{ items: { id: string; email: string }[] }>()
      .items.find((m) => m.email === email)!.id;
    const removed = await t.as(admin, {
      method: 'DELETE',
      url: `/api/admin/institutions/${idOf('ANZ')}/members/${id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.as(leaver, { method: 'GET', url: '/api/org/v1/notifications' })).statusCode).toBe(403);
  });
});

describe('API keys', () => {
  it('are shown once, kept only as a hash, listed without a secret, and stop working when revoked', async () => {
    const made = await newKey(anzAdmin, ['notifications:read']);
    expect(made.secret).toMatch(/^nzep_org_[A-Za-z0-9_-]{43}$/);
    expect(made.secret!.startsWith(made.prefix)).toBe(true);
    const [row] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row!.secretHash).toBe(createHash('sha256').update(made.secret!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.secret!.slice(13));
    const listed = await t.as(anzAdmin, { method: 'GET', url: '/api/org/api-keys' });
    expect(listed.body).not.toContain(made.secret!);
    expect(listed.json<{ items: { id: string }[] }>().items.map((k) => k.id)).toContain(made.id);

    expect((await api(made.secret!, 'GET', '/api/org/v1/notifications')).statusCode).toBe(200);
    const [used] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(used!.lastUsedAt).not.toBeNull();

    const revoked = await t.as(anzAdmin, { method: 'DELETE', url: `/api/org/api-keys/${made.id}` });
    expect(revoked.statusCode).toBe(204);
    const after = await api(made.secret!, 'GET', '/api/org/v1/notifications');
    expect(after.statusCode).toBe(401);
    expect(after.body).not.toContain('ANZ');
  });

  it('an unknown or malformed key is a 401 that reveals nothing; a key without a scope is 403', async () => {
    for (const header of ['Bearer nzep_org_nope', 'Basic abc', 'Bearer', 'nzep_org_x']) {
      const res = await t.inject({
        method: 'GET',
        url: '/api/org/v1/notifications',
        headers: { authorization: header },
      });
      expect(res.statusCode, header).toBe(401);
      expect(res.json<{ message: string }>().message).toMatch(/missing, unknown or revoked/);
    }
    const readOnly = await newKey(anzAdmin, ['notifications:read']);
    const { anz } = await notify();
    const res = await answer(readOnly.secret!, anz, { kind: 'closed' });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toContain('notifications:answer');
  });

  it('a retried create with the same Idempotency-Key is the same key, without its secret; an unknown scope is a 400', async () => {
    const key = randomUUID();
    const first = await newKey(anzAdmin, ['notifications:read'], key);
    const again = await newKey(anzAdmin, ['notifications:read'], key);
    expect(again.id).toBe(first.id);
    expect(again.secret).toBeUndefined();
    const bad = await t.as(anzAdmin, {
      method: 'POST',
      url: '/api/org/api-keys',
      payload: { name: 'x', scopes: ['estates:write'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe('scopes');
  });

  it('another organisation cannot revoke a key (404), and a key cannot make keys (403)', async () => {
    const made = await newKey(anzAdmin, ['notifications:read']);
    expect((await t.as(irdAdmin, { method: 'DELETE', url: `/api/org/api-keys/${made.id}` })).statusCode).toBe(
      404,
    );
    const byKey = await api(anzKey, 'POST', '/api/org/api-keys', {
      name: 'x',
      scopes: ['notifications:read'],
    });
    expect(byKey.statusCode).toBe(403);
  });
});

describe('the notifications addressed to an organisation', () => {
  it('lists only its own rows, newest first, page by page; another organisation’s row is 404', async () => {
    const first = await notify({ deceasedName: 'Paging First' });
    const second = await notify({ deceasedName: 'Paging Second' });
    const page1 = await api(anzKey, 'GET', '/api/org/v1/notifications?limit=1');
    expect(page1.statusCode, page1.body).toBe(200);
    const one = page1.json<OrgNotificationList>();
    expect(one.items.map((i) => i.id)).toEqual([second.anz]);
    const page2 = (
      await api(anzKey, 'GET', `/api/org/v1/notifications?limit=1&after=${one.nextCursor}`)
    ).json<OrgNotificationList>();
    expect(page2.items.map((i) => i.id)).toEqual([first.anz]);
    const all = (await api(anzKey, 'GET', '/api/org/v1/notifications?limit=100')).json<OrgNotificationList>();
    expect(all.items.map((i) => i.id)).not.toContain(first.ird);

    for (const url of [
      `/api/org/v1/notifications/${first.ird}`,
      `/api/org/v1/notifications/${first.ird}/acknowledge`,
      `/api/org/v1/notifications/${first.ird}/answer`,
    ]) {
      const method = url.endsWith('/acknowledge') || url.endsWith('/answer') ? 'POST' : 'GET';
      const res = await api(anzKey, method, url, method === 'POST' ? { kind: 'closed' } : undefined);
      expect(res.statusCode, url).toBe(404);
    }
    const bad = await api(anzKey, 'GET', '/api/org/v1/notifications?after=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe('after');
  });

  it('reads one with its documents, which download with the same key; another organisation’s do not', async () => {
    const { anz, ird } = await notify();
    const res = await api(anzKey, 'GET', `/api/org/v1/notifications/${anz}`);
    expect(res.statusCode, res.body).toBe(200);
    const one = res.json<OrgNotification>();
    expect(one).toMatchObject({ id: anz, deceasedName: 'Margaret Wilson', status: expect.any(String) });
    expect(one.documents).toHaveLength(1);
    const file = await api(anzKey, 'GET', one.documents[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const docId = one.documents[0]!.id;
    expect((await api(irdKey, 'GET', `/api/org/v1/notifications/${anz}/documents/${docId}`)).statusCode).toBe(
      404,
    );
    expect((await api(irdKey, 'GET', `/api/org/v1/notifications/${ird}/documents/${docId}`)).statusCode).toBe(
      200,
    );
  });

  it('acknowledging marks it received once, and the family sees it', async () => {
    const { anz, code } = await notify();
    const first = await api(anzKey, 'POST', `/api/org/v1/notifications/${anz}/acknowledge`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OrgNotification>().acknowledgedAt).not.toBeNull();
    const again = await api(anzKey, 'POST', `/api/org/v1/notifications/${anz}/acknowledge`);
    expect(again.json<OrgNotification>().acknowledgedAt).toBe(first.json<OrgNotification>().acknowledgedAt);
    const events = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, anz), eq(auditEvents.action, 'institution.responded')));
    expect(events).toHaveLength(1);
    const status = await t.as(requester, { method: 'GET', url: `/api/notifications/status/${code}` });
    const row = status.json<NotificationStatus>().institutions.find((i) => i.name.startsWith('ANZ'))!;
    expect(row.acknowledgedAt).not.toBeNull();
  });
});

describe('structured answers', () => {
  it('no account held closes the organisation’s row, and it takes no more answers (409)', async () => {
    const { anz, code } = await notify();
    const res = await answer(anzKey, anz, { kind: 'no_account_held' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrgAnswer>()).toMatchObject({
      kind: 'no_account_held',
      answeredVia: 'api',
      products: [],
    });
    const status = (
      await t.as(requester, { method: 'GET', url: `/api/notifications/status/${code}` })
    ).json<NotificationStatus>();
    const row = status.institutions.find((i) => i.name.startsWith('ANZ'))!;
    expect(row.status).toBe('completed');
    expect(JSON.stringify(row.conversation)).toContain('No account held.');
    const more = await answer(anzKey, anz, { kind: 'closed' });
    expect(more.statusCode).toBe(409);
  });

  it('accounts held keeps each product; the family reads them in words', async () => {
    const { anz, code } = await notify();
    const res = await answer(anzKey, anz, {
      kind: 'accounts_held',
      products: [
        product({ releasableWithoutGrant: true, releaseLimitCents: 4000000 }),
        product({ type: 'credit_card', reference: '****0077', balanceCents: -35120 }),
      ],
      message: 'Both frozen.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<OrgAnswer>();
    expect(saved.products.map((p) => [p.type, p.balanceCents, p.proposal])).toEqual([
      ['savings', 1248033, null],
      ['credit_card', -35120, null],
    ]);
    const status = (
      await t.as(requester, { method: 'GET', url: `/api/notifications/status/${code}` })
    ).json<NotificationStatus>();
    const row = status.institutions.find((i) => i.name.startsWith('ANZ'))!;
    expect(row.status).toBe('sent');
    expect(JSON.stringify(row.conversation)).toContain(
      'Accounts held: Savings account ****4821, $12,480.33 at 2 November 2026; Credit card ****0077, owing $351.20 at 2 November 2026. Both frozen.',
    );
    // Then released: the row completes.
    const released = await answer(anzKey, anz, { kind: 'released' });
    expect(released.statusCode).toBe(201);
    const read = (await api(anzKey, 'GET', `/api/org/v1/notifications/${anz}`)).json<OrgNotification>();
    expect(read.answers.map((a) => a.kind)).toEqual(['accounts_held', 'released']);
    expect(read.status).toBe('completed');
  });

  it('more information needed waits on the family, whose reply the organisation reads; it may then answer', async () => {
    const { anz, code } = await notify();
    const asked = await answer(anzKey, anz, {
      kind: 'more_information_needed',
      needed: ['The grant of probate'],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const replied = await t.as(requester, {
      method: 'POST',
      url: `/api/notifications/${code}/institutions/${anz}/replies`,
      ...multipart({ message: 'The grant is attached.', idempotencyKey: randomUUID() }, [
        { name: 'grant.pdf', data: PDF },
      ]),
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const read = (await api(anzKey, 'GET', `/api/org/v1/notifications/${anz}`)).json<OrgNotification>();
    expect(read.replies.map((r) => r.message)).toEqual(['The grant is attached.']);
    expect(read.documents.map((d) => d.fileName)).toContain('grant.pdf');
    expect((await answer(anzKey, anz, { kind: 'closed' })).statusCode).toBe(201);
  });

  it('the same answer sent again with its Idempotency-Key is the first; another under that key is a 422', async () => {
    const { anz } = await notify();
    const key = randomUUID();
    const body = { kind: 'accounts_held', products: [product()] };
    const first = await answer(anzKey, anz, body, { 'idempotency-key': key });
    const again = await answer(anzKey, anz, body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<OrgAnswer>().id).toBe(first.json<OrgAnswer>().id);
    const rows = await t.deps.db
      .select()
      .from(notificationAnswers)
      .where(eq(notificationAnswers.institutionsNotifiedId, anz));
    expect(rows).toHaveLength(1);
    const other = await answer(anzKey, anz, { kind: 'closed' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
  });

  it('bad input is a 400 naming the field, and changes nothing', async () => {
    const { anz } = await notify();
    const cases: [unknown, string][] = [
      [{ kind: 'accounts_held', products: [product({ type: 'yacht' })] }, 'products.0.type'],
      [{ kind: 'accounts_held', products: [product({ balanceCents: 12.5 })] }, 'products.0.balanceCents'],
      [{ kind: 'accounts_held', products: [product({ asAt: undefined })] }, 'products.0.asAt'],
      [
        { kind: 'accounts_held', products: [product({ reference: '01-0102-0123456-00' })] },
        'products.0.reference',
      ],
      [{ kind: 'accounts_held', products: [] }, 'products'],
      [{ kind: 'more_information_needed', needed: [] }, 'needed'],
      [{ kind: 'maybe' }, 'kind'],
    ];
    for (const [payload, path] of cases) {
      const res = await answer(anzKey, anz, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path),
        JSON.stringify(payload),
      ).toContain(path);
    }
    const rows = await t.deps.db
      .select()
      .from(notificationAnswers)
      .where(eq(notificationAnswers.institutionsNotifiedId, anz));
    expect(rows).toHaveLength(0);
  });

  it('on an estate’s notification, products are proposed to it and the answer is in its correspondence', async () => {
    const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Lawyer' });
    const estateId = await t.newEstate(lawyer);
    const body = multipart(
      validForm({ estateId, institutionName: '', selectedInstitutions: [{ institutionId: idOf('ANZ') }] }),
    );
    const created = await t.as(lawyer, { method: 'POST', url: '/api/notifications', ...body });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(institutionsNotified)
      .where(
        eq(institutionsNotified.notificationId, created.json<{ notificationId: string }>().notificationId),
      );
    const res = await answer(anzKey, row!.id, { kind: 'accounts_held', products: [product()] });
    expect(res.json<OrgAnswer>().products[0]!.proposal).toBe('proposed');
    const logged = await t.deps.db.select().from(correspondence).where(eq(correspondence.estateId, estateId));
    expect(JSON.stringify(logged)).toContain('Savings account ****4821');
  });

  it('the estate accepts one proposal (an asset with its evidence), edits a debt into a liability, and rejects one', async () => {
    const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Proposals' });
    const estateId = await t.newEstate(lawyer);
    const created = await t.as(lawyer, {
      method: 'POST',
      url: '/api/notifications',
      ...multipart(
        validForm({ estateId, institutionName: '', selectedInstitutions: [{ institutionId: idOf('ANZ') }] }),
      ),
    });
    const [row] = await t.deps.db
      .select()
      .from(institutionsNotified)
      .where(
        eq(institutionsNotified.notificationId, created.json<{ notificationId: string }>().notificationId),
      );
    const answered = await answer(anzKey, row!.id, {
      kind: 'accounts_held',
      products: [
        product({ releasableWithoutGrant: true, releaseLimitCents: 4000000 }),
        product({ type: 'credit_card', reference: '****0077', balanceCents: -35120 }),
        product({ type: 'term_deposit', reference: '****9001', balanceCents: 500000 }),
      ],
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const list = await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}/proposals` });
    expect(list.statusCode, list.body).toBe(200);
    const [savings, card, term] = list.json<EstateProposalList>().items;
    expect([savings!.becomes, card!.becomes, term!.becomes]).toEqual(['asset', 'liability', 'asset']);
    expect(savings!.suggested).toEqual({ name: 'ANZ Savings account ****4821', type: 'bank' });
    const decide = (
      p: EstateProposal,
      verb: string,
      payload: Record<string, unknown> = {},
      version = p.version,
    ) =>
      t.as(lawyer, {
        method: 'POST',
        url: `/api/estates/${estateId}/proposals/${p.id}/${verb}`,
        headers: { 'if-match': `"${version}"` },
        payload,
      });

    const accepted = await decide(savings!, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const assetId = accepted.json<EstateProposal>().record!.id;
    const asset = await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}/assets/${assetId}` });
    expect(asset.json()).toMatchObject({ valueCents: 1248033, type: 'bank', status: 'pending' });
    expect(asset.json<{ evidence: string }>().evidence).toMatch(
      /^Reported by ANZ on .* in answer to NotifyFlow notification NF-.*: Savings account \*\*\*\*4821, \$12,480\.33 at 2 November 2026; releasable without a grant up to \$40,000 \(Administration Act 1969, s65\)\.$/,
    );
    // Decided once: a second accept is a 409; a stale version a 412.
    expect((await decide(savings!, 'accept', {}, savings!.version + 1)).statusCode).toBe(409);
    expect((await decide(card!, 'accept', {}, card!.version + 5)).statusCode).toBe(412);
    // A bad type for a liability is a 400 naming it, and makes nothing.
    const bad = await decide(card!, 'accept', { type: 'bank' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe('type');
    const edited = await decide(card!, 'accept', { name: 'ANZ Visa', amount: '351.20' });
    expect(edited.statusCode, edited.body).toBe(200);
    const liability = await t.as(lawyer, {
      method: 'GET',
      url: `/api/estates/${estateId}/liabilities/${edited.json<EstateProposal>().record!.id}`,
    });
    expect(liability.json()).toMatchObject({
      name: 'ANZ Visa',
      amountCents: 35120,
      type: 'credit',
      creditor: 'ANZ',
    });
    const rejected = await decide(term!, 'reject');
    expect(rejected.json<EstateProposal>()).toMatchObject({ proposal: 'rejected', record: null });
    const assets = await t.as(lawyer, { method: 'GET', url: `/api/estates/${estateId}/assets` });
    expect(assets.json<{ items: { name: string }[] }>().items.map((a) => a.name)).toEqual([
      'ANZ Savings account ****4821',
    ]);
    // The organisation's answer shows what became of each product.
    const read = (await api(anzKey, 'GET', `/api/org/v1/notifications/${row!.id}`)).json<OrgNotification>();
    expect(read.answers[0]!.products.map((p) => p.proposal)).toEqual(['accepted', 'accepted', 'rejected']);
  });

  it('a member signed in answers from the inbox as the key does', async () => {
    const { anz } = await notify();
    const res = await t.as(anzAdmin, {
      method: 'POST',
      url: `/api/org/v1/notifications/${anz}/answer`,
      payload: { kind: 'no_account_held', message: 'Searched by name and date of birth.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrgAnswer>().answeredVia).toBe('inbox');
  });
});

describe('duplicates', () => {
  const form = (over: Record<string, unknown> = {}) =>
    multipart(
      validForm({
        deceasedName: 'Mārama Duplicate-Test',
        dateOfDeath: '2026-09-14',
        institutionName: '',
        selectedInstitutions: [{ institutionId: idOf('ANZ') }, { institutionId: idOf('Inland Revenue') }],
        sendDespiteDuplicates: [],
        ...over,
      }),
    );
  const send = (who: Session, over: Record<string, unknown> = {}) =>
    t.as(who, { method: 'POST', url: '/api/notifications', ...form(over) });

  it('a second notice of one person to one organisation is flagged before it is sent, then may be sent linked', async () => {
    const first = await send(requester, { dateOfBirth: '1941-03-02' });
    expect(first.statusCode, first.body).toBe(201);
    const other = await t.signUp({ role: 'notifyflow', name: 'A Cousin' });
    // Case, macrons and spacing do not make another person.
    const again = await send(other, {
      deceasedName: '  marama   DUPLICATE-test ',
      selectedInstitutions: [{ institutionId: idOf('ANZ') }, { institutionId: idOf('Westpac') }],
    });
    expect(again.statusCode, again.body).toBe(409);
    const { duplicates, issues } = again.json<{
      duplicates: DuplicateNotice[];
      issues: { path: string }[];
    }>();
    expect(issues[0]!.path).toBe('sendDespiteDuplicates');
    expect(duplicates).toEqual([
      expect.objectContaining({
        institutionId: idOf('ANZ'),
        organisation: expect.stringContaining('ANZ'),
        referenceCode: null,
      }),
    ]);
    // Nothing was sent: no notification of theirs exists.
    const mine = await t.as(other, { method: 'GET', url: '/api/notifications' });
    expect(JSON.stringify(mine.json())).not.toContain('DUPLICATE');

    // The sender's own earlier notice names its code.
    const own = await send(requester, { idempotencyKey: randomUUID() });
    expect(own.statusCode).toBe(409);
    expect(own.json<{ duplicates: DuplicateNotice[] }>().duplicates.map((d) => d.referenceCode)).toEqual([
      first.json<{ referenceCode: string }>().referenceCode,
      first.json<{ referenceCode: string }>().referenceCode,
    ]);

    // Sent anyway to ANZ: ANZ sees the two linked.
    const linked = await send(other, {
      deceasedName: 'Marama Duplicate-Test',
      selectedInstitutions: [{ institutionId: idOf('ANZ') }],
      sendDespiteDuplicates: [idOf('ANZ')],
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const list = (await api(anzKey, 'GET', '/api/org/v1/notifications?limit=5')).json<OrgNotificationList>();
    const newest = (
      await api(anzKey, 'GET', `/api/org/v1/notifications/${list.items[0]!.id}`)
    ).json<OrgNotification>();
    expect(newest.duplicateOf).toMatchObject({
      referenceCode: first.json<{ referenceCode: string }>().referenceCode,
    });
  });

  it('different dates of birth are different people; one without a date of birth may be either', async () => {
    const first = await send(requester, { deceasedName: 'Hone Twin', dateOfBirth: '1950-01-01' });
    expect(first.statusCode, first.body).toBe(201);
    const twin = await send(requester, {
      deceasedName: 'Hone Twin',
      dateOfBirth: '1952-06-30',
      idempotencyKey: randomUUID(),
    });
    expect(twin.statusCode, twin.body).toBe(201);
    const unknown = await send(requester, { deceasedName: 'Hone Twin', idempotencyKey: randomUUID() });
    expect(unknown.statusCode).toBe(409);
    const bad = await send(requester, {
      deceasedName: 'Hone Later',
      dateOfBirth: '2027-01-01',
      idempotencyKey: randomUUID(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe('dateOfBirth');
  });
});
